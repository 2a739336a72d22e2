// The console's view of a board's past periods: a period's final standings by
// rank, as the reset archived them.
import { z } from "zod";
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { RowIdTextSchema } from "../db/row-id.ts";

export const ArchiveFilterSchema = z.strictObject({
  leaderboardId: RowIdTextSchema,
  /** The period's start; the latest archived period when absent. */
  periodStart: z.iso.datetime().optional(),
});

/** A past period's final standings by rank (index (leaderboardId, periodStart, rank)). */
export async function listArchivedStandings(
  deps: Pick<AppDeps, "db">,
  query: { actor: Actor; filter: z.output<typeof ArchiveFilterSchema>; skip: number; take: number },
) {
  const { leaderboardId } = query.filter;
  const periodStart = query.filter.periodStart
    ? new Date(query.filter.periodStart)
    : (
        await deps.db.leaderboardArchive.aggregate({
          where: { leaderboardId },
          _max: { periodStart: true },
        })
      )._max.periodStart;
  if (!periodStart) return { rows: [], total: 0 };
  const where = { leaderboardId, periodStart };
  const [rows, total] = await Promise.all([
    deps.db.leaderboardArchive.findMany({
      where,
      orderBy: { rank: "asc" },
      skip: query.skip,
      take: query.take,
      select: {
        id: true,
        rank: true,
        userId: true,
        score: true,
        periodStart: true,
        periodEnd: true,
        rewardSent: true,
      },
    }),
    deps.db.leaderboardArchive.count({ where }),
  ]);
  const names = await deps.db.userProfile.findMany({
    where: { userId: { in: rows.map((row) => row.userId) } },
    select: { userId: true, name: true },
  });
  const nameOf = new Map(names.map((profile) => [profile.userId, profile.name]));
  return {
    rows: rows.map((row) => ({
      ...row,
      name: nameOf.get(row.userId) ?? null,
      periodStart: row.periodStart.toISOString(),
      periodEnd: row.periodEnd.toISOString(),
    })),
    total,
  };
}
