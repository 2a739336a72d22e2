// The console's view of a board's running period: its standings by rank.
import { z } from "zod";
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { RowIdTextSchema } from "../db/row-id.ts";

export const StandingsFilterSchema = z.strictObject({
  leaderboardId: RowIdTextSchema,
});

interface StandingRaw {
  id: number;
  userId: string;
  name: string | null;
  score: number;
  reachedAt: Date;
}

/**
 * The running period's standings by rank, paged with range (ranks are the
 * offset: the board order is the index (leaderboardId, score desc, reachedAt, id)).
 */
export async function listStandings(
  deps: Pick<AppDeps, "db">,
  query: { actor: Actor; filter: z.output<typeof StandingsFilterSchema>; skip: number; take: number },
) {
  const { leaderboardId } = query.filter;
  const [rows, total] = await Promise.all([
    deps.db.$queryRaw<StandingRaw[]>`
      SELECT c.id, c."userId", p.name, c.score, c."reachedAt"
      FROM "LeaderboardContender" c LEFT JOIN "UserProfile" p ON p."userId" = c."userId"
      WHERE c."leaderboardId" = ${leaderboardId}
      ORDER BY c.score DESC, c."reachedAt" ASC, c.id ASC
      OFFSET ${query.skip} LIMIT ${query.take}`,
    deps.db.leaderboardContender.count({ where: { leaderboardId } }),
  ]);
  return {
    rows: rows.map((row, index) => ({
      id: row.id,
      rank: query.skip + index + 1,
      userId: row.userId,
      name: row.name,
      score: row.score,
      reachedAt: row.reachedAt.toISOString(),
    })),
    total,
  };
}
