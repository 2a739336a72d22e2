// The audit trail for the console: History rows by type, staff member and
// player. Every filter combination is served by one of History's indexes:
// (type, createdAt), (userId, type, createdAt), (actorId, createdAt); an
// unfiltered list is read in id order (the primary key; ids follow insertion).
// A date range alone (createdAt_gte/createdAt_lte, the console's export of a
// period) has no index of its own: it narrows the id-ordered read, and its
// count reads the table, so the console offers it beside the indexed filters.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { idsIn } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { maskEmail } from "../players/player-record.ts";
import type { StaffListQuery } from "../staff/list-query.ts";
import { can } from "../staff/permissions.ts";
import { inclusiveEndOf } from "../time/utc-day.ts";
import { type Person, withPeople } from "./people.ts";
import { type BoardRef, withThings } from "./things.ts";

export const historySortFields = ["createdAt", "id"] as const;
export type HistorySortField = (typeof historySortFields)[number];

const uuid = z.string().uuid();
/** An instant, or a bare day (YYYY-MM-DD, UTC). */
const day = z.union([z.iso.datetime(), z.iso.date()]);

export const HistoryFilterSchema = z.strictObject({
  type: z.string().min(1).max(50).optional(),
  actorId: uuid.optional(),
  userId: uuid.optional(),
  /** From this instant (or day) on, inclusive. */
  createdAt_gte: day.optional(),
  /** Up to this instant, inclusive; a bare day includes the whole day. */
  createdAt_lte: day.optional(),
  /** ra-data-simple-rest's getMany. */
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});
export type HistoryFilter = z.output<typeof HistoryFilterSchema>;

export interface HistoryRow {
  id: number;
  createdAt: string;
  type: string;
  userId: string | null;
  actorId: string | null;
  /** The staff member who acted, by name (null: the platform itself, or a player's own action). */
  actor: Person | null;
  /** The player the row concerns, by name. */
  user: Person | null;
  /** The leaderboard the row names (data.leaderboardId), for the console to name in words. */
  leaderboard: BoardRef | null;
  data: unknown;
}

const emailLike = /[^\s"@]+@[^\s"@]+\.[^\s"@]+/g;

/** Analysts never see an e-mail address, not even inside History data. */
function maskEmails(value: unknown): unknown {
  if (typeof value === "string") return value.replace(emailLike, (email) => maskEmail(email));
  if (Array.isArray(value)) return value.map(maskEmails);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, maskEmails(inner)]));
  }
  return value;
}

export async function listHistory(
  deps: Pick<AppDeps, "db">,
  query: StaffListQuery<HistoryFilter, HistorySortField>,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const { actor, filter } = query;
  const where: Prisma.HistoryWhereInput = {};
  if (filter.type) where.type = filter.type;
  if (filter.actorId) where.actorId = filter.actorId;
  if (filter.userId) where.userId = filter.userId;
  if (filter.createdAt_gte || filter.createdAt_lte) {
    const from = filter.createdAt_gte ? new Date(filter.createdAt_gte) : undefined;
    const to = filter.createdAt_lte ? inclusiveEndOf(filter.createdAt_lte) : undefined;
    if (from && to && to < from) {
      throw new AppError("validation_failed", "The request is not valid.", {
        fields: { filter: "createdAt_lte: the end of the date range comes before its start" },
      });
    }
    where.createdAt = { ...(from ? { gte: from } : {}), ...(to ? { lte: to } : {}) };
  }
  where.id = idsIn(filter.id);
  const order = query.sort.order === "ASC" ? "asc" : "desc";
  // createdAt is index-backed only next to a type, actor or player filter.
  const byCreatedAt = query.sort.field === "createdAt" && (filter.type || filter.actorId || filter.userId);
  const [rows, total] = await Promise.all([
    deps.db.history.findMany({
      where,
      orderBy: byCreatedAt ? [{ createdAt: order }, { id: order }] : [{ id: order }],
      skip: query.skip,
      take: query.take,
    }),
    deps.db.history.count({ where }),
  ]);
  const page = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    type: row.type,
    userId: row.userId,
    actorId: row.actorId,
    data: can(actor.role, "players.read-emails") ? row.data : maskEmails(row.data),
  }));
  return { rows: await withPeople(deps.db, actor, await withThings(deps.db, page)), total };
}
