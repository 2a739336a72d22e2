// A password reset link for a player, made by an admin for a player who cannot
// get the reset mail (a server without mail, a lost mailbox): the same
// single-use, one-hour link the mail carries, and the only one that works.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import { newPasswordResetLink } from "../auth/password-reset.ts";
import type { AppDeps } from "../context.ts";
import { lockTarget } from "./player-record.ts";

/**
 * The link opens the account, so it is shown once to the admin who made it and
 * recorded in the audit trail (never the link itself).
 */
export async function passwordResetLinkFor(
  deps: Pick<AppDeps, "db" | "env">,
  input: { actor: Actor; userId: string; now: Date },
): Promise<{ url: string; expiresAt: string }> {
  const { actor, userId, now } = input;
  assertStaff(actor, "players.password-link");
  return deps.db.$transaction(async (tx) => {
    await lockTarget(tx, actor, userId);
    const link = await newPasswordResetLink(deps, tx, userId, now);
    await recordStaffAction(tx, actor, userId, {
      action: "player.password_reset_link",
      before: null,
      after: { linkExpiresAt: link.expiresAt.toISOString() },
    });
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  });
}
