// Deleting from the inbox: only messages already read and with nothing left
// to collect, so a player never throws away a reward by accident.

import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { messageNotFound } from "./read-messages.ts";

export async function deleteMessage(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; messageId: number },
): Promise<void> {
  const { db } = deps;
  const deleted = await db.$executeRaw`
    DELETE FROM "Message"
    WHERE id = ${input.messageId} AND "userId" = ${input.userId}::uuid
      AND "isRead" AND (rewards IS NULL OR "areRewardsCollected")`;
  if (deleted === 1) return;
  const message = await db.message.findFirst({
    where: { id: input.messageId, userId: input.userId },
    select: { isRead: true },
  });
  if (!message) throw messageNotFound();
  throw new AppError(
    "conflict",
    message.isRead
      ? "Collect this message's rewards before deleting it."
      : "Read this message before deleting it.",
  );
}

/** Deletes every read message without rewards left to collect. */
export async function deleteReadMessages(
  deps: Pick<AppDeps, "db">,
  input: { userId: string },
): Promise<{ deleted: number }> {
  const { db } = deps;
  const deleted = await db.$executeRaw`
    DELETE FROM "Message"
    WHERE "userId" = ${input.userId}::uuid AND "isRead" AND (rewards IS NULL OR "areRewardsCollected")`;
  return { deleted };
}
