// Two server processes on one PostgreSQL database and the local Redis, behind a
// real HAProxy running docs/deploy/haproxy.cfg (round-robin; Socket.IO sticky by
// cookie), with TRUST_PROXY naming the HAProxy (127.0.0.1). Test clients speak
// from other loopback addresses (127.0.0.2, …) so each is a client of its own.
// PostgreSQL, Redis and /usr/sbin/haproxy only (docs/decisions/096).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authConfig } from "../../api/src/auth/numbers.ts";
import type { PrismaClient } from "../../api/src/generated/prisma/client.ts";
import { createRealtimeClient, type RealtimeClient } from "../../api/src/realtime/client.ts";
import { handshakeErrors } from "../../api/src/realtime/events.ts";
import { signedIn } from "../support/admin-http.ts";
import { type Browser, createBrowser, csrfToken, form } from "../support/auth.ts";
import { createPersistentTestDatabase, type PersistentTestDatabase } from "../support/database.ts";
import { deployedHaproxyConfig, type Haproxy, haproxyInstalled, startHaproxy } from "../support/haproxy.ts";
import { freePort } from "../support/local-services.ts";
import { browserFrom } from "../support/loopback-client.ts";
import { nextEvent, recordEvents } from "../support/realtime-server.ts";
import { type ServerProcess, startServerProcess, stopServerProcess } from "../support/server-process.ts";

const postgresUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const signUpsPerAddress = authConfig.rateLimits.signUpsPerAddress.points;

describe.runIf(postgresUrl && redisUrl && haproxyInstalled)("two instances behind HAProxy", () => {
  let database: PersistentTestDatabase;
  let db: PrismaClient;
  let instances: ServerProcess[] = [];
  let haproxy: Haproxy;
  /** The balancer's origin: the public AUTH_URL of both instances. */
  let site: string;
  const sockets: RealtimeClient[] = [];
  let accounts = 0;

  beforeAll(async () => {
    database = await createPersistentTestDatabase();
    db = (await database.open()).prisma;
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    const env = {
      ...database.env,
      AUTH_SECRET: "load-balancer-test-secret-of-32-chars",
      AUTH_URL: site,
      REDIS_URL: redisUrl,
      // Both instances share one prefix: one set of rate limits, one set of Socket.IO rooms.
      REDIS_KEY_PREFIX: `test-lb-${randomBytes(6).toString("hex")}`,
      TRUST_PROXY: "127.0.0.1",
      SEED: "off",
      JOBS: "off",
    };
    instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    const backends = instances.map((instance) => new URL(instance.url).host);
    haproxy = await startHaproxy(await deployedHaproxyConfig(port, backends), port);
  }, 90_000);

  afterAll(async () => {
    for (const client of sockets) client.close();
    await haproxy?.stop();
    await Promise.all(instances.map((instance) => stopServerProcess(instance, "SIGKILL")));
    await db?.$disconnect();
    await database?.remove();
  });

  /** Signs a new account in through the balancer; the browser keeps its session cookie. */
  async function signedInThroughBalancer(role: "player" | "admin", browser: Browser = createBrowser()) {
    accounts += 1;
    const { account } = await signedIn(
      { url: site, deps: { db } },
      role,
      `lb${accounts}-${Date.now()}@example.com`,
      browser,
    );
    return { account, browser, cookie: await browser.jar.getCookieString(site) };
  }

  function signUp(browser: Browser, csrf: string, headers: Record<string, string> = {}) {
    accounts += 1;
    return browser.fetch(`${site}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({
        email: `signup${accounts}-${Date.now()}@example.com`,
        password: "lantern-orbit-quarry-42",
        name: `Lb${accounts}${randomBytes(2).toString("hex")}`,
        csrfToken: csrf,
      }),
    });
  }

  /** The request-log lines each instance wrote for request ids starting with `prefix`. */
  async function requestLogs(prefix: string) {
    // Log lines arrive over the children's stdout a moment after the answers.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return instances.map((instance) =>
      instance.logs.filter((line) => line.msg === "request" && String(line.requestId).startsWith(prefix)),
    );
  }

  function connect(cookie: string): Promise<RealtimeClient> {
    const client = createRealtimeClient(site, {
      forceNew: true,
      reconnection: false,
      extraHeaders: { cookie },
    });
    sockets.push(client);
    return new Promise((resolve, reject) => {
      client.socket.once("connect", () => resolve(client));
      client.socket.once("connect_error", reject);
    });
  }

  it("a session made through the balancer works on both instances, and their logs name the client", async () => {
    const player = browserFrom("127.0.0.4");
    const created = await signUp(player, await csrfToken(site, player));
    expect(created.status).toBe(201);
    const { user } = (await created.json()) as { user: { id: string } };

    const prefix = `lb-session-${randomBytes(4).toString("hex")}`;
    for (let i = 0; i < 6; i += 1) {
      const me = await player.fetch(`${site}/api/me`, { headers: { "X-Request-Id": `${prefix}-${i}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { id: string } }).user.id).toBe(user.id);
    }
    const [onOne, onTwo] = await requestLogs(prefix);
    expect(onOne?.length).toBeGreaterThan(0);
    expect(onTwo?.length).toBeGreaterThan(0);
    // Both saw HAProxy (127.0.0.1) as the peer, and logged the client behind it.
    expect(new Set([...(onOne ?? []), ...(onTwo ?? [])].map((line) => line.address))).toEqual(
      new Set(["127.0.0.4"]),
    );
  });

  it("Socket.IO through the balancer: polling, then the upgrade, then events sent from either instance", async () => {
    const { account, cookie } = await signedInThroughBalancer("player");
    const client = await connect(cookie);
    const engine = client.socket.io.engine;
    // The session began with long-polling requests: they only work if they all reach one instance.
    if (engine.transport.name === "polling") await nextEvent(engine, "upgrade", 5_000);
    expect(engine.transport.name).toBe("websocket");

    const arrivals = recordEvents<{ count: number }>(client.socket, "inbox:new");
    const admin = await signedInThroughBalancer("admin");
    for (const instance of instances) {
      const sent = await admin.browser.fetch(`${instance.url}/api/admin/messages`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          target: { kind: "player", userId: account.id },
          draft: { message: `Hello from ${instance.url}` },
        }),
      });
      expect(sent.status).toBe(201);
    }
    await expect.poll(() => arrivals.length, { timeout: 3_000 }).toBe(2);
  });

  it("per-address sign-up limits count each client behind the balancer, spoofed X-Forwarded-For or not", async () => {
    const greedy = browserFrom("127.0.0.2");
    const greedyCsrf = await csrfToken(site, greedy);
    // A different made-up X-Forwarded-For on each: HAProxy appends the real address to its right.
    const spoof = (i: number) => ({ "X-Forwarded-For": `198.51.100.${i}` });
    const allowed = await Promise.all(
      Array.from({ length: signUpsPerAddress }, (_, i) => signUp(greedy, greedyCsrf, spoof(i))),
    );
    expect(allowed.map((answer) => answer.status)).toEqual(allowed.map(() => 201));
    const refused = await signUp(greedy, greedyCsrf, spoof(200));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    // Another client is not blocked by the first one's spent budget.
    const other = browserFrom("127.0.0.3");
    const welcomed = await signUp(other, await csrfToken(site, other));
    expect(welcomed.status).toBe(201);
    const { user } = (await welcomed.json()) as { user: { id: string } };
    const history = await db.history.findFirstOrThrow({ where: { type: "sign_up", userId: user.id } });
    expect(history.data).toMatchObject({ address: "127.0.0.3" });
  });

  it("a ban issued on one instance drops the player's socket held through the balancer by the other", async () => {
    const { account, cookie } = await signedInThroughBalancer("player");
    // HAProxy's stickiness cookie pins this socket to the first instance (app1)…
    const client = await connect(`${cookie}; arena_io=app1`);
    const revoked = nextEvent<{ reason: string }>(client.socket, "session:revoked", 2_000);
    const gone = nextEvent<string>(client.socket, "disconnect", 2_000);
    // …and the ban goes straight to the second.
    const admin = await signedInThroughBalancer("admin");
    const ban = await admin.browser.fetch(`${instances[1]?.url}/api/admin/players/${account.id}/ban`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reason: "Cheating in arena" }),
    });
    expect(ban.status).toBe(200);
    expect(await revoked).toEqual({ reason: "banned" });
    expect(await gone).toBe("io server disconnect");
    // The same cookie cannot come back through the balancer, and the refusal says why: the ban.
    await expect(connect(cookie)).rejects.toThrow(handshakeErrors.banned);
  });

  it("game form posts believe X-Forwarded-Host only from the balancer", async () => {
    const stranger = browserFrom("127.0.0.5");
    const forged = {
      origin: "http://evil.example",
      "x-forwarded-host": "evil.example",
      "content-type": "application/x-www-form-urlencoded",
    };
    // Straight to an instance: 127.0.0.5 is no proxy of ours, so its X-Forwarded-Host is not the host.
    const direct = await stranger.fetch(`${instances[0]?.url}/promo`, {
      ...form({ code: "X" }),
      headers: forged,
    });
    expect(direct.status).toBe(403);
    // Through HAProxy the header is replaced by the Host the client really asked for.
    const viaBalancer = await stranger.fetch(`${site}/promo`, { ...form({ code: "X" }), headers: forged });
    expect(viaBalancer.status).toBe(403);
    // A form from the site's own origin passes the check (and meets the sign-in wall behind it).
    const ownOrigin = await stranger.fetch(`${site}/promo`, {
      ...form({ code: "X" }),
      headers: { origin: site, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(ownOrigin.status).not.toBe(403);
  });
});
