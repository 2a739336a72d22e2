import type { JobInput } from "@arena/api/jobs/job-input";
import { dailyReset } from "@arena/api/players/daily-reset";
import type { JobDeps } from "./job.ts";

export async function run(deps: JobDeps, input: JobInput) {
  const { dailyRewardsReopened, streaksReset, dailyQuestsReset } = await dailyReset(deps, input);
  return { dailyRewardsReopened, streaksReset, dailyQuestsReset };
}
