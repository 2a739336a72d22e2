// Staff banning a player, for a duration or for good. The change, its
// History staff_action row ({action, before, after}) and the player.banned
// webhook event share one transaction.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { intInput } from "../db/row-id.ts";
import { banColumns, banState, lockTarget } from "../players/player-record.ts";
import { recordWebhookEvent } from "../webhooks/record-webhook-event.ts";

export const BanInputSchema = z
  .strictObject({
    reason: z.string().trim().min(3, "Give a reason (at least 3 characters).").max(500),
    /** Hours until the ban ends; omit (or permanent: true) for a permanent ban. */
    durationHours: intInput({ min: 1, max: 24 * 365 * 10 }).nullish(),
    permanent: z.boolean().optional(),
  })
  .refine((input) => !(input.permanent && input.durationHours), {
    message: "A ban is either permanent or for a duration.",
    path: ["durationHours"],
  });
export type BanInput = z.input<typeof BanInputSchema>;

/** Bans a player; the sessionVersion bump ends every session of theirs at once. */
export async function banPlayer(
  deps: Pick<AppDeps, "db" | "events">,
  input: { actor: Actor; userId: string; ban: BanInput; now: Date },
) {
  const { actor, userId, now } = input;
  const { reason, durationHours } = BanInputSchema.parse(input.ban);
  const bannedUntil = durationHours ? new Date(now.getTime() + durationHours * 3_600_000) : null;
  const banned = { userId, reason, until: bannedUntil?.toISOString() ?? null, actorId: actor.id };
  const after = await deps.db.$transaction(async (tx) => {
    const before = await lockTarget(tx, actor, userId);
    const updated = await tx.user.update({
      where: { id: userId },
      data: {
        isBanned: true,
        banReason: reason,
        bannedAt: now,
        bannedUntil,
        bannedById: actor.id,
        sessionVersion: { increment: 1 },
      },
      select: banColumns,
    });
    await recordStaffAction(tx, actor, userId, {
      action: "player.ban",
      before: banState(before),
      after: banState(updated),
    });
    await recordWebhookEvent(tx, "player.banned", banned);
    return updated;
  });
  // The ban bumped sessionVersion: sockets are dropped too (live events), and staff see it in the feed.
  deps.events.emit("session:revoked", { userId, reason: "banned" });
  deps.events.emit("player:banned", banned);
  return banState(after);
}
