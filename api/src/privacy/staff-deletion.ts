// Staff delete a player's account on request (docs/decisions/130): at once (a
// support request: the erasure runs now) or after the grace period like a
// player's own request. A reason is required; the staff action is recorded in
// the change's own transaction. Cancelling is in cancel-deletion.ts.
import { z } from "zod";
import type { Actor } from "../audit/staff-action.ts";
import { recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { lockTarget } from "../players/player-record.ts";
import { eraseInTransaction } from "./erase-account.ts";
import { afterScheduled, scheduleDeletion } from "./request-deletion.ts";

export const StaffDeletionSchema = z.strictObject({
  reason: z.string().trim().min(3, "Give a reason (at least 3 characters).").max(500),
  /** now: erase at once; after_grace: schedule it like the player's own request (signing in cancels it). */
  when: z.enum(["now", "after_grace"]),
});
export type StaffDeletionInput = z.input<typeof StaffDeletionSchema>;

export interface StaffDeletionResult {
  deletedAt: string | null;
  deletionDueAt: string | null;
}

export async function deletePlayerByStaff(
  deps: AppDeps,
  input: { actor: Actor; userId: string; deletion: StaffDeletionInput; now: Date },
): Promise<StaffDeletionResult> {
  const { actor, userId, now } = input;
  const { reason, when } = StaffDeletionSchema.parse(input.deletion);
  const outcome = await deps.db.$transaction(
    async (tx) => {
      const target = await lockTarget(tx, actor, userId);
      if (target.role !== "player") {
        throw new AppError(
          "conflict",
          "A staff account cannot be deleted while it has a staff role: make it a player account first.",
          { reason: "staff_account" },
        );
      }
      const before = await tx.user.findUniqueOrThrow({
        where: { id: userId },
        select: {
          deletionDueAt: true,
          email: true,
          isGuest: true,
          profile: { select: { name: true } },
        },
      });
      const beforeState = { deletionDueAt: before.deletionDueAt?.toISOString() ?? null };
      if (when === "now") {
        await eraseInTransaction(tx, { userId, by: "staff", now, actor, reason, before: beforeState });
        return { deletedAt: now, dueAt: null, mailTo: null };
      }
      const dueAt = await scheduleDeletion(tx, { userId, now, actorId: actor.id });
      await recordStaffAction(tx, actor, userId, {
        action: "player.deletion_schedule",
        reason,
        before: beforeState,
        after: { deletionDueAt: dueAt.toISOString() },
      });
      return {
        deletedAt: null,
        dueAt,
        mailTo: before.isGuest ? null : { email: before.email, name: before.profile?.name ?? null },
      };
    },
    { timeout: 60_000 },
  );
  if (outcome.dueAt) afterScheduled(deps, { userId, dueAt: outcome.dueAt, mailTo: outcome.mailTo });
  else deps.events.emit("session:revoked", { userId, reason: "account_deletion" });
  return {
    deletedAt: outcome.deletedAt?.toISOString() ?? null,
    deletionDueAt: outcome.dueAt?.toISOString() ?? null,
  };
}
