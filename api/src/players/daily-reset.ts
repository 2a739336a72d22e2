// The 00:00 UTC reset: the daily reward can be claimed again, streaks of
// players who missed a day start over, and daily quests start from zero.
import type { AppDeps } from "../context.ts";
import { type JobInput, JobInputSchema } from "../jobs/job-input.ts";
import { resetQuestProgress } from "./reset-quests.ts";

export interface DailyResetResult {
  dailyRewardsReopened: number;
  streaksReset: number;
  dailyQuestsReset: number;
}

const dayMs = 86_400_000;

/**
 * Prisma ends a transaction after 5 s by default; at a million players the
 * reset takes longer. Bounded well inside the job's lease.
 */
const resetTransactionTimeoutMs = 15 * 60_000;

export async function dailyReset(deps: Pick<AppDeps, "db">, input: JobInput): Promise<DailyResetResult> {
  const { now } = JobInputSchema.parse(input);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // A streak survives when the last sign-in was yesterday or today.
  const yesterday = new Date(today - dayMs);
  // One transaction: a crash leaves either the whole reset or none of it, so a
  // re-run never reopens the reward for someone who claimed after a partial
  // reset. Each statement writes only rows that still need it.
  const [dailyRewardsReopened, streaksReset, dailyQuestsReset] = await deps.db.$transaction(
    [
      deps.db.$executeRaw`
      UPDATE "User" SET "hasClaimedDailyReward" = false, "updatedAt" = now() AT TIME ZONE 'UTC'
      WHERE "hasClaimedDailyReward"`,
      deps.db.$executeRaw`
      UPDATE "User" SET "loginDay" = 0, "updatedAt" = now() AT TIME ZONE 'UTC'
      WHERE "loginDay" <> 0 AND ("lastLoginDate" IS NULL OR "lastLoginDate" < ${yesterday}::date)`,
      resetQuestProgress(deps.db, "daily"),
    ],
    { timeout: resetTransactionTimeoutMs },
  );
  return { dailyRewardsReopened, streaksReset, dailyQuestsReset };
}
