// `npm run bench -- leaderboard [--contenders 1000000] [--clients 16] [--seconds 10]`
//
// One board of N contenders on a fresh PostgreSQL database (generated
// set-based, dropped afterwards): throughput and p50/p99 of score submits, rank
// lookups, top-100 and around-me (±10) through the real use cases at C
// concurrent clients; the same operations on a Redis sorted set (ZADD,
// ZREVRANK, ZREVRANGE) as the reference, with each ratio; the rank lookup also
// beside the O(rank) query it replaced (two index range counts, ADR 050 → 052)
// run in the same process, with that ratio; then the time of a full reset
// (archive + top-1 000 rank rewards + clear) of that board.
// Needs DATABASE_URL (or PostgreSQL on 127.0.0.1:5432) and REDIS_URL (or Redis on 127.0.0.1:6379).
import { Redis } from "ioredis";
import { z } from "zod";
import { type Database, type Db, openDatabase } from "../api/src/db.ts";
import { aroundContender, contenderRank, topContenders } from "../api/src/leaderboards/query-leaderboard.ts";
import { closePeriod, sendPendingRankRewards } from "../api/src/leaderboards/reset-leaderboard.ts";
import { nextPeriodStartFor, periodStartFor } from "../api/src/leaderboards/rules.ts";
import { recountScores } from "../api/src/leaderboards/score-counts.ts";
import { submitScores } from "../api/src/leaderboards/submit-scores.ts";
import { scratchDatabase } from "./support/database.ts";
import { benchOptions } from "./support/options.ts";
import { percentile } from "./support/stats.ts";

const OptionsSchema = z.strictObject({
  contenders: z.coerce.number().int().min(1000).max(10_000_000).default(1_000_000),
  clients: z.coerce.number().int().min(1).max(64).default(16),
  seconds: z.coerce.number().min(1).max(120).default(10),
  maxOps: z.coerce.number().int().min(100).max(10_000_000).default(500_000),
});

interface Stats {
  ops: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** Runs `operation` from `clients` concurrent loops, bounded by time and count. */
async function measure(
  clients: number,
  seconds: number,
  maxOps: number,
  operation: (i: number) => Promise<unknown>,
): Promise<Stats> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let issued = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline && issued < maxOps) {
        const i = issued++;
        const t0 = performance.now();
        await operation(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    ops: latencies.length,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

function pick<T>(values: readonly T[]): T {
  return values[Math.floor(Math.random() * values.length)]!;
}

/** The rank lookup before ADR 052: counts every contender ahead, O(rank) index entries. */
async function rankByCounting(db: Db, leaderboardId: number, userId: string): Promise<number | null> {
  const [row] = await db.$queryRaw<{ rank: number }[]>`
    SELECT (1 + (SELECT count(*) FROM "LeaderboardContender" o
                 WHERE o."leaderboardId" = c."leaderboardId" AND o.score > c.score)
              + (SELECT count(*) FROM "LeaderboardContender" o
                 WHERE o."leaderboardId" = c."leaderboardId" AND o.score = c.score
                   AND (o."reachedAt", o.id) < (c."reachedAt", c.id)))::int AS rank
    FROM "LeaderboardContender" c
    WHERE c."leaderboardId" = ${leaderboardId} AND c."userId" = ${userId}::uuid`;
  return row?.rank ?? null;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

export async function main(argv: string[]): Promise<void> {
  const options = benchOptions(OptionsSchema, argv);
  const scratch = await scratchDatabase("arena_bench_leaderboard");
  const name = scratch.name;
  const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { lazyConnect: true });
  const redisKey = `bench:leaderboard:${name}`;
  let database: Database | undefined;
  try {
    database = await openDatabase({ url: scratch.url });
    const db = database.prisma;
    console.log(
      `PostgreSQL ${new URL(scratch.url).host}/${name}: generating ${fmt(options.contenders)} contenders set-based…`,
    );
    const now = new Date();
    const periodStart = periodStartFor("weekly", now);
    const board = await db.leaderboard.create({
      data: { periodicity: "weekly", type: "kills", operator: "increment", periodStart },
    });
    const t0 = performance.now();
    await db.$executeRaw`
      INSERT INTO "User" (email, level)
      SELECT 'bench-' || g || '@example.com', 1 + (g % 60) FROM generate_series(1, ${options.contenders}) g`;
    await db.$executeRaw`
      INSERT INTO "UserProfile" ("userId", name) SELECT id, 'Tamer' || row_number() OVER () FROM "User"`;
    // Scores skewed towards low values, so ties are common (as on real boards).
    await db.$executeRaw`
      INSERT INTO "LeaderboardContender" ("leaderboardId", "userId", score, "reachedAt")
      SELECT ${board.id}, id, floor(power(random(), 3) * 5000)::int,
             ${periodStart}::timestamp + random() * interval '6 days'
      FROM "User"`;
    await recountScores(db);
    await db.$executeRawUnsafe(`VACUUM ANALYZE "LeaderboardContender"`);
    await db.$executeRawUnsafe(`VACUUM ANALYZE "LeaderboardScoreCount"`);
    await db.$executeRawUnsafe(`ANALYZE "UserProfile"`);
    console.log(`  generated in ${fmt((performance.now() - t0) / 1000, 1)} s`);
    const userIds = (
      await db.$queryRaw<{ userId: string }[]>`
      SELECT "userId" FROM "LeaderboardContender" WHERE "leaderboardId" = ${board.id}`
    ).map((row) => row.userId);

    console.log(`Redis: loading the same ${fmt(userIds.length)} members into a sorted set…`);
    await redis.connect();
    const scores = await db.$queryRaw<{ userId: string; score: number }[]>`
      SELECT "userId", score FROM "LeaderboardContender" WHERE "leaderboardId" = ${board.id}`;
    for (let offset = 0; offset < scores.length; offset += 10_000) {
      const chunk = scores.slice(offset, offset + 10_000);
      await redis.zadd(redisKey, ...chunk.flatMap((row) => [row.score, row.userId]));
    }
    const redisClients = Array.from({ length: options.clients }, () => redis.duplicate());
    const client = (i: number) => redisClients[i % redisClients.length]!;

    const { clients, seconds, maxOps } = options;
    const results: { name: string; pg: Stats; redis: Stats }[] = [];
    const run = async (
      label: string,
      pgOp: () => Promise<unknown>,
      redisOp: (i: number) => Promise<unknown>,
    ) => {
      const pgStats = await measure(clients, seconds, maxOps, pgOp);
      const redisStats = await measure(clients, seconds, maxOps, redisOp);
      results.push({ name: label, pg: pgStats, redis: redisStats });
      console.log(
        `  ${label.padEnd(16)} PG ${fmt(pgStats.perSecond).padStart(7)}/s  Redis ${fmt(redisStats.perSecond).padStart(7)}/s`,
      );
    };
    console.log(`Measuring at ${clients} clients, up to ${seconds} s or ${fmt(maxOps)} operations each…`);
    await run(
      "submit score",
      () =>
        submitScores(db, {
          userId: pick(userIds),
          scores: { kills: 1 + Math.floor(Math.random() * 5) },
          now: new Date(),
        }),
      (i) => client(i).zincrby(redisKey, 1 + Math.floor(Math.random() * 5), pick(userIds)),
    );
    await run(
      "rank",
      () => contenderRank({ db }, { leaderboardId: board.id, userId: pick(userIds) }),
      (i) => client(i).zrevrank(redisKey, pick(userIds)),
    );
    // Both rank queries agree on a sample before the old one is timed.
    for (const userId of Array.from({ length: 20 }, () => pick(userIds))) {
      const [counted, current] = await Promise.all([
        rankByCounting(db, board.id, userId),
        contenderRank({ db }, { leaderboardId: board.id, userId }),
      ]);
      if (counted !== current?.rank)
        throw new Error(`rank mismatch for ${userId}: ${counted} vs ${current?.rank}`);
    }
    const baseline = await measure(clients, seconds, maxOps, () =>
      rankByCounting(db, board.id, pick(userIds)),
    );
    const current = results.find((result) => result.name === "rank")!.pg;
    console.log(
      `  rank, O(rank) count (before) ${fmt(baseline.perSecond, 1)}/s p50 ${fmt(baseline.p50, 1)} ms  →  ` +
        `per-score counts (after) ${fmt(current.perSecond, 1)}/s p50 ${fmt(current.p50, 2)} ms: ` +
        `${fmt(current.perSecond / baseline.perSecond, 1)}x the lookups/s`,
    );
    await run(
      "top 100",
      () => topContenders({ db }, { leaderboardId: board.id, limit: 100 }),
      (i) => client(i).zrevrange(redisKey, 0, 99, "WITHSCORES"),
    );
    await run(
      "around me ±10",
      () => aroundContender({ db }, { leaderboardId: board.id, userId: pick(userIds), k: 10 }),
      async (i) => {
        const rank = await client(i).zrevrank(redisKey, pick(userIds));
        if (rank !== null)
          await client(i).zrevrange(redisKey, Math.max(0, rank - 10), rank + 10, "WITHSCORES");
      },
    );

    console.log("\nResults (latencies in ms; ratio = PostgreSQL / Redis):");
    console.log(
      "operation         PG ops/s   PG p50   PG p99   Redis ops/s  Redis p50  Redis p99   throughput ratio  p50 ratio",
    );
    for (const { name: label, pg: p, redis: r } of results) {
      console.log(
        [
          label.padEnd(16),
          fmt(p.perSecond).padStart(9),
          fmt(p.p50, 2).padStart(8),
          fmt(p.p99, 2).padStart(8),
          fmt(r.perSecond).padStart(13),
          fmt(r.p50, 2).padStart(10),
          fmt(r.p99, 2).padStart(10),
          fmt(p.perSecond / r.perSecond, 3).padStart(18),
          fmt(p.p50 / Math.max(r.p50, 0.001), 1).padStart(10),
        ].join(" "),
      );
    }

    // Full reset of the board as the job would run it after the period ends.
    const after = new Date(nextPeriodStartFor("weekly", now)!.getTime() + 60_000);
    const tReset = performance.now();
    const closed = await closePeriod({ db }, { leaderboardId: board.id, now: after });
    const tClosed = performance.now();
    const rewarded = await sendPendingRankRewards(
      { db },
      { board: { id: board.id, periodicity: "weekly", type: "kills" }, now: after },
    );
    const tDone = performance.now();
    console.log(
      `\nReset of ${fmt(closed?.cleared ?? 0)} contenders: archive top ${fmt(closed?.archived ?? 0)} + clear in ${fmt((tClosed - tReset) / 1000, 2)} s, ` +
        `${fmt(rewarded)} rank-reward messages in ${fmt((tDone - tClosed) / 1000, 2)} s, total ${fmt((tDone - tReset) / 1000, 2)} s`,
    );
    await Promise.all(redisClients.map((c) => c.quit()));
  } finally {
    await redis.del(redisKey).catch(() => {});
    redis.disconnect();
    await database?.close();
    await scratch.drop();
  }
}
