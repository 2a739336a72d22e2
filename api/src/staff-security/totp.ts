// RFC 6238 time-based codes (otpauth): the same numbers as every authenticator app.
import * as OTPAuth from "otpauth";
import { secondFactorConfig } from "./numbers.ts";

/** A fresh random secret, base32 as apps take it (160 bits, RFC 4226's recommendation). */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export function totpOf(secret: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: secondFactorConfig.issuer,
    label,
    algorithm: "SHA1",
    digits: secondFactorConfig.digits,
    period: secondFactorConfig.periodSeconds,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The 30-second step a moment falls in. */
export function stepAt(now: number): number {
  return Math.floor(now / 1000 / secondFactorConfig.periodSeconds);
}

/** The step whose code `code` is (within the window around `now`), or null. */
export function matchingStep(secret: string, code: string, now: number): number | null {
  const delta = totpOf(secret, "check").validate({
    token: code,
    timestamp: now,
    window: secondFactorConfig.window,
  });
  return delta === null ? null : stepAt(now) + delta;
}

/** The secret in groups of four, for typing it into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}
