// The one check of a typed code: counted against the staff member's guesses,
// matched within ±1 step, and taken once (lastUsedStep moves forward under a
// conditional update, so of two requests with one code only one wins).
import { authLimits } from "../auth/rate-limits.ts";
import { authSettings } from "../auth/settings.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { secondFactorConfig } from "./numbers.ts";
import { openSecret } from "./secret-box.ts";
import { matchingStep } from "./totp.ts";

export interface StoredFactor {
  userId: string;
  secret: string;
  confirmedAt: Date | null;
  lastUsedStep: number | null;
}

export function codeRefused(message: string): AppError {
  return new AppError("validation_failed", message, { fields: { code: message } });
}

/**
 * Counts one guess. The counter is keyed by the last accepted step as well, so a
 * right code starts a new count, while someone guessing stays on one count.
 */
export async function countGuess(
  deps: AppDeps,
  factor: Pick<StoredFactor, "userId" | "lastUsedStep">,
): Promise<void> {
  await authLimits(deps).consumeAttempt(
    secondFactorConfig.guesses,
    `${factor.userId}:${factor.lastUsedStep ?? "-"}`,
  );
}

/** Takes `code` for `factor` (in `tx`), or throws a refusal in words. */
export async function takeCode(
  deps: AppDeps,
  tx: Db,
  factor: StoredFactor,
  code: string,
  data: { confirmedAt?: Date } = {},
): Promise<void> {
  const step = matchingStep(openSecret(authSettings(deps.env).secret, factor.secret), code, Date.now());
  if (step === null)
    throw codeRefused("That code is not right. Check the time on your phone and try the newest code.");
  const taken = await tx.staffSecondFactor.updateMany({
    where: { userId: factor.userId, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
    data: { lastUsedStep: step, ...data },
  });
  if (taken.count === 0) throw codeRefused("That code was used already. Wait for the next one.");
}
