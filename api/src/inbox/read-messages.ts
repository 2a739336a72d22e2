// Marking messages read: one message, or every unread one at once.
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { type MessageView, messageViewSelect, toMessageView } from "./message-view.ts";

const notFound = () => new AppError("not_found", "No such message in your inbox.");

export async function markMessageRead(
  db: Db,
  input: { userId: string; messageId: number; now: Date },
): Promise<MessageView> {
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

export async function markAllRead(db: Db, input: { userId: string; now: Date }): Promise<{ marked: number }> {
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
