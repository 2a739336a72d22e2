// Game balance metrics: monster pick and win rates, and leaderboard scores.
// Both describe the state now (MonsterStats is cumulative, leaderboards hold
// their current period), so the range does not apply to them.
import type { AppDeps } from "../context.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { round } from "./activity.ts";

// Metrics only read, and tolerate replica lag: they query the read replica when there is one.
type Deps = Pick<AppDeps, "dbRead">;

export interface MonsterRow {
  monster: string;
  plays: number;
  /** Share of all monster plays. */
  pickRate: number;
  /** Wins / decided matches (PvE and PvP); null before its first decided match. */
  winRate: number | null;
  matches: number;
}

/** Pick and win rate of every monster, from the cumulative MonsterStats (one row per monster). */
export async function monsterRates(deps: Deps): Promise<MonsterRow[]> {
  const rows = await deps.dbRead.$queryRaw<
    { monster: string; plays: number; wins: number; matches: number; total: number }[]
  >`
    SELECT name AS monster, plays, ("pveWins" + "pvpWins")::int AS wins,
      ("pveWins" + "pvpWins" + "pveLosses" + "pvpLosses")::int AS matches,
      sum(plays) OVER ()::float8 AS total
    FROM "MonsterStats" ORDER BY plays DESC, name`;
  return rows.map((row) => ({
    monster: row.monster,
    plays: row.plays,
    pickRate: row.total > 0 ? round(row.plays / row.total, 4) : 0,
    winRate: row.matches > 0 ? round(row.wins / row.matches, 4) : null,
    matches: row.matches,
  }));
}

export interface ScoreBucketRow {
  leaderboard: string;
  /** Scores from `low` (included) to `high` (excluded; the top bucket includes the maximum). */
  low: number;
  high: number;
  players: number;
}

/** Buckets of each histogram: equal widths between the board's lowest and highest score. */
const scoreBuckets = 20;

/** Distribution of the current scores on every game leaderboard (not live events' own), as a histogram. */
export async function leaderboardScores(deps: Deps): Promise<ScoreBucketRow[]> {
  return deps.dbRead.$queryRaw<ScoreBucketRow[]>`
    WITH bounds AS (
      SELECT c."leaderboardId", min(c.score) AS lo, max(c.score) AS hi
      FROM "LeaderboardContender" c JOIN "Leaderboard" b ON b.id = c."leaderboardId" AND b.scope = ''
      GROUP BY 1
    ),
    widths AS (
      SELECT "leaderboardId", lo, greatest(ceil((hi - lo + 1)::numeric / ${Prisma.raw(String(scoreBuckets))}), 1)::int AS width FROM bounds
    ),
    counts AS (
      SELECT c."leaderboardId", (c.score - w.lo) / w.width AS slot, count(*)::int AS players
      FROM "LeaderboardContender" c JOIN widths w USING ("leaderboardId")
      GROUP BY 1, 2
    )
    SELECT l.type || ' (' || l.periodicity::text || ')' AS leaderboard,
      w.lo + s.slot * w.width AS low, w.lo + (s.slot + 1) * w.width AS high, coalesce(c.players, 0)::int AS players
    FROM widths w
    JOIN "Leaderboard" l ON l.id = w."leaderboardId"
    CROSS JOIN LATERAL generate_series(0, ${Prisma.raw(String(scoreBuckets - 1))}) AS s (slot)
    LEFT JOIN counts c ON c."leaderboardId" = w."leaderboardId" AND c.slot = s.slot
    ORDER BY l.type, l.periodicity, s.slot`;
}
