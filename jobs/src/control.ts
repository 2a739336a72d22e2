// The api's JobControl (deps.jobs): the staff routes list the jobs and run
// one now through it; the CLI runs one through it too.
import { AppError } from "@arena/api/errors";
import type { JobControl, StartedJobRun } from "@arena/api/jobs/job-control";
import type { ScheduledTask } from "node-cron";
import { findJob } from "./catalog.ts";
import type { JobDefinition } from "./job.ts";
import type { JobRuns } from "./runs.ts";

export function createJobControl(
  runs: JobRuns,
  catalog: readonly JobDefinition[],
  tasks: ReadonlyMap<string, ScheduledTask>,
): JobControl {
  return {
    list() {
      return catalog.map((definition) => ({
        name: definition.name,
        schedule: definition.schedule,
        description: definition.description,
        nextRunAt: tasks.get(definition.name)?.getNextRuns(1)[0] ?? null,
      }));
    },

    async start(name, { now, trigger, actorId }): Promise<StartedJobRun> {
      const definition = findJob(catalog, name);
      if (!definition) throw new AppError("not_found", `There is no job named "${name}".`);
      // A run by hand is its own fire at `now`; it never collides with a
      // scheduled fire unless started at that very millisecond.
      const claim = await runs.claim(definition, now, trigger, actorId ?? null);
      if (!claim) {
        throw new AppError("conflict", `A run of "${name}" for ${now.toISOString()} already exists.`);
      }
      return { ...claim, finished: runs.run(definition, claim, { now }) };
    },
  };
}
