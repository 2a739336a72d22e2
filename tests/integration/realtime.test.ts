// Live events over real Socket.IO connections (socket.io-client) to a started
// server: handshake auth from the session cookie, per-user rooms, the staff
// namespace, events only after commit, revoked sessions dropped within 1 s,
// zod-checked payloads, and reconnection after a server restart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAuthRuntime } from "../../api/src/auth/runtime.ts";
import { sendMessages } from "../../api/src/inbox/send-messages.ts";
import { submitScores } from "../../api/src/leaderboards/submit-scores.ts";
import { applyMatch } from "../../api/src/matches/apply-match.ts";
import {
  type ConsoleSocket,
  createConsoleClient,
  createRealtimeClient,
  type RealtimeClient,
} from "../../api/src/realtime/client.ts";
import { type FeedItem, handshakeErrors } from "../../api/src/realtime/events.ts";
import { createBrowser, createTestPlayer } from "../support/auth.ts";
import { createTestDeps } from "../support/deps.ts";
import { freePort } from "../support/local-services.ts";
import { firstMapWin } from "../support/match-reports.ts";
import { readyToPlay } from "../support/progression.ts";
import {
  type Listenable,
  nextEvent,
  type RealtimeInstance,
  recordEvents,
  signInForCookie,
  sleep,
  startRealtimeInstance,
} from "../support/realtime-server.ts";

/** The staff feed's server-error interval here (a minute in production). */
const serverErrorInterval = 800;
let server: RealtimeInstance;
let deps: Awaited<ReturnType<typeof createTestDeps>>;
const clients: { close?(): void; disconnect?(): void }[] = [];

function player(
  cookie: string | null,
  options: Parameters<typeof createRealtimeClient>[1] = {},
): RealtimeClient {
  // forceNew: each test socket its own connection (and cookie), as separate browsers would have.
  const client = createRealtimeClient(server.url, {
    forceNew: true,
    ...(cookie ? { extraHeaders: { cookie } } : {}),
    ...options,
  });
  clients.push(client);
  return client;
}

function staff(cookie: string): ConsoleSocket {
  const socket = createConsoleClient(server.url, { forceNew: true, extraHeaders: { cookie } });
  clients.push(socket);
  return socket;
}

async function connected(socket: Listenable & { connected: boolean }): Promise<void> {
  if (socket.connected) return;
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
}

function refusal(socket: Listenable): Promise<string> {
  return new Promise((resolve) => socket.once("connect_error", (error: Error) => resolve(error.message)));
}

beforeAll(async () => {
  const port = await freePort();
  deps = await createTestDeps({ AUTH_URL: `http://127.0.0.1:${port}` });
  server = await startRealtimeInstance(deps, {
    port,
    playerCountIntervalMs: 200,
    serverErrorFeedIntervalMs: serverErrorInterval,
  });
});

afterAll(async () => {
  for (const client of clients) (client.close ?? client.disconnect)?.call(client);
  await server.stop();
  await closeAuthRuntime(deps);
  await deps.close();
});

describe("handshake", () => {
  it("refuses a socket with no cookie or a bad one, with a clear message", async () => {
    const anonymous = player(null, { reconnection: false });
    expect(await refusal(anonymous.socket)).toBe(handshakeErrors.noSession);
    const forged = player("next-auth.session-token=not-a-token", { reconnection: false });
    expect(await refusal(forged.socket)).toBe(handshakeErrors.invalid);
  });

  it("refuses players on /console and lets staff in", async () => {
    const { cookie } = await signInForCookie(server);
    const refused = createConsoleClient(server.url, {
      forceNew: true,
      extraHeaders: { cookie },
      reconnection: false,
    });
    clients.push(refused);
    expect(await refusal(refused)).toBe(handshakeErrors.notStaff);

    const liveops = await signInForCookie(server, "liveops");
    const feed = staff(liveops.cookie);
    await connected(feed);
    const online = await nextEvent<{ count: number }>(feed, "players:online");
    expect(online.count).toBeGreaterThanOrEqual(0);
  });
  it("writes nothing on a handshake: the login streak is the pages' business", async () => {
    const heidi = await signInForCookie(server);
    // As if the sign-in had been yesterday: a page request now would count a new day.
    const yesterday = new Date(Date.now() - 86_400_000);
    const before = await deps.db.user.update({
      where: { id: heidi.id },
      data: { lastLoginDate: yesterday, lastActiveAt: yesterday },
      select: { loginDay: true, lastLoginDate: true, lastActiveAt: true },
    });
    const client = player(heidi.cookie);
    await connected(client.socket);
    const after = await deps.db.user.findUniqueOrThrow({
      where: { id: heidi.id },
      select: { loginDay: true, lastLoginDate: true, lastActiveAt: true },
    });
    expect(after).toEqual(before);
  });
});

describe("player events", () => {
  it("reach only the player they are for, after the commit", async () => {
    const alice = await signInForCookie(server);
    const bob = await signInForCookie(server);
    const aliceClient = player(alice.cookie);
    const bobClient = player(bob.cookie);
    await Promise.all([connected(aliceClient.socket), connected(bobClient.socket)]);
    const bobInbox = recordEvents(bobClient.socket, "inbox:new");

    const arrived = nextEvent<{ count: number }>(aliceClient.socket, "inbox:new");
    await sendMessages(deps, {
      target: { kind: "player", userId: alice.id },
      draft: { message: "Hello Alice" },
      actor: { id: null },
      now: new Date(),
    });
    expect(await arrived).toEqual({ count: 1 });

    // A send that rolls back (no such player) announces nothing.
    const aliceInbox = recordEvents(aliceClient.socket, "inbox:new");
    await expect(
      sendMessages(deps, {
        target: { kind: "player", userId: "00000000-0000-4000-8000-000000000000" },
        draft: { message: "nobody" },
        actor: { id: null },
        now: new Date(),
      }),
    ).rejects.toThrow();
    await sleep(300);
    expect(bobInbox).toEqual([]);
    expect(aliceInbox).toEqual([]);
  });

  it("collecting a gift emits wallet:updated with the committed balance, once", async () => {
    const carol = await signInForCookie(server);
    const client = player(carol.cookie);
    await connected(client.socket);
    const gift = await deps.db.message.create({
      data: { userId: carol.id, message: "A gift", rewards: { gold: 40, gems: 3 } },
    });
    const updates = recordEvents<{ gold: number; gems: number }>(client.socket, "wallet:updated");
    const first = nextEvent(client.socket, "wallet:updated");
    const post = { method: "POST" };
    expect((await carol.browser.fetch(`${server.url}/api/inbox/${gift.id}/collect`, post)).status).toBe(200);
    await first;
    const row = await deps.db.user.findUniqueOrThrow({
      where: { id: carol.id },
      select: { freeCurrency: true, paidCurrency: true },
    });
    expect(updates).toEqual([{ gold: row.freeCurrency, gems: row.paidCurrency }]);
    // Collecting again is refused (rolled back): no second event.
    expect((await carol.browser.fetch(`${server.url}/api/inbox/${gift.id}/collect`, post)).status).toBe(409);
    await sleep(300);
    expect(updates).toHaveLength(1);
  });

  it("a match that moves the player's rank emits leaderboard:rank; one that does not, nothing", async () => {
    const board = await deps.db.leaderboard.create({
      data: { periodicity: "allTime", type: "kills", operator: "increment" },
    });
    const rival = await createTestPlayer(deps);
    await submitScores(deps.db, { userId: rival.id, scores: { kills: 7 }, now: new Date() });
    const frank = await signInForCookie(server);
    await readyToPlay(deps, frank.id);
    const client = player(frank.cookie);
    await connected(client.socket);
    const ranks = recordEvents<Record<string, unknown>>(client.socket, "leaderboard:rank");
    let played = 0;
    const play = () =>
      applyMatch(deps, {
        userId: frank.id,
        reporter: "server",
        request: { kind: "report", report: firstMapWin(`match-rank-${++played}`) },
        now: new Date(),
      });
    const entered = {
      leaderboardId: board.id,
      type: "kills",
      periodicity: "allTime",
      name: "All-time kills",
    };
    // First score on the board: 2 kills, behind the rival's 7.
    let next = nextEvent(client.socket, "leaderboard:rank");
    await play();
    expect(await next).toEqual({ ...entered, rank: 2, previousRank: null, score: 2 });
    // 4 and then 6 kills: still second, so nothing is sent.
    await play();
    await play();
    await sleep(300);
    expect(ranks).toHaveLength(1);
    // 8 kills: ahead of the rival.
    next = nextEvent(client.socket, "leaderboard:rank");
    await play();
    expect(await next).toEqual({ ...entered, rank: 1, previousRank: 2, score: 8 });
    expect(ranks).toHaveLength(2);
  });

  it("answers a bad payload with an error ack and keeps serving", async () => {
    const dave = await signInForCookie(server);
    const client = player(dave.cookie);
    await connected(client.socket);
    const bad = await new Promise((resolve) =>
      // biome-ignore lint/suspicious/noExplicitAny: sending what the types forbid is the point
      (client.socket as any).emit("subscribe", { topics: ["nope"], extra: 1 }, resolve),
    );
    expect(bad).toMatchObject({ ok: false, error: { code: "validation_failed" } });
    // No ack function at all: ignored, no crash.
    // biome-ignore lint/suspicious/noExplicitAny: as above
    (client.socket as any).emit("subscribe", 42);
    expect(await client.subscribe(["shop"])).toEqual({ ok: true, data: { topics: ["shop"] } });
    const rotated = nextEvent(client.socket, "shop:rotated");
    deps.events.emit("shop:rotated", { rotationId: 7, endsAt: null });
    expect(await rotated).toEqual({ rotationId: 7, endsAt: null });
  });

  it("level:up and achievement:unlocked go to the player; announcements to everyone", async () => {
    const erin = await signInForCookie(server);
    const client = player(erin.cookie);
    await connected(client.socket);
    const level = nextEvent(client.socket, "level:up");
    const achievement = nextEvent(client.socket, "achievement:unlocked");
    const announcement = nextEvent<{ title: string }>(client.socket, "announcement");
    deps.events.emit("level:up", { userId: erin.id, level: 5 });
    deps.events.emit("achievement:unlocked", { userId: erin.id, key: "first-blood" });
    deps.events.emit("announcement", {
      id: "a1",
      title: "Double gold",
      body: "All weekend",
      audience: { kind: "all" },
      actorId: null,
    });
    expect(await level).toEqual({ level: 5 });
    // The key for code, the catalogue's name for the toast.
    expect(await achievement).toEqual({ key: "first-blood", name: "First Blood" });
    expect((await announcement).title).toBe("Double gold");
  });
});

describe("revoked sessions", () => {
  it("sign out everywhere disconnects every socket of the user within 1 s", async () => {
    const frank = await signInForCookie(server);
    const other = await signInForCookie(server);
    const tabs = [player(frank.cookie), player(frank.cookie)];
    const bystander = player(other.cookie);
    await Promise.all([...tabs, bystander].map((tab) => connected(tab.socket)));
    const revoked = nextEvent(tabs[0]!.socket, "session:revoked");
    const gone = tabs.map((tab) => nextEvent<string>(tab.socket, "disconnect", 1_000));
    const started = Date.now();
    const response = await frank.browser.fetch(`${server.url}/api/me/sessions/revoke`, { method: "POST" });
    expect(response.status).toBe(204);
    expect(await Promise.all(gone)).toEqual(["io server disconnect", "io server disconnect"]);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await revoked).toEqual({ reason: "signed_out" });
    expect(bystander.socket.connected).toBe(true);
    // The old cookie no longer opens a socket.
    const again = player(frank.cookie, { reconnection: false });
    expect(await refusal(again.socket)).toBe(handshakeErrors.revoked);
  });

  it("a ban disconnects within 1 s and the feed shows it", async () => {
    const grace = await signInForCookie(server);
    const admin = await signInForCookie(server, "admin");
    const feed = staff(admin.cookie);
    const client = player(grace.cookie);
    await Promise.all([connected(client.socket), connected(feed)]);
    const feedItems = recordEvents<FeedItem>(feed, "feed");
    const gone = nextEvent<string>(client.socket, "disconnect", 1_000);
    // What the console's ban use case does after its commit.
    await deps.db.user.update({
      where: { id: grace.id },
      data: { isBanned: true, banReason: "cheating", sessionVersion: { increment: 1 } },
    });
    deps.events.emit("player:banned", {
      userId: grace.id,
      reason: "cheating",
      until: null,
      actorId: admin.id,
    });
    deps.events.emit("session:revoked", { userId: grace.id, reason: "banned" });
    expect(await gone).toBe("io server disconnect");
    await sleep(100);
    // Named: the feed row shows the player's display name, linked to their page.
    const { name } = await deps.db.userProfile.findUniqueOrThrow({ where: { userId: grace.id } });
    expect(feedItems).toContainEqual(
      expect.objectContaining({ kind: "ban", userId: grace.id, player: name }),
    );
  });
});

describe("staff feed", () => {
  it("shows sign-ups over the real API and job runs", async () => {
    const analyst = await signInForCookie(server, "analyst");
    const feed = staff(analyst.cookie);
    await connected(feed);
    const items = recordEvents<FeedItem>(feed, "feed");
    const browser = createBrowser();
    const { csrfToken } = (await (await browser.fetch(`${server.url}/api/auth/csrf`)).json()) as {
      csrfToken: string;
    };
    const signUp = await browser.fetch(`${server.url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        csrfToken,
        email: `new${Date.now()}@example.com`,
        password: "a-long-unusual-password",
        name: `Newbie${Date.now() % 100000}`,
      }),
    });
    expect(signUp.status).toBe(201);
    deps.events.emit("job:run", {
      job: "expire-vip",
      runId: 1,
      trigger: "manual",
      status: "succeeded",
      counts: {},
      error: null,
      durationMs: 12,
    });
    await sleep(300);
    expect(items).toContainEqual(expect.objectContaining({ kind: "job", job: "expire-vip" }));
    expect(items).toContainEqual(expect.objectContaining({ kind: "sign-up", method: "credentials" }));
  });

  it("aggregates server errors: the first at once, then one item per interval with the count, never a flood", async () => {
    const admin = await signInForCookie(server, "admin");
    const feed = staff(admin.cookie);
    await connected(feed);
    const items = recordEvents<FeedItem>(feed, "feed");
    const errors = () => items.filter((item) => item.kind === "error");
    const fail = (index: number) =>
      deps.events.emit("server:error", {
        message: `boom ${index}`,
        requestId: `req-${index}`,
        path: `/api/x/${index}`,
      });

    const arrivals: number[] = [];
    feed.on("feed", (item: FeedItem) => {
      if (item.kind === "error") arrivals.push(Date.now());
    });
    const until = async (check: () => boolean, ms: number) => {
      for (const end = Date.now() + ms; !check() && Date.now() < end; ) await sleep(20);
    };

    for (let index = 1; index <= 25; index++) fail(index);
    await until(() => errors().length > 0, serverErrorInterval / 2);
    expect(errors()).toEqual([expect.objectContaining({ count: 1, message: "boom 1", path: "/api/x/1" })]);

    await until(() => errors().length > 1, serverErrorInterval * 3);
    expect(errors()).toHaveLength(2);
    expect(errors()[1]).toMatchObject({
      count: 24,
      message: "boom 25",
      requestId: "req-25",
      path: "/api/x/25",
    });
    // Not before the interval is over: at most one item per interval.
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(serverErrorInterval - 50);

    // A quiet interval sends nothing; the next error after it goes out at once.
    await sleep(serverErrorInterval * 2);
    expect(errors()).toHaveLength(2);
    fail(26);
    await until(() => errors().length > 2, serverErrorInterval / 2);
    expect(errors()).toHaveLength(3);
    expect(errors()[2]).toMatchObject({ count: 1, message: "boom 26" });
  });
});

describe("reconnection", () => {
  it("reconnects within the 1–5 s backoff after a restart, resubscribes and receives new events", async () => {
    const hank = await signInForCookie(server);
    const client = player(hank.cookie);
    await connected(client.socket);
    await client.subscribe(["shop"]);
    const dropped = nextEvent(client.socket, "disconnect");
    await server.stop();
    await dropped;
    const stoppedAt = Date.now();
    await server.restart();
    await nextEvent(client.socket.io, "reconnect", 8_000);
    const waited = Date.now() - stoppedAt;
    expect(waited).toBeLessThan(6_000);
    // The client resubscribes on reconnect: wait until the new server-side socket is in the room.
    const deadline = Date.now() + 3_000;
    const resubscribed = async () =>
      (await server.realtime.io.in("topic:shop").fetchSockets()).some(
        (socket) => socket.data.userId === hank.id,
      );
    while (!(await resubscribed())) {
      if (Date.now() > deadline) throw new Error("the client did not resubscribe");
      await sleep(20);
    }
    const rotated = nextEvent(client.socket, "shop:rotated");
    const level = nextEvent(client.socket, "level:up");
    deps.events.emit("shop:rotated", { rotationId: 8, endsAt: null });
    deps.events.emit("level:up", { userId: hank.id, level: 2 });
    expect(await rotated).toEqual({ rotationId: 8, endsAt: null });
    expect(await level).toEqual({ level: 2 });
  });
});
