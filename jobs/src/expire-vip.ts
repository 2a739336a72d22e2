import type { JobInput } from "@arena/api/jobs/job-input";
import { expireVip } from "@arena/api/vip/expire-vip";
import type { JobDeps } from "./job.ts";

export async function run(deps: JobDeps, input: JobInput) {
  const { expired } = await expireVip(deps, input);
  return { expired };
}
