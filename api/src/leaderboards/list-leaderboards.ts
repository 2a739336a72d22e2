// Staff listing the leaderboards, by type and periodicity. Reward brackets live
// in the catalogue and rules.ts (rankBrackets × rankRewardScale), so they are shown read-only (ADR 074).
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { idsIn, pageArgs } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { StaffListQuery } from "../staff/list-query.ts";
import { boardSelect, gameBoardsWhere, type LeaderboardRow, toRow } from "./leaderboard-record.ts";
import { LeaderboardTypeSchema, PeriodicitySchema } from "./query-leaderboard.ts";

export const leaderboardSortFields = ["id", "type", "periodicity"] as const;
export type LeaderboardSortField = (typeof leaderboardSortFields)[number];

export const LeaderboardFilterSchema = z.strictObject({
  type: LeaderboardTypeSchema.optional(),
  periodicity: PeriodicitySchema.optional(),
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});
export type LeaderboardFilter = z.output<typeof LeaderboardFilterSchema>;

export async function listLeaderboards(
  deps: Pick<AppDeps, "db">,
  query: StaffListQuery<LeaderboardFilter, LeaderboardSortField> & { now: Date },
): Promise<{ rows: LeaderboardRow[]; total: number }> {
  const where: Prisma.LeaderboardWhereInput = { ...gameBoardsWhere };
  if (query.filter.type) where.type = query.filter.type;
  if (query.filter.periodicity) where.periodicity = query.filter.periodicity;
  where.id = idsIn(query.filter.id);
  const [boards, total] = await Promise.all([
    deps.db.leaderboard.findMany({
      where,
      select: boardSelect,
      ...pageArgs(query),
    }),
    deps.db.leaderboard.count({ where }),
  ]);
  return { rows: boards.map((board) => toRow(board, query.now)), total };
}
