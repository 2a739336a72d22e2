// The 00:00 UTC reset: the daily reward can be claimed again, streaks of
// players who missed a day start over, and daily quests start from zero.
import type { AppDeps } from "../context.ts";
import { type JobInput, JobInputSchema } from "../jobs/job-input.ts";
import { resetQuestProgress } from "../quests/reset-quests.ts";
import { dayMs, startOfUtcDay } from "../time/utc-day.ts";

export interface DailyResetResult {
  dailyRewardsReopened: number;
  streaksReset: number;
  dailyQuestsReset: number;
}

/**
 * Prisma ends a transaction after 5 s by default (and gives up starting one
 * after 2 s); at a million players on a busy server the reset takes longer.
 * Bounded well inside the job's lease.
 */
const resetTransaction = { timeout: 15 * 60_000, maxWait: 60_000 };

export async function dailyReset(deps: Pick<AppDeps, "db">, input: JobInput): Promise<DailyResetResult> {
  const { now } = JobInputSchema.parse(input);
  const today = startOfUtcDay(now).getTime();
  // A streak survives when the last sign-in was yesterday or today.
  const yesterday = new Date(today - dayMs);
  // One transaction: a crash leaves either the whole reset or none of it, so a
  // re-run never reopens the reward for someone who claimed after a partial
  // reset. Each statement writes only rows that still need it, and each
  // player row at most once (a million-row rewrite is the cost that matters).
  const [[players], dailyQuestsReset] = await deps.db.$transaction(
    [
      deps.db.$queryRaw<{ dailyRewardsReopened: number; streaksReset: number }[]>`
        WITH due AS (
          SELECT id, "hasClaimedDailyReward" AS "reopensReward",
            ("loginDay" <> 0 AND ("lastLoginDate" IS NULL OR "lastLoginDate" < ${yesterday}::date)) AS "breaksStreak"
          FROM "User"
          WHERE "hasClaimedDailyReward"
             OR ("loginDay" <> 0 AND ("lastLoginDate" IS NULL OR "lastLoginDate" < ${yesterday}::date))
        ), reset AS (
          UPDATE "User" u
          SET "hasClaimedDailyReward" = false,
              "loginDay" = CASE WHEN due."breaksStreak" THEN 0 ELSE u."loginDay" END,
              "updatedAt" = now() AT TIME ZONE 'UTC'
          FROM due
          WHERE u.id = due.id
          RETURNING due."reopensReward", due."breaksStreak"
        )
        SELECT count(*) FILTER (WHERE "reopensReward")::int AS "dailyRewardsReopened",
               count(*) FILTER (WHERE "breaksStreak")::int AS "streaksReset"
        FROM reset`,
      resetQuestProgress(deps.db, "daily"),
    ],
    resetTransaction,
  );
  const { dailyRewardsReopened = 0, streaksReset = 0 } = players ?? {};
  return { dailyRewardsReopened, streaksReset, dailyQuestsReset };
}
