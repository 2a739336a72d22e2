// Staff letting a player claim today's daily reward again. The change and its
// History staff_action row share one transaction.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { lockTarget } from "./player-record.ts";

export async function resetDailyReward(deps: Pick<AppDeps, "db">, input: { actor: Actor; userId: string }) {
  const { actor, userId } = input;
  return deps.db.$transaction(async (tx) => {
    await lockTarget(tx, actor, userId);
    const before = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { hasClaimedDailyReward: true },
    });
    if (!before.hasClaimedDailyReward) {
      throw new AppError("conflict", "The daily reward is already available to this player.");
    }
    const after = await tx.user.update({
      where: { id: userId },
      data: { hasClaimedDailyReward: false },
      select: { hasClaimedDailyReward: true },
    });
    await recordStaffAction(tx, actor, userId, { action: "player.reset_daily_reward", before, after });
    return after;
  });
}
