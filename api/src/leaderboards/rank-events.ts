// Announces a player's new ranks (`leaderboard:rank`) after the transaction
// that submitted their scores has committed, never inside it. Only boards
// whose score moved are looked at, and only a rank that differs from the one
// submitScores read just before the submit is announced.
import type { AppDeps } from "../context.ts";
import { Prisma } from "../db.ts";
import { rankOf } from "./query-leaderboard.ts";
import type { ContenderScore } from "./submit-scores.ts";

export async function announceRanks(
  deps: Pick<AppDeps, "db" | "events">,
  userId: string,
  submitted: ContenderScore[],
): Promise<void> {
  // A live event's own board is shown on its event page, not announced as one of the game's boards.
  const moved = submitted.filter(
    (entry) => entry.score !== entry.previousScore && entry.periodicity !== "event",
  );
  if (moved.length === 0) return;
  const rows = await deps.db.$queryRaw<{ leaderboardId: number; score: number; rank: number }[]>`
    SELECT c."leaderboardId", c.score, ${rankOf(Prisma.raw("c"))} AS rank
    FROM "LeaderboardContender" c
    WHERE c."userId" = ${userId}::uuid AND c."leaderboardId" = ANY(${moved.map((entry) => entry.leaderboardId)}::int[])`;
  const now = new Map(rows.map((row) => [row.leaderboardId, row]));
  for (const entry of moved) {
    const current = now.get(entry.leaderboardId);
    if (!current || current.rank === entry.previousRank) continue;
    deps.events.emit("leaderboard:rank", {
      userId,
      leaderboardId: entry.leaderboardId,
      type: entry.type,
      periodicity: entry.periodicity,
      rank: current.rank,
      previousRank: entry.previousRank,
      score: current.score,
    });
  }
}
