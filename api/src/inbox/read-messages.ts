// Marking messages read: one message, or every unread one at once.

import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { type MessageView, messageViewSelect, toMessageView } from "./message-view.ts";

const notFound = () => new AppError("not_found", "No such message in your inbox.");

export async function markMessageRead(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; messageId: number; now: Date },
): Promise<MessageView> {
  const { db } = deps;
  const { count } = await db.message.updateMany({
    where: {
      id: input.messageId,
      userId: input.userId,
      OR: [{ expiresAt: null }, { expiresAt: { gt: input.now } }],
    },
    data: { isRead: true },
  });
  if (count === 0) throw notFound();
  const row = await db.message.findUniqueOrThrow({
    where: { id: input.messageId },
    select: messageViewSelect,
  });
  return toMessageView(row);
}

export async function markAllRead(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; now: Date },
): Promise<{ marked: number }> {
  const { db } = deps;
  const { count } = await db.message.updateMany({
    where: {
      userId: input.userId,
      isRead: false,
      OR: [{ expiresAt: null }, { expiresAt: { gt: input.now } }],
    },
    data: { isRead: true },
  });
  return { marked: count };
}

export { notFound as messageNotFound };
