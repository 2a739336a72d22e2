import { rollupActivityDaily } from "@arena/api/analytics/activity";
import { rollupLedgerDaily } from "@arena/api/analytics/economy";
import type { JobInput } from "@arena/api/jobs/job-input";
import { aggregateStats } from "@arena/api/stats/aggregate-stats";
import type { JobDeps } from "./job.ts";

/** The hourly KPIs, then the daily rollups the analyst dashboards read (activity, ledger). */
export async function run(deps: JobDeps, input: JobInput) {
  const { written } = await aggregateStats(deps, input);
  const activity = await rollupActivityDaily(deps, input);
  const ledger = await rollupLedgerDaily(deps, input);
  return { written, activityDays: activity.days, ledgerDays: ledger.days };
}
