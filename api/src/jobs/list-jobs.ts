// Every scheduled job with its schedule, its last run and its next fire, for
// the console's jobs page.
import type { AppDeps } from "../context.ts";
import type { JobCounts } from "./job-control.ts";

export interface JobRunSummary {
  id: number;
  status: "running" | "succeeded" | "failed";
  trigger: string;
  scheduledAt: Date;
  startedAt: Date;
  finishedAt: Date | null;
  counts: JobCounts | null;
  error: string | null;
  instance: string | null;
}

export interface JobListing {
  name: string;
  schedule: string;
  timezone: "UTC";
  description: string;
  nextRunAt: Date | null;
  lastRun: JobRunSummary | null;
}

export async function listJobs(deps: Pick<AppDeps, "db" | "jobs">): Promise<JobListing[]> {
  const jobs = deps.jobs.list();
  // The latest started run of each job, one index-backed query for all.
  const lastRuns = await deps.db.$queryRaw<(JobRunSummary & { job: string })[]>`
    SELECT DISTINCT ON (job) job, id, status::text AS status, trigger, "scheduledAt", "startedAt",
      "finishedAt", counts, error, instance
    FROM "JobRun"
    WHERE job = ANY(${jobs.map((job) => job.name)})
    ORDER BY job, "startedAt" DESC`;
  const lastRunByJob = new Map(lastRuns.map(({ job, ...run }) => [job, run]));
  return jobs.map((job) => ({ ...job, timezone: "UTC", lastRun: lastRunByJob.get(job.name) ?? null }));
}
