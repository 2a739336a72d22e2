// Verifying the address of a credential sign-up: a mailed, single-use link
// (one day). Unverified players play as everyone else and are reminded; they
// may ask for the link again, a few times an hour.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { emailVerificationMail } from "../mail/account-mails.ts";
import { deliveryOrRefuse, type MailedLinkAnswer, sendInBackground } from "../mail/mailer.ts";
import { claimAccountToken } from "./account-tokens.ts";
import { authConfig } from "./numbers.ts";
import { authRuntime } from "./runtime.ts";
import { authSettings } from "./settings.ts";
import { newOpaqueToken } from "./token-hash.ts";

export const VerifyEmailSchema = z.object({
  token: z.string().min(1, "The link is incomplete.").max(200, "The link is not valid."),
});
export type VerifyEmailInput = z.infer<typeof VerifyEmailSchema>;

const { rateLimits } = authConfig;

/**
 * Makes a verification token for the player in the caller's transaction (an
 * older unused one stops working) and returns the mail to send after commit.
 */
export async function issueVerification(
  deps: Pick<AppDeps, "env">,
  tx: Db,
  user: { id: string; email: string; name: string | null },
  now = new Date(),
) {
  const { token, tokenHash } = newOpaqueToken();
  await tx.accountToken.deleteMany({
    where: { userId: user.id, purpose: "email_verification", usedAt: null },
  });
  await tx.accountToken.create({
    data: {
      userId: user.id,
      purpose: "email_verification",
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + authConfig.emailVerificationTokenSeconds * 1000),
    },
  });
  const url = new URL("/verify-email", authSettings(deps.env).origin);
  url.searchParams.set("token", token);
  return emailVerificationMail({ to: user.email, name: user.name, url: url.href });
}

/**
 * "Send the link again": refused once verified, past a few an hour, and when this
 * server sends no mail (nothing would arrive).
 */
export async function resendVerification(
  deps: AppDeps,
  input: { userId: string },
): Promise<MailedLinkAnswer> {
  const { limits } = authRuntime(deps);
  const { userId } = input;
  const user = await deps.db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, emailVerifiedAt: true, profile: { select: { name: true } } },
  });
  if (user.emailVerifiedAt) throw new AppError("conflict", "Your e-mail address is already confirmed.");
  const delivery = deliveryOrRefuse(deps);
  await limits.consumeAttempt(
    { name: "verification-resend", ...rateLimits.verificationResendsPerPlayer, what: "links sent" },
    userId,
  );
  const mail = await deps.db.$transaction((tx) =>
    issueVerification(deps, tx, { id: user.id, email: user.email, name: user.profile?.name ?? null }),
  );
  sendInBackground(deps, mail, { purpose: "email_verification", userId: user.id });
  return {
    message:
      delivery === "outbox"
        ? "A new link is in the local outbox. The older one no longer works."
        : `A new link is on its way to ${user.email}. The older one no longer works.`,
    delivery,
  };
}

export async function verifyEmail(
  deps: AppDeps,
  input: VerifyEmailInput & { address: string; now?: Date },
): Promise<void> {
  const { limits } = authRuntime(deps);
  await limits.consumeAttempt(
    { name: "verification-attempt", ...rateLimits.verificationAttemptsPerAddress, what: "attempts" },
    input.address,
  );
  const now = input.now ?? new Date();
  await deps.db.$transaction(async (tx) => {
    const token = await claimAccountToken(tx, { token: input.token, purpose: "email_verification", now });
    await tx.user.update({ where: { id: token.userId }, data: { emailVerifiedAt: now } });
  });
}
