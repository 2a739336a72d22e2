// LeaderboardScoreCount (contenders per score, ADR 052) is kept by
// submitScores and closePeriod. Writers that load contenders in bulk without
// them (the seed, the benchmarks) rebuild the counts with this set-based
// recount, inside their load's transaction; the migration that added the
// table backfilled it the same way.
import type { Db } from "../db.ts";

/** Recounts the contenders per score of every board; returns the (board, score) rows written. */
export async function recountScores(db: Db): Promise<number> {
  await db.$executeRaw`DELETE FROM "LeaderboardScoreCount"`;
  return db.$executeRaw`
    INSERT INTO "LeaderboardScoreCount" ("leaderboardId", score, contenders)
    SELECT "leaderboardId", score, count(*)::int FROM "LeaderboardContender"
    GROUP BY "leaderboardId", score`;
}
