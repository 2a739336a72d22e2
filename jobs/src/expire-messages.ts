import { expireMessages } from "@arena/api/inbox/expire-messages";
import type { JobInput } from "@arena/api/jobs/job-input";
import type { JobDeps } from "./job.ts";

export async function run(deps: JobDeps, input: JobInput) {
  const { deleted, batches } = await expireMessages(deps, input);
  return { deleted, batches };
}
