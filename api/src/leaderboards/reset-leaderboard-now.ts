// An admin's "reset now": the running period ends at once, through the
// resumable reset use case the job runs.
import type { Actor } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { parseId } from "./leaderboard-record.ts";
import { resetLeaderboard } from "./reset-leaderboard.ts";

/** An operator ends the running period now: archived, cleared, rewards sent (the reset job's own steps). */
export async function resetLeaderboardNow(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: string | number; now: Date },
) {
  const { actor, now } = input;
  assertStaff(actor, "leaderboards.reset");
  const result = await resetLeaderboard(deps, { leaderboardId: parseId(input.id), now, resetBy: actor });
  return {
    leaderboardId: result.leaderboardId,
    rewarded: result.rewarded,
    closed: result.closed && {
      periodStart: result.closed.periodStart.toISOString(),
      periodEnd: result.closed.periodEnd.toISOString(),
      nextPeriodStart: result.closed.nextPeriodStart.toISOString(),
      archived: result.closed.archived,
      cleared: result.closed.cleared,
    },
  };
}
