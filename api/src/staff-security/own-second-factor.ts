// A staff member's own second factor: where it stands, set-up (a new secret
// and its QR code), confirming it with a first code (recovery codes handed out
// once), passing it in this session with a code or a recovery code, a new set
// of recovery codes, and turning it off where the role allows.
import QRCode from "qrcode";
import { z } from "zod";
import { assertStaff } from "../auth/guards.ts";
import type { SessionState } from "../auth/session.ts";
import { authSettings } from "../auth/settings.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { type HistoryEntry, type HistoryType, historyTypes } from "../history/types.ts";
import { countGuess, type StoredFactor, takeCode } from "./check-code.ts";
import { secondFactorConfig } from "./numbers.ts";
import { recoveryCodeHash, replaceRecoveryCodes } from "./recovery-codes.ts";
import {
  mustUseSecondFactor,
  type SecondFactorState,
  secondFactorState,
  securityPolicy,
} from "./second-factor-state.ts";
import { sealSecret } from "./secret-box.ts";
import { groupedSecret, newTotpSecret, totpOf } from "./totp.ts";

type ActiveSession = Extract<SessionState, { status: "active" }>;

export const CodeSchema = z.object({
  code: z
    .string()
    .trim()
    .transform((code) => code.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6 digits your authenticator app shows.")),
});
export const VerifySchema = z.union([
  CodeSchema,
  z.object({
    recoveryCode: z
      .string()
      .trim()
      .min(1, "Enter one of your recovery codes.")
      .max(40, "That is not a recovery code."),
  }),
]);

export interface SecondFactorStatus {
  state: SecondFactorState;
  /** "on": confirmed; "pending": set-up started, waiting for the first code; "off". */
  factor: "on" | "pending" | "off";
  confirmedAt: Date | null;
  /** Whether this member's role (or the policy) requires one. */
  required: boolean;
  recoveryCodesLeft: number;
}

async function storedFactor(deps: Pick<AppDeps, "db">, userId: string): Promise<StoredFactor | null> {
  return deps.db.staffSecondFactor.findUnique({
    where: { userId },
    select: { userId: true, secret: true, confirmedAt: true, lastUsedStep: true },
  });
}

/** Required by role or policy, whatever this member chose. */
async function requiredByRole(deps: Pick<AppDeps, "db">, role: string): Promise<boolean> {
  return mustUseSecondFactor(role, false, (await securityPolicy(deps.db)).requireSecondFactorForAllStaff);
}

export async function secondFactorStatus(
  deps: Pick<AppDeps, "db">,
  session: ActiveSession,
): Promise<SecondFactorStatus> {
  const user = assertStaff(session.user, "console.read");
  const [state, factor, required, recoveryCodesLeft] = await Promise.all([
    secondFactorState(deps, session),
    storedFactor(deps, user.id),
    requiredByRole(deps, user.role),
    deps.db.secondFactorRecoveryCode.count({ where: { userId: user.id, usedAt: null } }),
  ]);
  return {
    state,
    factor: factor?.confirmedAt ? "on" : factor ? "pending" : "off",
    confirmedAt: factor?.confirmedAt ?? null,
    required,
    recoveryCodesLeft,
  };
}

/** A new secret waiting for its first code (replaces one not yet confirmed). */
export async function startSecondFactorSetup(
  deps: Pick<AppDeps, "db" | "env">,
  session: ActiveSession,
): Promise<{ otpauthUri: string; secret: string; qrCodeSvg: string }> {
  const user = assertStaff(session.user, "console.read");
  const existing = await storedFactor(deps, user.id);
  if (existing?.confirmedAt)
    throw new AppError(
      "conflict",
      "You already have a second factor. To move it to a new phone, turn it off first or ask an admin to reset it.",
    );
  const secret = newTotpSecret();
  const sealed = sealSecret(authSettings(deps.env).secret, secret);
  await deps.db.staffSecondFactor.upsert({
    where: { userId: user.id },
    create: { userId: user.id, secret: sealed },
    update: { secret: sealed, confirmedAt: null, lastUsedStep: null, createdAt: new Date() },
  });
  const otpauthUri = totpOf(secret, user.email).toString();
  const qrCodeSvg = await QRCode.toString(otpauthUri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { otpauthUri, secret: groupedSecret(secret), qrCodeSvg };
}

/** A History row of a staff member's own second factor: about them, and done by them. */
function recordOwnFactorEvent(
  db: Db,
  userId: string,
  type: HistoryType,
  data: Prisma.InputJsonObject,
): Promise<unknown> {
  return db.history.create({ data: { type, userId, actorId: userId, data } satisfies HistoryEntry });
}

/** The first code confirms the factor: this session has passed, and the recovery codes are shown once. */
export async function confirmSecondFactorSetup(
  deps: AppDeps,
  session: ActiveSession,
  input: z.input<typeof CodeSchema>,
): Promise<{ recoveryCodes: string[] }> {
  const user = assertStaff(session.user, "console.read");
  const { code } = CodeSchema.parse(input);
  const factor = await storedFactor(deps, user.id);
  if (!factor) throw new AppError("conflict", "Start the set-up first: there is no secret to confirm.");
  if (factor.confirmedAt) throw new AppError("conflict", "Your second factor is already set up.");
  await countGuess(deps, factor);
  const recoveryCodes = await deps.db.$transaction(async (tx) => {
    await takeCode(deps, tx, factor, code, { confirmedAt: new Date() });
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordOwnFactorEvent(tx, user.id, historyTypes.secondFactorEnabled, {
      recoveryCodes: codes.length,
    });
    return codes;
  });
  return { recoveryCodes };
}

/** Passes the second factor in this session, with a code or a recovery code (spent). */
export async function verifySecondFactor(
  deps: AppDeps,
  session: ActiveSession,
  input: z.input<typeof VerifySchema>,
): Promise<{ recoveryCodesLeft: number | null }> {
  const user = assertStaff(session.user, "console.read");
  const answer = VerifySchema.parse(input);
  const factor = await storedFactor(deps, user.id);
  if (!factor?.confirmedAt)
    throw new AppError("conflict", "You have no second factor yet: set one up first.");
  const means = "code" in answer ? "code" : "recovery_code";
  try {
    await countGuess(deps, factor);
    return await passWith(deps, user.id, factor, answer);
  } catch (error) {
    if (error instanceof AppError) await recordFailedGuess(deps, user.id, means, error);
    throw error;
  }
}

/**
 * Every wrong guess is in the audit trail (at most the limit's 5 a window), and the first refusal
 * past the limit once a window: whoever guesses holds the password, which the owner must change.
 */
async function recordFailedGuess(
  deps: AppDeps,
  userId: string,
  means: "code" | "recovery_code",
  error: AppError,
): Promise<void> {
  const refused = error.code === "rate_limited";
  if (!refused && error.code !== "validation_failed") return;
  if (refused) {
    const since = new Date(Date.now() - secondFactorConfig.guesses.durationSeconds * 1000);
    const said = await deps.db.history.findFirst({
      where: {
        userId,
        type: historyTypes.secondFactorFailed,
        createdAt: { gte: since },
        data: { path: ["refused"], equals: true },
      },
      select: { id: true },
    });
    if (said) return;
  }
  await recordOwnFactorEvent(deps.db, userId, historyTypes.secondFactorFailed, {
    with: means,
    ...(refused ? { refused: true } : {}),
  });
}

/** The code or recovery code that passes (the guess already counted). */
async function passWith(
  deps: AppDeps,
  userId: string,
  factor: StoredFactor,
  answer: z.output<typeof VerifySchema>,
): Promise<{ recoveryCodesLeft: number | null }> {
  if ("code" in answer) {
    await deps.db.$transaction((tx) => takeCode(deps, tx, factor, answer.code));
    return { recoveryCodesLeft: null };
  }
  return deps.db.$transaction(async (tx) => {
    const spent = await tx.secondFactorRecoveryCode.updateMany({
      where: { userId: userId, codeHash: recoveryCodeHash(answer.recoveryCode), usedAt: null },
      data: { usedAt: new Date() },
    });
    if (spent.count === 0) {
      const message = "That recovery code is not right, or it was used already.";
      throw new AppError("validation_failed", message, { fields: { recoveryCode: message } });
    }
    const left = await tx.secondFactorRecoveryCode.count({ where: { userId: userId, usedAt: null } });
    await recordOwnFactorEvent(tx, userId, historyTypes.secondFactorRecoveryUsed, { left });
    return { recoveryCodesLeft: left };
  });
}

/** A new set of recovery codes (the old ones stop working), with a current code. */
export async function newRecoveryCodes(
  deps: AppDeps,
  session: ActiveSession,
  input: z.input<typeof CodeSchema>,
): Promise<{ recoveryCodes: string[] }> {
  const user = assertStaff(session.user, "console.read");
  const { code } = CodeSchema.parse(input);
  const factor = await storedFactor(deps, user.id);
  if (!factor?.confirmedAt)
    throw new AppError("conflict", "You have no second factor yet: set one up first.");
  await countGuess(deps, factor);
  const recoveryCodes = await deps.db.$transaction(async (tx) => {
    await takeCode(deps, tx, factor, code);
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordOwnFactorEvent(tx, user.id, historyTypes.secondFactorCodesRenewed, {
      recoveryCodes: codes.length,
    });
    return codes;
  });
  return { recoveryCodes };
}

/** Turns one's own factor off, with a current code, where neither role nor policy requires it. */
export async function turnOffSecondFactor(
  deps: AppDeps,
  session: ActiveSession,
  input: z.input<typeof CodeSchema>,
): Promise<void> {
  const user = assertStaff(session.user, "console.read");
  const { code } = CodeSchema.parse(input);
  if (await requiredByRole(deps, user.role))
    throw new AppError("forbidden", "Your role must keep a second factor, so it cannot be turned off.");
  const factor = await storedFactor(deps, user.id);
  if (!factor?.confirmedAt) throw new AppError("conflict", "You have no second factor to turn off.");
  await countGuess(deps, factor);
  await deps.db.$transaction(async (tx) => {
    await takeCode(deps, tx, factor, code);
    await tx.secondFactorRecoveryCode.deleteMany({ where: { userId: user.id } });
    await tx.staffSecondFactor.delete({ where: { userId: user.id } });
    await recordOwnFactorEvent(tx, user.id, historyTypes.secondFactorTurnedOff, {});
  });
}
