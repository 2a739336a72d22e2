// What the api needs from the scheduled jobs, defined here and implemented in
// jobs/ (jobs imports api, never the reverse). main.ts and the test harness
// inject the implementation as deps.jobs.

/** What a run did, by name: e.g. {expired: 120, messages: 120}. */
export type JobCounts = Record<string, number>;

export type JobTrigger = "schedule" | "catch-up" | "manual" | "cli";

export interface JobInfo {
  name: string;
  /** Cron pattern, evaluated in UTC. */
  schedule: string;
  description: string;
  /** The next scheduled fire after now. */
  nextRunAt: Date | null;
}

export interface JobRunResult {
  runId: number;
  job: string;
  trigger: JobTrigger;
  scheduledAt: Date;
  startedAt: Date;
  finishedAt: Date;
  durationMs: number;
  status: "succeeded" | "failed";
  counts: JobCounts;
  error: string | null;
}

export interface StartedJobRun {
  runId: number;
  job: string;
  trigger: JobTrigger;
  scheduledAt: Date;
  startedAt: Date;
  /**
   * Settles when the outcome is recorded. A failing job resolves with status
   * "failed"; this rejects only when the outcome cannot be written.
   */
  finished: Promise<JobRunResult>;
}

export interface JobControl {
  list(): JobInfo[];
  /**
   * Claims a run of the job for `now` and starts it. Throws AppError
   * `not_found` for an unknown job, `conflict` when a run of that job for that
   * time already exists.
   */
  start(
    name: string,
    options: { now: Date; trigger: "manual" | "cli"; actorId?: string },
  ): Promise<StartedJobRun>;
}
