// Players for tests, made by the same code sign-up uses.
import { randomBytes } from "node:crypto";
import { type AccountUser, createPlayer } from "../../api/src/auth/accounts.ts";
import type { PrismaClient } from "../../api/src/db.ts";

export async function makePlayer(db: PrismaClient, name?: string): Promise<AccountUser> {
  const suffix = randomBytes(4).toString("hex");
  return db.$transaction((tx) =>
    createPlayer(tx, { email: `player-${suffix}@example.com`, displayName: name ?? `Player ${suffix}` }),
  );
}
