// What a scheduled job is: a name, a UTC cron pattern and a run that calls
// api use cases. The catalogue (catalog.ts) lists them.
import type { AppDeps } from "@arena/api/context";
import type { JobCounts } from "@arena/api/jobs/job-control";
import type { JobInput } from "@arena/api/jobs/job-input";

/** Jobs get every dependency except the job control itself (which runs them). */
export type JobDeps = Omit<AppDeps, "jobs">;

export interface JobDefinition {
  /** Stable kebab-case name: the JobRun.job value, the CLI argument, the URL segment. */
  name: string;
  /** Cron pattern, evaluated in UTC. */
  schedule: string;
  description: string;
  /**
   * A run still marked running after this long is presumed dead (its instance
   * crashed) and may be taken over; longer than any healthy run of the job.
   */
  leaseMs: number;
  run(deps: JobDeps, input: JobInput): Promise<JobCounts>;
}
