// Staff lifting a player's ban, with an optional note kept in the audit trail
// and the player's ban history.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { banColumns, banState, lockTarget } from "../players/player-record.ts";

export const UnbanInputSchema = z.strictObject({
  /** Why the ban is lifted, kept in the audit trail and the player's ban history; optional. */
  note: z.string().trim().max(500, "Keep the note under 500 characters.").optional(),
});
export type UnbanInput = z.input<typeof UnbanInputSchema>;

export async function unbanPlayer(
  deps: Pick<AppDeps, "db" | "events">,
  input: { actor: Actor; userId: string; unban?: UnbanInput },
) {
  const { actor, userId } = input;
  const note = UnbanInputSchema.parse(input.unban ?? {}).note || undefined;
  const after = await deps.db.$transaction(async (tx) => {
    const before = await lockTarget(tx, actor, userId);
    if (!before.isBanned) throw new AppError("conflict", "This player is not banned.");
    const updated = await tx.user.update({
      where: { id: userId },
      data: { isBanned: false, banReason: null, bannedAt: null, bannedUntil: null, bannedById: null },
      select: banColumns,
    });
    await recordStaffAction(tx, actor, userId, {
      action: "player.unban",
      ...(note ? { reason: note } : {}),
      before: banState(before),
      after: banState(updated),
    });
    return updated;
  });
  deps.events.emit("ban:lifted", { userIds: [userId] });
  return banState(after);
}
