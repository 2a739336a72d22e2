// Records a player's scores on every game board of each given type (all
// periodicities; a live event's own board only when its id is passed, for a
// player the event runs for: live-events/active-events.ts) in one statement,
// applying each board's operator:
//   best      keep the higher score
//   set       take the new score (e.g. elo)
//   increment add to the score (e.g. kills this week)
// `reachedAt` moves only when the score changes, so ties rank whoever reached
// the score first. The same statement keeps LeaderboardScoreCount (contenders
// per score, what makes rank lookups cheap — ADR 052): +1 at the new score, -1
// at the old one, written in (board, score) order so concurrent submits lock
// those shared rows in one order. Called inside the caller's transaction, which
// holds the player's User row (a match report), so one player's submits never
// race each other and the previous scores read here are the ones replaced.
import type { LeaderboardType } from "../catalogue/leaderboards.ts";
import { type Db, Prisma } from "../db.ts";
import { rankOf } from "./query-leaderboard.ts";

export interface ScoreSubmission {
  userId: string;
  /** Stat values to submit, by leaderboard type. */
  scores: Partial<Record<LeaderboardType, number>>;
  now: Date;
  /**
   * Live events' own boards to feed too (those running for this player now:
   * live-events/active-events.ts decides). Without them only the game's boards
   * (scope "") get the scores: an event board counts only its event's players.
   */
  eventBoardIds?: readonly number[];
}

export interface ContenderScore {
  leaderboardId: number;
  type: string;
  periodicity: string;
  score: number;
  previousScore: number | null;
  /** The player's rank on the board just before this submit; null when they had no score. */
  previousRank: number | null;
}

export async function submitScores(tx: Db, input: ScoreSubmission): Promise<ContenderScore[]> {
  const entries = Object.entries(input.scores).filter(
    (entry): entry is [string, number] => typeof entry[1] === "number" && Number.isSafeInteger(entry[1]),
  );
  if (entries.length === 0) return [];
  const values = Prisma.join(entries.map(([type, value]) => Prisma.sql`(${type}, ${value}::int)`));
  const eventBoardIds = input.eventBoardIds ?? [];
  const fed =
    eventBoardIds.length === 0
      ? Prisma.sql`l.scope = ''`
      : Prisma.sql`(l.scope = '' OR l.id IN (${Prisma.join(eventBoardIds.map((id) => Prisma.sql`${id}::int`))}))`;
  return tx.$queryRaw<ContenderScore[]>`
    WITH submitted(type, value) AS (VALUES ${values}),
    previous AS (
      SELECT c."leaderboardId", c.score, ${rankOf(Prisma.raw("c"))} AS rank
      FROM "LeaderboardContender" c
      JOIN "Leaderboard" l ON l.id = c."leaderboardId"
      JOIN submitted s ON s.type = l.type
      WHERE c."userId" = ${input.userId}::uuid AND ${fed}
    ),
    upserted AS (
      INSERT INTO "LeaderboardContender" ("userId", "leaderboardId", score, "reachedAt")
      SELECT ${input.userId}::uuid, l.id, s.value, ${input.now}
      FROM "Leaderboard" l JOIN submitted s ON s.type = l.type
      WHERE ${fed}
      ON CONFLICT ("leaderboardId", "userId") DO UPDATE SET
        score = CASE (SELECT operator FROM "Leaderboard" WHERE id = EXCLUDED."leaderboardId")
                  WHEN 'best' THEN GREATEST("LeaderboardContender".score, EXCLUDED.score)
                  WHEN 'set' THEN EXCLUDED.score
                  ELSE "LeaderboardContender".score + EXCLUDED.score
                END,
        "reachedAt" = CASE
                  WHEN (CASE (SELECT operator FROM "Leaderboard" WHERE id = EXCLUDED."leaderboardId")
                          WHEN 'best' THEN GREATEST("LeaderboardContender".score, EXCLUDED.score)
                          WHEN 'set' THEN EXCLUDED.score
                          ELSE "LeaderboardContender".score + EXCLUDED.score
                        END) <> "LeaderboardContender".score
                  THEN EXCLUDED."reachedAt"
                  ELSE "LeaderboardContender"."reachedAt"
                END
      RETURNING "leaderboardId", score, (xmax = 0) AS inserted
    ),
    moves ("leaderboardId", score, delta) AS (
      SELECT u."leaderboardId", u.score, 1 FROM upserted u
      LEFT JOIN previous p ON p."leaderboardId" = u."leaderboardId"
      WHERE u.inserted OR p.score <> u.score
      UNION ALL
      SELECT u."leaderboardId", p.score, -1 FROM upserted u
      JOIN previous p ON p."leaderboardId" = u."leaderboardId"
      WHERE NOT u.inserted AND p.score <> u.score
    ),
    counted AS (
      INSERT INTO "LeaderboardScoreCount" ("leaderboardId", score, contenders)
      SELECT "leaderboardId", score, sum(delta)::int FROM moves
      GROUP BY "leaderboardId", score HAVING sum(delta) <> 0
      ORDER BY "leaderboardId", score
      ON CONFLICT ("leaderboardId", score) DO UPDATE
        SET contenders = "LeaderboardScoreCount".contenders + EXCLUDED.contenders
    )
    SELECT u."leaderboardId", l.type, l.periodicity::text AS periodicity, u.score,
      p.score AS "previousScore", p.rank AS "previousRank"
    FROM upserted u
    JOIN "Leaderboard" l ON l.id = u."leaderboardId"
    LEFT JOIN previous p ON p."leaderboardId" = u."leaderboardId"
    ORDER BY l.type, l.periodicity`;
}
