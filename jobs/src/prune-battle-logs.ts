import { pruneBattleLogs } from "@arena/api/battles/prune-battle-logs";
import type { JobInput } from "@arena/api/jobs/job-input";
import type { JobDeps } from "./job.ts";

export async function run(deps: JobDeps, input: JobInput) {
  const { pruned, batches } = await pruneBattleLogs(deps, input);
  return { pruned, batches };
}
