// `npm run bench -- http [--players 100000] [--seconds 10] [--short] [--keep]`
//
// The whole server under load: the real process (api/src/main.ts, production
// mode, scheduled jobs off) on a PostgreSQL database seeded with N players
// (`arena_bench_http_<N>`, made and seeded on the server DATABASE_URL names;
// reused when already seeded at that size, dropped at the end unless --keep),
// 64 players signed in through the real credentials flow, and autocannon in a
// separate process (bench/support/load-client.ts) spreading requests over
// their session cookies. For each hot player read and the no-op GET
// /healthz/live (the baseline: HTTP, framework and logging, no auth, no
// database) at 16 and 64 connections: requests/s, p50, p99, errors and non-2xx,
// and the baseline's requests/s over the route's; then the server's RSS after
// the run and at its peak. Any error or non-2xx answer fails the run.
//
// --short (CI): 2 000 players, 2 s per point, 16 connections only.
// Needs `npm run build` first (the server serves the built game and console).
import { type ChildProcess, fork, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { z } from "zod";
import { hashPassword } from "../api/src/auth/passwords.ts";
import { repoRoot } from "../api/src/db/schema-engine.ts";
import { consoleDistDir, gameBuildDir } from "../api/src/server.ts";
import { startServerProcess } from "../tests/support/server-process.ts";
import { adminQuery, benchServerUrl, databaseExists, databaseUrl } from "./support/database.ts";
import { type LoadPoint, type LoadResult, LoadResultSchema } from "./support/load-client.ts";
import { benchOptions } from "./support/options.ts";
import { signIn } from "./support/sign-in.ts";
import { printTable } from "./support/table.ts";

const OptionsSchema = z.strictObject({
  players: z.coerce.number().int().min(100).max(10_000_000).optional(),
  seconds: z.coerce.number().min(1).max(120).optional(),
  short: z.stringbool().default(false),
  keep: z.stringbool().default(false),
});

const full = { players: 100_000, seconds: 10, connections: [16, 64] } as const;
const short = { players: 2_000, seconds: 2, connections: [16] } as const;
const signedInPlayers = 64;
const benchPassword = "bench-http-password-1";

/** What is measured: the no-op baseline first, then the hot player reads. */
const targets = [
  { name: "no-op /healthz/live", path: "/healthz/live", signedIn: false },
  { name: "session", path: "/api/auth/session", signedIn: true },
  { name: "home summary", path: "/api/home", signedIn: true },
  { name: "inventory", path: "/api/inventory", signedIn: true },
  { name: "shop list", path: "/api/shop", signedIn: true },
  { name: "inbox", path: "/api/inbox", signedIn: true },
  { name: "leaderboard around me", path: "/api/leaderboards/weekly/kills/me", signedIn: true },
] as const;

interface Row extends LoadResult {
  name: string;
  connections: number;
}

/** The bench database at `players`: reused when seeded at that size, else (re)made and seeded. */
async function benchDatabase(players: number): Promise<{ name: string; url: string }> {
  const base = benchServerUrl();
  const name = `arena_bench_http_${players}`;
  const url = databaseUrl(base, name);
  if ((await databaseExists(base, name)) && (await seededPlayers(url)) === players) {
    console.log(`reusing ${name} (seeded with ${players} players)`);
    return { name, url };
  }
  await adminQuery(base, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, `CREATE DATABASE "${name}"`]);
  const started = performance.now();
  console.log(`seeding ${name} with ${players} players …`);
  // What `npm run db:seed -- --players N` runs.
  const seed = spawn(process.execPath, ["--import", "tsx", "prisma/seed.ts", "--players", String(players)], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: url },
    stdio: "inherit",
  });
  const [code] = (await once(seed, "exit")) as [number | null];
  if (code !== 0) throw new Error(`seeding ${name} failed (exit ${code})`);
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { name, url };
}

/** Generated players in the database (the demo player is not one), or null before the schema exists. */
async function seededPlayers(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ players: string }>(
      `SELECT count(*) AS players FROM "User" WHERE role = 'player' AND email <> 'player@example.com'`,
    );
    return Number(rows[0]!.players);
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/**
 * Gives `count` seeded players the bench password: active ones (on this week's
 * kills board, as the players who make requests are), spread over the board,
 * not banned.
 */
async function benchAccounts(url: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; email: string }>(
      `SELECT u.id, u.email FROM "User" u
       JOIN "LeaderboardContender" c ON c."userId" = u.id
       JOIN "Leaderboard" l ON l.id = c."leaderboardId" AND l.periodicity = 'weekly' AND l.type = 'kills'
       WHERE u.role = 'player' AND NOT u."isBanned"
       ORDER BY md5(u.id::text) LIMIT $1`,
      [count],
    );
    await client.query(`UPDATE "User" SET "passwordHash" = $1 WHERE id = ANY($2::uuid[])`, [
      await hashPassword(benchPassword),
      rows.map((row) => row.id),
    ]);
    return rows.map((row) => row.email);
  } finally {
    await client.end();
  }
}

/** VmRSS and VmHWM (peak) of a process, in MiB (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
}

function measure(client: ChildProcess, point: LoadPoint): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the load client exited with ${code}`));
    client.once("exit", onExit);
    client.once("message", (message) => {
      client.off("exit", onExit);
      resolve(LoadResultSchema.parse(message));
    });
    client.send(point);
  });
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

function printResults(rows: Row[]): void {
  const baseline = new Map(rows.filter((row) => row.name === targets[0].name).map((r) => [r.connections, r]));
  const lines = rows.map((row) => [
    row.name,
    String(row.connections),
    row.perSecond.toFixed(0),
    ms(row.p50),
    ms(row.p99),
    `${row.errors}/${row.non2xx}`,
    `${((baseline.get(row.connections)?.perSecond ?? Number.NaN) / row.perSecond).toFixed(1)}×`,
  ]);
  printTable(["route", "conns", "req/s", "p50", "p99", "errors/non-2xx", "no-op ÷ route"], lines);
}

export async function main(argv: string[]): Promise<void> {
  const options = benchOptions(OptionsSchema, argv);
  const plan = options.short ? short : full;
  const players = options.players ?? plan.players;
  const seconds = options.seconds ?? plan.seconds;
  if (!existsSync(path.join(gameBuildDir, "server", "index.js")) || !existsSync(consoleDistDir)) {
    console.error("The server serves the built game and console: run `npm run build` first.");
    process.exitCode = 2;
    return;
  }

  const database = await benchDatabase(players);
  const emails = await benchAccounts(database.url, signedInPlayers);
  const server = await startServerProcess({
    DATABASE_URL: database.url,
    AUTH_SECRET: "bench-http-secret",
    JOBS: "off",
    PLAYER_WRITES_PER_MINUTE: "1000000",
  });
  const client = fork(path.join(import.meta.dirname, "support", "load-client.ts"), { stdio: "inherit" });
  const rows: Row[] = [];
  try {
    const cookies = await Promise.all(emails.map((email) => signIn(server.url, email, benchPassword)));
    console.log(`${players} players; ${cookies.length} signed in; ${seconds} s per point\n`);
    for (const target of targets) {
      const sessions = target.signedIn ? cookies : [];
      // Warm-up (JIT, connection pool, PostgreSQL caches): not counted.
      await measure(client, {
        url: server.url,
        path: target.path,
        connections: plan.connections[0],
        seconds: Math.min(2, seconds),
        cookies: sessions,
      });
      for (const connections of plan.connections) {
        const result = await measure(client, {
          url: server.url,
          path: target.path,
          connections,
          seconds,
          cookies: sessions,
        });
        rows.push({ name: target.name, connections, ...result });
        console.log(
          `${target.name} @${connections}: ${result.perSecond.toFixed(0)} req/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}`,
        );
        // The server logs every request; only its errors are of interest here.
        for (const entry of server.logs.splice(0)) {
          if (Number(entry.level) >= 50) console.error("server error:", JSON.stringify(entry));
        }
      }
    }
  } finally {
    const memory = memoryOf(server.child.pid!);
    client.kill();
    server.child.kill("SIGTERM");
    await server.exited;
    if (!options.keep)
      await adminQuery(benchServerUrl(), [`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`]);
    printResults(rows);
    console.log(
      `\nserver RSS after the run: ${memory.rss.toFixed(0)} MiB; peak ${memory.peak.toFixed(0)} MiB`,
    );
    console.log(options.keep ? `kept ${database.name}` : `dropped ${database.name}`);
  }
  const failed = rows.filter((row) => row.errors > 0 || row.non2xx > 0);
  if (failed.length > 0) {
    console.error(
      `\nFAILED: errors or non-2xx answers on ${failed.map((row) => `${row.name} @${row.connections}`).join(", ")}`,
    );
    process.exitCode = 1;
  }
}
