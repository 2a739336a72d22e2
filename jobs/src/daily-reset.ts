import { dailyReset } from "@arena/api/daily-reward/daily-reset";
import type { JobInput } from "@arena/api/jobs/job-input";
import type { JobDeps } from "./job.ts";

export async function run(deps: JobDeps, input: JobInput) {
  const { dailyRewardsReopened, streaksReset, dailyQuestsReset } = await dailyReset(deps, input);
  return { dailyRewardsReopened, streaksReset, dailyQuestsReset };
}
