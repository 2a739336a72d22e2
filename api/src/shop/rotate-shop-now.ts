// "Run rotation now" on the console's shop page: a run of the rotate-shop job
// by hand (trigger manual, the staff member on the run and on the audit
// trail), waited for, answering with the rotation it put on sale.
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { runJobNow } from "../jobs/run-job-now.ts";
import { utcDayKey } from "../time/utc-day.ts";
import { type RotationResult, rotationOn } from "./rotate-shop.ts";

export const rotateShopJob = "rotate-shop";

export async function rotateShopNow(
  deps: Pick<AppDeps, "db" | "jobs">,
  input: { actor: Actor; now: Date },
): Promise<RotationResult & { runId: number }> {
  const run = await runJobNow(deps, { ...input, name: rotateShopJob });
  const result = await run.finished;
  if (result.status === "failed") {
    throw new AppError("internal", `The rotation failed (run ${run.runId}): ${result.error}`);
  }
  return { ...(await rotationOn(deps, utcDayKey(run.scheduledAt))), runId: run.runId };
}
