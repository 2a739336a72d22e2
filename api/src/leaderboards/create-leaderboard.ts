// Staff creating a leaderboard for a periodicity and a ranked stat. The board
// and its History staff_action row share one transaction.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { leaderboardName } from "../words/display-names.ts";
import { boardSelect, type LeaderboardRow, OperatorSchema, toRow } from "./leaderboard-record.ts";
import { LeaderboardTypeSchema, PeriodicitySchema } from "./query-leaderboard.ts";
import { periodStartFor } from "./rules.ts";

export const CreateLeaderboardSchema = z.strictObject({
  periodicity: PeriodicitySchema,
  type: LeaderboardTypeSchema,
  operator: OperatorSchema,
});
export type CreateLeaderboardInput = z.input<typeof CreateLeaderboardSchema>;

export async function createLeaderboard(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; board: CreateLeaderboardInput; now: Date },
): Promise<LeaderboardRow> {
  const { actor, now } = input;
  const data = CreateLeaderboardSchema.parse(input.board);
  return deps.db.$transaction(async (tx) => {
    const existing = await tx.leaderboard.findUnique({
      where: { periodicity_type_scope: { periodicity: data.periodicity, type: data.type, scope: "" } },
      select: { id: true },
    });
    if (existing) {
      throw new AppError("validation_failed", "The request is not valid.", {
        fields: { type: `The board “${leaderboardName(data)}” already exists.` },
      });
    }
    const created = await tx.leaderboard.create({
      data: { ...data, periodStart: periodStartFor(data.periodicity, now) },
      select: boardSelect,
    });
    const after = toRow(created, now);
    await recordStaffAction(tx, actor, null, {
      action: "leaderboard.create",
      leaderboardId: created.id,
      before: null,
      after,
    });
    return after;
  });
}
