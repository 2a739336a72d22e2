import type { Periodicity } from "@arena/api/catalogue/leaderboards";
import type { JobInput } from "@arena/api/jobs/job-input";
import { resetDueLeaderboards } from "@arena/api/leaderboards/reset-leaderboard";
import type { JobDeps } from "./job.ts";

/**
 * The run of one periodicity's reset job: archive, clear and reward every board
 * of that periodicity whose period has ended. Boards whose period has not
 * ended are left alone, so the season job can fire daily and reset only when
 * a season (api/src/leaderboards/rules.ts) is over.
 */
export function resetLeaderboardsOf(periodicity: Periodicity) {
  return async (deps: JobDeps, input: JobInput) => {
    const { boards, reset, archived, cleared, rewarded } = await resetDueLeaderboards(deps, {
      periodicity,
      now: input.now,
    });
    return { boards, reset, archived, cleared, rewarded };
  };
}
