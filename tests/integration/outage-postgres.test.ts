// Losing PostgreSQL degrades, never kills (docs/decisions/095). A real server
// process (jobs on) runs on a private PostgreSQL cluster; under steady traffic
// (a no-database liveness probe, an API read and write, a game page, a socket)
// the cluster is stopped as in a crash (pg_ctl stop -m immediate), kept down,
// and started again. Checked: the process stays up; requests that need the
// database get 503 with the clear message (the API's JSON error with
// Retry-After, the game's 503 page); the liveness probe and the connected
// socket are untouched; a new socket is refused with a connect_error that says
// why; /healthz says the database is unreachable (503); service resumes by
// itself. Prints the figures.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../api/src/config/env.ts";
import { openDatabase } from "../../api/src/db.ts";
import { createRealtimeClient, type RealtimeClient } from "../../api/src/realtime/client.ts";
import { handshakeErrors } from "../../api/src/realtime/events.ts";
import { sessionCookie } from "../support/economy.ts";
import { type LocalPostgres, localServicesAvailable, startLocalPostgres } from "../support/local-services.ts";
import { makePlayer } from "../support/players.ts";
import { type ServerProcess, startServerProcess, stopServerProcess } from "../support/server-process.ts";

const outageSeconds = 15;
const authSecret = "outage-postgres-secret-at-least-32-characters";
const unavailableMessage = "The database is unreachable right now. Try again in a few seconds.";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.DATABASE_URL && localServicesAvailable.postgres)("losing PostgreSQL", () => {
  let cluster: LocalPostgres;
  let server: ServerProcess;
  const sockets: RealtimeClient[] = [];

  beforeAll(async () => {
    cluster = await startLocalPostgres();
    const url = await cluster.createDatabase("arena_outage");
    // The server applies the migrations at start.
    server = await startServerProcess({
      DATABASE_URL: url,
      AUTH_SECRET: authSecret,
      PLAYER_WRITES_PER_MINUTE: "1000000",
      JOBS: "on",
      SEED: "off",
    });
  }, 90_000);

  afterAll(async () => {
    for (const client of sockets) client.socket.disconnect();
    await stopServerProcess(server, "SIGKILL");
    await cluster?.destroy();
  });

  it(`answers 503 through a ${outageSeconds} s outage and serves again once it returns`, async () => {
    const db = await openDatabase({ url: cluster.urlOf("arena_outage"), migrate: false });
    const player = await makePlayer(db.prisma);
    const cookie = await sessionCookie(
      { db: db.prisma, env: loadEnv({ NODE_ENV: "production", AUTH_SECRET: authSecret }) },
      player.id,
    );
    await db.close();

    const connect = () =>
      new Promise<RealtimeClient>((resolve, reject) => {
        const client = createRealtimeClient(server.url, {
          forceNew: true,
          reconnection: false,
          extraHeaders: { cookie },
        });
        sockets.push(client);
        client.socket.once("connect", () => resolve(client));
        client.socket.once("connect_error", reject);
      });
    const connected = await connect();
    let socketDrops = 0;
    connected.socket.on("disconnect", () => socketDrops++);

    // ── steady traffic; `outage` marks the answers given while the cluster is down
    const headers = { cookie, origin: server.url };
    let outage: "before" | "during" | "after" = "before";
    const counts = { before: 0, during: 0, after: 0 };
    const refusedDuring: string[] = [];
    const unexpected: string[] = [];
    const bodies = { api: "", page: "", retryAfter: [] as (string | null)[] };
    let firstOkAfterReturn: number | null = null;
    let returnedAt = 0;
    let running = true;

    const call = async (path: string, init: RequestInit, needsDatabase: boolean) => {
      counts[outage]++;
      try {
        const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init });
        const body = await response.text();
        // Judged by when the answer came: the flag moves before the cluster stops.
        const phase = outage;
        if (response.status === 200) {
          if (phase === "after" && needsDatabase && firstOkAfterReturn === null) {
            firstOkAfterReturn = Date.now();
          }
          return;
        }
        // A 503 is the answer while the database is down (and for a request caught by its return).
        if (response.status === 503 && needsDatabase && phase !== "before") {
          refusedDuring.push(path);
          bodies.retryAfter.push(response.headers.get("retry-after"));
          if (path.startsWith("/api/")) bodies.api = body;
          else bodies.page = body;
          return;
        }
        unexpected.push(`${phase} ${init.method ?? "GET"} ${path} ${response.status} ${body.slice(0, 200)}`);
      } catch (error) {
        unexpected.push(`${outage} ${init.method ?? "GET"} ${path} ${(error as Error).message}`);
      }
    };
    const worker = async () => {
      while (running) {
        await call("/healthz/live", {}, false);
        await call("/api/me", { headers }, true);
        await call("/api/inbox/read-all", { method: "POST", headers }, true);
        await call("/home", { headers }, true);
      }
    };
    const workers = [worker(), worker(), worker()];

    await sleep(2_000);
    outage = "during";
    const stoppedAt = Date.now();
    await cluster.stop("immediate");

    // While it is down: /healthz, and a new socket.
    const healthDuring = await fetch(`${server.url}/healthz`);
    const healthBody = (await healthDuring.json()) as {
      status: string;
      serving: boolean;
      database: { reachable: boolean; error?: string };
    };
    const refusedSocket = await connect().then(
      () => "connected",
      (error: Error) => error.message,
    );
    await sleep(outageSeconds * 1000 - (Date.now() - stoppedAt));

    // ── back: how long until the first 200 that needs the database
    const restartedAt = Date.now();
    await cluster.start();
    returnedAt = Date.now();
    outage = "after";
    while (firstOkAfterReturn === null && Date.now() - returnedAt < 20_000) await sleep(50);
    await sleep(1_000);
    running = false;
    await Promise.all(workers);
    const recoveredIn = firstOkAfterReturn === null ? null : (firstOkAfterReturn - returnedAt) / 1000;
    const sinceRestart = firstOkAfterReturn === null ? null : (firstOkAfterReturn - restartedAt) / 1000;
    const healthAfter = await fetch(`${server.url}/healthz`);

    console.log(
      `[outage] postgres: down ${outageSeconds} s, requests ${counts.before + counts.during + counts.after} ` +
        `(${counts.during} during the outage), answered 503 ${refusedDuring.length}, unexpected ${unexpected.length}, ` +
        `sockets dropped ${socketDrops}, first 200 ${recoveredIn?.toFixed(2)} s after PostgreSQL accepted connections again ` +
        `(${sinceRestart?.toFixed(2)} s after pg_ctl start; crash recovery included)`,
    );
    expect(server.child.exitCode).toBeNull();
    expect(unexpected).toEqual([]);
    expect(refusedDuring.length).toBeGreaterThan(20);
    expect(JSON.parse(bodies.api)).toMatchObject({
      error: { code: "unavailable", message: unavailableMessage },
    });
    expect(bodies.page).toContain("The arena is catching its breath");
    expect(new Set(bodies.retryAfter)).toEqual(new Set(["5"]));
    expect(healthDuring.status).toBe(503);
    expect(healthBody).toMatchObject({ status: "degraded", serving: false, database: { reachable: false } });
    expect(refusedSocket).toBe(handshakeErrors.unavailable);
    expect(socketDrops).toBe(0);
    expect(recoveredIn).not.toBeNull();
    expect(healthAfter.status).toBe(200);
  }, 120_000);
});
