// The Monday 00:00 UTC reset of weekly quest progress.
import type { AppDeps } from "../context.ts";
import { type JobInput, JobInputSchema } from "../jobs/job-input.ts";
import { resetQuestProgress } from "./reset-quests.ts";

export interface ResetWeeklyQuestsResult {
  weeklyQuestsReset: number;
}

export async function resetWeeklyQuests(
  deps: Pick<AppDeps, "db">,
  input: JobInput,
): Promise<ResetWeeklyQuestsResult> {
  // The reset does not depend on the time, but every job use case takes the
  // fire it serves, and the input is still validated.
  JobInputSchema.parse(input);
  return { weeklyQuestsReset: await resetQuestProgress(deps.db, "weekly") };
}
