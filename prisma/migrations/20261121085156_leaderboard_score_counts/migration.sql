-- CreateTable
CREATE TABLE "LeaderboardScoreCount" (
    "leaderboardId" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "contenders" INTEGER NOT NULL,

    CONSTRAINT "LeaderboardScoreCount_pkey" PRIMARY KEY ("leaderboardId","score")
);

-- AddForeignKey
ALTER TABLE "LeaderboardScoreCount" ADD CONSTRAINT "LeaderboardScoreCount_leaderboardId_fkey" FOREIGN KEY ("leaderboardId") REFERENCES "Leaderboard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill the counts of the boards as they stand
INSERT INTO "LeaderboardScoreCount" ("leaderboardId", "score", "contenders")
SELECT "leaderboardId", "score", count(*)::int FROM "LeaderboardContender" GROUP BY "leaderboardId", "score";
