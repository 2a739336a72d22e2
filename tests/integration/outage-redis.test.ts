// Losing Redis degrades, never kills (docs/decisions/095). Two real server
// processes share a database and a private redis-server; under steady traffic
// (cheap reads, a write that counts against the per-player limit, sign-ins that
// go through the sign-in limits, a socket on each instance) the Redis is
// SIGKILLed, kept down for longer than the 14–60 s that used to kill every
// instance (ioredis's unhandled MaxRetriesPerRequestError), then started again
// on the same port. Checked: both processes stay up, no request fails, /healthz
// says redis degraded (200) then ok, sockets stay connected, and cross-instance
// events (an announcement from A heard on B, a sign-out on A dropping B's
// socket) work again without a restart. Prints the figures.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../api/src/auth/passwords.ts";
import { loadEnv } from "../../api/src/config/env.ts";
import { createRealtimeClient, type RealtimeClient } from "../../api/src/realtime/client.ts";
import { createPersistentTestDatabase, type PersistentTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/economy.ts";
import { type LocalRedis, localServicesAvailable, startLocalRedis } from "../support/local-services.ts";
import { makePlayer } from "../support/players.ts";
import { type ServerProcess, startServerProcess, stopServerProcess } from "../support/server-process.ts";

const outageSeconds = 25;
const authSecret = "outage-redis-secret-at-least-32-characters";

interface Health {
  status: string;
  redis?: { reachable: boolean; error?: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.DATABASE_URL && localServicesAvailable.redis)("losing Redis", () => {
  let database: PersistentTestDatabase;
  let redis: LocalRedis;
  let a: ServerProcess;
  let b: ServerProcess;
  const sockets: RealtimeClient[] = [];

  beforeAll(async () => {
    [database, redis] = await Promise.all([createPersistentTestDatabase(), startLocalRedis()]);
    const env = {
      ...database.env,
      REDIS_URL: redis.url,
      // Both instances in one deployment: the same keys and channels.
      REDIS_KEY_PREFIX: `outage-${randomBytes(4).toString("hex")}`,
      AUTH_SECRET: authSecret,
      PLAYER_WRITES_PER_MINUTE: "1000000",
      JOBS: "off",
      SEED: "off",
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 90_000);

  afterAll(async () => {
    for (const client of sockets) client.socket.disconnect();
    await Promise.all([a, b].map((server) => stopServerProcess(server, "SIGKILL")));
    await redis?.stop();
    await database?.remove();
  });

  it(`serves through a ${outageSeconds} s outage and shares events again once it returns`, async () => {
    // ── players and staff, with session cookies the servers accept
    const db = await database.open();
    const env = loadEnv({ NODE_ENV: "production", AUTH_SECRET: authSecret });
    const [player, leaving, staff] = await Promise.all([
      makePlayer(db.prisma),
      makePlayer(db.prisma),
      makePlayer(db.prisma),
    ]);
    // LiveOps announces; an admin would first pass a second factor (docs/decisions/131).
    await db.prisma.user.update({ where: { id: staff.id }, data: { role: "liveops" } });
    const password = "correct-horse-battery-staple";
    await db.prisma.user.update({
      where: { id: player.id },
      data: { passwordHash: await hashPassword(password) },
    });
    const cookieOf = (user: { id: string }) => sessionCookie({ db: db.prisma, env }, user.id);
    const [playerCookie, leavingCookie, staffCookie] = await Promise.all([
      cookieOf(player),
      cookieOf(leaving),
      cookieOf(staff),
    ]);
    await db.close();

    const connect = (server: ServerProcess, cookie: string) =>
      new Promise<RealtimeClient>((resolve, reject) => {
        const client = createRealtimeClient(server.url, { forceNew: true, extraHeaders: { cookie } });
        sockets.push(client);
        client.socket.once("connect", () => resolve(client));
        client.socket.once("connect_error", reject);
      });
    const [onA, onB, leavingOnB] = await Promise.all([
      connect(a, playerCookie),
      connect(b, playerCookie),
      connect(b, leavingCookie),
    ]);
    let socketDrops = 0;
    for (const client of [onA, onB]) client.socket.on("disconnect", () => socketDrops++);

    /** Announces from A; true when B's socket hears it within `waitMs`. */
    const announceFromAHeardOnB = async (waitMs: number): Promise<boolean> => {
      const title = `t-${randomBytes(4).toString("hex")}`;
      const heard = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), waitMs);
        const listener = (payload: { title: string }) => {
          if (payload.title !== title) return;
          clearTimeout(timer);
          onB.socket.off("announcement", listener);
          resolve(true);
        };
        onB.socket.on("announcement", listener);
      });
      const response = await fetch(`${a.url}/api/admin/announcements`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: staffCookie, origin: a.url },
        body: JSON.stringify({ title, target: { kind: "everyone" } }),
      });
      if (response.status !== 201)
        throw new Error(`announcement: ${response.status} ${await response.text()}`);
      return heard;
    };
    expect(await announceFromAHeardOnB(2_000)).toBe(true);

    // ── steady traffic on both instances until told to stop
    let requests = 0;
    const failures: string[] = [];
    let running = true;
    const call = async (server: ServerProcess, path: string, init: RequestInit, expected: number) => {
      requests++;
      try {
        const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init });
        await response.arrayBuffer();
        if (response.status !== expected) failures.push(`${init.method ?? "GET"} ${path} ${response.status}`);
      } catch (error) {
        failures.push(`${init.method ?? "GET"} ${path} ${(error as Error).message}`);
      }
    };
    const signIn = async (server: ServerProcess) => {
      // A fresh CSRF token and cookie each time, as a browser signing in would.
      const csrf = await fetch(`${server.url}/api/auth/csrf`);
      const { csrfToken } = (await csrf.json()) as { csrfToken: string };
      const cookie = csrf.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      await call(
        server,
        "/api/auth/callback/credentials",
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie, origin: server.url },
          body: new URLSearchParams({ email: player.email, password, csrfToken }).toString(),
        },
        302,
      );
    };
    const worker = async (server: ServerProcess) => {
      const headers = { cookie: playerCookie, origin: server.url };
      for (let round = 0; running; round++) {
        await call(server, "/healthz/live", {}, 200);
        await call(server, "/api/me", { headers }, 200);
        // A write: counted against the per-player limit (Redis, or memory while it is down).
        await call(server, "/api/inbox/read-all", { method: "POST", headers }, 200);
        if (round % 10 === 0) await signIn(server);
      }
    };
    const workers = [worker(a), worker(b), worker(a), worker(b)];
    const health = async (server: ServerProcess) => {
      const response = await fetch(`${server.url}/healthz`);
      return { httpStatus: response.status, body: (await response.json()) as Health };
    };

    // ── the outage
    await sleep(2_000);
    const requestsBefore = requests;
    await redis.kill();
    const killedAt = Date.now();
    const degraded = await Promise.all(
      [a, b].map(async (server) => {
        for (;;) {
          const answer = await health(server);
          if (answer.body.redis?.reachable === false) return answer;
          await sleep(200);
        }
      }),
    );
    // An announcement during the outage still reaches the sockets of the instance that sent it.
    const heardLocally = new Promise((resolve) => onA.socket.once("announcement", resolve));
    await announceFromAHeardOnB(500);
    await heardLocally;
    await sleep(outageSeconds * 1000 - (Date.now() - killedAt));
    const requestsDuringOutage = requests - requestsBefore;
    const aliveAtEnd = [a.child.exitCode, b.child.exitCode];

    // ── Redis returns on the same port: how long until A's events reach B again
    const restartedAt = Date.now();
    await redis.start();
    const returnedAt = Date.now();
    // Each instance's /healthz, polled from now on: when it says redis is reachable again.
    const healthy = Promise.all(
      [a, b].map(async (server) => {
        for (;;) {
          const answer = await health(server);
          if (answer.body.redis?.reachable || Date.now() - returnedAt > 20_000) {
            return { ...answer, after: (Date.now() - returnedAt) / 1000 };
          }
          await sleep(100);
        }
      }),
    );
    let crossInstanceAgain = false;
    while (!crossInstanceAgain && Date.now() - returnedAt < 20_000) {
      crossInstanceAgain = await announceFromAHeardOnB(300);
    }
    const eventsAfter = (Date.now() - returnedAt) / 1000;
    const healthAfter = await healthy;
    await sleep(1_000);
    running = false;
    await Promise.all(workers);

    // Signing out everywhere on A drops the socket B holds: the adapter's requests cross again.
    const dropped = new Promise<string>((resolve) => leavingOnB.socket.once("disconnect", resolve));
    const revoke = await fetch(`${a.url}/api/me/sessions/revoke`, {
      method: "POST",
      headers: { cookie: leavingCookie, origin: a.url },
    });
    expect(revoke.status).toBe(204);
    const droppedWithin = await Promise.race([dropped, sleep(2_000).then(() => "still connected")]);

    console.log(
      `[outage] redis: down ${outageSeconds} s, requests ${requests} (${requestsDuringOutage} during the outage), ` +
        `failed ${failures.length}, sockets dropped ${socketDrops}, ` +
        `recovered in ${Math.max(eventsAfter, ...healthAfter.map((answer) => answer.after)).toFixed(2)} s ` +
        `after Redis accepted connections again (${((returnedAt - restartedAt) / 1000).toFixed(2)} s to start it): ` +
        `cross-instance events ${eventsAfter.toFixed(2)} s, /healthz ok ${healthAfter.map((answer) => answer.after.toFixed(2)).join(" / ")} s`,
    );
    expect(aliveAtEnd).toEqual([null, null]);
    expect([a.child.exitCode, b.child.exitCode]).toEqual([null, null]);
    expect(failures).toEqual([]);
    expect(requestsDuringOutage).toBeGreaterThan(100);
    expect(socketDrops).toBe(0);
    for (const { httpStatus, body } of degraded) {
      expect(httpStatus).toBe(200);
      expect(body.status).toBe("degraded");
    }
    for (const { httpStatus, body } of healthAfter) {
      expect(httpStatus).toBe(200);
      expect(body).toMatchObject({ status: "ok", redis: { reachable: true } });
    }
    expect(crossInstanceAgain).toBe(true);
    expect(droppedWithin).toBe("io server disconnect");
  }, 120_000);
});
