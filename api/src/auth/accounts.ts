// What every way of creating an account shares: e-mail and display-name rules,
// and the one function that creates a player with everything a player owns.
import { randomInt } from "node:crypto";
import { z } from "zod";
import { starterGrant } from "../catalogue/new-players.ts";
import type { Db } from "../db.ts";
import type { Role } from "../generated/prisma/client.ts";
import { credit } from "../wallet/wallet.ts";
import { authConfig } from "./numbers.ts";

/** E-mail is trimmed and lowercased everywhere it enters the system. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "That e-mail address is too long.")
  .pipe(z.email("Enter a valid e-mail address."));

const { minLength, maxLength } = authConfig.displayName;
export const displayNamePattern = /^[\p{L}\p{N}](?:[\p{L}\p{N} _.-]*[\p{L}\p{N}])?$/u;

export const DisplayNameSchema = z
  .string()
  .trim()
  .min(minLength, `Use at least ${minLength} characters.`)
  .max(maxLength, `Use at most ${maxLength} characters.`)
  .regex(
    displayNamePattern,
    "Use letters, digits, spaces, dots, dashes or underscores, starting and ending with a letter or digit.",
  );

export interface NewPlayer {
  email: string;
  displayName: string;
  passwordHash?: string | null;
  referrerId?: string | null;
  /** A linked sign-in provider, for accounts created by OAuth. */
  account?: { provider: string; providerAccountId: string };
  /** A game client's guest (device sign-in): no e-mail of its own yet. */
  isGuest?: boolean;
}

/**
 * A guest's stand-in address: User.email stays unique and required, and the
 * reserved .invalid domain (RFC 2606) can never receive mail. Linking an
 * e-mail or a provider replaces it (docs/decisions/124).
 */
export function guestEmail(): string {
  return `guest-${crypto.randomUUID()}@guest.invalid`;
}

export interface AccountUser {
  id: string;
  email: string;
  role: Role;
  sessionVersion: number;
  isBanned: boolean;
  banReason: string | null;
  bannedUntil: Date | null;
  profile: { name: string } | null;
}

export const accountUserSelect = {
  id: true,
  email: true,
  role: true,
  sessionVersion: true,
  isBanned: true,
  banReason: true,
  bannedUntil: true,
  profile: { select: { name: true } },
} as const;

export async function isDisplayNameTaken(db: Db, name: string): Promise<boolean> {
  const existing = await db.userProfile.findFirst({
    where: { name: { equals: name, mode: "insensitive" } },
    select: { id: true },
  });
  return existing !== null;
}

/**
 * A free display name made from `source` (a provider's name, an e-mail's
 * local part), with a numeric suffix when it is taken, unusable or empty
 * ("Player1234"); always suffixed when `alwaysNumbered` ("Guest4821").
 */
export async function freeDisplayName(
  db: Db,
  source: string,
  options: { alwaysNumbered?: boolean } = {},
): Promise<string | null> {
  const cleaned = source
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N} _.-]+/gu, "")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "")
    .slice(0, authConfig.displayName.maxLength - 5)
    .replace(/[^\p{L}\p{N}]+$/u, "");
  const usable = cleaned.length >= authConfig.displayName.minLength && displayNamePattern.test(cleaned);
  const base = usable ? cleaned : "Player";
  for (let attempt = 0; attempt < 8; attempt++) {
    const plain = attempt === 0 && usable && !options.alwaysNumbered;
    const candidate = plain ? base : `${base}${randomInt(1000, 10000)}`;
    if (DisplayNameSchema.safeParse(candidate).success && !(await isDisplayNameTaken(db, candidate))) {
      return candidate;
    }
  }
  return null;
}

/**
 * Creates a player: User, UserProfile, Inventory with the starter monsters,
 * UserStats and the starter currency (with its ledger rows). Run inside the
 * caller's transaction so a failure leaves nothing behind.
 */
export async function createPlayer(tx: Db, input: NewPlayer): Promise<AccountUser> {
  const referrer = input.referrerId
    ? await tx.user.findUnique({ where: { id: input.referrerId }, select: { id: true } })
    : null;
  const user = await tx.user.create({
    data: {
      email: normalizeEmail(input.email),
      passwordHash: input.passwordHash ?? null,
      isGuest: input.isGuest ?? false,
      referrerId: referrer?.id ?? null,
      profile: { create: { name: input.displayName } },
      stats: { create: {} },
      inventory: {
        create: {
          items: { create: starterGrant.monsters.map((name) => ({ name, type: "monster" as const })) },
        },
      },
      // Google and Discord verified the address; a credential sign-up verifies it by mail.
      ...(input.account ? { accounts: { create: input.account }, emailVerifiedAt: new Date() } : {}),
    },
    select: { id: true },
  });
  await credit(tx, {
    userId: user.id,
    currency: "gold",
    amount: starterGrant.gold,
    reason: "starter_grant",
  });
  await credit(tx, {
    userId: user.id,
    currency: "gems",
    amount: starterGrant.gems,
    reason: "starter_grant",
  });
  return tx.user.findUniqueOrThrow({ where: { id: user.id }, select: accountUserSelect });
}
