// The product behind PgBouncer 1.18 in transaction mode (docs/decisions/097): the
// server process's DATABASE_URL goes through the pooler, DATABASE_MIGRATE_URL
// straight to the cluster (the migration lock is a session lock, which a
// transaction pooler cannot keep). A private cluster and pooler of its own;
// PostgreSQL runs only (DATABASE_URL set) with the server binaries and pgbouncer installed.
import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../api/src/db/schema-engine.ts";
import { type Database, openDatabase } from "../../api/src/db.ts";
import { signedIn } from "../support/admin-http.ts";
import { type Browser, createBrowser, csrfToken } from "../support/auth.ts";
import { type LocalPostgres, localServicesAvailable, startLocalPostgres } from "../support/local-services.ts";
import { type LocalPgBouncer, pgbouncerAvailable, startPgBouncer } from "../support/pgbouncer.ts";
import { type ServerProcess, startServerProcess, stopServerProcess } from "../support/server-process.ts";

const available = Boolean(process.env.DATABASE_URL) && localServicesAvailable.postgres && pgbouncerAvailable;
const authSecret = "pgbouncer-test-secret-at-least-32-characters";
const today = new Date().toISOString().slice(0, 10);

let cluster: LocalPostgres;
let bouncer: LocalPgBouncer;
let server: ServerProcess;
/** The test's own connection, straight to the cluster, for setup and for checking what was written. */
let direct: Database;
let env: Record<string, string>;

beforeAll(async () => {
  if (!available) return;
  cluster = await startLocalPostgres();
  const directUrl = await cluster.createDatabase("arena");
  // Fewer server connections than the app's pool has clients, so the pooler
  // really hands each transaction whichever server connection is free.
  bouncer = await startPgBouncer({ serverPort: cluster.port, settings: { default_pool_size: "4" } });
  env = {
    DATABASE_URL: bouncer.urlOf("arena"),
    DATABASE_MIGRATE_URL: directUrl,
    AUTH_SECRET: authSecret,
    JOBS: "off",
    SEED: "off",
  };
  server = await startServerProcess(env);
  direct = await openDatabase({ url: directUrl, migrate: false });
}, 120_000);

afterAll(async () => {
  if (!available) return;
  await stopServerProcess(server);
  await direct?.close();
  await bouncer?.stop();
  await cluster?.destroy();
});

let accounts = 0;

/** A new player signed up through the API (the browser keeps the session it answers with). */
async function signUp(): Promise<{ browser: Browser; email: string }> {
  accounts += 1;
  const browser = createBrowser();
  const email = `pooled${accounts}-${Date.now()}@example.com`;
  const answer = await browser.fetch(`${server.url}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password: "lantern-orbit-quarry-42",
      name: `Pooled${accounts}${Date.now() % 10_000}`,
      csrfToken: await csrfToken(server.url, browser),
    }),
  });
  expect(answer.status).toBe(201);
  return { browser, email };
}

/** Prisma's migration locks (pg_advisory_lock(72707369)) held in that database. */
async function migrationLocks(database: Database): Promise<number> {
  const [row] = await database.prisma.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_locks
    WHERE locktype = 'advisory' AND objid = 72707369 AND granted
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
  return row?.n ?? 0;
}

function runJob(args: string[]): { exited: Promise<number | null>; output: () => string } {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "jobs/src/cli.ts", ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { exited: new Promise((resolve) => child.on("exit", resolve)), output: () => output };
}

describe.runIf(available)("behind PgBouncer in transaction mode", () => {
  it("migrates over the direct connection and leaves no migration lock behind", async () => {
    // Serving with the database reachable and current (Redis is another matter, not this test's).
    const answer = await fetch(`${server.url}/healthz`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ database: { reachable: true }, migrations: { pending: [] } });
    const ready = server.logs.find((entry) => entry.msg === "database ready");
    expect(ready?.appliedMigrations).toEqual(expect.arrayContaining([expect.stringMatching(/_init$/)]));
    expect(await migrationLocks(direct)).toBe(0);
  });

  it("would keep the migration lock on a pooled server connection without DATABASE_MIGRATE_URL", async () => {
    // Advisory locks belong to one database: this one's cannot stop the others' migrations.
    const url = await cluster.createDatabase("migrated_through_pooler");
    const throughPooler = await openDatabase({ url: bouncer.urlOf("migrated_through_pooler") });
    await throughPooler.close();
    const observer = await openDatabase({ url, migrate: false });
    try {
      // The client has gone; the pooler's server connection keeps the session lock, and a
      // later migration over another connection would wait for it.
      expect(await migrationLocks(observer)).toBe(1);
    } finally {
      await observer.close();
    }
  });

  it("signs up and buys; simultaneous purchases of two players never interfere", async () => {
    const starterGold = 1000;
    // Three of these fit in a starter's gold, a fourth does not.
    const item = await direct.prisma.shopItem.create({
      data: {
        name: "Pooled Jelly x10",
        category: "ingredients",
        type: "ingredient",
        tier: 1,
        price: 300,
        currency: "gold",
        grant: { kind: "ingredient", name: "Slime Jelly", quantity: 10 },
        isAvailable: true,
      },
    });
    const players = await Promise.all([signUp(), signUp()]);
    const attempts = 10;
    const statuses = await Promise.all(
      players.map(({ browser }) =>
        Promise.all(
          Array.from({ length: attempts }, async (_, i) => {
            const answer = await browser.fetch(`${server.url}/api/shop/purchases`, {
              method: "POST",
              headers: { "content-type": "application/json", "idempotency-key": `pooled-buy-${i}` },
              body: JSON.stringify({ shopItemId: item.id }),
            });
            await answer.body?.cancel();
            return answer.status;
          }),
        ),
      ),
    );
    for (const [index, { browser, email }] of players.entries()) {
      const mine = statuses[index] ?? [];
      expect(mine.filter((status) => status === 200)).toHaveLength(3);
      expect(mine.filter((status) => status === 402)).toHaveLength(attempts - 3);
      const wallet = await (await browser.fetch(`${server.url}/api/wallet`)).json();
      expect(wallet).toMatchObject({ gold: starterGold - 3 * 300 });
      const user = await direct.prisma.user.findUniqueOrThrow({ where: { email } });
      expect(user.freeCurrency).toBe(starterGold - 3 * 300);
      expect(await direct.prisma.shopItemTransaction.count({ where: { userId: user.id } })).toBe(3);
    }
    const admin = (await signedIn({ url: server.url, deps: { db: direct.prisma } }, "admin")).browser;
    const audit = await (await admin.fetch(`${server.url}/api/admin/ledger/verify`)).json();
    expect(audit).toMatchObject({ mismatches: [], negativeBalances: 0 });
  });

  it("runs a job from the terminal through the pooler: two racing runs of one fire record it once", async () => {
    const now = new Date().toISOString();
    const runs = [runJob(["expire-vip", "--now", now]), runJob(["expire-vip", "--now", now])];
    const codes = await Promise.all(runs.map((run) => run.exited));
    expect(codes.sort()).toEqual([0, 1]);
    const outputs = runs.map((run) => run.output()).join("\n");
    expect(outputs).toMatch(/expire-vip \(run \d+, now .+\): succeeded in \d+ ms/);
    expect(outputs).toContain("already exists");
    const recorded = await direct.prisma.jobRun.findMany({
      where: { job: "expire-vip", scheduledAt: new Date(now) },
    });
    expect(recorded.map((run) => [run.status, run.trigger])).toEqual([["succeeded", "cli"]]);
  });

  it("keeps the analytics rollups (advisory transaction lock, SET LOCAL) and serves the dashboards", async () => {
    const analyst = (await signedIn({ url: server.url, deps: { db: direct.prisma } }, "analyst")).browser;
    const metric = async (name: string) => {
      const answer = await analyst.fetch(
        `${server.url}/api/admin/analytics/${name}?from=${today}&to=${today}`,
      );
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { rows: Record<string, unknown>[] }).rows;
    };
    expect(await metric("new-players")).toEqual([{ bucket: today, newPlayers: 2 }]);
    const rollup = runJob(["aggregate-stats"]);
    expect(await rollup.exited, rollup.output()).toBe(0);
    // Everyone who made a request today (the two players and the two staff) is in today's DAU.
    const activeToday = await direct.prisma.playerActivityDay.count({ where: { day: new Date(today) } });
    expect(activeToday).toBeGreaterThanOrEqual(2);
    expect(await metric("active-users")).toEqual([
      expect.objectContaining({ bucket: today, dau: activeToday }),
    ]);
    expect(await metric("shop-sales")).toEqual([
      expect.objectContaining({ item: "Pooled Jelly x10", sales: 6, spent: 1800 }),
    ]);
    // All of it went through the pooler.
    expect((await bouncer.stats("arena")).transactions).toBeGreaterThan(50);
    expect(bouncer.log()).not.toMatch(/prepared statement|ERROR/);
  });
});
