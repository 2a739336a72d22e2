import type { JobInput } from "@arena/api/jobs/job-input";
import { eraseDueAccounts } from "@arena/api/privacy/erase-due-accounts";
import type { JobDeps } from "./job.ts";

export async function run(deps: JobDeps, input: JobInput) {
  const { erased, failed, skipped } = await eraseDueAccounts(deps, input);
  return { erased, failed, skipped };
}
