// `npm run bench -- analytics [--players N] [--history N] [--keep]`: each
// analytics metric's time for a 90-day range on PostgreSQL (DATABASE_URL) over
// a generated world (1 000 000 players and 10 000 000 History rows by
// default). The data is generated set-based (INSERT … SELECT over
// generate_series, traits from the row number, ids md5-derived so no join is
// needed) into a database of its own, named after the sizes; --keep leaves it
// for the next run, which then skips the generation.
import { parseArgs } from "node:util";
import { z } from "zod";
import { rollupActivityDaily } from "../api/src/analytics/activity.ts";
import { rollupLedgerDaily } from "../api/src/analytics/economy.ts";
import { type MetricName, metricNames, runMetric } from "../api/src/analytics/run-metric.ts";
import { type Db, openDatabase, type PrismaClient } from "../api/src/db.ts";
import { addDays } from "../api/src/time/utc-day.ts";
import { withIndexesAndForeignKeysRebuilt } from "../prisma/seed/bulk-players.ts";
import { adminQuery, databaseExists, databaseUrl } from "./support/database.ts";
import { timed } from "./support/stats.ts";
import { printTable } from "./support/table.ts";

const OptionsSchema = z.object({
  players: z.coerce.number().int().min(1000).default(1_000_000),
  history: z.coerce.number().int().min(1000).default(10_000_000),
  keep: z.boolean().default(false),
});

/** The world's "today": every generated date is before it. */
const now = new Date("2026-11-23T12:00:00.000Z");
const today = now.toISOString().slice(0, 10);
const nowIso = now.toISOString();
const rangeDays = 90;
/** Metrics read as an analyst reads them; no staff account is made for the bench. */
const benchAnalyst = { id: "00000000-0000-4000-8000-000000000000", role: "analyst" as const };

const userId = (n: string) => `md5('bench-user-' || (${n}))::uuid`;

/** The generation steps: [what, SQL]; $1 = now, $2 = players, $3 = history rows. */
const steps: [string, string][] = [
  [
    "players",
    `INSERT INTO "User" (id, email, "createdAt", "updatedAt", role, "vipExpiresAt")
     SELECT ${userId("i")}, 'b' || i || '@bench.example',
       $1::timestamp - make_interval(days => i % 365, secs => (i::bigint * 7919) % 86400),
       $1::timestamp, 'player',
       CASE WHEN i % 20 = 0 THEN $1::timestamp + make_interval(days => 1 + i % 30) END
     FROM generate_series(1, $2::int) AS i`,
  ],
  [
    // About ten days of use per player: every (1 + i % 5)th day from sign-up, up to 20 times.
    "activity days",
    `INSERT INTO "PlayerActivityDay" ("userId", day)
     SELECT ${userId("i")}, d.day
     FROM generate_series(1, $2::int) AS i
     CROSS JOIN LATERAL (
       SELECT ($1::timestamp - make_interval(days => i % 365))::date + j * (1 + i % 5) AS day
       FROM generate_series(0, ((i::bigint * 31) % 20)::int) AS j
     ) d
     WHERE d.day <= $1::date`,
  ],
  [
    // 90 % currency ledger rows (reason and sign by row number), 10 % sign-ins, spread over a year.
    "history",
    `INSERT INTO "History" (type, "userId", "createdAt", data)
     SELECT CASE WHEN g % 10 = 0 THEN 'sign_in' ELSE 'currency' END,
       ${userId("1 + (g::bigint * 7919) % $2::int")},
       $1::timestamp - make_interval(days => g % 365, secs => (g::bigint * 104729) % 86400),
       CASE WHEN g % 10 = 0 THEN jsonb_build_object('provider', 'credentials')
       ELSE jsonb_build_object(
         'currency', CASE WHEN g % 7 = 0 THEN 'gems' ELSE 'gold' END,
         'delta', CASE WHEN g % 3 = 0 THEN -(10 + g % 500) ELSE 5 + g % 200 END,
         'reason', (ARRAY['daily_reward', 'match_reward', 'quest_reward', 'shop_purchase', 'promo_code',
                          'message_reward', 'relic_upgrade', 'achievement_reward'])[1 + g % 8],
         'ref', 'bench', 'balanceAfter', 0)
       END
     FROM generate_series(1, $3::int) AS g`,
  ],
  [
    "transactions",
    `INSERT INTO "Transaction" ("userId", "paymentIntentId", price, currency, country, description, gems, "createdAt", status)
     SELECT ${userId("1 + (g::bigint * 7919) % $2::int")}, 'pi_bench_' || g,
       (ARRAY[199, 499, 999, 1999, 4999])[1 + g % 5],
       (ARRAY['usd', 'eur', 'gbp'])[1 + g % 3], (ARRAY['US', 'DE', 'GB', 'FR', 'CA', 'BR'])[1 + g % 6],
       'gems', 100, $1::timestamp - make_interval(days => g % 365, secs => g % 86400),
       CASE WHEN g % 50 = 0 THEN 'refunded'::"PaymentStatus" ELSE 'completed'::"PaymentStatus" END
     FROM generate_series(1, $2::int / 10) AS g`,
  ],
  [
    "shop items",
    `INSERT INTO "ShopItem" (name, category, price, type, currency)
     SELECT 'Bench item ' || i, (ARRAY['monsters', 'relics', 'ingredients', 'cosmetics', 'vip', 'slots'])[1 + i % 6]::"ShopCategory",
       100 + i * 10, 'bench', CASE WHEN i % 4 = 0 THEN 'gems'::"Currency" ELSE 'gold'::"Currency" END
     FROM generate_series(1, 30) AS i`,
  ],
  [
    "shop sales",
    `INSERT INTO "ShopItemTransaction" ("shopItemId", "userId", price, currency, "boughtAt")
     SELECT s.id, ${userId("1 + (g::bigint * 7919) % $2::int")}, s.price, s.currency,
       $1::timestamp - make_interval(days => g % 365, secs => g % 86400)
     FROM generate_series(1, $2::int / 2) AS g
     JOIN "ShopItem" s ON s.name = 'Bench item ' || (1 + g % 30)`,
  ],
  [
    "promo codes",
    `WITH codes AS (
       INSERT INTO "PromoCode" (code) SELECT 'BENCH' || i FROM generate_series(1, 5) AS i RETURNING id, code
     )
     INSERT INTO "PromoCodeRedemption" ("promoCodeId", "userId", "redeemedAt")
     SELECT c.id, ${userId("g")}, $1::timestamp - make_interval(days => g % 365)
     FROM generate_series(1, $2::int / 5) AS g
     JOIN codes c ON c.code = 'BENCH' || (1 + g % 5)`,
  ],
  [
    "polls",
    `WITH polls AS (
       INSERT INTO "Poll" (key, question, options, "startsAt", "endsAt")
       SELECT 'bench-poll-' || i, 'Bench question ' || i, '["a", "b", "c"]'::jsonb,
         $1::timestamp - make_interval(days => 30 * i), $1::timestamp - make_interval(days => 30 * i - 7)
       FROM generate_series(1, 3) AS i RETURNING key
     )
     INSERT INTO "PollResult" ("userId", type, answer, "pollDate", "answerDate")
     SELECT ${userId("g")}, p.key, (ARRAY['a', 'b', 'c'])[1 + (g * 13) % 3], $1::date, $1::timestamp
     FROM generate_series(1, $2::int / 3) AS g CROSS JOIN polls p`,
  ],
  [
    "messages",
    `INSERT INTO "Message" ("userId", message, "createdAt", "isRead", "areRewardsCollected")
     SELECT ${userId("1 + (g::bigint * 7919) % $2::int")}, 'bench', $1::timestamp - make_interval(days => g % 60),
       g % 3 > 0, g % 5 = 0
     FROM generate_series(1, $2::int / 2) AS g`,
  ],
  [
    "monsters and leaderboards",
    `WITH stats AS (
       INSERT INTO "MonsterStats" (name, plays, "pveWins", "pvpWins", "pveLosses", "pvpLosses")
       SELECT 'Bench monster ' || i, 1000 * i, 300 * i, 100 * i, 200 * i, 50 * i + i * i FROM generate_series(1, 20) AS i
     ),
     board AS (
       INSERT INTO "Leaderboard" (type, periodicity) VALUES ('bench', 'allTime') RETURNING id
     )
     INSERT INTO "LeaderboardContender" ("leaderboardId", "userId", score, "reachedAt")
     SELECT board.id, ${userId("g")}, (g::bigint * 7919) % 5000, $1::timestamp FROM generate_series(1, $2::int) AS g CROSS JOIN board`,
  ],
  [
    "hourly VIP snapshots",
    `INSERT INTO "GeneralStats" (name, value, bucket)
     SELECT 'active_vips', 40000 + h % 1000, date_trunc('hour', $1::timestamp) - make_interval(hours => h)
     FROM generate_series(1, 24 * 365) AS h`,
  ],
];

/** Tables the generation fills: their secondary indexes and foreign keys are rebuilt once after the load. */
const loadedTables = [
  "User",
  "PlayerActivityDay",
  "History",
  "Transaction",
  "ShopItemTransaction",
  "PromoCodeRedemption",
  "PollResult",
  "Message",
  "LeaderboardContender",
  "GeneralStats",
];

async function generate(db: PrismaClient, players: number, history: number): Promise<void> {
  await db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL work_mem = '128MB'");
      await tx.$executeRawUnsafe("SET LOCAL maintenance_work_mem = '512MB'");
      // The seed's bulk path does the same: indexes built once from the loaded rows.
      await withIndexesAndForeignKeysRebuilt(tx as Db, loadedTables, async () => {
        for (const [what, sql] of steps) {
          // Each statement gets the parameters it uses ($1..$n).
          const used = Math.max(...[...sql.matchAll(/\$(\d)/g)].map((match) => Number(match[1])));
          const step = await timed(() =>
            tx.$executeRawUnsafe(sql, ...[nowIso, players, history].slice(0, used)),
          );
          console.log(
            `  ${what}: ${step.result.toLocaleString("en")} rows in ${(step.ms / 1000).toFixed(1)} s`,
          );
        }
      });
    },
    { timeout: 3 * 60 * 60_000, maxWait: 60_000 },
  );
  const analyse = await timed(() => db.$executeRawUnsafe("VACUUM ANALYZE"));
  console.log(`  VACUUM ANALYZE: ${(analyse.ms / 1000).toFixed(1)} s`);
}

export async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { players: { type: "string" }, history: { type: "string" }, keep: { type: "boolean" } },
    strict: true,
  });
  const { players, history, keep } = OptionsSchema.parse(values);
  const base = process.env.DATABASE_URL;
  if (!base?.startsWith("postgres")) {
    throw new Error(
      "The analytics benchmark runs on PostgreSQL: set DATABASE_URL (any database of the server).",
    );
  }
  const name = `arena_bench_analytics_${players}_${history}`;
  const url = databaseUrl(base, name);
  const from = addDays(today, -(rangeDays - 1));
  console.log(
    `analytics benchmark: ${players.toLocaleString("en")} players, ${history.toLocaleString("en")} History rows on ${new URL(base).host}; range ${from}..${today} (${rangeDays} days)`,
  );
  if (!(await databaseExists(base, name))) {
    await adminQuery(base, [`CREATE DATABASE "${name}"`]);
    try {
      const migrated = await openDatabase({ url });
      const generation = await timed(() => generate(migrated.prisma, players, history)).finally(() =>
        migrated.close(),
      );
      console.log(`  data set ready in ${(generation.ms / 1000).toFixed(1)} s`);
    } catch (error) {
      // A half-generated data set must not be reused by the next run.
      await adminQuery(base, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]);
      throw error;
    }
  } else {
    console.log(`  reusing the data set in database ${name}`);
  }
  const app = await openDatabase({ url, migrate: false });
  try {
    const deps = { db: app.prisma, dbRead: app.reader };
    await app.prisma.$executeRaw`DELETE FROM "ActivityDaily"`;
    await app.prisma.$executeRaw`DELETE FROM "RetentionDaily"`;
    const fullActivity = await timed(() => rollupActivityDaily(deps, { now }));
    // An hour of use: 10 000 more players active today.
    await app.prisma.$executeRaw`
      INSERT INTO "PlayerActivityDay" ("userId", day)
      SELECT md5('bench-user-' || g)::uuid, ${today}::date FROM generate_series(1, 10000) AS g
      ON CONFLICT DO NOTHING`;
    const hourlyActivity = await timed(() => rollupActivityDaily(deps, { now }));
    await app.prisma.$executeRaw`DELETE FROM "AnalyticsRollup"`;
    await app.prisma.$executeRaw`DELETE FROM "LedgerDaily"`;
    const fullRollup = await timed(() => rollupLedgerDaily(deps, { now }));
    await app.prisma.$executeRaw`
      INSERT INTO "History" (type, "userId", "createdAt", data)
      SELECT 'currency', md5('bench-user-1')::uuid, ${now}::timestamp - make_interval(secs => g),
        jsonb_build_object('currency', 'gold', 'delta', 10, 'reason', 'match_reward', 'ref', 'bench', 'balanceAfter', 0)
      FROM generate_series(1, 10000) AS g`;
    const hourlyRollup = await timed(() => rollupLedgerDaily(deps, { now }));
    const rows: string[][] = [];
    rows.push([
      "activity + retention rollup, from scratch",
      `${fullActivity.ms.toFixed(0)} ms`,
      "",
      `${fullActivity.result.days} days`,
    ]);
    rows.push([
      "activity + retention rollup, an hour later",
      `${hourlyActivity.ms.toFixed(0)} ms`,
      "",
      `${hourlyActivity.result.days} days`,
    ]);
    rows.push([
      "ledger rollup, from scratch",
      `${fullRollup.ms.toFixed(0)} ms`,
      "",
      `${fullRollup.result.days} days`,
    ]);
    rows.push([
      "ledger rollup, an hour's 10 000 rows",
      `${hourlyRollup.ms.toFixed(0)} ms`,
      "",
      `${hourlyRollup.result.days} days`,
    ]);
    for (const metric of metricNames as MetricName[]) {
      const input = {
        actor: benchAnalyst,
        metric,
        query: { from, to: today, granularity: "day" as const, today },
      };
      const first = await timed(() => runMetric(deps, input));
      const second = await timed(() => runMetric(deps, input));
      rows.push([
        metric,
        `${first.ms.toFixed(0)} ms`,
        `${second.ms.toFixed(0)} ms`,
        String(second.result.length),
      ]);
      console.log(`  ${metric}: ${first.ms.toFixed(0)} ms, ${second.ms.toFixed(0)} ms`);
    }
    printTable(["metric", "first run", "second run", "rows"], rows);
  } finally {
    await app.close();
    if (!keep) await adminQuery(base, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]);
  }
}
