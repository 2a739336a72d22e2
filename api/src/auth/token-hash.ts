// Secrets we hand out and must recognise later (mailed links, refresh tokens,
// device ids, server keys) are kept only as their SHA-256: a copy of the
// database opens nothing. 32 random bytes make guessing hopeless.
import { createHash, randomBytes } from "node:crypto";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A fresh secret (with an optional prefix that says what it is, e.g. "mrt_") and its hash. */
export function newOpaqueToken(prefix = ""): { token: string; tokenHash: string } {
  const token = `${prefix}${randomBytes(32).toString("base64url")}`;
  return { token, tokenHash: hashToken(token) };
}
