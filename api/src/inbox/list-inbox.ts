// A player's inbox: unread first, then newest first; expired messages are
// hidden (the hourly job deletes them later). Served by the index
// (userId, isRead, createdAt desc).
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { offsetOf, offsetPage } from "../db/page-cursor.ts";
import { intText } from "../db/row-id.ts";
import { type MessageView, messageViewSelect, toMessageView } from "./message-view.ts";
import { inboxQueries } from "./rules.ts";

export const ListInboxSchema = z.object({
  limit: intText({ min: 1, max: inboxQueries.pageSize }).default(inboxQueries.pageSize),
  cursor: z.string().max(200).optional(),
});

export interface InboxCounts {
  /** Unread, unexpired messages: the header badge. */
  unread: number;
  /** Unexpired messages with rewards still to collect. */
  toCollect: number;
  total: number;
}

export interface InboxPage {
  messages: MessageView[];
  counts: InboxCounts;
  /** The next page's cursor, null on the last page (docs/decisions/127). */
  nextCursor: string | null;
}

function visible(userId: string, now: Date) {
  return { userId, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
}

export async function listInbox(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; now: Date; limit?: number; cursor?: string },
): Promise<InboxPage> {
  const { db } = deps;
  const { limit, cursor } = ListInboxSchema.parse({ limit: input.limit, cursor: input.cursor });
  const offset = offsetOf(cursor);
  const [rows, counts] = await Promise.all([
    db.message.findMany({
      where: visible(input.userId, input.now),
      orderBy: [{ isRead: "asc" }, { createdAt: "desc" }, { id: "desc" }],
      skip: offset,
      take: limit + 1,
      select: messageViewSelect,
    }),
    inboxCounts({ db }, input),
  ]);
  const page = offsetPage(rows, offset, limit);
  return { messages: page.rows.map(toMessageView), counts, nextCursor: page.nextCursor };
}

export async function inboxCounts(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; now: Date },
): Promise<InboxCounts> {
  const { db } = deps;
  const [row] = await db.$queryRaw<InboxCounts[]>`
    SELECT count(*) FILTER (WHERE NOT "isRead")::int AS unread,
           count(*) FILTER (WHERE rewards IS NOT NULL AND NOT "areRewardsCollected")::int AS "toCollect",
           count(*)::int AS total
    FROM "Message"
    WHERE "userId" = ${input.userId}::uuid AND ("expiresAt" IS NULL OR "expiresAt" > ${input.now})`;
  return row ?? { unread: 0, toCollect: 0, total: 0 };
}

/** One message of the player (404 when not theirs or expired). */
export async function getMessage(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; messageId: number; now: Date },
): Promise<MessageView | null> {
  const { db } = deps;
  const row = await db.message.findFirst({
    where: { id: input.messageId, ...visible(input.userId, input.now) },
    select: messageViewSelect,
  });
  return row ? toMessageView(row) : null;
}
