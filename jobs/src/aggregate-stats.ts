import type { JobInput } from "@arena/api/jobs/job-input";
import { aggregateStats } from "@arena/api/stats/aggregate-stats";
import type { JobDeps } from "./job.ts";

export async function run(deps: JobDeps, input: JobInput) {
  const { written } = await aggregateStats(deps, input);
  return { written };
}
