// The tokens of mailed account links: 32 random bytes in the link, only their
// SHA-256 in the database (a copy of the database opens no account), used once.
import { createHash, randomBytes } from "node:crypto";

export function hashAccountToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newAccountToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashAccountToken(token) };
}
