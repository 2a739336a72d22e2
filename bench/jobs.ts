// `npm run bench -- jobs [--players N] [--job NAME] [--runs N]`: the scheduled jobs' use
// cases at scale on PostgreSQL (DATABASE_URL), each beside the hand-written SQL
// a DBA would run for the same effect. The data set (1 000 000 players by
// default: 10 % with VIP expiring, 1 % with a timed ban ending, one expired
// message per player, daily and weekly quests, every player on a weekly board
// whose period has ended) is generated set-based once into a template
// database; every measurement runs on a fresh copy of it, so each side starts
// from the identical state. `--job` measures one comparison only; `--runs N`
// measures each side N times (alternating, each on its own copy) and compares
// the medians, for a machine whose load varies. The target (issue 24): every
// use case within 1.3 times its hand-written SQL.
import pg from "pg";
import { z } from "zod";
import { rankBrackets } from "../api/src/catalogue/leaderboards.ts";
import { dailyReset } from "../api/src/daily-reward/daily-reset.ts";
import { openDatabase } from "../api/src/db.ts";
import { createDomainEvents } from "../api/src/events.ts";
import { expireMessages } from "../api/src/inbox/expire-messages.ts";
import { inbox } from "../api/src/inbox/rules.ts";
import {
  leaderboardRewardMessageKey,
  resetDueLeaderboards,
} from "../api/src/leaderboards/reset-leaderboard.ts";
import { lastRewardedRank, leaderboardReset, rankReward } from "../api/src/leaderboards/rules.ts";
import { liftTimedBans } from "../api/src/moderation/lift-timed-bans.ts";
import { expireVip, vipExpiredMessage } from "../api/src/vip/expire-vip.ts";
import { adminQuery, benchServerUrl, databaseUrl } from "./support/database.ts";
import { benchOptions } from "./support/options.ts";
import { percentile, timed } from "./support/stats.ts";
import { printTable } from "./support/table.ts";

const OptionsSchema = z.strictObject({
  players: z.coerce.number().int().min(1000).default(1_000_000),
  job: z.string().optional(),
  runs: z.coerce.number().int().min(1).default(1),
});

/** How many times the hand-written SQL's time a job's use case may take. */
const targetRatio = 1.3;

/** The fire every job serves: Monday 23 November 2026, 00:00 UTC. */
const now = new Date("2026-11-23T00:00:00.000Z");
// node-postgres would send a Date in the process's local time; timestamp
// columns hold UTC, so the hand-written SQL gets ISO strings.
const nowIso = now.toISOString();
/** The weekly board's period that ended at `now`. */
const boardPeriodStart = new Date("2026-11-16T00:00:00.000Z");

async function generate(url: string, players: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const steps: [string, string, unknown[]][] = [
      [
        "players",
        `INSERT INTO "User" (email, "createdAt", "updatedAt", "vipExpiresAt", "totalVipDays", "isBanned",
           "banReason", "bannedAt", "bannedUntil", "hasClaimedDailyReward", "loginDay", "lastLoginDate")
         SELECT 'player' || i || '@bench.example',
           $1::timestamp - make_interval(days => i % 365), $1::timestamp - make_interval(days => i % 365),
           CASE i % 10 WHEN 0 THEN $1::timestamp - make_interval(mins => i % 1440)
                       WHEN 1 THEN $1::timestamp + make_interval(days => 1 + i % 30) END,
           CASE WHEN i % 10 < 2 THEN 30 ELSE 0 END,
           i % 100 = 0 OR i % 200 = 1,
           CASE WHEN i % 100 = 0 OR i % 200 = 1 THEN 'bench' END,
           CASE WHEN i % 100 = 0 OR i % 200 = 1 THEN $1::timestamp - interval '7 days' END,
           CASE WHEN i % 100 = 0 THEN $1::timestamp - make_interval(mins => i % 1440)
                WHEN i % 200 = 1 THEN $1::timestamp + interval '7 days' END,
           i % 5 < 3,
           1 + i % 28,
           ($1::timestamp)::date - (i % 4)
         FROM generate_series(1, $2::int) AS i`,
        [nowIso, players],
      ],
      [
        "messages",
        `INSERT INTO "Message" ("userId", message, "createdAt", "expiresAt", "isRead")
         SELECT id, 'bench', $1::timestamp - interval '40 days', $1::timestamp - make_interval(mins => (abs(hashtext(email)) % 10000)), false
         FROM "User"
         UNION ALL
         SELECT id, 'bench-kept', $1::timestamp - interval '1 day', $1::timestamp + interval '7 days', false
         FROM "User" WHERE "loginDay" % 4 = 0`,
        [nowIso],
      ],
      [
        "quests",
        `INSERT INTO "Quest" ("userId", name, type, value, "isClaimed")
         SELECT id, 'daily-win', 'daily'::"QuestType", "loginDay" % 4, "loginDay" % 8 = 0 FROM "User"
         UNION ALL
         SELECT id, 'weekly-win', 'weekly'::"QuestType", "loginDay" % 7, false FROM "User"`,
        [],
      ],
      [
        "leaderboard contenders",
        // Every player on last week's kills board, scores skewed low (many ties).
        `WITH board AS (
           INSERT INTO "Leaderboard" (periodicity, type, operator, "periodStart")
           VALUES ('weekly', 'kills', 'increment', $1::timestamp) RETURNING id
         )
         INSERT INTO "LeaderboardContender" ("leaderboardId", "userId", score, "reachedAt")
         SELECT board.id, u.id, floor(power((abs(hashtext(u.email)) % 1000000) / 1000000.0, 3) * 5000)::int,
           $1::timestamp + make_interval(secs => abs(hashtext(u.email || 'at')) % 600000)
         FROM "User" u, board`,
        [boardPeriodStart.toISOString()],
      ],
      [
        "leaderboard score counts",
        `INSERT INTO "LeaderboardScoreCount" ("leaderboardId", score, contenders)
         SELECT "leaderboardId", score, count(*)::int FROM "LeaderboardContender" GROUP BY 1, 2`,
        [],
      ],
    ];
    for (const [name, sql, params] of steps) {
      const { ms, result } = await timed(() => client.query(sql, params));
      console.log(
        `  generated ${name}: ${result.rowCount?.toLocaleString("en")} rows in ${(ms / 1000).toFixed(1)} s`,
      );
    }
    await client.query("VACUUM ANALYZE");
  } finally {
    await client.end();
  }
}

type UseCaseDeps = Parameters<typeof expireVip>[0];

interface Comparison {
  job: string;
  /** The use case, through the application's Prisma client; returns what it reports changing. */
  useCase: (deps: UseCaseDeps) => Promise<number>;
  unit: string;
  /** What a DBA would write by hand for the same effect. */
  handSql: (client: pg.Client) => Promise<void>;
  /** A digest of the data the job changes (timestamps of the change excluded): both sides must agree. */
  fingerprint: string;
}

const messageExpiresAt = new Date(now.getTime() + vipExpiredMessage.lifetimeDays * 86_400_000);
const rewardExpiresAt = new Date(now.getTime() + inbox.rewardMessageLifetimeDays * 86_400_000);
/** The reward table a DBA would type in: (from rank, to rank, rewards) of the weekly brackets. */
const weeklyBrackets = rankBrackets.map((bracket) => [
  bracket.fromRank,
  bracket.toRank,
  JSON.stringify(rankReward("weekly", bracket.fromRank)),
]);
const yesterdayIso = new Date(now.getTime() - 86_400_000).toISOString();

const comparisons: Comparison[] = [
  {
    job: "expire VIP",
    unit: "VIPs ended, each with a message",
    useCase: async (deps) => (await expireVip(deps, { now })).expired,
    handSql: async (client) => {
      await client.query(
        `WITH expired AS (
           UPDATE "User" SET "vipExpiresAt" = NULL, "updatedAt" = now() AT TIME ZONE 'UTC'
           WHERE "vipExpiresAt" <= $1 RETURNING id
         )
         INSERT INTO "Message" ("userId", message, "expiresAt") SELECT id, $2, $3 FROM expired`,
        [nowIso, vipExpiredMessage.key, messageExpiresAt.toISOString()],
      );
    },
    fingerprint: `SELECT (SELECT sum(hashtext(id::text || coalesce("vipExpiresAt"::text, '-'))) FROM "User")
      || '/' || (SELECT count(*) || ':' || sum(hashtext("userId"::text || message || "expiresAt"::text))
                 FROM "Message" WHERE message <> 'bench' AND message <> 'bench-kept')`,
  },
  {
    job: "expire messages",
    unit: "messages deleted",
    useCase: async (deps) => (await expireMessages(deps, { now })).deleted,
    handSql: async (client) => {
      await client.query(`DELETE FROM "Message" WHERE "expiresAt" <= $1`, [nowIso]);
    },
    fingerprint: `SELECT count(*) || ':' || sum(hashtext(id::text)) FROM "Message"`,
  },
  {
    job: "daily reset",
    unit: "rewards reopened + streaks reset + daily quests reset",
    useCase: async (deps) => {
      const counts = await dailyReset(deps, { now });
      return counts.dailyRewardsReopened + counts.streaksReset + counts.dailyQuestsReset;
    },
    handSql: async (client) => {
      await client.query("BEGIN");
      await client.query(
        `UPDATE "User" SET "hasClaimedDailyReward" = false,
           "loginDay" = CASE WHEN "lastLoginDate" IS NULL OR "lastLoginDate" < $1::date THEN 0 ELSE "loginDay" END,
           "updatedAt" = now() AT TIME ZONE 'UTC'
         WHERE "hasClaimedDailyReward" OR ("loginDay" <> 0 AND ("lastLoginDate" IS NULL OR "lastLoginDate" < $1::date))`,
        [yesterdayIso],
      );
      await client.query(
        `UPDATE "Quest" SET value = 0, "isClaimed" = false WHERE type = 'daily' AND (value <> 0 OR "isClaimed")`,
      );
      await client.query("COMMIT");
    },
    fingerprint: `SELECT (SELECT sum(hashtext(id::text || "hasClaimedDailyReward"::text || "loginDay")) FROM "User")
      || '/' || (SELECT sum(hashtext(id::text || value || "isClaimed"::text)) FROM "Quest")`,
  },
  {
    job: "lift timed bans",
    unit: "bans lifted, each recorded in History",
    useCase: async (deps) => (await liftTimedBans(deps, { now })).lifted,
    handSql: async (client) => {
      await client.query(
        `WITH due AS (
           SELECT id, "banReason", "bannedAt", "bannedUntil", "bannedById" FROM "User"
           WHERE "isBanned" AND "bannedUntil" <= $1
         ), lifted AS (
           UPDATE "User" u SET "isBanned" = false, "banReason" = NULL, "bannedAt" = NULL, "bannedUntil" = NULL,
             "bannedById" = NULL, "updatedAt" = now() AT TIME ZONE 'UTC'
           FROM due WHERE u.id = due.id
           RETURNING due.*
         )
         INSERT INTO "History" (type, "userId", data)
         SELECT 'ban_lifted', id, jsonb_build_object(
           'reason', "banReason",
           'bannedAt', to_char("bannedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'bannedUntil', to_char("bannedUntil", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'bannedById', "bannedById",
           'liftedAt', $2::text)
         FROM lifted`,
        [nowIso, nowIso],
      );
    },
    fingerprint: `SELECT (SELECT sum(hashtext(id::text || "isBanned"::text || coalesce("bannedUntil"::text, '-'))) FROM "User")
      || '/' || (SELECT count(*) || ':' || sum(hashtext("userId"::text || data::text)) FROM "History")`,
  },
  {
    job: "leaderboard reset",
    unit: "contenders cleared (top ranks archived, rank rewards sent)",
    // What the weekly reset job's run calls (jobs/src/reset-leaderboards.ts).
    useCase: async (deps) => (await resetDueLeaderboards(deps, { periodicity: "weekly", now })).cleared,
    handSql: async (client) => {
      await client.query("BEGIN");
      const { rows } = await client.query<{ id: number }>(
        `SELECT id FROM "Leaderboard" WHERE periodicity = 'weekly' AND "periodStart" < $1 FOR UPDATE`,
        [nowIso],
      );
      for (const { id } of rows) {
        await client.query(
          `WITH brackets (from_rank, to_rank, rewards) AS (
             SELECT * FROM unnest($2::int[], $3::int[], $4::jsonb[])
           ), archived AS (
             INSERT INTO "LeaderboardArchive"
               ("leaderboardId", "periodStart", "periodEnd", "userId", rank, score, "reachedAt", "rewardSent")
             SELECT $1, $5::timestamp, $6::timestamp, "userId", rank, score, "reachedAt", rank <= $8
             FROM (SELECT "userId", score, "reachedAt",
                     row_number() OVER (ORDER BY score DESC, "reachedAt", id) AS rank
                   FROM "LeaderboardContender" WHERE "leaderboardId" = $1
                   ORDER BY score DESC, "reachedAt", id LIMIT $7) ranked
             RETURNING "userId", rank, score
           )
           INSERT INTO "Message" ("userId", message, params, rewards, "expiresAt", "batchId", "createdAt")
           SELECT a."userId", $9, jsonb_build_object('rank', a.rank, 'score', a.score, 'periodicity', 'weekly',
                    'type', 'kills', 'periodStart', $10::text),
             b.rewards, $11::timestamp, $12, $6::timestamp
           FROM archived a JOIN brackets b ON a.rank BETWEEN b.from_rank AND b.to_rank`,
          [
            id,
            weeklyBrackets.map((bracket) => bracket[0]),
            weeklyBrackets.map((bracket) => bracket[1]),
            weeklyBrackets.map((bracket) => bracket[2]),
            boardPeriodStart.toISOString(),
            nowIso,
            leaderboardReset.archiveMaxRanks,
            lastRewardedRank,
            leaderboardRewardMessageKey,
            boardPeriodStart.toISOString(),
            rewardExpiresAt.toISOString(),
            `leaderboard:${id}:${boardPeriodStart.toISOString()}`,
          ],
        );
        await client.query(`DELETE FROM "LeaderboardContender" WHERE "leaderboardId" = $1`, [id]);
        await client.query(`DELETE FROM "LeaderboardScoreCount" WHERE "leaderboardId" = $1`, [id]);
        await client.query(`UPDATE "Leaderboard" SET "periodStart" = $2 WHERE id = $1`, [id, nowIso]);
      }
      await client.query("COMMIT");
    },
    fingerprint: `SELECT (SELECT count(*) || ':' || sum(hashtext("userId"::text || rank || ':' || score || "reachedAt"::text
                    || "rewardSent"::text || "periodStart"::text || "periodEnd"::text)) FROM "LeaderboardArchive")
      || '/' || (SELECT count(*) || ':' || sum(hashtext("userId"::text || params::text || rewards::text
                    || "expiresAt"::text || "batchId" || "createdAt"::text))
                 FROM "Message" WHERE message = '${leaderboardRewardMessageKey}')
      || '/' || (SELECT count(*) FROM "LeaderboardContender")
      || '/' || (SELECT count(*) FROM "LeaderboardScoreCount")
      || '/' || (SELECT string_agg("periodStart"::text, ',') FROM "Leaderboard")`,
  },
];

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

async function fingerprintOf(url: string, sql: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return String(Object.values((await client.query(sql)).rows[0] ?? {})[0]);
  } finally {
    await client.end();
  }
}

export async function main(argv: string[]): Promise<void> {
  const { players, job, runs } = benchOptions(OptionsSchema, argv);
  const selected = comparisons.filter((comparison) => job === undefined || comparison.job === job);
  if (selected.length === 0) {
    throw new Error(`--job must be one of: ${comparisons.map((comparison) => comparison.job).join(", ")}`);
  }
  const base = benchServerUrl();
  const template = `arena_bench_jobs_${process.pid}`;
  const copy = `${template}_run`;
  console.log(
    `jobs benchmark: ${players.toLocaleString("en")} players on ${new URL(base).host}, fire ${now.toISOString()}`,
  );
  await adminQuery(base, [
    `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`,
    `CREATE DATABASE "${template}"`,
  ]);
  try {
    const migrated = await openDatabase({ url: databaseUrl(base, template) });
    await migrated.close();
    // The schema engine keeps its connections open; a TEMPLATE must have none.
    await adminQuery(base, [
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${template}' AND pid <> pg_backend_pid()`,
    ]);
    const generation = await timed(() => generate(databaseUrl(base, template), players));
    console.log(`  data set ready in ${(generation.ms / 1000).toFixed(1)} s\n`);

    const freshCopy = () =>
      adminQuery(base, [
        `DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`,
        `CREATE DATABASE "${copy}" TEMPLATE "${template}" STRATEGY FILE_COPY`,
      ]);
    const rows: string[][] = [];
    for (const comparison of selected) {
      const url = databaseUrl(base, copy);
      const sqlMs: number[] = [];
      const useCaseMs: number[] = [];
      let changed = 0;
      for (let run = 1; run <= runs; run++) {
        await freshCopy();
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const sql = await timed(() => comparison.handSql(client)).finally(() => client.end());
        const sqlState = await fingerprintOf(url, comparison.fingerprint);

        await freshCopy();
        // The application's own Prisma client, connected before the clock starts,
        // as the pg.Client above is.
        const app = await openDatabase({ url, migrate: false });
        await app.prisma.$queryRaw`SELECT 1`;
        const deps = { db: app.prisma, events: createDomainEvents() };
        const useCase = await timed(() => comparison.useCase(deps)).finally(() => app.close());
        if ((await fingerprintOf(url, comparison.fingerprint)) !== sqlState) {
          throw new Error(`${comparison.job}: the use case and the hand-written SQL left different data`);
        }
        sqlMs.push(sql.ms);
        useCaseMs.push(useCase.ms);
        changed = useCase.result;
        console.log(
          `  ${comparison.job}${runs > 1 ? ` (run ${run})` : ""}: use case ${useCase.ms.toFixed(0)} ms, SQL ${sql.ms.toFixed(0)} ms`,
        );
      }
      const ratio = median(useCaseMs) / median(sqlMs);
      rows.push([
        comparison.job,
        `${median(useCaseMs).toFixed(0)} ms`,
        `${median(sqlMs).toFixed(0)} ms`,
        ratio.toFixed(2),
        `≤ ${targetRatio.toFixed(2)}${ratio <= targetRatio ? "" : " (over)"}`,
        `${changed.toLocaleString("en")} ${comparison.unit}`,
      ]);
    }
    printTable(
      [
        "job",
        runs > 1 ? `use case (median of ${runs})` : "use case",
        runs > 1 ? `hand SQL (median of ${runs})` : "hand SQL",
        "ratio",
        "target",
        "changed (same data on both sides)",
      ],
      rows,
    );
  } finally {
    await adminQuery(base, [
      `DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`,
      `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`,
    ]);
  }
}
