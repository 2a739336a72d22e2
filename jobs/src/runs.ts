// The run recorder: claims a run of a job for a scheduled time (the JobRun
// unique key (job, scheduledAt) makes the claim exclusive across instances),
// runs it, and records the outcome in JobRun: the run history. History (the
// audit trail) gets only the staff action of a run by hand (docs/decisions/101).
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { JobCounts, JobRunResult, JobTrigger } from "@arena/api/jobs/job-control";
import { processExists } from "@arena/api/processes";
import { z } from "zod";
import type { JobDefinition, JobDeps } from "./job.ts";

export interface RunClaim {
  runId: number;
  job: string;
  scheduledAt: Date;
  startedAt: Date;
  trigger: JobTrigger;
  /** The staff member who ran it by hand. */
  actorId: string | null;
}

/** Who this process is in JobRun.instance, unique even for two processes on one host. */
export function instanceName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
}

/** The host and pid an instanceName() names; null for any other instance string (tests name theirs). */
export function parseInstanceName(instance: string): { host: string; pid: number } | null {
  const match = instance.match(/^(.+):(\d+):[0-9a-f]{6}$/);
  return match ? { host: match[1]!, pid: Number(match[2]) } : null;
}

/** What abandonDeadRuns writes in JobRun.error; the console shows it. */
export const abandonedRunError = (instance: string) =>
  `abandoned: its process (${instance}) ended without recording an outcome`;

const JobCountsSchema = z.record(z.string(), z.number());

/** Errors are stored for staff to read, not as a dump. */
const maxErrorLength = 2000;

export class JobRuns {
  private readonly inFlight = new Set<Promise<JobRunResult>>();

  constructor(
    private readonly deps: JobDeps,
    readonly instance: string,
  ) {}

  /**
   * Claims the run of `definition` for `scheduledAt`, or returns null when
   * someone else has it. One INSERT … ON CONFLICT decides, so instances racing
   * for the same fire get one winner. An existing row is taken over only when
   * it is `running` past the job's lease (its instance died), or, for a
   * catch-up at start, when it `failed`. A catch-up claims only jobs that have
   * run before: on a first start nothing was missed, and catching up e.g. the
   * weekly quest reset mid-week would wipe real progress.
   */
  async claim(
    definition: JobDefinition,
    scheduledAt: Date,
    trigger: JobTrigger,
    actorId: string | null = null,
  ): Promise<RunClaim | null> {
    const startedAt = new Date();
    const staleBefore = new Date(startedAt.getTime() - definition.leaseMs);
    const isCatchUp = trigger === "catch-up";
    const rows = await this.deps.db.$queryRaw<{ id: number }[]>`
      INSERT INTO "JobRun" (job, "scheduledAt", "startedAt", status, instance, trigger, "actorId")
      SELECT ${definition.name}, ${scheduledAt}, ${startedAt}, 'running', ${this.instance}, ${trigger},
        ${actorId}::uuid
      WHERE NOT ${isCatchUp} OR EXISTS (SELECT 1 FROM "JobRun" WHERE job = ${definition.name})
      ON CONFLICT (job, "scheduledAt") DO UPDATE
      SET "startedAt" = EXCLUDED."startedAt", status = 'running', "finishedAt" = NULL, counts = NULL,
          error = NULL, instance = EXCLUDED.instance, trigger = EXCLUDED.trigger, "actorId" = EXCLUDED."actorId"
      WHERE ("JobRun".status = 'running' AND "JobRun"."startedAt" < ${staleBefore})
         OR (${isCatchUp} AND "JobRun".status = 'failed')
      RETURNING id`;
    const row = rows[0];
    if (!row) return null;
    return { runId: row.id, job: definition.name, scheduledAt, startedAt, trigger, actorId };
  }

  /**
   * Marks `failed` the `running` runs whose process is known to be dead: one
   * of this host whose pid no longer exists, or an earlier process of this
   * host with our own pid (a restarted container). A killed process leaves
   * its run `running`; without this only the lease (up to an hour) would end
   * it, and a catch-up at start would skip the fire it never finished. Runs of
   * other hosts are left to the lease: we cannot see their processes. Returns
   * the ids marked.
   */
  async abandonDeadRuns(now: Date = new Date()): Promise<number[]> {
    const running = await this.deps.db.jobRun.findMany({
      where: { status: "running", instance: { not: null } },
      select: { id: true, instance: true },
    });
    const self = parseInstanceName(this.instance);
    const dead = running.filter((run) => {
      const owner = run.instance ? parseInstanceName(run.instance) : null;
      if (!owner || owner.host !== hostname() || run.instance === this.instance) return false;
      return owner.pid === self?.pid || !processExists(owner.pid);
    });
    const abandoned: number[] = [];
    for (const run of dead) {
      const instance = run.instance!;
      // The instance condition leaves alone a run someone took over meanwhile.
      const marked = await this.deps.db.jobRun.updateMany({
        where: { id: run.id, status: "running", instance },
        data: { status: "failed", finishedAt: now, error: abandonedRunError(instance) },
      });
      if (marked.count > 0) abandoned.push(run.id);
    }
    if (abandoned.length > 0)
      this.deps.logger.warn({ runIds: abandoned }, "abandoned the runs of dead processes");
    return abandoned;
  }

  /**
   * Runs a claimed job and records its outcome. A failing job is a recorded
   * result, not an exception; this rejects only when the outcome cannot be
   * written (the database is gone).
   */
  run(definition: JobDefinition, claim: RunClaim, options: { now: Date }): Promise<JobRunResult> {
    const run = this.execute(definition, claim, options);
    this.inFlight.add(run);
    const forget = () => this.inFlight.delete(run);
    run.then(forget, (error: unknown) => {
      forget();
      this.deps.logger.error(
        { err: error, job: claim.job, runId: claim.runId },
        "job run could not be recorded",
      );
    });
    return run;
  }

  /** Waits for the runs this process has started (shutdown). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async execute(
    definition: JobDefinition,
    claim: RunClaim,
    options: { now: Date },
  ): Promise<JobRunResult> {
    const { db, events, logger } = this.deps;
    const started = performance.now();
    let counts: JobCounts = {};
    let error: string | null = null;
    try {
      counts = JobCountsSchema.parse(await definition.run(this.deps, { now: options.now }));
    } catch (thrown) {
      logger.error({ err: thrown, job: claim.job, runId: claim.runId }, "job failed");
      error = (thrown instanceof Error ? thrown.message : String(thrown)).slice(0, maxErrorLength);
    }
    const status = error === null ? "succeeded" : "failed";
    const finishedAt = new Date();
    const durationMs = Math.round(performance.now() - started);
    const result: JobRunResult = { ...claim, finishedAt, durationMs, status, counts, error };
    // The instance condition leaves alone a run another instance has taken over meanwhile.
    await db.jobRun.updateMany({
      where: { id: claim.runId, instance: this.instance },
      data: { status, counts, error, finishedAt },
    });
    events.emit("job:run", {
      job: claim.job,
      runId: claim.runId,
      trigger: claim.trigger,
      status,
      counts,
      error,
      durationMs,
    });
    logger.info(
      { job: claim.job, runId: claim.runId, trigger: claim.trigger, status, counts, durationMs },
      "job run",
    );
    return result;
  }
}
