// A read replica (DATABASE_READ_URL, docs/decisions/097): a private primary and a
// streaming replica of it, the server process on both. With the replica's WAL
// replay paused, a sign-up through the API lands on the primary and its player
// reads it back at once, while the analysts' dashboards and the ledger audit,
// served from the replica, do not see it until replay resumes. PostgreSQL runs
// only (DATABASE_URL set), with the server binaries installed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../api/src/db.ts";
import { signedIn } from "../support/admin-http.ts";
import { type Browser, createBrowser, csrfToken } from "../support/auth.ts";
import { type LocalPostgres, localServicesAvailable, startLocalPostgres } from "../support/local-services.ts";
import { type ServerProcess, startServerProcess, stopServerProcess } from "../support/server-process.ts";

const available = Boolean(process.env.DATABASE_URL) && localServicesAvailable.postgres;
const metricsToken = "read-replica-metrics-token";
const today = new Date().toISOString().slice(0, 10);

let primaryCluster: LocalPostgres;
let replicaCluster: LocalPostgres;
let server: ServerProcess;
/** The test's own connections: the primary (setup, the truth) and the replica (replay control). */
let primary: Database;
let replica: Database;

beforeAll(async () => {
  if (!available) return;
  primaryCluster = await startLocalPostgres();
  const primaryUrl = await primaryCluster.createDatabase("arena");
  replicaCluster = await startLocalPostgres({ replicaOf: primaryCluster });
  const replicaUrl = replicaCluster.urlOf("arena");
  server = await startServerProcess({
    DATABASE_URL: primaryUrl,
    DATABASE_READ_URL: replicaUrl,
    AUTH_SECRET: "read-replica-test-secret-at-least-32-characters",
    METRICS_TOKEN: metricsToken,
    JOBS: "off",
    SEED: "off",
  });
  primary = await openDatabase({ url: primaryUrl, migrate: false });
  replica = await openDatabase({ url: replicaUrl, migrate: false });
}, 120_000);

afterAll(async () => {
  if (!available) return;
  await stopServerProcess(server);
  await primary?.close();
  await replica?.close();
  await replicaCluster?.destroy();
  await primaryCluster?.destroy();
});

async function until<T>(what: string, probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until the replica has replayed everything the primary has written so far. */
async function replicaCaughtUp(): Promise<void> {
  const [target] = await primary.prisma.$queryRaw<
    { lsn: string }[]
  >`SELECT pg_current_wal_lsn()::text AS lsn`;
  await until(
    "replica replay",
    async () => {
      const [row] = await replica.prisma.$queryRaw<{ behind: boolean }[]>`
        SELECT pg_last_wal_replay_lsn() < ${target?.lsn}::pg_lsn AS behind`;
      return row?.behind;
    },
    (behind) => behind === false,
  );
}

async function json<T>(browser: Browser, path: string): Promise<T> {
  const answer = await browser.fetch(`${server.url}${path}`);
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

const newPlayersToday = async (analyst: Browser) =>
  (
    await json<{ rows: { newPlayers: number }[] }>(
      analyst,
      `/api/admin/analytics/new-players?from=${today}&to=${today}`,
    )
  ).rows[0]?.newPlayers;

const health = async () =>
  (await (await fetch(`${server.url}/healthz`)).json()) as {
    replica?: { reachable: boolean; lagSeconds: number | null };
  };

describe.runIf(available)("with a read replica", () => {
  it("serves the dashboards and the ledger audit from the replica; writes and their readers use the primary", async () => {
    const analyst = (await signedIn({ url: server.url, deps: { db: primary.prisma } }, "analyst")).browser;
    const admin = (await signedIn({ url: server.url, deps: { db: primary.prisma } }, "admin")).browser;
    await replicaCaughtUp();
    expect(await newPlayersToday(analyst)).toBe(0);
    const audited = await json<{ playersChecked: number }>(admin, "/api/admin/ledger/verify");
    expect(audited.playersChecked).toBe(await primary.prisma.user.count());

    await replica.prisma.$executeRaw`SELECT pg_wal_replay_pause()`;
    await until(
      "replay pause",
      async () =>
        (
          await replica.prisma.$queryRaw<{ state: string }[]>`SELECT pg_get_wal_replay_pause_state() AS state`
        )[0]?.state,
      (state) => state === "paused",
    );

    // A sign-up is a write: the primary takes it (the replica is read-only).
    const player = createBrowser();
    const email = `replica-${Date.now()}@example.com`;
    const signUp = await player.fetch(`${server.url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email,
        password: "lantern-orbit-quarry-42",
        name: `Replica${Date.now() % 100_000}`,
        csrfToken: await csrfToken(server.url, player),
      }),
    });
    expect(signUp.status).toBe(201);
    expect(await primary.prisma.user.count({ where: { email } })).toBe(1);
    expect(await replica.prisma.user.count({ where: { email } })).toBe(0);
    // The player reads their own write at once: it is served from the primary.
    expect(await json<{ gold: number }>(player, "/api/wallet")).toMatchObject({ gold: 1000 });

    // The dashboards and the audit read the replica, which has not replayed it yet.
    expect(await newPlayersToday(analyst)).toBe(0);
    const paused = await json<{ playersChecked: number }>(admin, "/api/admin/ledger/verify");
    expect(paused.playersChecked).toBe((await primary.prisma.user.count()) - 1);
    const lagging = await health();
    expect(lagging.replica?.reachable).toBe(true);
    expect(lagging.replica?.lagSeconds).toBeGreaterThan(0);

    await replica.prisma.$executeRaw`SELECT pg_wal_replay_resume()`;
    expect(
      await until(
        "the dashboard",
        () => newPlayersToday(analyst),
        (count) => count === 1,
      ),
    ).toBe(1);
    const caughtUp = await until("the replica's lag", health, (answer) => answer.replica?.lagSeconds === 0);
    expect(caughtUp.replica).toMatchObject({ reachable: true, lagSeconds: 0 });
  });

  it("reports the replica's connection pool in /metrics", async () => {
    const answer = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    const total = text.match(/^db_replica_pool_connections\{state="total"\} (\d+)$/m);
    expect(Number(total?.[1])).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^db_pool_connections\{database="postgres",state="total"\} \d+$/m);
  });
});
