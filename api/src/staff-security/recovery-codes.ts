// One-time recovery codes: ten at a time, shown once, kept only as SHA-256
// (auth/token-hash.ts). Typed with or without the dash, in any case.
import { randomInt } from "node:crypto";
import { hashToken } from "../auth/token-hash.ts";
import type { Db } from "../db.ts";
import { secondFactorConfig } from "./numbers.ts";

// No 0/O, 1/I/L: read off paper and typed back.
const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function recoveryCodeHash(code: string): string {
  return hashToken(code.toLowerCase().replace(/[\s-]/g, ""));
}

/** A new set for `userId` (the old ones end): the codes, to be shown this once. */
export async function replaceRecoveryCodes(tx: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: secondFactorConfig.recoveryCodes }, newRecoveryCode);
  await tx.secondFactorRecoveryCode.deleteMany({ where: { userId } });
  await tx.secondFactorRecoveryCode.createMany({
    data: codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })),
  });
  return codes;
}
