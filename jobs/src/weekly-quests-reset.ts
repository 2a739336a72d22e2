import type { JobInput } from "@arena/api/jobs/job-input";
import { resetWeeklyQuests } from "@arena/api/quests/reset-weekly-quests";
import type { JobDeps } from "./job.ts";

export async function run(deps: JobDeps, input: JobInput) {
  const { weeklyQuestsReset } = await resetWeeklyQuests(deps, input);
  return { weeklyQuestsReset };
}
