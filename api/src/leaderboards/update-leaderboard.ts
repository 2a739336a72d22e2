// Staff changing a leaderboard's score operator. The change and its History
// staff_action row share one transaction.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { boardSelect, type LeaderboardRow, OperatorSchema, parseId, toRow } from "./leaderboard-record.ts";

/** Periodicity and type are a board's identity (scores are submitted by them): only the operator changes. */
export const UpdateLeaderboardSchema = z.object({ operator: OperatorSchema });
export type UpdateLeaderboardInput = z.input<typeof UpdateLeaderboardSchema>;

export async function updateLeaderboard(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: string | number; change: UpdateLeaderboardInput; now: Date },
): Promise<LeaderboardRow> {
  const { actor, now } = input;
  const leaderboardId = parseId(input.id);
  const { operator } = UpdateLeaderboardSchema.parse(input.change);
  return deps.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Leaderboard" WHERE id = ${leaderboardId} FOR UPDATE`;
    const before = await tx.leaderboard.findUnique({ where: { id: leaderboardId }, select: boardSelect });
    if (!before) throw new AppError("not_found", "No such leaderboard.");
    const updated = await tx.leaderboard.update({
      where: { id: leaderboardId },
      data: { operator },
      select: boardSelect,
    });
    await recordStaffAction(tx, actor, null, {
      action: "leaderboard.update",
      leaderboardId,
      before: { operator: before.operator },
      after: { operator: updated.operator },
    });
    return toRow(updated, now);
  });
}
