// The scheduler: registers every job of the catalogue with node-cron (UTC, no
// overlap, coordinated through the database so each fire runs once across
// instances), and at start catches up, once, the latest fire of each job that
// no instance ran while all were down; likewise once the database answers
// again after a fire was skipped because it was unreachable. JOBS=off leaves
// this instance's schedules unregistered; staff can still run jobs by hand
// through it.
import { isDatabaseUnavailable } from "@arena/api/db/unavailable";
import type { JobControl, JobRunResult } from "@arena/api/jobs/job-control";
import cron, { type ScheduledTask } from "node-cron";
import { jobCatalog } from "./catalog.ts";
import { createJobControl } from "./control.ts";
import { DatabaseRunCoordinator } from "./coordinator.ts";
import { latestFireAtOrBefore } from "./fire-times.ts";
import type { JobDefinition, JobDeps } from "./job.ts";
import { instanceName, JobRuns } from "./runs.ts";

export interface SchedulerOptions {
  catalog?: readonly JobDefinition[];
  instance?: string;
  /** The time the catch-up looks back from (tests pin it). */
  clock?: () => Date;
  /** How long after a claim failed on a lost database the catch-up is tried (and tried again while it is down). */
  recoveryRetryMs?: number;
}

export interface Scheduler {
  control: JobControl;
  /**
   * Marks the runs of dead processes of this host failed, starts the
   * schedules unless JOBS=off, then catches up; resolves with the catch-up
   * runs this instance made (none when another instance made them).
   */
  start(): Promise<JobRunResult[]>;
  /** Stops firing and waits for the runs in progress. */
  stop(): Promise<void>;
}

export function createScheduler(deps: JobDeps, options: SchedulerOptions = {}): Scheduler {
  const catalog = options.catalog ?? jobCatalog;
  const clock = options.clock ?? (() => new Date());
  const runs = new JobRuns(deps, options.instance ?? instanceName());
  const recoveryRetryMs = options.recoveryRetryMs ?? 15_000;
  let recovery: NodeJS.Timeout | undefined;
  let stopped = false;
  // A fire skipped during a database outage (docs/decisions/095) would otherwise
  // wait for its next fire (a day for the resets) or the next start.
  function catchUpOnceTheDatabaseReturns() {
    if (recovery || stopped) return;
    recovery = setTimeout(() => {
      catchUp().then(
        (caughtUp) => {
          recovery = undefined;
          deps.logger.info(
            { caughtUp: caughtUp.map((run) => run.job) },
            "scheduled jobs caught up after a database outage",
          );
        },
        (err: unknown) => {
          recovery = undefined;
          if (isDatabaseUnavailable(err)) catchUpOnceTheDatabaseReturns();
          else deps.logger.error({ err }, "catch-up after a database outage failed");
        },
      );
    }, recoveryRetryMs);
    recovery.unref();
  }
  const coordinator = new DatabaseRunCoordinator(runs, catalog, (error) => {
    if (isDatabaseUnavailable(error)) catchUpOnceTheDatabaseReturns();
  });
  const cronLogger = {
    info: (message: string) => deps.logger.info({ scheduler: "node-cron" }, message),
    warn: (message: string) => deps.logger.warn({ scheduler: "node-cron" }, message),
    error: (message: string | Error, err?: Error) =>
      deps.logger.error({ scheduler: "node-cron", err }, String(message)),
    debug: (message: string | Error) => deps.logger.debug({ scheduler: "node-cron" }, String(message)),
  };

  const tasks = new Map<string, ScheduledTask>(
    catalog.map((definition) => [
      definition.name,
      cron.createTask(
        definition.schedule,
        async ({ date }) => {
          const claim = coordinator.takeClaim(definition.name, date);
          if (claim) await runs.run(definition, claim, { now: claim.scheduledAt });
        },
        {
          name: definition.name,
          timezone: "UTC",
          noOverlap: true,
          distributed: true,
          runCoordinator: coordinator,
          distributedLease: definition.leaseMs,
          logger: cronLogger,
        },
      ),
    ]),
  );

  async function catchUp(): Promise<JobRunResult[]> {
    const now = clock();
    const results = await Promise.all(
      catalog.map(async (definition) => {
        const task = tasks.get(definition.name);
        const fire = task ? latestFireAtOrBefore(task, now) : null;
        if (!fire) return null;
        const claim = await runs.claim(definition, fire, "catch-up");
        return claim ? runs.run(definition, claim, { now: fire }) : null;
      }),
    );
    return results.filter((result) => result !== null);
  }

  return {
    control: createJobControl(runs, catalog, tasks),
    async start() {
      // Before the catch-up, so a fire a killed process never finished is retried.
      await runs.abandonDeadRuns();
      if (deps.env.JOBS === "off") return [];
      for (const task of tasks.values()) await task.start();
      return catchUp();
    },
    async stop() {
      stopped = true;
      clearTimeout(recovery);
      for (const task of tasks.values()) await task.destroy();
      await runs.drain();
    },
  };
}
