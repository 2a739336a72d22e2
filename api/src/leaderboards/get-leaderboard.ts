// One leaderboard for the console: the board, its contender count and its
// past periods.
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { boardSelect, parseId, toRow } from "./leaderboard-record.ts";
import { archivedPeriods } from "./query-leaderboard.ts";

/** One board with its contender count and past periods. */
export async function getLeaderboard(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: string | number; now: Date },
) {
  const leaderboardId = parseId(input.id);
  const board = await deps.db.leaderboard.findUnique({ where: { id: leaderboardId }, select: boardSelect });
  if (!board) throw new AppError("not_found", "No such leaderboard.");
  const [contenders, periods] = await Promise.all([
    deps.db.leaderboardContender.count({ where: { leaderboardId } }),
    archivedPeriods(deps, { leaderboardId }),
  ]);
  return {
    ...toRow(board, input.now),
    contenders,
    periods: periods.map((period) => ({
      periodStart: period.periodStart.toISOString(),
      periodEnd: period.periodEnd.toISOString(),
      contenders: period.contenders,
    })),
  };
}
