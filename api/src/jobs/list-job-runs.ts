// The run history of the scheduled jobs (JobRun), for the console's jobs
// screen: newest first, by job, status and trigger, with who ran it by hand by
// name. Scheduled runs are recorded here only, not in the audit trail
// (docs/decisions/101). A job filter reads the (job, startedAt) index; other
// lists read in id order (ids follow claims).
import { z } from "zod";
import { type Person, peopleByIds, personOf } from "../audit/people.ts";
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { idsIn } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { JobCounts } from "./job-control.ts";

export const jobRunSortFields = ["startedAt", "id"] as const;

export const JobRunFilterSchema = z.strictObject({
  job: z.string().min(1).max(100).optional(),
  status: z.enum(["running", "succeeded", "failed"]).optional(),
  trigger: z.enum(["schedule", "catch-up", "manual", "cli"]).optional(),
  /** ra-data-simple-rest's getMany. */
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});
export type JobRunFilter = z.output<typeof JobRunFilterSchema>;

export interface JobRunRow {
  id: number;
  job: string;
  status: "running" | "succeeded" | "failed";
  trigger: string;
  scheduledAt: string;
  startedAt: string;
  finishedAt: string | null;
  /** Milliseconds from start to finish; null while running. */
  durationMs: number | null;
  counts: JobCounts | null;
  error: string | null;
  instance: string | null;
  /** The staff member who ran it by hand. */
  actor: Person | null;
}

export async function listJobRuns(
  deps: Pick<AppDeps, "db">,
  query: {
    actor: Actor;
    filter: JobRunFilter;
    sort: { field: (typeof jobRunSortFields)[number]; order: "ASC" | "DESC" };
    skip: number;
    take: number;
  },
): Promise<{ rows: JobRunRow[]; total: number }> {
  const { actor, filter } = query;
  const where: Prisma.JobRunWhereInput = {};
  if (filter.job) where.job = filter.job;
  if (filter.status) where.status = filter.status;
  if (filter.trigger) where.trigger = filter.trigger;
  where.id = idsIn(filter.id);
  const order = query.sort.order === "ASC" ? "asc" : "desc";
  const byStartedAt = query.sort.field === "startedAt" && filter.job;
  const [runs, total] = await Promise.all([
    deps.db.jobRun.findMany({
      where,
      orderBy: byStartedAt ? [{ startedAt: order }, { id: order }] : [{ id: order }],
      skip: query.skip,
      take: query.take,
    }),
    deps.db.jobRun.count({ where }),
  ]);
  const people = await peopleByIds(
    deps.db,
    actor,
    runs.map((run) => run.actorId),
  );
  return {
    rows: runs.map((run) => ({
      id: run.id,
      job: run.job,
      status: run.status,
      trigger: run.trigger,
      scheduledAt: run.scheduledAt.toISOString(),
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      durationMs: run.finishedAt ? run.finishedAt.getTime() - run.startedAt.getTime() : null,
      counts: (run.counts as JobCounts | null) ?? null,
      error: run.error,
      instance: run.instance,
      actor: personOf(people, run.actorId),
    })),
    total,
  };
}
