// Changing the account's address: the new address gets a single-use link (one
// day) and becomes the account's only when that link is followed, so a typo or
// someone else's address never takes over the account.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import { emailChangeMail } from "../mail/account-mails.ts";
import { deliveryOrRefuse, type MailedLinkAnswer, sendInBackground } from "../mail/mailer.ts";
import { claimAccountToken, invalidLinkError } from "./account-tokens.ts";
import { EmailSchema } from "./accounts.ts";
import { authConfig } from "./numbers.ts";
import { checkPasswordWithLimits } from "./password-check.ts";
import { authRuntime } from "./runtime.ts";
import { authSettings } from "./settings.ts";
import { newOpaqueToken } from "./token-hash.ts";

export const RequestEmailChangeSchema = z.object({
  newEmail: EmailSchema,
  /** Required when the account has a password. */
  currentPassword: z.string().max(authConfig.password.maxLength).optional(),
});
export type RequestEmailChangeInput = z.infer<typeof RequestEmailChangeSchema>;

export const ConfirmEmailChangeSchema = z.object({
  token: z.string().min(1, "The link is incomplete.").max(200, "The link is not valid."),
});

const { rateLimits } = authConfig;

function addressTaken(): AppError {
  return new AppError("conflict", "Another account uses that address.", {
    fields: { newEmail: "Another account uses that address." },
  });
}

export async function requestEmailChange(
  deps: AppDeps,
  input: RequestEmailChangeInput & { userId: string; address: string; now?: Date },
): Promise<MailedLinkAnswer> {
  const { limits } = authRuntime(deps);
  const { userId } = input;
  // Without mail the new address could never be confirmed: refused before the password is checked.
  const delivery = deliveryOrRefuse(deps);
  const user = await deps.db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, role: true, passwordHash: true, profile: { select: { name: true } } },
  });
  if (input.newEmail === user.email) {
    throw new AppError("validation_failed", "That is already your address.", {
      fields: { newEmail: "That is already your address." },
    });
  }
  if (user.passwordHash) {
    const passwordOk = await checkPasswordWithLimits(deps, {
      email: user.email,
      user,
      password: input.currentPassword ?? "",
      address: input.address,
    });
    if (!passwordOk) {
      throw new AppError("validation_failed", "That is not your current password.", {
        fields: { currentPassword: "That is not your current password." },
      });
    }
  }
  await limits.consumeAttempt(
    { name: "email-change", ...rateLimits.emailChangesPerPlayer, what: "changes of address" },
    userId,
  );
  if (await deps.db.user.findUnique({ where: { email: input.newEmail }, select: { id: true } })) {
    throw addressTaken();
  }
  const now = input.now ?? new Date();
  const { token, tokenHash } = newOpaqueToken();
  await deps.db.$transaction(async (tx) => {
    await tx.accountToken.deleteMany({ where: { userId, purpose: "email_change", usedAt: null } });
    await tx.accountToken.create({
      data: {
        userId,
        purpose: "email_change",
        email: input.newEmail,
        tokenHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + authConfig.emailVerificationTokenSeconds * 1000),
      },
    });
  });
  const url = new URL("/confirm-email", authSettings(deps.env).origin);
  url.searchParams.set("token", token);
  sendInBackground(
    deps,
    emailChangeMail({ to: input.newEmail, name: user.profile?.name ?? null, url: url.href }),
    { purpose: "email_change", userId },
  );
  return {
    message:
      delivery === "outbox"
        ? `The link for ${input.newEmail} is in the local outbox. Your address changes when you open it.`
        : `We sent a link to ${input.newEmail}. Your address changes when you open it.`,
    delivery,
  };
}

/** Follows the link: the account's address becomes the new one, verified. */
export async function confirmEmailChange(
  deps: AppDeps,
  input: z.infer<typeof ConfirmEmailChangeSchema> & { address: string; now?: Date },
): Promise<{ email: string }> {
  const { limits } = authRuntime(deps);
  await limits.consumeAttempt(
    { name: "verification-attempt", ...rateLimits.verificationAttemptsPerAddress, what: "attempts" },
    input.address,
  );
  const now = input.now ?? new Date();
  try {
    return await deps.db.$transaction(async (tx) => {
      const token = await claimAccountToken(tx, { token: input.token, purpose: "email_change", now });
      const { email } = token;
      if (!email) throw invalidLinkError("email_change");
      await tx.user.update({
        where: { id: token.userId },
        data: { email, emailVerifiedAt: now },
      });
      await tx.history.create({
        data: {
          type: historyTypes.emailChanged,
          userId: token.userId,
          data: { address: input.address },
        } satisfies HistoryEntry,
      });
      return { email };
    });
  } catch (error) {
    // Someone signed up with that address after the link was sent: the unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw addressTaken();
    throw error;
  }
}
