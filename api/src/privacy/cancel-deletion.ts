// Calling off a pending account deletion (docs/decisions/130): the player signs
// in again during the grace period (every sign-in path calls
// cancelDeletionOnSignIn in its success path), or staff cancel it.
import type { Actor } from "../audit/staff-action.ts";
import { recordStaffAction } from "../audit/staff-action.ts";
import { authSettings } from "../auth/settings.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import { accountDeletionCancelledMail } from "../mail/account-mails.ts";
import { mailsTo, sendInBackground } from "../mail/mailer.ts";
import { lockTarget } from "../players/player-record.ts";

/**
 * Clears a pending deletion, once: of two sign-ins at once, one clears it and
 * writes the History row. True when this call cancelled one.
 */
export async function cancelPendingDeletion(
  db: Db,
  input: { userId: string; by: "sign_in" | "staff" },
): Promise<boolean> {
  const cleared = await db.user.updateMany({
    where: { id: input.userId, deletionDueAt: { not: null }, deletedAt: null },
    data: { deletionDueAt: null, deletionRequestedAt: null },
  });
  if (cleared.count === 0) return false;
  await db.history.create({
    data: {
      type: historyTypes.deletionCancelled,
      userId: input.userId,
      data: { by: input.by },
    } satisfies HistoryEntry,
  });
  return true;
}

/**
 * Signing in during the grace period keeps the account: the game then says so once, and a
 * mail says so too (a sign-in the owner did not make shows up in their inbox).
 */
export async function cancelDeletionOnSignIn(deps: AppDeps, userId: string): Promise<boolean> {
  const cancelled = await cancelPendingDeletion(deps.db, { userId, by: "sign_in" });
  if (cancelled) await mailDeletionCancelled(deps, userId);
  return cancelled;
}

async function mailDeletionCancelled(deps: AppDeps, userId: string): Promise<void> {
  const user = await deps.db.user.findUnique({
    where: { id: userId },
    select: { email: true, profile: { select: { name: true } } },
  });
  if (!user || !mailsTo(deps, user.email)) return;
  sendInBackground(
    deps,
    accountDeletionCancelledMail({
      to: user.email,
      name: user.profile?.name ?? null,
      deleteUrl: new URL("/account/delete", authSettings(deps.env).origin).href,
    }),
    { purpose: "deletion_cancelled", userId },
  );
}

/** Staff call off a pending deletion (audited in the same transaction). */
export async function cancelDeletionByStaff(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; userId: string },
): Promise<{ deletionDueAt: null }> {
  await deps.db.$transaction(async (tx) => {
    await lockTarget(tx, input.actor, input.userId);
    const before = await tx.user.findUniqueOrThrow({
      where: { id: input.userId },
      select: { deletionDueAt: true },
    });
    if (!(await cancelPendingDeletion(tx, { userId: input.userId, by: "staff" }))) {
      throw new AppError("conflict", "No deletion is scheduled for this player.");
    }
    await recordStaffAction(tx, input.actor, input.userId, {
      action: "player.deletion_cancel",
      before: { deletionDueAt: before.deletionDueAt?.toISOString() ?? null },
      after: { deletionDueAt: null },
    });
  });
  return { deletionDueAt: null };
}
