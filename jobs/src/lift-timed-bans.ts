import type { JobInput } from "@arena/api/jobs/job-input";
import { liftTimedBans } from "@arena/api/moderation/lift-timed-bans";
import type { JobDeps } from "./job.ts";

export async function run(deps: JobDeps, input: JobInput) {
  const { lifted } = await liftTimedBans(deps, input);
  return { lifted };
}
