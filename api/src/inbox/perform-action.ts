// A message's call to action (e.g. "answer today's poll"): records that the
// player followed it (hasPerformedAction, which also marks it read) and hands
// back where to go. Following it again just navigates again.

import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { type MessageAction, MessageActionSchema } from "./message-view.ts";
import { messageNotFound } from "./read-messages.ts";

export interface PerformedAction {
  messageId: number;
  action: MessageAction;
  /** False when the action had been performed before. */
  firstTime: boolean;
}

export async function performMessageAction(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; messageId: number; now: Date },
): Promise<PerformedAction> {
  const { db } = deps;
  const rows = await db.$queryRaw<{ action: unknown; firstTime: boolean }[]>`
    UPDATE "Message" m SET "hasPerformedAction" = true, "isRead" = true
    FROM (SELECT id, "hasPerformedAction" AS before FROM "Message"
          WHERE id = ${input.messageId} AND "userId" = ${input.userId}::uuid FOR UPDATE) old
    WHERE m.id = old.id AND ("expiresAt" IS NULL OR "expiresAt" > ${input.now})
    RETURNING m.action, NOT old.before AS "firstTime"`;
  const row = rows[0];
  if (!row) throw messageNotFound();
  const action = MessageActionSchema.safeParse(row.action);
  if (!action.success) throw new AppError("conflict", "This message has no action to perform.");
  return { messageId: input.messageId, action: action.data, firstTime: row.firstTime };
}
