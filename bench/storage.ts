// `npm run bench -- storage [--players N] [--battles N] [--short]`: how many bytes
// one active player's day of play adds to PostgreSQL (DATABASE_URL), by table,
// and what that makes in a year at 1 000 000 daily players, with and without
// the retention jobs (docs/decisions/135).
//
// In its own scratch database (made and dropped here): the game catalogue and N
// players with a team; a first day of play that is not measured (a player's
// first quest, mastery, map and leaderboard rows are written once, not daily);
// then the measured day, all through the real use cases: the day's jobs at
// midnight (shop rotation, daily reset, daily leaderboards), a staff gift to
// everyone; per player a password sign-in, the first request's activity row,
// the daily reward, B simulated battles (applyMatch, each with its battle log),
// the finished quests claimed, the gift collected from the inbox and one shop
// purchase; the hourly stats job. Sizes are pg_total_relation_size per table
// (heap, indexes, TOAST) after VACUUM FULL, before and after the day, so a
// figure is the live bytes the day left, not dead rows an update left for
// autovacuum (the "as written" column has those too). Then the retention jobs
// run as they would once their periods have passed (pruneBattleLogs,
// expireMessages) and the sizes are taken again: what they drop is held only
// for its retention period, the rest grows for good.
//
// A small run carries fixed costs (a table's first pages) spread over few
// players: --short is for CI (it fails on any error), the default size for figures.
import { hash } from "@node-rs/argon2";
import pg from "pg";
import { z } from "zod";
import { createPlayer } from "../api/src/auth/accounts.ts";
import { recordActivity } from "../api/src/auth/login-streak.ts";
import { signInWithPassword } from "../api/src/auth/sign-in-with-password.ts";
import { pruneBattleLogs } from "../api/src/battles/prune-battle-logs.ts";
import { battleLogRetention } from "../api/src/battles/rules.ts";
import { startBattle } from "../api/src/battles/start-battle.ts";
import { campaignMaps } from "../api/src/catalogue/maps.ts";
import { loadEnv } from "../api/src/config/env.ts";
import type { AppDeps } from "../api/src/context.ts";
import { claimDailyReward } from "../api/src/daily-reward/claim-daily-reward.ts";
import { dailyReset } from "../api/src/daily-reward/daily-reset.ts";
import { openDatabase } from "../api/src/db.ts";
import { AppError } from "../api/src/errors.ts";
import { createDomainEvents } from "../api/src/events.ts";
import { collectAllRewards } from "../api/src/inbox/collect-rewards.ts";
import { expireMessages } from "../api/src/inbox/expire-messages.ts";
import { listInbox } from "../api/src/inbox/list-inbox.ts";
import { inbox } from "../api/src/inbox/rules.ts";
import { sendMessages } from "../api/src/inbox/send-messages.ts";
import type { JobControl } from "../api/src/jobs/job-control.ts";
import { resetDueLeaderboards } from "../api/src/leaderboards/reset-leaderboard.ts";
import { leaderboardReset } from "../api/src/leaderboards/rules.ts";
import { createLogger } from "../api/src/logger.ts";
import { claimQuest } from "../api/src/quests/claim-quest.ts";
import { listQuests } from "../api/src/quests/list-quests.ts";
import { purchaseShopItem } from "../api/src/shop/purchase-shop-item.ts";
import { rotateShop } from "../api/src/shop/rotate-shop.ts";
import { aggregateStats } from "../api/src/stats/aggregate-stats.ts";
import { setTeamMember } from "../api/src/teams/edit-team.ts";
import { dayMs } from "../api/src/time/utc-day.ts";
import { seedCatalogue } from "../prisma/seed/catalogue.ts";
import { SeededRandom } from "../prisma/seed/random.ts";
import { scratchDatabase } from "./support/database.ts";
import { benchOptions } from "./support/options.ts";
import { timed } from "./support/stats.ts";
import { printTable } from "./support/table.ts";

const OptionsSchema = z.strictObject({
  players: z.coerce.number().int().min(10).max(100_000).optional(),
  battles: z.coerce.number().int().min(1).max(100).optional(),
  short: z.coerce.boolean().default(false),
});

/** --short: enough players to spread a table's first pages thin, few enough battles for CI. */
const shortPlayers = 200;
const shortBattles = 5;
const defaultPlayers = 2_000;
/** Simulated battles a player fights in the measured day (the web game's Play). */
const defaultBattles = 10;
/** The projection's scale. */
const dailyPlayers = 1_000_000;
/** Use cases in flight at once (the pool has more connections than this). */
const concurrency = 8;
const password = "a-long-benchmark-password";

/** The measured day; the unmeasured first day is the one before. */
const measuredDay = new Date("2026-12-01T00:00:00.000Z");
const firstDay = new Date(measuredDay.getTime() - dayMs);

type Sizes = Map<string, { bytes: number; rows: number }>;

async function tableSizes(client: pg.Client): Promise<Sizes> {
  const { rows } = await client.query<{ name: string; bytes: string; rows: string }>(
    `SELECT c.relname AS name, pg_total_relation_size(c.oid) AS bytes, c.reltuples::bigint AS rows
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> '_prisma_migrations'`,
  );
  return new Map(rows.map((row) => [row.name, { bytes: Number(row.bytes), rows: Number(row.rows) }]));
}

/** Compacts every table (dead rows out, indexes rebuilt) and refreshes the row counts. */
async function compacted(client: pg.Client): Promise<Sizes> {
  await client.query("VACUUM FULL ANALYZE");
  return tableSizes(client);
}

async function inParallel<T>(items: T[], work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = next++; index < items.length; index = next++) await work(items[index]!, index);
    }),
  );
}

interface Player {
  id: string;
  email: string;
  /** A distinct address per player: the sign-in limits count per address. */
  address: string;
  /** The furthest campaign map the player may play. */
  progress: number;
}

/** What the day did, counted as it went (a refusal is a rule of the game, not an error). */
const counts = { signIns: 0, battles: 0, questsClaimed: 0, collected: 0, purchases: 0, refused: 0 };

const refusedIsFine = async (work: () => Promise<unknown>) => {
  try {
    await work();
    return true;
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    counts.refused += 1;
    return false;
  }
};

async function playDay(
  deps: AppDeps,
  players: Player[],
  day: Date,
  options: { battles: number; hourlyStats: boolean },
): Promise<void> {
  const { battles } = options;
  const dayStart = day.getTime();
  // Midnight: the day's jobs (their use cases), then a gift from staff to everyone.
  await rotateShop(deps, { now: day });
  await dailyReset(deps, { now: day });
  await resetDueLeaderboards(deps, { periodicity: "daily", now: day });
  await sendMessages(deps, {
    target: { kind: "everyone" },
    draft: { message: "A gift for today's arena", title: "Daily gift", rewards: { gold: 100 } },
    actor: { id: null },
    now: new Date(dayStart + 60_000),
  });
  const shop = await deps.db.shopItem.findMany({
    where: { isAvailable: true, currency: "gold" },
    orderBy: { price: "asc" },
    select: { id: true },
  });

  await inParallel(players, async (player, index) => {
    // Each player's session starts somewhere in the day and takes a minute per action.
    let at = dayStart + Math.floor((index / players.length) * 20 * 3_600_000) + 120_000;
    const next = () => {
      at += 60_000;
      return new Date(at);
    };
    const signedIn = await signInWithPassword(deps, {
      email: player.email,
      password,
      address: player.address,
    });
    if (signedIn.kind !== "signed_in") throw new Error(`${player.email} could not sign in: ${signedIn.kind}`);
    counts.signIns += 1;
    // The first authenticated request of the day (session.ts): the streak and the activity row.
    const user = await deps.db.user.findUniqueOrThrow({
      where: { id: player.id },
      select: { id: true, lastLoginDate: true, lastActiveAt: true },
    });
    await recordActivity(deps.db, user, next());
    await refusedIsFine(() => claimDailyReward(deps, { userId: player.id, now: next() }));
    for (let battle = 0; battle < battles; battle++) {
      const map = campaignMaps[Math.min(player.progress, 2)]!;
      const result = await startBattle(deps, {
        userId: player.id,
        mode: "campaign",
        map: map.key,
        now: next(),
      });
      player.progress = result.campaignProgress.after;
      counts.battles += 1;
    }
    for (const quest of await listQuests(deps, { userId: player.id })) {
      if (quest.isCompleted && !quest.isClaimed) {
        const at = next();
        if (await refusedIsFine(() => claimQuest(deps, { userId: player.id, key: quest.key, now: at }))) {
          counts.questsClaimed += 1;
        }
      }
    }
    await listInbox(deps, { userId: player.id, now: next() });
    const collected = await collectAllRewards(deps, { userId: player.id, now: next() });
    counts.collected += collected.collected.length;
    const item = shop[index % Math.max(1, shop.length)];
    if (item) {
      const at = next();
      const bought = await refusedIsFine(() =>
        purchaseShopItem(deps, {
          userId: player.id,
          shopItemId: item.id,
          idempotencyKey: `bench-${player.id}-${at.getTime()}`,
          now: at,
        }),
      );
      if (bought) counts.purchases += 1;
    }
  });
  // The hourly stats job, for each hour of the day (its rows do not depend on the first day's).
  if (!options.hourlyStats) return;
  for (let hour = 1; hour <= 24; hour++)
    await aggregateStats(deps, { now: new Date(dayStart + hour * 3_600_000 + 60_000) });
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const perPlayer = (bytes: number, players: number) => (bytes / players).toFixed(0);
function humanBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB", "PB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(value >= 100 ? 0 : 1)} ${units[unit]}`;
}

/**
 * Tables whose daily growth does not scale with the players: a row per hour, day,
 * currency or catalogue item. The daily boards' archive keeps each board's top ranks
 * only (leaderboardReset.archiveMaxRanks), so it stops growing with the players there.
 */
const perDayTables = new Set([
  "GeneralStats",
  "ActivityDaily",
  "LedgerDaily",
  "RetentionDaily",
  "AnalyticsRollup",
  "ShopItem",
  "JobRun",
  "MonsterStats",
]);

/** How many of this run's day make one day at the projection's scale. */
function scaleOf(name: string, players: number): { factor: number; grows: string } {
  if (perDayTables.has(name)) return { factor: 1, grows: "per day" };
  if (name === "LeaderboardArchive") {
    const capped = Math.min(dailyPlayers, leaderboardReset.archiveMaxRanks);
    return { factor: capped / Math.min(players, capped), grows: "top ranks" };
  }
  return { factor: dailyPlayers / players, grows: "players" };
}

/** Tables called out by name in the figures. */
const callouts: Record<string, string> = {
  History: "History (ledger, sign-ins, staff actions)",
  MatchReport: "MatchReport (match reports + battle logs)",
  Message: "Message (inbox)",
  PlayerActivityDay: "PlayerActivityDay (activity rows)",
};

export async function main(argv: string[]): Promise<void> {
  const options = benchOptions(OptionsSchema, argv);
  const playerCount = options.players ?? (options.short ? shortPlayers : defaultPlayers);
  const battles = options.battles ?? (options.short ? shortBattles : defaultBattles);
  const scratch = await scratchDatabase("arena_bench_storage");
  console.log(
    `storage benchmark: ${playerCount.toLocaleString("en")} active players, ${battles} battles each, on ${new URL(scratch.url).host} (database ${scratch.name})`,
  );
  const opened = await timed(() => openDatabase({ url: scratch.url, poolSize: concurrency + 4 }));
  const database = opened.result;
  console.log(`  migrated in ${(opened.ms / 1000).toFixed(1)} s`);
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  const logger = createLogger("silent");
  const deps: AppDeps = {
    db: database.prisma,
    dbRead: database.reader,
    database,
    // No REDIS_URL: the sign-in limits count in memory, as on one instance.
    env: loadEnv({ NODE_ENV: "production", AUTH_SECRET: "storage-benchmark-secret-of-32-characters" }),
    logger,
    events: createDomainEvents(),
    jobs: {
      list: () => [],
      start: () => Promise.reject(new Error("no jobs in the benchmark")),
    } as JobControl,
  };
  const started = performance.now();
  try {
    // The world before the players' first day: catalogue, players with a team.
    await seedCatalogue(deps.db, firstDay, new SeededRandom(135));
    // The real argon2id at small costs: the day verifies it at each sign-in and writes no hash, so only time is saved.
    const passwordHash = await hash(password, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
    const players: Player[] = [];
    const setup = await timed(() =>
      inParallel(
        Array.from({ length: playerCount }, (_, i) => i),
        async (i) => {
          const email = `storage-${i}@bench.example`;
          const user = await deps.db.$transaction((tx) =>
            createPlayer(tx, { email, displayName: `Keeper${i}`, passwordHash }),
          );
          await deps.db.user.update({ where: { id: user.id }, data: { hasGameAccess: true } });
          const monsters = await deps.db.item.findMany({
            where: { inventory: { userId: user.id }, type: "monster" },
            orderBy: { id: "asc" },
            select: { id: true },
          });
          for (const [slot, monster] of monsters.entries()) {
            await setTeamMember(deps, { userId: user.id, teamSlot: 0, slot, monsterId: monster.id });
          }
          players.push({
            id: user.id,
            email,
            address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            progress: 0,
          });
        },
      ),
    );
    console.log(`  ${playerCount} players with a team in ${(setup.ms / 1000).toFixed(1)} s`);
    const warmUp = await timed(() => playDay(deps, players, firstDay, { battles: 1, hourlyStats: false }));
    console.log(`  first day (not measured) in ${(warmUp.ms / 1000).toFixed(1)} s`);

    // The first day's battle logs and expiring messages go before the measure, so that
    // the retention jobs after the measured day drop that day's rows only.
    await pruneBattleLogs(deps, { now: new Date(measuredDay.getTime() + battleLogRetention.days * dayMs) });
    await expireMessages(deps, {
      now: new Date(measuredDay.getTime() + inbox.rewardMessageLifetimeDays * dayMs),
    });
    const before = await compacted(client);
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] = 0;
    const day = await timed(() => playDay(deps, players, measuredDay, { battles, hourlyStats: true }));
    console.log(
      `  measured day in ${(day.ms / 1000).toFixed(1)} s: ${counts.signIns} sign-ins, ${counts.battles} battles, ${counts.questsClaimed} quests claimed, ${counts.collected} messages collected, ${counts.purchases} purchases, ${counts.refused} refused by the rules`,
    );
    const written = await tableSizes(client);
    const after = await compacted(client);

    // The retention jobs, once their periods have passed for the whole day.
    const dayEnd = measuredDay.getTime() + dayMs;
    const lifetimes = await client.query<{ days: number | null }>(
      `SELECT max(extract(epoch FROM "expiresAt" - "createdAt") / 86400)::float8 AS days FROM "Message" WHERE "createdAt" >= $1`,
      [measuredDay.toISOString()],
    );
    const messageDays = Math.ceil(lifetimes.rows[0]?.days ?? 0);
    const pruned = await pruneBattleLogs(deps, {
      now: new Date(dayEnd + battleLogRetention.days * dayMs + 1000),
    });
    const expired = await expireMessages(deps, { now: new Date(dayEnd + messageDays * dayMs) });
    // The job must drop exactly the measured day's logs (the first day's went before the measure).
    if (pruned.pruned !== counts.battles) {
      throw new Error(`prune-battle-logs dropped ${pruned.pruned} logs of ${counts.battles} battles`);
    }
    const retained = await compacted(client);
    console.log(
      `  retention jobs: ${pruned.pruned} battle logs dropped (after ${battleLogRetention.days} days), ${expired.deleted} messages deleted (expired after at most ${messageDays} days)`,
    );

    /** Which retention period holds a table's dropped bytes. */
    const windowDays: Record<string, number> = { MatchReport: battleLogRetention.days, Message: messageDays };
    const lines: string[][] = [];
    let totals = { written: 0, kept: 0, forGood: 0, rows: 0 };
    const names = [...after.keys()].sort(
      (a, b) =>
        (after.get(b)?.bytes ?? 0) -
        (before.get(b)?.bytes ?? 0) -
        ((after.get(a)?.bytes ?? 0) - (before.get(a)?.bytes ?? 0)),
    );
    let withPruning = 0;
    let withoutPruning = 0;
    for (const name of names) {
      const base = before.get(name) ?? { bytes: 0, rows: 0 };
      const grew = (after.get(name)?.bytes ?? 0) - base.bytes;
      const asWritten = (written.get(name)?.bytes ?? 0) - base.bytes;
      const forGood = (retained.get(name)?.bytes ?? 0) - base.bytes;
      const rows = (after.get(name)?.rows ?? 0) - base.rows;
      if (grew === 0 && asWritten === 0 && !(name in callouts)) continue;
      const dropped = grew - forGood;
      // A year at the projection's scale: what stays grows every day; what a
      // retention job drops is held for its period only.
      const scale = scaleOf(name, playerCount);
      const yearly = (forGood * 365 + dropped * (windowDays[name] ?? 365)) * scale.factor;
      const unpruned = grew * 365 * scale.factor;
      withoutPruning += unpruned;
      withPruning += yearly;
      totals = {
        written: totals.written + asWritten,
        kept: totals.kept + grew,
        forGood: totals.forGood + forGood,
        rows: totals.rows + rows,
      };
      lines.push([
        callouts[name] ?? name,
        scale.grows,
        (rows / playerCount).toFixed(1),
        perPlayer(asWritten, playerCount),
        perPlayer(grew, playerCount),
        perPlayer(forGood, playerCount),
        humanBytes(unpruned),
        humanBytes(yearly),
      ]);
    }
    lines.push([
      "total",
      "",
      (totals.rows / playerCount).toFixed(1),
      perPlayer(totals.written, playerCount),
      perPlayer(totals.kept, playerCount),
      perPlayer(totals.forGood, playerCount),
      humanBytes(withoutPruning),
      humanBytes(withPruning),
    ]);
    console.log(
      "\nbytes per active player per day, by table (heap + indexes + TOAST: pg_total_relation_size before and after the day; written: as the day left it, live: after VACUUM FULL, kept: after the retention jobs)",
    );
    printTable(
      [
        "table",
        "grows with",
        "rows/player",
        "B/player written",
        "B/player live",
        "B/player kept",
        "a year at 1M/day, no pruning",
        "a year, retention jobs on",
      ],
      lines,
    );
    const logs = (after.get("MatchReport")?.bytes ?? 0) - (retained.get("MatchReport")?.bytes ?? 0);
    console.log(
      `\nbattle logs: ${perPlayer(logs, playerCount)} of MatchReport's ${perPlayer((after.get("MatchReport")?.bytes ?? 0) - (before.get("MatchReport")?.bytes ?? 0), playerCount)} bytes per player-day (${((100 * logs) / Math.max(1, totals.kept)).toFixed(0)} % of the day's live bytes)`,
    );
    console.log(
      `retention: battle logs ${battleLogRetention.days} days (prune-battle-logs), inbox messages until they expire (at most ${messageDays} days for this day's, expire-messages); everything else is kept`,
    );
    console.log(
      `a year at ${dailyPlayers.toLocaleString("en")} daily players: ${humanBytes(withoutPruning)} without pruning, ${humanBytes(withPruning)} with the retention jobs (${((100 * withPruning) / withoutPruning).toFixed(0)} %)`,
    );
    console.log(
      `database sizes: ${kib(sum(before))} before the day, ${kib(sum(after))} after; run ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await client.end();
    await database.close();
    await scratch.drop();
    console.log(`database ${scratch.name} dropped`);
  }
}

function sum(sizes: Sizes): number {
  let total = 0;
  for (const { bytes } of sizes.values()) total += bytes;
  return total;
}
