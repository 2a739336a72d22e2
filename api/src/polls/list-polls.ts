// Staff listing polls, by key prefix and status, with how many players answered.
import { z } from "zod";
import { idsIn, pageArgs } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import type { Db, Prisma } from "../db.ts";
import type { StaffListQuery } from "../staff/list-query.ts";
import { type AdminPollRow, type PollStatus, pollStatuses, statusOf } from "./poll-record.ts";
import { pollSelect, toPollView } from "./poll-schemas.ts";

export const pollSortFields = ["id", "key", "startsAt", "endsAt"] as const;
export type PollSortField = (typeof pollSortFields)[number];

export const PollFilterSchema = z.strictObject({
  /** A key prefix (the unique index on key serves it). */
  q: z.string().trim().max(60).optional(),
  status: z.enum(pollStatuses).optional(),
  /** ra-data-simple-rest's getMany. */
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});
export type PollFilter = z.output<typeof PollFilterSchema>;

function statusWhere(status: PollStatus | undefined, now: Date): Prisma.PollWhereInput {
  if (status === "scheduled") return { startsAt: { gt: now } };
  if (status === "running") return { startsAt: { lte: now }, endsAt: { gt: now } };
  if (status === "ended") return { endsAt: { lte: now } };
  return {};
}

/** Answers per poll key, one GROUP BY over PollResult's (type, answer) index. */
async function answerCounts(db: Db, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db.pollResult.groupBy({
    by: ["type"],
    where: { type: { in: keys } },
    _count: { _all: true },
  });
  return new Map(rows.map((row) => [row.type, row._count._all]));
}

export async function listPolls(
  deps: { db: Db },
  query: StaffListQuery<PollFilter, PollSortField> & { now: Date },
): Promise<{ rows: AdminPollRow[]; total: number }> {
  const { filter } = query;
  const where = statusWhere(filter.status, query.now);
  if (filter.q) where.key = { startsWith: filter.q.toLowerCase() };
  where.id = idsIn(filter.id);
  const [rows, total] = await Promise.all([
    deps.db.poll.findMany({
      where,
      select: pollSelect,
      ...pageArgs(query),
    }),
    deps.db.poll.count({ where }),
  ]);
  const counts = await answerCounts(
    deps.db,
    rows.map((row) => row.key),
  );
  return {
    rows: rows.map((row) => {
      const view = toPollView(row);
      return { ...view, status: statusOf(view, query.now), answers: counts.get(view.key) ?? 0 };
    }),
    total,
  };
}
