// A staff member runs a job now, outside its schedule. The run is recorded
// like any other (trigger "manual") and the action is audited in History.
import { z } from "zod";
import { recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import type { StartedJobRun } from "./job-control.ts";

export const RunJobNowInputSchema = z.object({
  name: z.string().min(1).max(100),
  actorId: z.string().uuid(),
});

export async function runJobNow(
  deps: Pick<AppDeps, "db" | "jobs">,
  input: z.input<typeof RunJobNowInputSchema>,
): Promise<StartedJobRun> {
  const { name, actorId } = RunJobNowInputSchema.parse(input);
  const run = await deps.jobs.start(name, { now: new Date(), trigger: "manual", actorId });
  await recordStaffAction(deps.db, { id: actorId }, null, {
    action: "job.run",
    job: name,
    runId: run.runId,
    scheduledAt: run.scheduledAt.toISOString(),
    before: null,
    after: null,
  });
  return run;
}
