// `npm run bench -- matches [--players 16] [--seconds 20] [--max-reports 20000]`
//
// Match reports per second at N concurrent players on PostgreSQL, with p50 and
// p99 latency and the SQL statements each report costs. It makes its own
// database (CREATE DATABASE on the server DATABASE_URL names, default
// the local one), migrates it, creates the players
// with teams through the real use cases, reports wins of the first campaign
// map and PvP matches through applyMatch (what POST /api/matches runs), and
// drops the database at the end. Statements are counted at the pg driver, so
// BEGIN and COMMIT count too.
import pg from "pg";
import { z } from "zod";
import { createPlayer } from "../api/src/auth/accounts.ts";
import { leaderboards } from "../api/src/catalogue/leaderboards.ts";
import { openDatabase } from "../api/src/db.ts";
import { createDomainEvents } from "../api/src/events.ts";
import { applyMatch } from "../api/src/matches/apply-match.ts";
import type { MatchReport } from "../api/src/matches/match-report.ts";
import { setTeamMember } from "../api/src/teams/edit-team.ts";
import { scratchDatabase } from "./support/database.ts";
import { benchOptions } from "./support/options.ts";
import { percentile } from "./support/stats.ts";

const OptionsSchema = z.strictObject({
  players: z.coerce.number().int().min(1).max(256).default(16),
  seconds: z.coerce.number().min(1).max(600).default(20),
  maxReports: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
});

/** Counts every query the pg driver sends (Prisma's adapter uses pg.Client underneath). */
let statements = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

export async function main(argv: string[]): Promise<void> {
  const options = benchOptions(OptionsSchema, argv);
  const scratch = await scratchDatabase("arena_bench_matches");
  console.log(`database ${scratch.name} (created for this run)`);
  const database = await openDatabase({ url: scratch.url });
  const deps = { db: database.prisma, events: createDomainEvents() };
  try {
    await deps.db.leaderboard.createMany({ data: leaderboards.map((board) => ({ ...board })) });
    const players: string[] = [];
    for (let i = 0; i < options.players; i++) {
      const player = await deps.db.$transaction((tx) =>
        createPlayer(tx, { email: `bench-${i}@example.com`, displayName: `Bencher${i}` }),
      );
      await deps.db.user.update({ where: { id: player.id }, data: { hasGameAccess: true } });
      const monsters = await deps.db.item.findMany({
        where: { inventory: { userId: player.id } },
        orderBy: { id: "asc" },
      });
      for (const [slot, monster] of monsters.entries()) {
        await setTeamMember(deps, { userId: player.id, teamSlot: 0, slot, monsterId: monster.id });
      }
      players.push(player.id);
    }
    console.log(`${players.length} players with a team of 3, ${leaderboards.length} leaderboards`);

    const report = (matchId: string, index: number, opponent: string): MatchReport =>
      index % 4 === 3 && players.length > 1
        ? {
            matchId,
            mode: "pvp",
            difficulty: 1,
            teamSlot: 0,
            result: index % 8 === 3 ? "win" : "loss",
            turns: 12,
            timeSeconds: 90,
            kills: 2,
            bossKills: 0,
            curse: 0,
            opponentUserId: opponent,
          }
        : {
            matchId,
            mode: "pve",
            map: "meadow-outskirts",
            difficulty: 1,
            teamSlot: 0,
            result: "win",
            turns: 8,
            timeSeconds: 60,
            kills: 2,
            bossKills: 0,
            curse: 0,
          };

    // Warm up: one report each (first-time rows: quests, masteries, map progress, achievements).
    await Promise.all(
      players.map((userId, i) =>
        applyMatch(deps, {
          userId,
          reporter: "server",
          request: {
            kind: "report",
            report: report(`warmup-${i}-0000`, 0, players[(i + 1) % players.length]!),
          },
          now: new Date(),
        }),
      ),
    );

    const latencies: number[] = [];
    let reports = 0;
    let pvp = 0;
    statements = 0;
    const deadline = performance.now() + options.seconds * 1000;
    const started = performance.now();
    await Promise.all(
      players.map(async (userId, worker) => {
        for (let index = 0; performance.now() < deadline && reports < options.maxReports; index++) {
          const begin = performance.now();
          const sent = report(`bench-${worker}-${index}-x`, index, players[(worker + 1) % players.length]!);
          await applyMatch(deps, {
            userId,
            reporter: "server",
            request: { kind: "report", report: sent },
            now: new Date(),
          });
          latencies.push(performance.now() - begin);
          reports += 1;
          if (sent.mode === "pvp") pvp += 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const measuredStatements = statements;
    latencies.sort((a, b) => a - b);

    // Statements of single reports, measured one at a time.
    const single = async (label: string, sent: MatchReport, userId: string) => {
      statements = 0;
      await applyMatch(deps, {
        userId,
        reporter: "server",
        request: { kind: "report", report: sent },
        now: new Date(),
      });
      return `${label} ${statements}`;
    };
    const [a, b] = players as [string, string];
    const singles = [
      await single("pve win:", report("single-pve-000001", 0, b), a),
      await single("pvp loss:", report("single-pvp-000001", 3, b), a),
      await single("replay of a match id:", report("single-pve-000001", 0, b), a),
    ];
    statements = 0;
    await applyMatch(deps, {
      userId: a,
      reporter: "simulation",
      request: {
        kind: "simulate",
        matchId: "single-battle-0001",
        mode: "campaign",
        map: "meadow-outskirts",
        difficulty: 1,
        teamSlot: 0,
        seed: "bench",
      },
      now: new Date(),
    });
    singles.push(`simulated battle: ${statements}`);

    const [load1] = (await import("node:os")).loadavg();
    console.log("");
    console.log(
      `machine: ${(await import("node:os")).cpus().length} cpus, load average ${load1?.toFixed(1)} (PostgreSQL on the same machine)`,
    );
    console.log(
      `match reports on PostgreSQL, ${options.players} concurrent players, ${elapsed.toFixed(1)} s`,
    );
    console.log(`  reports:          ${reports} (${pvp} pvp, ${reports - pvp} pve wins)`);
    console.log(`  throughput:       ${(reports / elapsed).toFixed(0)} reports/s`);
    console.log(`  latency p50:      ${percentile(latencies, 50).toFixed(1)} ms`);
    console.log(`  latency p99:      ${percentile(latencies, 99).toFixed(1)} ms`);
    console.log(
      `  SQL per report:   ${(measuredStatements / Math.max(1, reports)).toFixed(1)} statements (BEGIN and COMMIT included)`,
    );
    console.log(`  one at a time:    ${singles.join(" · ")}`);
  } finally {
    await database.close();
    await scratch.drop();
    console.log(`database ${scratch.name} dropped`);
  }
}
