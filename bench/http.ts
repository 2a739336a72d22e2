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
// Beside it, in the same run and on the same database and cookies, the bare
// reference (bench/support/bare-reads.ts): a plain node:http + pg handler in its
// own process that authenticates the same cookie and sends the same statements
// as each real route. Each point is measured on the real server and then on the
// bare one, and printed with both ratios against issue 24's target: no-op ÷
// route ≤ 2.5 ×, or, where the route's queries are the floor, route ÷ bare
// ≥ 0.7 ×. The targets are reported, never enforced.
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
import { startBareReads } from "./support/bare-reads.ts";
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
const serverSecret = "bench-http-secret";

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

/** Issue 24's target for each hot read: either ratio within its bound. */
const maxNoOpRatio = 2.5;
const minBareRatio = 0.7;

interface Row {
  name: string;
  connections: number;
  /** The real server. */
  real: LoadResult;
  /** The bare node:http + pg reference on the same path. */
  bare: LoadResult;
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

/** VmRSS and VmHWM (peak) of a process, in MiB (Linux); null once it is gone. */
function memoryOf(pid: number): { rss: number; peak: number } | null {
  if (!existsSync(`/proc/${pid}/status`)) return null;
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

const ratio = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)}×`;
const failures = (result: LoadResult) => `${result.errors}/${result.non2xx}`;

/** Which of the two targets a hot read meets at one point. */
function targetMet(noOpRatio: number, bareRatio: number): string {
  const noOp = noOpRatio <= maxNoOpRatio;
  const bare = bareRatio >= minBareRatio;
  if (noOp && bare) return "met (both)";
  if (noOp) return "met (no-op)";
  if (bare) return "met (bare)";
  return "NOT met";
}

function printResults(rows: Row[]): void {
  const baseline = new Map(rows.filter((row) => row.name === targets[0].name).map((r) => [r.connections, r]));
  const lines = rows.map((row) => {
    const noOpRatio = (baseline.get(row.connections)?.real.perSecond ?? Number.NaN) / row.real.perSecond;
    const bareRatio = row.real.perSecond / row.bare.perSecond;
    return [
      row.name,
      String(row.connections),
      row.real.perSecond.toFixed(0),
      ms(row.real.p50),
      ms(row.real.p99),
      row.bare.perSecond.toFixed(0),
      ms(row.bare.p50),
      `${failures(row.real)}, ${failures(row.bare)}`,
      ratio(noOpRatio),
      ratio(bareRatio),
      row.name === targets[0].name ? "—" : targetMet(noOpRatio, bareRatio),
    ];
  });
  printTable(
    [
      "route",
      "conns",
      "req/s",
      "p50",
      "p99",
      "bare req/s",
      "bare p50",
      "errors/non-2xx (real, bare)",
      `no-op ÷ route (≤ ${maxNoOpRatio}×)`,
      `route ÷ bare (≥ ${minBareRatio}×)`,
      "target",
    ],
    lines,
  );
  const hot = lines.filter((line) => line[0] !== targets[0].name);
  console.log(
    `\n${hot.filter((line) => line.at(-1) !== "NOT met").length} of ${hot.length} hot-read points meet issue 24's target` +
      ` (no-op ÷ route ≤ ${maxNoOpRatio}× or route ÷ bare ≥ ${minBareRatio}×; reported, not enforced).` +
      "\nbare: bench/support/bare-reads.ts, node:http + pg, the same cookie check and statements per route.",
  );
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
    AUTH_SECRET: serverSecret,
    JOBS: "off",
    PLAYER_WRITES_PER_MINUTE: "1000000",
  });
  const client = fork(path.join(import.meta.dirname, "support", "load-client.ts"), { stdio: "inherit" });
  const rows: Row[] = [];
  let bare: Awaited<ReturnType<typeof startBareReads>> | undefined;
  try {
    // The same database and session secret: the bare server reads the real server's cookies.
    bare = await startBareReads({ DATABASE_URL: database.url, AUTH_SECRET: serverSecret });
    const bareUrl = bare.url;
    const cookies = await Promise.all(emails.map((email) => signIn(server.url, email, benchPassword)));
    console.log(`${players} players; ${cookies.length} signed in; ${seconds} s per point, real then bare\n`);
    for (const target of targets) {
      const sessions = target.signedIn ? cookies : [];
      const point = (url: string, connections: number, pointSeconds: number): LoadPoint => ({
        url,
        path: target.path,
        connections,
        seconds: pointSeconds,
        cookies: sessions,
      });
      // Warm-up (JIT, connection pools, PostgreSQL caches): not counted.
      for (const url of [server.url, bareUrl]) {
        await measure(client, point(url, plan.connections[0], Math.min(2, seconds)));
      }
      for (const connections of plan.connections) {
        // Real then bare, back to back: whatever else loads the machine loads both alike.
        const real = await measure(client, point(server.url, connections, seconds));
        const reference = await measure(client, point(bareUrl, connections, seconds));
        rows.push({ name: target.name, connections, real, bare: reference });
        console.log(
          `${target.name} @${connections}: ${real.perSecond.toFixed(0)} req/s (bare ${reference.perSecond.toFixed(0)}),` +
            ` p50 ${ms(real.p50)} (bare ${ms(reference.p50)}), p99 ${ms(real.p99)} (bare ${ms(reference.p99)})`,
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
    bare?.child.kill("SIGTERM");
    server.child.kill("SIGTERM");
    await server.exited;
    if (!options.keep)
      await adminQuery(benchServerUrl(), [`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`]);
    printResults(rows);
    console.log(
      memory
        ? `\nserver RSS after the run: ${memory.rss.toFixed(0)} MiB; peak ${memory.peak.toFixed(0)} MiB`
        : "\nthe server had exited before the end of the run",
    );
    console.log(options.keep ? `kept ${database.name}` : `dropped ${database.name}`);
  }
  const broken = (result: LoadResult) => result.errors > 0 || result.non2xx > 0;
  const failed = rows.flatMap((row) => [
    ...(broken(row.real) ? [`${row.name} @${row.connections}`] : []),
    ...(broken(row.bare) ? [`${row.name} @${row.connections} (bare)`] : []),
  ]);
  if (failed.length > 0) {
    console.error(`\nFAILED: errors or non-2xx answers on ${failed.join(", ")}`);
    process.exitCode = 1;
  }
}
