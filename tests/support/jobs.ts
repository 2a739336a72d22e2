// Scheduled jobs for the scheduler's tests.
import type { JobDefinition } from "../../jobs/src/job.ts";

/** A job that records the `now` of each of its runs. */
export function recordingJob(name: string, schedule: string): JobDefinition & { nows: string[] } {
  const nows: string[] = [];
  return {
    name,
    schedule,
    description: name,
    leaseMs: 600_000,
    nows,
    run: async (_deps, { now }) => {
      nows.push(now.toISOString());
      return { ran: 1 };
    },
  };
}
