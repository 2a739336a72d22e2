// Sign-in limits that protect owners (docs/security.md, Sign-in limits; ADR 132),
// through the real HTTP contract from many loopback addresses (127.0.0.0/8 is all
// local): an attacker from many addresses cannot lock the owner out (web credentials
// callback and the game clients' password sign-in), the (account, address) pair and
// the address refuse past their limits, and a staff account under attack raises one
// alert per window (History and the live feed over real Socket.IO). With REDIS_URL
// the counters live in Redis and two instances share them.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authConfig } from "../../api/src/auth/numbers.ts";
import { authLimits } from "../../api/src/auth/rate-limits.ts";
import { closeAuthRuntime } from "../../api/src/auth/runtime.ts";
import type { AppDeps } from "../../api/src/context.ts";
import { createDomainEvents } from "../../api/src/events.ts";
import { historyTypes } from "../../api/src/history/types.ts";
import { createConsoleClient } from "../../api/src/realtime/client.ts";
import type { FeedItem } from "../../api/src/realtime/events.ts";
import { createTestPlayer, csrfToken, form } from "../support/auth.ts";
import { createTestDeps } from "../support/deps.ts";
import { freePort } from "../support/local-services.ts";
import { browserFrom, fetchFrom } from "../support/loopback-client.ts";
import {
  type RealtimeInstance,
  recordEvents,
  signInForCookie,
  startRealtimeInstance,
} from "../support/realtime-server.ts";
import { openSecondConnection } from "../support/second-connection.ts";

const redisUrl = process.env.REDIS_URL;
const limits = authConfig.rateLimits;
const pairLimit = limits.signInFailuresPerPair.points;
const addressLimit = limits.signInFailuresPerAddress.points;
const threshold = limits.signInSlowdownPerAccount.afterFailures;
/** The slowdown's cap here: real timers still run, but an attack of 150 attempts stays quick. */
const slowdownCapMs = 5;

/** With REDIS_URL, counters in Redis under a prefix of this file's own. */
const storeEnv = (): Record<string, string> =>
  redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `arena-test-${randomBytes(6).toString("hex")}` } : {};

type Account = Awaited<ReturnType<typeof createTestPlayer>>;

/** The web's credentials callback from `address`: the status, Retry-After, and whether a session came back. */
async function webSignIn(
  url: string,
  address: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const browser = browserFrom(address);
  const request = form({ email, password, csrfToken: await csrfToken(url, browser), json: "true" });
  const response = await browser.fetch(`${url}/api/auth/callback/credentials`, {
    ...request,
    headers: { ...(request.headers as Record<string, string>), ...headers },
  });
  const session = (await (await browser.fetch(`${url}/api/auth/session`)).json()) as {
    user?: { email?: string };
  };
  return {
    status: response.status,
    retryAfter: Number(response.headers.get("retry-after") ?? 0),
    body: (await response.json()) as { url: string },
    signedInAs: session.user?.email ?? null,
  };
}

/** The game clients' POST /api/client/auth/password from `address`. */
async function clientSignIn(url: string, address: string, email: string, password: string) {
  const response = await fetchFrom(address)(`${url}/api/client/auth/password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, clientName: "Limits test" }),
  });
  return {
    status: response.status,
    retryAfter: Number(response.headers.get("retry-after") ?? 0),
    body: (await response.json()) as {
      accessToken?: string;
      player?: { id: string };
      error?: { code: string; message: string };
    },
  };
}

/** One wrong password from `address`: its status. */
async function guess(url: string, address: string, email: string, password: string): Promise<number> {
  const browser = browserFrom(address);
  const response = await browser.fetch(
    `${url}/api/auth/callback/credentials`,
    form({ email, password, csrfToken: await csrfToken(url, browser), json: "true" }),
  );
  return response.status;
}

/**
 * `addresses` × `perAddress` wrong passwords, round by round: in each round one from every
 * address, all at once, or one after another (`inOrder`, when a test counts what came first).
 */
async function attack(
  url: string,
  email: string,
  addresses: string[],
  perAddress: number,
  { inOrder = false } = {},
): Promise<number[]> {
  const statuses: number[] = [];
  for (let round = 0; round < perAddress; round++) {
    const password = `not-the-password-${round}`;
    if (!inOrder) {
      statuses.push(...(await Promise.all(addresses.map((address) => guess(url, address, email, password)))));
      continue;
    }
    for (const address of addresses) statuses.push(await guess(url, address, email, password));
  }
  return statuses;
}

const range = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}.${i + 1}`);

describe("sign-in limits on one instance", () => {
  let deps: Awaited<ReturnType<typeof createTestDeps>>;
  let server: RealtimeInstance;
  const sockets: { disconnect(): unknown }[] = [];

  beforeAll(async () => {
    const port = await freePort();
    deps = await createTestDeps({
      AUTH_URL: `http://127.0.0.1:${port}`,
      SIGN_IN_SLOWDOWN_MAX_MS: String(slowdownCapMs),
      ...storeEnv(),
    });
    server = await startRealtimeInstance(deps, { port });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server?.stop();
    await closeAuthRuntime(deps);
    await deps.close();
  });

  it("30 addresses × 5 wrong passwords at a player: the owner still signs in from a clean address, on the web and in a game client", async () => {
    const owner = await createTestPlayer(deps);
    const attackers = range("127.0.1", 30);
    const statuses = await attack(server.url, owner.email, attackers, pairLimit);
    // Every guess was checked and refused as a wrong password: none was locked out early.
    expect(statuses).toEqual(statuses.map(() => 401));

    // The attacker's addresses are spent for this account, even with the right password.
    const spent = await webSignIn(server.url, attackers[0]!, owner.email, owner.password);
    expect(spent.status).toBe(429);
    expect(spent.retryAfter).toBeGreaterThan(0);
    expect(spent.body.url).toContain("error=TooManyRequests");
    expect(spent.signedInAs).toBeNull();

    // The owner, from an address without failures: signed in (only slowed down).
    const web = await webSignIn(server.url, "127.0.1.200", owner.email, owner.password);
    expect(web.status).toBe(200);
    expect(web.signedInAs).toBe(owner.email);
    const client = await clientSignIn(server.url, "127.0.1.201", owner.email, owner.password);
    expect(client.status).toBe(200);
    expect(client.body.player?.id).toBe(owner.id);
    expect(client.body.accessToken).toEqual(expect.any(String));
    const signIns = await deps.db.history.count({ where: { type: historyTypes.signIn, userId: owner.id } });
    expect(signIns).toBe(2);

    // The owner's success cleared only their own pair: the account stays slowed down from
    // anywhere else, but not from the addresses the owner signed in from.
    expect(await authLimits(deps).slowdownFor("127.0.1.202", owner.email)).toBe(slowdownCapMs);
    expect(await authLimits(deps).slowdownFor("127.0.1.200", owner.email)).toBe(0);
    expect(await authLimits(deps).slowdownFor("127.0.1.201", owner.email)).toBe(0);
    // A player's account raises no staff alert.
    expect(
      await deps.db.history.count({ where: { type: historyTypes.staffSignInAttack, userId: owner.id } }),
    ).toBe(0);
  });

  it("an address past its pair limit is refused for that account (even the right password) but signs in to another", async () => {
    const target = await createTestPlayer(deps);
    const other = await createTestPlayer(deps);
    const address = "127.0.2.1";
    for (let i = 0; i < pairLimit; i++) {
      expect((await webSignIn(server.url, address, target.email, `wrong-${i}`)).status).toBe(401);
    }
    const refused = await webSignIn(server.url, address, target.email, target.password);
    expect(refused).toMatchObject({ status: 429, signedInAs: null });
    expect(refused.retryAfter).toBeGreaterThan(0);
    const refusedClient = await clientSignIn(server.url, address, target.email, target.password);
    expect(refusedClient.status).toBe(429);
    expect(refusedClient.retryAfter).toBeGreaterThan(0);
    expect(refusedClient.body.error).toMatchObject({ code: "rate_limited" });
    expect(refusedClient.body.error?.message).toMatch(
      /^Too many failed sign-ins to this account from your network\. Try again in 15 minutes\.$/,
    );

    // The same address, another account: signs in.
    const elsewhere = await webSignIn(server.url, address, other.email, other.password);
    expect(elsewhere).toMatchObject({ status: 200, signedInAs: other.email });
    // The same account, another address: signs in.
    const owner = await webSignIn(server.url, "127.0.2.2", target.email, target.password);
    expect(owner).toMatchObject({ status: 200, signedInAs: target.email });
  });

  it("an address past its own limit (many accounts) is refused everywhere; other addresses are not", async () => {
    const address = "127.0.3.1";
    const victims: Account[] = [];
    for (let i = 0; i < addressLimit / pairLimit; i++) victims.push(await createTestPlayer(deps));
    for (const victim of victims) {
      for (let i = 0; i < pairLimit; i++) {
        expect((await webSignIn(server.url, address, victim.email, `guess-${i}`)).status).toBe(401);
      }
    }
    const untouched = await createTestPlayer(deps);
    const refused = await clientSignIn(server.url, address, untouched.email, untouched.password);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toMatch(
      /^Too many failed sign-ins from your network\. Try again in /,
    );
    expect((await webSignIn(server.url, address, untouched.email, untouched.password)).status).toBe(429);
    // An unknown e-mail from there is refused the same way (no hint whether it has an account).
    expect((await webSignIn(server.url, address, "nobody@example.com", "whatever-it-is")).status).toBe(429);

    const fromElsewhere = await webSignIn(server.url, "127.0.3.2", untouched.email, untouched.password);
    expect(fromElsewhere).toMatchObject({ status: 200, signedInAs: untouched.email });
  });

  it("a staff account under attack: the owner signs in, one staffSignInAttack row per window, and the live feed shows it", async () => {
    const watcher = await signInForCookie(server, "liveops");
    const feed = createConsoleClient(server.url, {
      forceNew: true,
      extraHeaders: { cookie: watcher.cookie },
    });
    sockets.push(feed);
    await new Promise<void>((resolve, reject) => {
      feed.once("connect", () => resolve());
      feed.once("connect_error", reject);
    });
    const items = recordEvents<FeedItem>(feed, "feed");

    const admin = await createTestPlayer(deps, { role: "admin", name: "Ana Admin" });
    const attackers = range("127.0.4", 30);
    const statuses = await attack(server.url, admin.email, attackers, pairLimit, { inOrder: true });
    expect(statuses).toEqual(statuses.map(() => 401));

    const owner = await webSignIn(server.url, "127.0.4.200", admin.email, admin.password);
    expect(owner).toMatchObject({ status: 200, signedInAs: admin.email });

    // 150 failures, one alert: at the threshold, after one failure from each of the first 10 addresses.
    const alerts = await deps.db.history.findMany({
      where: { type: historyTypes.staffSignInAttack, userId: admin.id },
      select: { data: true },
    });
    expect(alerts).toEqual([{ data: { failures: threshold, addresses: threshold } }]);

    const attackItem = (item: FeedItem) => item.kind === "sign-in-attack" && item.userId === admin.id;
    await expect.poll(() => items.filter(attackItem).length).toBe(1);
    expect(items.find(attackItem)).toMatchObject({
      kind: "sign-in-attack",
      player: "Ana Admin",
      failures: threshold,
      addresses: threshold,
    });
  });
});

describe("behind a trusted proxy, an IPv6 client counts by its /64 network", () => {
  let deps: Awaited<ReturnType<typeof createTestDeps>>;
  let server: RealtimeInstance;

  beforeAll(async () => {
    const port = await freePort();
    deps = await createTestDeps({
      AUTH_URL: `http://127.0.0.1:${port}`,
      SIGN_IN_SLOWDOWN_MAX_MS: String(slowdownCapMs),
      // The test's own loopback connection is the proxy; X-Forwarded-For names the client.
      TRUST_PROXY: "127.0.0.1",
      ...storeEnv(),
    });
    server = await startRealtimeInstance(deps, { port });
  });

  afterAll(async () => {
    await server?.stop();
    await closeAuthRuntime(deps);
    await deps.close();
  });

  it("five addresses of one /64 share the pair's budget; the next /64 and the owner are not refused", async () => {
    const owner = await createTestPlayer(deps);
    const via = (client: string) => ({ "X-Forwarded-For": client });
    for (let i = 1; i <= pairLimit; i++) {
      const guess = await webSignIn(
        server.url,
        "127.0.0.1",
        owner.email,
        `guess-${i}`,
        via(`2001:db8:1:2::${i}`),
      );
      expect(guess.status).toBe(401);
    }
    const fresh = await webSignIn(
      server.url,
      "127.0.0.1",
      owner.email,
      owner.password,
      via("2001:db8:1:2::99"),
    );
    expect(fresh.status).toBe(429);
    const failed = await deps.db.history.findMany({
      where: { type: historyTypes.signInFailed, userId: owner.id },
      select: { data: true },
    });
    // Each failure is recorded under the client's own address, not the proxy's.
    expect(failed.map((row) => (row.data as { address: string }).address).sort()).toEqual(
      Array.from({ length: pairLimit }, (_, i) => `2001:db8:1:2::${i + 1}`),
    );
    const nextNetwork = await webSignIn(
      server.url,
      "127.0.0.1",
      owner.email,
      owner.password,
      via("2001:db8:1:3::1"),
    );
    expect(nextNetwork).toMatchObject({ status: 200, signedInAs: owner.email });
  });
});

describe.runIf(redisUrl)("sign-in limits shared by two instances over Redis", () => {
  let depsA: Awaited<ReturnType<typeof createTestDeps>>;
  let depsB: AppDeps;
  let closeSecond: () => Promise<void>;
  let a: RealtimeInstance;
  let b: RealtimeInstance;

  beforeAll(async () => {
    const port = await freePort();
    depsA = await createTestDeps({
      AUTH_URL: `http://127.0.0.1:${port}`,
      SIGN_IN_SLOWDOWN_MAX_MS: String(slowdownCapMs),
      ...storeEnv(),
    });
    a = await startRealtimeInstance(depsA, { port });
    // Instance B: its own database connection, domain events and (through its own AppDeps) limiters.
    const second = await openSecondConnection(depsA.database);
    closeSecond = second.close;
    depsB = { ...depsA, db: second.prisma, database: second, events: createDomainEvents() };
    b = await startRealtimeInstance(depsB);
  });

  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await closeSecond?.();
    await closeAuthRuntime(depsB);
    await closeAuthRuntime(depsA);
    await depsA.close();
  });

  it("failures on A and B count together: the pair limit, the slowdown and one staff alert", async () => {
    const admin = await createTestPlayer(depsA, { role: "admin" });
    const address = "127.0.5.1";
    // The pair's failures, split between the instances.
    for (let i = 0; i < pairLimit; i++) {
      const instance = i % 2 === 0 ? a : b;
      expect((await webSignIn(instance.url, address, admin.email, `wrong-${i}`)).status).toBe(401);
    }
    expect((await webSignIn(a.url, address, admin.email, admin.password)).status).toBe(429);
    expect((await webSignIn(b.url, address, admin.email, admin.password)).status).toBe(429);

    // Up to the threshold from another address on B: the account's count is shared too.
    for (let i = pairLimit; i < threshold; i++) {
      expect((await webSignIn(b.url, "127.0.5.2", admin.email, `wrong-${i}`)).status).toBe(401);
    }
    expect(await authLimits(depsA).slowdownFor("127.0.5.9", admin.email)).toBe(slowdownCapMs);
    expect(await authLimits(depsB).slowdownFor("127.0.5.9", admin.email)).toBe(slowdownCapMs);
    const alerts = await depsA.db.history.count({
      where: { type: historyTypes.staffSignInAttack, userId: admin.id },
    });
    expect(alerts).toBe(1);

    // The owner, from a clean address, on either instance.
    expect(await webSignIn(a.url, "127.0.5.3", admin.email, admin.password)).toMatchObject({
      status: 200,
      signedInAs: admin.email,
    });
    expect(await webSignIn(b.url, "127.0.5.4", admin.email, admin.password)).toMatchObject({
      status: 200,
      signedInAs: admin.email,
    });
    // An address known on A (the owner signed in there) is known on B too: no slowdown from it.
    expect(await authLimits(depsB).slowdownFor("127.0.5.3", admin.email)).toBe(0);
  });
});
