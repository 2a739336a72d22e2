// A staff member runs a job now, outside its schedule. The run is recorded
// like any other (trigger "manual") and the action is audited in History.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import type { StartedJobRun } from "./job-control.ts";

export const RunJobNowInputSchema = z.object({ name: z.string().min(1).max(100) });

export async function runJobNow(
  deps: Pick<AppDeps, "db" | "jobs">,
  input: z.input<typeof RunJobNowInputSchema> & { actor: Actor; now: Date },
): Promise<StartedJobRun> {
  const { actor, now } = input;
  const { name } = RunJobNowInputSchema.parse({ name: input.name });
  const run = await deps.jobs.start(name, { now, trigger: "manual", actorId: actor.id });
  await recordStaffAction(deps.db, actor, null, {
    action: "job.run",
    job: name,
    runId: run.runId,
    scheduledAt: run.scheduledAt.toISOString(),
    before: null,
    after: null,
  });
  return run;
}
