// Two server instances sharing one database and the local Redis (REDIS_URL):
// a broadcast from one reaches the clients of both, a segment announcement
// finds its players online on the other, and a revoked session on one
// disconnects the user's socket held by the other.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAuthRuntime } from "../../api/src/auth/runtime.ts";
import type { AppDeps } from "../../api/src/context.ts";
import { createDomainEvents } from "../../api/src/events.ts";
import {
  createConsoleClient,
  createRealtimeClient,
  type RealtimeClient,
} from "../../api/src/realtime/client.ts";
import { createTestDeps } from "../support/deps.ts";
import { freePort } from "../support/local-services.ts";
import {
  nextEvent,
  type RealtimeInstance,
  signInForCookie,
  startRealtimeInstance,
} from "../support/realtime-server.ts";
import { openSecondConnection } from "../support/second-connection.ts";

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)("two instances over Redis", () => {
  let depsA: Awaited<ReturnType<typeof createTestDeps>>;
  let depsB: AppDeps;
  let closeSecond: () => Promise<void>;
  let a: RealtimeInstance;
  let b: RealtimeInstance;
  const clients: { disconnect(): unknown }[] = [];

  const connect = (instance: RealtimeInstance, cookie: string): Promise<RealtimeClient> => {
    const client = createRealtimeClient(instance.url, { forceNew: true, extraHeaders: { cookie } });
    clients.push(client.socket);
    return new Promise((resolve, reject) => {
      client.socket.once("connect", () => resolve(client));
      client.socket.once("connect_error", reject);
    });
  };

  beforeAll(async () => {
    const port = await freePort();
    // Its own key prefix, so parallel test files never hear each other.
    depsA = await createTestDeps({
      AUTH_URL: `http://127.0.0.1:${port}`,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `arena-test-${randomBytes(6).toString("hex")}`,
    });
    a = await startRealtimeInstance(depsA, { port });
    // Instance B: its own database connection and its own in-process domain events.
    const second = await openSecondConnection(depsA.database);
    closeSecond = second.close;
    depsB = { ...depsA, db: second.prisma, database: second, events: createDomainEvents() };
    b = await startRealtimeInstance(depsB, { playerCountIntervalMs: 200 });
  });

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await b?.stop();
    await a?.stop();
    await closeSecond?.();
    await closeAuthRuntime(depsA);
    await depsA.close();
  });

  it("a broadcast from instance A reaches clients of A and B", async () => {
    const onA = await connect(a, (await signInForCookie(a)).cookie);
    const onB = await connect(b, (await signInForCookie(a)).cookie);
    const arrivals = [onA, onB].map((client) => nextEvent<{ title: string }>(client.socket, "announcement"));
    depsA.events.emit("announcement", {
      id: "x",
      title: "Maintenance at noon",
      body: "",
      audience: { kind: "all" },
      actorId: null,
    });
    expect((await Promise.all(arrivals)).map((payload) => payload.title)).toEqual([
      "Maintenance at noon",
      "Maintenance at noon",
    ]);
  });

  it("a segment announced on A reaches the segment's players online on B, and no one else", async () => {
    const veteran = await signInForCookie(a);
    const newcomer = await signInForCookie(a);
    await depsA.db.user.update({ where: { id: veteran.id }, data: { level: 45 } });
    await depsA.db.user.update({ where: { id: newcomer.id }, data: { level: 1 } });
    const [veteranOnB, newcomerOnB] = await Promise.all([
      connect(b, veteran.cookie),
      connect(b, newcomer.cookie),
    ]);
    const heard: string[] = [];
    newcomerOnB.socket.on("announcement", ({ title }) => heard.push(title));
    const arrival = nextEvent<{ title: string }>(veteranOnB.socket, "announcement");
    depsA.events.emit("announcement", {
      id: "segment",
      title: "Veterans' cup",
      body: "",
      audience: { kind: "segment", segment: { levelMin: 40, includeBanned: false } },
      actorId: null,
    });
    expect((await arrival).title).toBe("Veterans' cup");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual([]);
  });

  it("a per-user event emitted on A reaches the user's socket on B", async () => {
    const user = await signInForCookie(a);
    const onB = await connect(b, user.cookie);
    const level = nextEvent(onB.socket, "level:up");
    depsA.events.emit("level:up", { userId: user.id, level: 9 });
    expect(await level).toEqual({ level: 9 });
  });

  it("signing out everywhere on A disconnects the socket held by B within 1 s", async () => {
    const user = await signInForCookie(a);
    const onB = await connect(b, user.cookie);
    const gone = nextEvent<string>(onB.socket, "disconnect", 1_000);
    const started = Date.now();
    expect((await user.browser.fetch(`${a.url}/api/me/sessions/revoke`, { method: "POST" })).status).toBe(
      204,
    );
    expect(await gone).toBe("io server disconnect");
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("staff on B see the players connected to both instances", async () => {
    const player = await signInForCookie(a);
    await connect(a, player.cookie);
    const admin = await signInForCookie(a, "admin");
    const feed = createConsoleClient(b.url, { forceNew: true, extraHeaders: { cookie: admin.cookie } });
    clients.push(feed);
    const online = await nextEvent<{ count: number }>(feed, "players:online");
    expect(online.count).toBeGreaterThanOrEqual(1);
    expect(await b.realtime.countPlayers()).toBe(await a.realtime.countPlayers());
    // B's view of the sockets includes the one A holds.
    const seenFromB = await b.realtime.io.fetchSockets();
    expect(seenFromB.map((socket) => socket.data.userId)).toContain(player.id);
  });
});
