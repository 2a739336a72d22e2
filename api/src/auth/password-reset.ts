// "Forgot password?": a mailed, single-use link that works for one hour. The
// request answers the same whether or not the address has an account (and the
// mail goes out in the background, so it takes the same time too); using the
// link sets the new password and ends every session. Staff can make the same link
// for a player who cannot receive mail (players/password-reset-link.ts).
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import { passwordResetMail } from "../mail/account-mails.ts";
import { deliveryOrRefuse, type MailedLinkAnswer, sendInBackground } from "../mail/mailer.ts";
import { claimAccountToken } from "./account-tokens.ts";
import { EmailSchema } from "./accounts.ts";
import { authConfig } from "./numbers.ts";
import { hashPassword, NewPasswordSchema } from "./passwords.ts";
import { authRuntime } from "./runtime.ts";
import { authSettings } from "./settings.ts";
import { newOpaqueToken } from "./token-hash.ts";

export const RequestPasswordResetSchema = z.object({ email: EmailSchema });
export type RequestPasswordResetInput = z.infer<typeof RequestPasswordResetSchema>;

export const ResetPasswordSchema = z.object({
  token: z.string().min(1, "The reset link is incomplete.").max(200, "The reset link is not valid."),
  password: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/**
 * The one answer to every reset request that was not refused, by where mail goes:
 * the same whether or not an account uses the address.
 */
export const passwordResetRequestAnswer = {
  smtp: "If an account uses that address, a link to choose a new password is on its way. It works for one hour.",
  outbox:
    "If an account uses that address, a link to choose a new password is in the local outbox. It works for one hour.",
} as const;

const { rateLimits } = authConfig;

/**
 * A new reset link for this account, written in the caller's transaction: single-use,
 * for one hour, and the only one that works (an older link left in a mailbox opens nothing).
 */
export async function newPasswordResetLink(
  deps: Pick<AppDeps, "env">,
  tx: Db,
  userId: string,
  now: Date,
): Promise<{ url: string; expiresAt: Date }> {
  const { token, tokenHash } = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + authConfig.passwordResetTokenSeconds * 1000);
  await tx.accountToken.deleteMany({ where: { userId, purpose: "password_reset", usedAt: null } });
  await tx.accountToken.create({
    data: { userId, purpose: "password_reset", tokenHash, createdAt: now, expiresAt },
  });
  const url = new URL("/reset-password", authSettings(deps.env).origin);
  url.searchParams.set("token", token);
  return { url: url.href, expiresAt };
}

export async function requestPasswordReset(
  deps: AppDeps,
  input: RequestPasswordResetInput & { address: string; now?: Date },
): Promise<MailedLinkAnswer> {
  const { limits } = authRuntime(deps);
  // No mail goes out (a deployment without SMTP_URL): say so, rather than "on its way".
  const delivery = deliveryOrRefuse(deps);
  const answer = { message: passwordResetRequestAnswer[delivery], delivery };
  await limits.consumeAttempt(
    { name: "reset-request-address", ...rateLimits.passwordResetRequestsPerAddress, what: "reset requests" },
    input.address,
  );
  await limits.consumeAttempt(
    { name: "reset-request-email", ...rateLimits.passwordResetRequestsPerEmail, what: "reset requests" },
    input.email,
  );
  const user = await deps.db.user.findUnique({
    where: { email: input.email },
    select: { id: true, email: true, profile: { select: { name: true } } },
  });
  if (!user) return answer;

  const now = input.now ?? new Date();
  const link = await deps.db.$transaction(async (tx) => {
    const made = await newPasswordResetLink(deps, tx, user.id, now);
    await tx.history.create({
      data: {
        type: historyTypes.passwordResetRequested,
        userId: user.id,
        data: { address: input.address },
      } satisfies HistoryEntry,
    });
    return made;
  });
  sendInBackground(
    deps,
    passwordResetMail({ to: user.email, name: user.profile?.name ?? null, url: link.url }),
    { purpose: "password_reset", userId: user.id },
  );
  return answer;
}

export async function resetPassword(
  deps: AppDeps,
  input: ResetPasswordInput & { address: string; now?: Date },
): Promise<void> {
  const { limits } = authRuntime(deps);
  await limits.consumeAttempt(
    { name: "reset-attempt-address", ...rateLimits.passwordResetAttemptsPerAddress, what: "reset attempts" },
    input.address,
  );
  const now = input.now ?? new Date();
  const passwordHash = await hashPassword(input.password);
  const { userId, email } = await deps.db.$transaction(async (tx) => {
    const token = await claimAccountToken(tx, { token: input.token, purpose: "password_reset", now });
    const user = await tx.user.update({
      where: { id: token.userId },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { email: true },
    });
    await tx.history.create({
      data: {
        type: historyTypes.passwordReset,
        userId: token.userId,
        data: { address: input.address },
      } satisfies HistoryEntry,
    });
    return { userId: token.userId, email: user.email };
  });
  // The mailed link proved the address is theirs, as a right password would: this
  // network's failed sign-ins at the account no longer hold its owner back (ADR 132).
  await limits.recordSignInSuccess(input.address, email);
  deps.events.emit("session:revoked", { userId, reason: "password_changed" });
}
