import type { JobInput } from "@arena/api/jobs/job-input";
import { settleEndedLiveEvents } from "@arena/api/live-events/settle-live-events";
import type { JobDeps } from "./job.ts";

/** Settles each live event that is over once: its board's rank rewards to the inbox (none for a cancelled one). */
export async function run(deps: JobDeps, input: JobInput) {
  const { settled, cancelled, archived, rewarded } = await settleEndedLiveEvents(deps, input);
  return { settled, cancelled, archived, rewarded };
}
