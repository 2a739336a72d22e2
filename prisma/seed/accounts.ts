// LOCAL-DEVELOPMENT DEMO ACCOUNTS. Their passwords are public (README lists
// them) so anyone can try the game and the console on a laptop. The seed only
// runs against an empty database on the developer's machine (main.ts seeds an
// empty embedded PGlite; `npm run db:seed` is run by hand): never seed a
// deployed database with these accounts.
import { hash } from "@node-rs/argon2";
import type { Prisma } from "../../api/src/db.ts";
import { sealSecret } from "../../api/src/staff-security/secret-box.ts";
import { startOfUtcDay } from "../../api/src/time/utc-day.ts";
import { addDays } from "./dates.ts";
import { seededUuid } from "./random.ts";

export const demoAccounts = [
  {
    key: "player",
    email: "player@example.com",
    password: "player-pass-1",
    role: "player",
    name: "DemoPlayer",
  },
  { key: "admin", email: "admin@example.com", password: "admin-pass-1", role: "admin", name: "DemoAdmin" },
  {
    key: "liveops",
    email: "liveops@example.com",
    password: "liveops-pass-1",
    role: "liveops",
    name: "DemoLiveOps",
  },
  {
    key: "analyst",
    email: "analyst@example.com",
    password: "analyst-pass-1",
    role: "analyst",
    name: "DemoAnalyst",
  },
] as const;

export type DemoAccount = (typeof demoAccounts)[number];

/**
 * The demo admin's second factor (docs/decisions/131): a published TOTP secret,
 * so anyone trying the console can sign in as admin. `npm run demo:code` prints
 * its current code; or add it to an authenticator app. Public, like the
 * passwords: local development only. The demo LiveOps and analyst have none
 * (optional for their roles): they can set one up on their second-factor page.
 */
export const demoSecondFactorSecret = "MONSTERARENADEMOSTAFFSECRET23456";

export function demoAccountId(seed: number, account: DemoAccount): string {
  return seededUuid(seed, `demo:${account.key}`);
}

/** argon2id (the library's default algorithm and parameters) for each demo password. */
export async function hashDemoPasswords(): Promise<Map<DemoAccount["key"], string>> {
  const hashed = await Promise.all(
    demoAccounts.map(async (account) => [account.key, await hash(account.password)] as const),
  );
  return new Map(hashed);
}

/** Staff accounts: a user row (role, password) and a profile; staff do not play. */
export function staffRows(
  seed: number,
  now: Date,
  passwordHashes: ReadonlyMap<DemoAccount["key"], string>,
): { users: Prisma.UserCreateManyInput[]; profiles: Prisma.UserProfileCreateManyInput[] } {
  const staff = demoAccounts.filter((account) => account.role !== "player");
  const createdAt = addDays(startOfUtcDay(now), -61);
  return {
    users: staff.map((account) => ({
      id: demoAccountId(seed, account),
      email: account.email,
      role: account.role,
      passwordHash: passwordHashes.get(account.key)!,
      createdAt,
      updatedAt: createdAt,
      lastActiveAt: addDays(now, -1 / 24),
      lastLoginDate: startOfUtcDay(now),
    })),
    profiles: staff.map((account) => ({ userId: demoAccountId(seed, account), name: account.name })),
  };
}

/** The demo admin's confirmed second factor, the secret sealed under this server's AUTH_SECRET. */
export function staffSecondFactorRows(
  seed: number,
  now: Date,
  authSecret: string,
): Prisma.StaffSecondFactorCreateManyInput[] {
  return demoAccounts
    .filter((account) => account.role === "admin")
    .map((account) => ({
      userId: demoAccountId(seed, account),
      secret: sealSecret(authSecret, demoSecondFactorSecret),
      confirmedAt: addDays(startOfUtcDay(now), -60),
      createdAt: addDays(startOfUtcDay(now), -60),
    }));
}
