// A player asks to delete their account (docs/decisions/130). They prove it is
// them first: the password when the account has one (a wrong one counts as a
// failed sign-in), the device id for a game client's guest, else (Google or
// Discord only) a single-use link mailed to their address. The request then
// ends every session and token at once and schedules the erasure after the
// grace period; signing in again before it cancels it (cancel-deletion.ts).
import { z } from "zod";
import { claimAccountToken } from "../auth/account-tokens.ts";
import { authConfig } from "../auth/numbers.ts";
import { checkPasswordWithLimits } from "../auth/password-check.ts";
import { authLimits } from "../auth/rate-limits.ts";
import { authSettings } from "../auth/settings.ts";
import { hashToken, newOpaqueToken } from "../auth/token-hash.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import { accountDeletionConfirmMail, accountDeletionScheduledMail } from "../mail/account-mails.ts";
import { deliveryOrRefuse, mailsTo, sendInBackground } from "../mail/mailer.ts";
import { deletionDueAt, deletionRules } from "./deletion-rules.ts";

export const RequestDeletionSchema = z.strictObject({
  /** Required when the account has a password. */
  password: z.string().max(authConfig.password.maxLength, "That is not your password.").optional(),
  /** Required for a game client's guest: the device id it signs in with. */
  deviceId: z.string().max(128).optional(),
});
export type RequestDeletionInput = z.infer<typeof RequestDeletionSchema>;

export const ConfirmDeletionSchema = z.strictObject({
  token: z.string().min(1, "The link is incomplete.").max(200, "The link is not valid."),
});

export type DeletionRequestAnswer =
  | { kind: "scheduled"; dueAt: string; message: string }
  | { kind: "link_mailed"; delivery: "smtp" | "outbox"; message: string };

/** "14 December 2026": the day a deletion is due, as mails and pages say it (UTC). */
export function deletionDayInWords(date: Date): string {
  return date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

const scheduledMessage = (dueAt: Date) =>
  `Your account will be deleted on ${deletionDayInWords(dueAt)}. Sign in again before then to keep it.`;

function staffRefused(): AppError {
  return new AppError(
    "conflict",
    "A staff account cannot be deleted while it has a staff role: an admin must make it a player account first.",
    { reason: "staff_account" },
  );
}

function wrongPassword(): AppError {
  return new AppError("validation_failed", "That is not your password.", {
    fields: { password: "That is not your password." },
  });
}

export async function requestAccountDeletion(
  deps: AppDeps,
  input: RequestDeletionInput & { userId: string; address: string; now?: Date },
): Promise<DeletionRequestAnswer> {
  const now = input.now ?? new Date();
  const user = await deps.db.user.findUniqueOrThrow({
    where: { id: input.userId },
    select: {
      email: true,
      role: true,
      isGuest: true,
      passwordHash: true,
      deletedAt: true,
      deletionDueAt: true,
      profile: { select: { name: true } },
    },
  });
  if (user.deletedAt) throw new AppError("not_found", "This account has been deleted.");
  if (user.role !== "player") throw staffRefused();

  if (user.passwordHash) {
    // A wrong password is a failed sign-in: the same limits stop guessing here.
    const passwordOk = await checkPasswordWithLimits(deps, {
      email: user.email,
      user: { id: input.userId, role: user.role, passwordHash: user.passwordHash },
      password: input.password ?? "",
      address: input.address,
    });
    if (!passwordOk) throw wrongPassword();
  } else if (user.isGuest) {
    const device = input.deviceId
      ? await deps.db.deviceLogin.findUnique({
          where: { deviceIdHash: hashToken(input.deviceId) },
          select: { userId: true },
        })
      : null;
    if (device?.userId !== input.userId) {
      throw new AppError("validation_failed", "That is not the device id this guest signs in with.", {
        fields: { deviceId: "That is not the device id this guest signs in with." },
      });
    }
  } else {
    return mailConfirmationLink(deps, {
      userId: input.userId,
      email: user.email,
      name: user.profile?.name ?? null,
      now,
    });
  }

  const dueAt = await deps.db.$transaction((tx) => scheduleDeletion(tx, { userId: input.userId, now }));
  afterScheduled(deps, {
    userId: input.userId,
    dueAt,
    mailTo: user.isGuest ? null : { email: user.email, name: user.profile?.name ?? null },
  });
  return { kind: "scheduled", dueAt: dueAt.toISOString(), message: scheduledMessage(dueAt) };
}

async function mailConfirmationLink(
  deps: AppDeps,
  input: { userId: string; email: string; name: string | null; now: Date },
): Promise<DeletionRequestAnswer> {
  const delivery = deliveryOrRefuse(deps);
  await authLimits(deps).consumeAttempt(
    { name: "deletion-link", ...authConfig.rateLimits.verificationResendsPerPlayer, what: "links asked for" },
    input.userId,
  );
  const { token, tokenHash } = newOpaqueToken();
  await deps.db.$transaction(async (tx) => {
    await tx.accountToken.deleteMany({
      where: { userId: input.userId, purpose: "account_deletion", usedAt: null },
    });
    await tx.accountToken.create({
      data: {
        userId: input.userId,
        purpose: "account_deletion",
        tokenHash,
        createdAt: input.now,
        expiresAt: new Date(input.now.getTime() + deletionRules.confirmationLinkSeconds * 1000),
      },
    });
  });
  const url = new URL("/account/delete/confirm", authSettings(deps.env).origin);
  url.searchParams.set("token", token);
  sendInBackground(deps, accountDeletionConfirmMail({ to: input.email, name: input.name, url: url.href }), {
    purpose: "account_deletion",
    userId: input.userId,
  });
  return {
    kind: "link_mailed",
    delivery,
    message:
      delivery === "outbox"
        ? "The link to confirm is in the local outbox. Your account is scheduled for deletion when you open it."
        : `We sent a link to ${input.email}. Your account is scheduled for deletion when you open it.`,
  };
}

/** Follows the mailed link (Google or Discord accounts): the request takes effect now. */
export async function confirmAccountDeletion(
  deps: AppDeps,
  input: z.infer<typeof ConfirmDeletionSchema> & { address: string; now?: Date },
): Promise<{ dueAt: string; message: string }> {
  await authLimits(deps).consumeAttempt(
    {
      name: "verification-attempt",
      ...authConfig.rateLimits.verificationAttemptsPerAddress,
      what: "attempts",
    },
    input.address,
  );
  const now = input.now ?? new Date();
  const { userId, dueAt } = await deps.db.$transaction(async (tx) => {
    const token = await claimAccountToken(tx, { token: input.token, purpose: "account_deletion", now });
    return { userId: token.userId, dueAt: await scheduleDeletion(tx, { userId: token.userId, now }) };
  });
  const user = await deps.db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, profile: { select: { name: true } } },
  });
  afterScheduled(deps, { userId, dueAt, mailTo: { email: user.email, name: user.profile?.name ?? null } });
  return { dueAt: dueAt.toISOString(), message: scheduledMessage(dueAt) };
}

/**
 * Inside the caller's transaction: marks the account for erasure at now + the grace
 * period, ends every session (the session version moves on) and every game-client
 * token, and records it. Refuses an erased account, and a staff account.
 */
export async function scheduleDeletion(
  tx: Db,
  input: { userId: string; now: Date; dueAt?: Date; actorId?: string },
): Promise<Date> {
  const dueAt = input.dueAt ?? deletionDueAt(input.now);
  const [row] = await tx.$queryRaw<{ role: string; deletedAt: Date | null }[]>`
    SELECT role::text AS role, "deletedAt" FROM "User" WHERE id = ${input.userId}::uuid FOR UPDATE`;
  if (!row || row.deletedAt) throw new AppError("not_found", "This account has been deleted.");
  if (row.role !== "player") throw staffRefused();
  await tx.user.update({
    where: { id: input.userId },
    data: {
      deletionRequestedAt: input.now,
      deletionDueAt: dueAt,
      sessionVersion: { increment: 1 },
    },
  });
  await tx.clientSession.updateMany({
    where: { userId: input.userId, revokedAt: null },
    data: { revokedAt: input.now, revokedReason: "account_deletion" },
  });
  await tx.history.create({
    data: {
      type: historyTypes.deletionRequested,
      userId: input.userId,
      // Staff who scheduled it on the player's request; none when the player asked.
      actorId: input.actorId ?? null,
      data: { dueAt: dueAt.toISOString() },
    } satisfies HistoryEntry,
  });
  return dueAt;
}

/** After commit: drop the player's sockets, and tell them by mail when it happens (not a guest: no address). */
export function afterScheduled(
  deps: AppDeps,
  input: { userId: string; dueAt: Date; mailTo: { email: string; name: string | null } | null },
): void {
  deps.events.emit("session:revoked", { userId: input.userId, reason: "account_deletion" });
  if (!input.mailTo || !mailsTo(deps, input.mailTo.email)) return;
  sendInBackground(
    deps,
    accountDeletionScheduledMail({
      to: input.mailTo.email,
      name: input.mailTo.name,
      dueOn: deletionDayInWords(input.dueAt),
      signInUrl: new URL("/signin", authSettings(deps.env).origin).href,
    }),
    { purpose: "deletion_scheduled", userId: input.userId },
  );
}
