import type { JobInput } from "@arena/api/jobs/job-input";
import { sendDue } from "@arena/api/scheduled-sends/send-due";
import type { JobDeps } from "./job.ts";

export async function run(deps: JobDeps, input: JobInput) {
  const { sent, players } = await sendDue(deps, input);
  return { sent, players };
}
