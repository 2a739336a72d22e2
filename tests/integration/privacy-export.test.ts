// A player's copy of their data (docs/decisions/129) over real HTTP: a player
// with a full history (signed up through the real route; a purchase, a promo
// code, a poll answer through theirs; a ban and its lifting by staff through the
// admin API) downloads the archive and finds each section's real rows and no
// secret; a history of 20 000 ledger rows streams in pages and arrives whole; the
// fourth download in an hour is refused and not recorded; staff download a
// player's data with players.privacy only, recorded with the staff member as
// actor; a failure part-way through cuts the connection and the process goes on.
import { once } from "node:events";
import { readFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveChunks, archivedModels, archiveSubject } from "../../api/src/privacy/export-archive.ts";
import { exportConfig } from "../../api/src/privacy/export-numbers.ts";
import { exportOwnData } from "../../api/src/privacy/export-player-data.ts";
import { signedIn } from "../support/admin-http.ts";
import { type Browser, createBrowser, csrfToken, form } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";

let server: AuthTestServer;
let player: Browser;
let playerId: string;
const email = "kai.export@example.com";
const password = "a-long-unusual-password";
const name = "Kai Export";
let liveops: Browser;
let liveopsId: string;
let analyst: Browser;

type Archive = Record<string, unknown> & {
  player: Record<string, unknown>;
  signInMethods: Record<string, unknown> & {
    linkedAccounts: Record<string, unknown>[];
    gameApps: Record<string, unknown>[];
  };
  walletLedger: Record<string, unknown>[];
  purchases: Record<string, Record<string, unknown>[]>;
  promoRedemptions: Record<string, unknown>[];
  messages: Record<string, unknown>[];
  pollAnswers: Record<string, unknown>[];
  leaderboards: { current: Record<string, unknown>[]; past: Record<string, unknown>[] };
  matches: Record<string, unknown>[];
  signIns: Record<string, unknown>[];
  bans: { current: unknown; history: Record<string, unknown>[] };
  staffActionsAboutYou: Record<string, unknown>[];
  otherActivity: Record<string, unknown>[];
  monstersAndRelics: Record<string, unknown>[];
  achievements: Record<string, unknown>[];
  activityDays: string[];
};

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

async function signInAgain(browser: Browser) {
  const response = await browser.fetch(
    `${server.url}/api/auth/callback/credentials`,
    form({ email, password, csrfToken: await csrfToken(server.url, browser) }),
  );
  expect(response.status).toBe(302);
}

const exportsOf = (userId: string) =>
  server.deps.db.history.findMany({ where: { userId, type: "data_exported" }, orderBy: { id: "asc" } });

beforeAll(async () => {
  server = await startAuthServer();
  const db = server.deps.db;
  ({
    browser: liveops,
    account: { id: liveopsId },
  } = await signedIn(server, "liveops"));
  ({ browser: analyst } = await signedIn(server, "analyst"));

  // Signed up through the real route (the welcome message, the starter grant, the sign-up row).
  player = createBrowser();
  const signUp = await player.fetch(`${server.url}/api/auth/signup`, {
    ...json({ csrfToken: await csrfToken(server.url, player), email, password, name }),
  });
  expect(signUp.status).toBe(201);
  playerId = (await db.user.findUniqueOrThrow({ where: { email } })).id;

  const now = Date.now();
  const shopItem = await db.shopItem.create({
    data: {
      name: "Slime Jelly x10",
      category: "ingredients",
      type: "ingredient",
      price: 200,
      currency: "gold",
      grant: { kind: "ingredient", name: "Slime Jelly", quantity: 10 },
      isAvailable: true,
    },
  });
  const bought = await player.fetch(`${server.url}/api/shop/purchases`, {
    ...json({ shopItemId: shopItem.id }),
    headers: { "content-type": "application/json", "idempotency-key": "export-test-purchase-1" },
  });
  expect(bought.status).toBe(200);
  await db.promoCode.create({ data: { code: "EXPORTGIFT", rewards: { gold: 50 }, description: "A gift" } });
  expect(
    (await player.fetch(`${server.url}/api/promo-codes/redeem`, json({ code: "exportgift" }))).status,
  ).toBe(200);
  await db.poll.create({
    data: {
      key: "export-fire-or-water",
      question: "Fire or water?",
      options: ["Fire", "Water"],
      startsAt: new Date(now - 3_600_000),
      endsAt: new Date(now + 3_600_000),
    },
  });
  expect(
    (await player.fetch(`${server.url}/api/polls/export-fire-or-water/answer`, json({ answer: "Water" })))
      .status,
  ).toBe(201);

  // What no route of this test reaches cheaply: a real-money payment (Stripe), a Google
  // link (OAuth), a leaderboard score and a past standing (game servers, the reset job).
  await db.transaction.create({
    data: {
      userId: playerId,
      currency: "usd",
      description: "Pouch of gems",
      paymentIntentId: "pi_export_test_1",
      price: 499,
      gems: 500,
      country: "NL",
    },
  });
  await db.account.create({
    data: { userId: playerId, provider: "google", providerAccountId: "google-kai-123" },
  });
  const board = await db.leaderboard.create({ data: { periodicity: "weekly", type: "kills" } });
  await db.leaderboardContender.create({ data: { userId: playerId, leaderboardId: board.id, score: 42 } });
  await db.leaderboardArchive.create({
    data: {
      leaderboardId: board.id,
      userId: playerId,
      periodStart: new Date(now - 14 * 86_400_000),
      periodEnd: new Date(now - 7 * 86_400_000),
      rank: 3,
      score: 17,
      reachedAt: new Date(now - 10 * 86_400_000),
    },
  });
  await db.matchReport.create({
    data: {
      userId: playerId,
      matchId: "export-match-1",
      reporter: "session",
      mode: "pve",
      won: true,
      result: {},
    },
  });

  // A ban and its lifting, through the admin API; the ban ends the session, so the player signs in again.
  expect(
    (
      await liveops.fetch(
        `${server.url}/api/admin/players/${playerId}/ban`,
        json({ reason: "spamming chat", durationHours: 24 }),
      )
    ).status,
  ).toBe(200);
  expect(
    (
      await liveops.fetch(
        `${server.url}/api/admin/players/${playerId}/unban`,
        json({ note: "appeal accepted" }),
      )
    ).status,
  ).toBe(200);
  await signInAgain(player);
});
afterAll(() => server?.close());

describe("GET /api/account/export", () => {
  let text: string;
  let archive: Archive;

  it("is refused without a sign-in", async () => {
    expect((await fetch(`${server.url}/api/account/export`)).status).toBe(401);
  });

  it("downloads the whole archive as a file, recorded as the player's own", async () => {
    const response = await player.fetch(`${server.url}/api/account/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="monster-arena-data-kai-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    text = await response.text();
    archive = JSON.parse(text) as Archive;
    expect(archive).toMatchObject({ format: "monster-arena-player-export", version: 1 });
    const recorded = await exportsOf(playerId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ actorId: null, data: { by: "player" } });
  });

  it("holds each section's real rows", async () => {
    const db = server.deps.db;
    expect(archive.player).toMatchObject({
      id: playerId,
      email,
      displayName: name,
      role: "Player",
      isGuest: false,
    });
    const user = await db.user.findUniqueOrThrow({ where: { id: playerId } });
    expect(archive.player.currencies).toEqual({ gold: user.freeCurrency, gems: user.paidCurrency });

    const ledger = await db.history.count({ where: { userId: playerId, type: "currency" } });
    expect(ledger).toBeGreaterThanOrEqual(3);
    expect(archive.walletLedger).toHaveLength(ledger);
    expect(archive.walletLedger.map((row) => row.reason)).toEqual(
      expect.arrayContaining(["starter_grant", "shop_purchase", "promo_code"]),
    );

    expect(archive.purchases.shop).toEqual([
      expect.objectContaining({ item: "Slime Jelly x10", price: 200, paidIn: "gold" }),
    ]);
    expect(archive.purchases.payments).toEqual([
      expect.objectContaining({
        paymentIntentId: "pi_export_test_1",
        price: 499,
        currency: "usd",
        gems: 500,
      }),
    ]);
    expect(archive.promoRedemptions).toEqual([
      expect.objectContaining({ code: "EXPORTGIFT", description: "A gift" }),
    ]);
    expect(archive.pollAnswers).toEqual([
      expect.objectContaining({ poll: "export-fire-or-water", question: "Fire or water?", answer: "Water" }),
    ]);
    expect(archive.messages).toHaveLength(await db.message.count({ where: { userId: playerId } }));
    // In words as the inbox shows them, not the template's key.
    expect(archive.messages).toContainEqual(
      expect.objectContaining({
        title: "Your welcome gift",
        text: expect.stringMatching(/^Welcome to Monster Arena! Here is a gift/),
        template: "welcome_gift",
      }),
    );
    expect(archive.leaderboards.current).toEqual([
      expect.objectContaining({ board: "Weekly kills", score: 42 }),
    ]);
    expect(archive.leaderboards.past).toEqual([
      expect.objectContaining({ board: "Weekly kills", rank: 3, score: 17 }),
    ]);
    expect(archive.matches).toEqual([expect.objectContaining({ matchId: "export-match-1", won: true })]);
    expect(archive.monstersAndRelics).toHaveLength(
      await db.item.count({ where: { inventory: { userId: playerId } } }),
    );
    expect(archive.signInMethods.linkedAccounts).toEqual([
      expect.objectContaining({ provider: "google", providerAccountId: "google-kai-123" }),
    ]);
    expect(archive.signInMethods.password).toMatch(/^present/);

    const signIns = await db.history.findMany({
      where: { userId: playerId, type: { in: ["sign_in", "sign_up", "sign_in_failed"] } },
    });
    expect(archive.signIns).toHaveLength(signIns.length);
    expect(archive.signIns.map((row) => row.event)).toEqual(expect.arrayContaining(["sign_up", "sign_in"]));
    expect(archive.signIns.every((row) => typeof row.address === "string")).toBe(true);

    expect(archive.bans.current).toBeNull();
    expect(archive.bans.history.map((row) => (row.details as { action: string }).action)).toEqual([
      "player.ban",
      "player.unban",
    ]);
    expect(archive.bans.history[0]).toMatchObject({ by: "a staff member (LiveOps)" });
    expect(archive.staffActionsAboutYou).toHaveLength(
      await db.history.count({ where: { userId: playerId, type: "staff_action" } }),
    );
    // Every History row about the player is in exactly one of its sections (the ban rows are also in bans).
    const everyRow = await db.history.count({ where: { userId: playerId } });
    expect(
      archive.walletLedger.length +
        archive.signIns.length +
        archive.staffActionsAboutYou.length +
        archive.otherActivity.length,
    ).toBe(everyRow);
  });

  it("never carries a secret", async () => {
    const db = server.deps.db;
    const user = await db.user.findUniqueOrThrow({ where: { id: playerId } });
    expect(user.passwordHash).toBeTruthy();
    expect(text).not.toContain(user.passwordHash!);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toContain("passwordHash");
    expect(text).not.toContain("tokenHash");
    expect(text).not.toContain("sessionVersion");
    const session = await player.cookie(server.url, "next-auth.session-token");
    expect(session).toBeTruthy();
    expect(text).not.toContain(session!);
  });

  it("refuses the fourth download in an hour, in words, and does not record it", async () => {
    for (let download = 2; download <= exportConfig.perPlayer.points; download++) {
      const response = await player.fetch(`${server.url}/api/account/export`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    expect(await exportsOf(playerId)).toHaveLength(exportConfig.perPlayer.points);
    const refused = await player.fetch(`${server.url}/api/account/export`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({ code: "rate_limited" });
    expect(body.error.message).toMatch(/^Too many downloads of your data\. Try again in/);
    expect(await exportsOf(playerId)).toHaveLength(exportConfig.perPlayer.points);
  });
});

describe("a game client", () => {
  it("downloads the same archive with its bearer access token", async () => {
    const { account } = await signedIn(server, "player");
    const signIn = await fetch(`${server.url}/api/client/auth/password`, {
      ...json({ email: account.email, password: account.password, clientName: "export test app" }),
    });
    expect(signIn.status).toBe(200);
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const response = await fetch(`${server.url}/api/account/export`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(200);
    const archive = (await response.json()) as Archive;
    expect(archive.player).toMatchObject({ id: account.id, email: account.email });
    // The app's own sign-in is in the file, its tokens only as present.
    expect(archive.signInMethods.gameApps).toEqual([
      expect.objectContaining({ clientName: "export test app", signedInWith: "password" }),
    ]);
    expect(JSON.stringify(archive)).not.toContain(accessToken);
  });
});

describe("what the archive covers", () => {
  it("has every model of prisma/schema.prisma that holds a player's rows, and each named section is in the file", async () => {
    const schema = await readFile(new URL("../../prisma/schema.prisma", import.meta.url), "utf8");
    const withUserId = [...schema.matchAll(/^model (\w+) \{([^}]*)\}/gm)]
      .filter(([, , body]) => /^\s+userId\s/m.test(body!))
      .map(([, name]) => name!);
    expect(withUserId.length).toBeGreaterThan(20);
    expect(withUserId.filter((model) => !(model in archivedModels) && model !== "User")).toEqual([]);
    expect(
      Object.keys(archivedModels).filter((model) => model !== "User" && !withUserId.includes(model)),
    ).toEqual([]);
    // Every section the list names is a key of a real archive.
    const response = await player.fetch(`${server.url}/api/admin/players/${playerId}/export`);
    expect(response.status).toBe(403);
    const text = await (await liveops.fetch(`${server.url}/api/admin/players/${playerId}/export`)).text();
    const archive = JSON.parse(text) as Record<string, unknown>;
    // A section may be null for this player (no second factor): it is there, and empty.
    const has = (path: string) => {
      let node: unknown = archive;
      for (const key of path.split(".")) {
        if (node === null) return true;
        node = (node as Record<string, unknown>)[key];
        if (node === undefined) return false;
      }
      return true;
    };
    const sections = Object.values(archivedModels).flatMap((sections) => sections.split(", "));
    expect(sections.filter((section) => !has(section))).toEqual([]);
  });
});

describe("GET /api/admin/players/{id}/export", () => {
  it("needs players.privacy: a visitor, a player and an analyst are refused", async () => {
    const path = `${server.url}/api/admin/players/${playerId}/export`;
    expect((await fetch(path)).status).toBe(401);
    expect((await player.fetch(path)).status).toBe(403);
    expect((await analyst.fetch(path)).status).toBe(403);
  });

  it("gives LiveOps the player's archive, recorded with the staff member as actor", async () => {
    const before = (await exportsOf(playerId)).length;
    const response = await liveops.fetch(`${server.url}/api/admin/players/${playerId}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/filename="monster-arena-data-kai-export-/);
    const archive = (await response.json()) as Archive;
    expect(archive.player).toMatchObject({ id: playerId, email, displayName: name });
    const recorded = await exportsOf(playerId);
    expect(recorded).toHaveLength(before + 1);
    expect(recorded.at(-1)).toMatchObject({ actorId: liveopsId, data: { by: "staff" } });
    // In the player's audit trail as the staff API lists it, with the staff member named.
    const trail = await liveops.fetch(
      `${server.url}/api/admin/history?filter=${encodeURIComponent(JSON.stringify({ userId: playerId, type: "data_exported" }))}`,
    );
    expect(trail.status).toBe(200);
    const rows = (await trail.json()) as { actorId: string | null; actor: { id: string } | null }[];
    expect(rows.some((row) => row.actorId === liveopsId && row.actor?.id === liveopsId)).toBe(true);
  });

  it("answers an id that is no player's with 404, never a 500", async () => {
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", "%27%20OR%201%3D1"]) {
      const response = await liveops.fetch(`${server.url}/api/admin/players/${id}/export`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
  });
});

describe("a long history", () => {
  const rows = 20_000;
  let longId: string;

  beforeAll(async () => {
    const db = server.deps.db;
    longId = (await signedIn(server, "player")).account.id;
    await db.$executeRaw`
      INSERT INTO "History" ("type", "userId", "createdAt", "data")
      SELECT 'currency', ${longId}::uuid, now() - (${rows} - g) * interval '1 second',
             jsonb_build_object('currency', 'gold', 'delta', 1, 'balance', g, 'reason', 'staff_grant', 'ref', 'bulk-' || g)
      FROM generate_series(1, ${rows}) AS g`;
  });

  it("streams every ledger row over HTTP, in order, and parses", async () => {
    const { browser } = await signedInAs(longId);
    const response = await browser.fetch(`${server.url}/api/account/export`);
    expect(response.status).toBe(200);
    const archive = (await response.json()) as Archive;
    const ledger = await server.deps.db.history.count({ where: { userId: longId, type: "currency" } });
    expect(ledger).toBeGreaterThan(rows);
    expect(archive.walletLedger).toHaveLength(ledger);
    const ids = archive.walletLedger.map((row) => row.id as number);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is written a page at a time: no chunk holds more than one page of rows", async () => {
    const user = await archiveSubject(server.deps.db, longId);
    let chunks = 0;
    let largest = 0;
    let total = 0;
    let ledgerRowsInLargest = 0;
    for await (const chunk of archiveChunks(server.deps.db, user!, new Date())) {
      chunks += 1;
      total += chunk.length;
      if (chunk.length > largest) {
        largest = chunk.length;
        ledgerRowsInLargest = (chunk.match(/"balanceAfter"/g) ?? []).length;
      }
    }
    // 20 000 rows in pages of 1 000: at least 20 chunks of ledger, none with more than a page.
    expect(chunks).toBeGreaterThanOrEqual(rows / exportConfig.pageSize);
    expect(ledgerRowsInLargest).toBeLessThanOrEqual(exportConfig.pageSize);
    expect(largest).toBeLessThan(total / 10);
  });

  async function signedInAs(userId: string) {
    const user = await server.deps.db.user.findUniqueOrThrow({ where: { id: userId } });
    const browser = createBrowser();
    const response = await browser.fetch(
      `${server.url}/api/auth/callback/credentials`,
      form({
        email: user.email,
        password: "correct-horse-battery-staple",
        csrfToken: await csrfToken(server.url, browser),
      }),
    );
    expect(response.status).toBe(302);
    return { browser };
  }
});

describe("a failure part-way through the archive", () => {
  it("cuts the connection (the download fails, never a whole-looking file) and the server goes on", async () => {
    const { account } = await signedIn(server, "player");
    // The database is lost after the first sections: messages cannot be read.
    const failing = new Proxy(server.deps.db, {
      get(target, property) {
        if (property === "message") {
          return { findMany: () => Promise.reject(new Error("connection to the database lost")) };
        }
        const found = Reflect.get(target, property, target) as unknown;
        return typeof found === "function" ? (found as (...args: unknown[]) => unknown).bind(target) : found;
      },
    });
    const download = await exportOwnData(
      { ...server.deps, db: failing },
      { userId: account.id, now: new Date() },
    );
    const http = serve({
      fetch: (request) =>
        new URL(request.url).pathname === "/archive"
          ? new Response(download.body, { headers: { "content-type": download.contentType } })
          : new Response("still here"),
      port: 0,
      hostname: "127.0.0.1",
    }) as Server;
    await once(http, "listening");
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      const response = await fetch(`${url}/archive`);
      expect(response.status).toBe(200);
      await expect(response.text()).rejects.toThrow();
      expect(await (await fetch(`${url}/other`)).text()).toBe("still here");
    } finally {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });
});
