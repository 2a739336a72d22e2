// The demo world: the game catalogue, LiveOps content, local-development demo
// accounts and a population of players with months of history, so every screen
// of the game, the console and the analyst dashboards has something to show.
//
// api/src/main.ts calls seedDemoWorld() on the first start of an empty embedded
// database; `npm run db:seed -- [--players N] [--seed S]` seeds the database the
// environment names (DATABASE_URL, else PGlite under .data/).
//
// The same seed and `now` give the same world. The first players (up to
// detailedPlayerLimit) are simulated one by one with the game's rules
// (seed/player-simulation.ts); any beyond are generated set-based in SQL
// (seed/bulk-players.ts) with INSERT … SELECT, so --players 100000 is a few
// dozen statements rather than millions of round trips. In both, every gold
// and gem change is a History ledger row and balances are their sums.

import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { z } from "zod";
import { rollupActivityDaily } from "../api/src/analytics/activity.ts";
import { rollupLedgerDaily } from "../api/src/analytics/economy.ts";
import { resolveAuthSecret } from "../api/src/auth/secret.ts";
import { loadDotenv } from "../api/src/config/dotenv.ts";
import { demoSeedRefusal, demoSeedRefused, loadEnv } from "../api/src/config/env.ts";
import { type Db, databaseOptionsFromEnv, openDatabase, type PrismaClient } from "../api/src/db.ts";
import { recountScores } from "../api/src/leaderboards/score-counts.ts";
import { aggregateStats } from "../api/src/stats/aggregate-stats.ts";
import {
  demoAccountId,
  demoAccounts,
  hashDemoPasswords,
  staffRows,
  staffSecondFactorRows,
} from "./seed/accounts.ts";
import { seedBulkPlayers } from "./seed/bulk-players.ts";
import { seedCatalogue } from "./seed/catalogue.ts";
import { seedDerivedStats } from "./seed/derived-stats.ts";
import { insertRows } from "./seed/insert.ts";
import { seedLiveContent } from "./seed/live-content.ts";
import { type PlayerRows, playerRows } from "./seed/player-rows.ts";
import { demoBroadcasts, simulateDemoPlayer, simulateGeneratedPlayers } from "./seed/players.ts";
import { SeededRandom } from "./seed/random.ts";

export interface SeedOptions {
  /** Generated players besides the demo accounts (default 300). */
  players?: number;
  /** The moment the world is seeded at; every date is relative to it (default: the current time). */
  now?: Date;
  /** Seed of the pseudo-random generators (default 2026). */
  seed?: number;
  /** The server's AUTH_SECRET: the demo staff's second factor is sealed under it (none given: not enrolled). */
  authSecret?: string;
}

export interface SeedSummary {
  /** Generated players (the demo accounts come on top). */
  players: number;
  demoAccounts: number;
  users: number;
  items: number;
  messages: number;
  historyRows: number;
  ledgerRows: number;
  transactions: number;
  ms: number;
}

/** Players simulated in full; the rest are generated in SQL. Keeps the default world rich and large ones fast. */
export const detailedPlayerLimit = 300;

const defaults = { players: 300, seed: 2026 } as const;

/** The whole seed runs in one transaction: all or nothing, and one connection for the bulk path's temp tables. */
const transactionOptions = { maxWait: 60_000, timeout: 60 * 60_000 } as const;

export async function seedDemoWorld(db: PrismaClient, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const players = options.players ?? defaults.players;
  const seed = options.seed ?? defaults.seed;
  const now = options.now ?? new Date();
  if (!Number.isSafeInteger(players) || players < 0)
    throw new Error(`players must be a whole number ≥ 0: ${players}`);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`seed must be a whole number ≥ 0: ${seed}`);
  if ((await db.user.count()) > 0) {
    throw new Error("The database already has users; the demo world is only seeded into an empty database.");
  }

  const passwordHashes = await hashDemoPasswords();
  await db.$transaction(
    (tx) => buildWorld(tx, { players, seed, now, passwordHashes, authSecret: options.authSecret }),
    transactionOptions,
  );
  // The newest KPI bucket comes from the stats job itself; seed/derived-stats.ts wrote the hours before it.
  await aggregateStats({ db }, { now });
  await rollupActivityDaily({ db }, { now });
  await rollupLedgerDaily({ db }, { now });
  // Planner statistics for the tables just filled: without them (autovacuum off,
  // or not yet round) PostgreSQL guesses, and guessed wrong on the inbox counts
  // at 100 000 players (11 ms instead of 0.1 ms). A running database keeps them current.
  await db.$executeRawUnsafe("ANALYZE");

  const [counts] = await db.$queryRawUnsafe<Omit<SeedSummary, "players" | "demoAccounts" | "ms">[]>(
    `SELECT
       (SELECT count(*) FROM "User")::int AS users,
       (SELECT count(*) FROM "Item")::int AS items,
       (SELECT count(*) FROM "Message")::int AS messages,
       (SELECT count(*) FROM "History")::int AS "historyRows",
       (SELECT count(*) FROM "History" WHERE type = 'currency')::int AS "ledgerRows",
       (SELECT count(*) FROM "Transaction")::int AS transactions`,
  );
  return {
    players,
    demoAccounts: demoAccounts.length,
    ...counts!,
    ms: Math.round(performance.now() - started),
  };
}

async function buildWorld(
  db: Db,
  input: {
    players: number;
    seed: number;
    now: Date;
    passwordHashes: Awaited<ReturnType<typeof hashDemoPasswords>>;
    authSecret?: string;
  },
): Promise<void> {
  const { players, seed, now, passwordHashes } = input;
  const random = new SeededRandom(seed);
  const detailedPlayers = Math.min(players, detailedPlayerLimit);

  const catalogue = await seedCatalogue(db, now, random.fork("catalogue"));
  const { polls, promoCodes } = await seedLiveContent(db, now, detailedPlayers);
  const world = {
    seed,
    now,
    shopItems: catalogue.shopItems,
    polls,
    promoCodes,
    broadcasts: demoBroadcasts(now),
  };

  // Staff first: banned players point at the admin who banned them.
  const admin = demoAccounts.find((account) => account.role === "admin")!;
  const adminId = demoAccountId(seed, admin);
  const staff = staffRows(seed, now, passwordHashes);
  await insertRows(db, "User", staff.users);
  await insertRows(db, "UserProfile", staff.profiles);
  // The demo admin's second factor needs the server's AUTH_SECRET; without it they set one up at first sign-in.
  if (input.authSecret)
    await db.staffSecondFactor.createMany({ data: staffSecondFactorRows(seed, now, input.authSecret) });

  const simulated = [
    simulateDemoPlayer(world, passwordHashes.get("player")!, random.fork("demo-player")),
    ...simulateGeneratedPlayers(world, detailedPlayers, random.fork("players")),
  ];
  const rows = await playerRows(db, simulated, {
    now,
    adminId,
    leaderboards: catalogue.leaderboards,
    random: random.fork("rows"),
  });
  await writePlayerRows(db, rows);

  await seedBulkPlayers(db, {
    seed,
    now,
    firstIndex: detailedPlayers,
    lastIndex: players - 1,
    adminId,
    shopItems: catalogue.shopItems,
    leaderboards: catalogue.leaderboards,
    polls,
    promoCodes,
    broadcasts: world.broadcasts,
  });
  // Contenders were inserted in bulk; the rank lookups need their per-score counts.
  await recountScores(db);
  await seedDerivedStats(db, now);
}

/** Parents before children; History in time order so its ids follow the clock. */
async function writePlayerRows(db: Db, rows: PlayerRows): Promise<void> {
  await insertRows(db, "User", rows.users);
  await insertRows(db, "UserProfile", rows.profiles);
  await insertRows(db, "Account", rows.accounts);
  await insertRows(db, "Inventory", rows.inventories);
  await insertRows(db, "Item", rows.items);
  await insertRows(db, "Ingredient", rows.ingredients);
  await insertRows(db, "Team", rows.teams);
  await insertRows(db, "TeamMember", rows.teamMembers);
  await insertRows(db, "UserStats", rows.stats);
  await insertRows(db, "Mastery", rows.masteries);
  await insertRows(db, "MapProgress", rows.mapProgress);
  await insertRows(db, "Quest", rows.quests);
  await insertRows(db, "Achievement", rows.achievements);
  await insertRows(db, "UserTranscendedItem", rows.transcendedItems);
  await insertRows(db, "Message", rows.messages);
  await insertRows(db, "PollResult", rows.pollResults);
  await insertRows(db, "ShopItemTransaction", rows.shopItemTransactions);
  await insertRows(db, "SummonPull", rows.summonPulls);
  await insertRows(db, "SummonPity", rows.summonPity);
  await insertRows(db, "OwnedShopItem", rows.ownedShopItems);
  await insertRows(db, "Transaction", rows.transactions);
  await insertRows(db, "PromoCodeRedemption", rows.promoRedemptions);
  await insertRows(db, "PlayerActivityDay", rows.activityDays);
  const history = [...rows.history].sort((left, right) => +left.createdAt! - +right.createdAt!);
  await insertRows(db, "History", history);
  await insertRows(db, "LeaderboardContender", rows.contenders);
}

// ─────────────────────────── command line ───────────────────────────

const CliArgsSchema = z.object({
  players: z.coerce.number().int().min(0).max(10_000_000).default(defaults.players),
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(defaults.seed),
});

async function runFromCommandLine(): Promise<void> {
  loadDotenv();
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { players: { type: "string" }, seed: { type: "string" } },
  });
  const parsed = CliArgsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(`Usage: npm run db:seed -- [--players N] [--seed S]\n${z.prettifyError(parsed.error)}`);
    process.exitCode = 2;
    return;
  }
  const env = loadEnv();
  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    if (demoSeedRefused(env, database.kind)) {
      console.error(`Refused: ${demoSeedRefusal}`);
      process.exitCode = 2;
      return;
    }
    const users = await database.prisma.user.count();
    if (users > 0) {
      console.log(
        `${database.description} already has ${users} users: the demo world is only seeded into an empty database. Nothing to do.`,
      );
      return;
    }
    console.log(
      `Seeding ${parsed.data.players} players (seed ${parsed.data.seed}) into ${database.description} …`,
    );
    // The same secret the server resolves at start-up (a generated one is kept in a file).
    const authSecret = await resolveAuthSecret(env);
    const summary = await seedDemoWorld(database.prisma, { ...parsed.data, authSecret });
    console.table(summary);
    console.log(
      `Demo accounts (local development only): ${demoAccounts.map((account) => `${account.email} / ${account.password}`).join(", ")}`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runFromCommandLine();
}
