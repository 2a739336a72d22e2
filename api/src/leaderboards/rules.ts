// When leaderboard periods start and end, what a final rank pays, and the limits
// of board queries and resets (docs/decisions/050-leaderboards.md).
import { currencies } from "../catalogue/basics.ts";
import { type Periodicity, rankBrackets } from "../catalogue/leaderboards.ts";
import type { Reward } from "../catalogue/rewards.ts";
import { dayMs, startOfUtcDay } from "../time/utc-day.ts";

export const season = {
  lengthDays: 56,
  /** A Monday 00:00 UTC; seasons follow each other from here. */
  firstStartsAt: new Date("2026-01-05T00:00:00.000Z"),
} as const;

/** Start of the period containing `at` (UTC); all-time boards count from the first season. */
export function periodStartFor(periodicity: Periodicity, at: Date): Date {
  const startOfDay = startOfUtcDay(at).getTime();
  switch (periodicity) {
    case "daily":
      return new Date(startOfDay);
    case "weekly": {
      const daysSinceMonday = (new Date(startOfDay).getUTCDay() + 6) % 7;
      return new Date(startOfDay - daysSinceMonday * dayMs);
    }
    case "monthly":
      return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
    case "season": {
      const seasonMs = season.lengthDays * dayMs;
      const seasonsSinceFirst = Math.floor((at.getTime() - season.firstStartsAt.getTime()) / seasonMs);
      return new Date(season.firstStartsAt.getTime() + seasonsSinceFirst * seasonMs);
    }
    case "allTime":
      return season.firstStartsAt;
  }
}

/** Bracket rewards are scaled by how long the period was; all-time boards never reset. */
export const rankRewardScale: Readonly<Record<Periodicity, number>> = {
  daily: 0.1,
  weekly: 0.5,
  monthly: 1,
  season: 2,
  allTime: 0,
};

export function rankReward(periodicity: Periodicity, rank: number): Reward | undefined {
  const bracket = rankBrackets.find((candidate) => rank >= candidate.fromRank && rank <= candidate.toRank);
  const scale = rankRewardScale[periodicity];
  if (!bracket || scale === 0) return undefined;
  const reward: Reward = {};
  for (const currency of currencies) {
    const amount = bracket.reward[currency];
    if (amount) reward[currency] = Math.max(1, Math.round(amount * scale));
  }
  return reward;
}

/** Start of the period after the one containing `at`: when a board next resets (null: never). */
export function nextPeriodStartFor(periodicity: Periodicity, at: Date): Date | null {
  const start = periodStartFor(periodicity, at);
  switch (periodicity) {
    case "daily":
      return new Date(start.getTime() + dayMs);
    case "weekly":
      return new Date(start.getTime() + 7 * dayMs);
    case "monthly":
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    case "season":
      return new Date(start.getTime() + season.lengthDays * dayMs);
    case "allTime":
      return null;
  }
}

export const leaderboardQueries = {
  /** Rows per page of a board's top list. */
  defaultPageSize: 50,
  maxPageSize: 100,
  /** Contenders shown above and below the player in "around me". */
  defaultAroundMe: 5,
  maxAroundMe: 25,
} as const;

export const leaderboardReset = {
  /** Ranks kept in LeaderboardArchive per period: a huge board keeps only its top. */
  archiveMaxRanks: 10_000,
  /** Rank-reward messages written per transaction (a crash between batches neither repeats nor skips). */
  rewardBatchSize: 500,
} as const;

/** The last rank that earns a rank-bracket reward. */
export const lastRewardedRank = Math.max(...rankBrackets.map((bracket) => bracket.toRank));
