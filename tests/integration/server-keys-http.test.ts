// Server keys over real HTTP: an admin makes keys in the admin API (the
// console's own data provider), a game server uses them on POST /api/matches
// and POST /api/server/players/{userId}/grants. A player's own session (cookie
// or bearer) never reports a match; a key works only for its scopes, stops when
// revoked, expired or rotated; GAME_SERVER_KEY is the bootstrap key; every use
// is recorded with the key's name.
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historyTypes } from "../../api/src/history/types.ts";
import { bootstrapKeyName } from "../../api/src/server-keys/scopes.ts";
import type { ConsoleDataProvider, RotatedServerKey } from "../../console/src/data-provider.ts";
import { adminProvider, failure, signedIn } from "../support/admin-http.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";
import { firstMapWin } from "../support/match-reports.ts";
import { readyToPlay } from "../support/progression.ts";

const bootstrapKey = "a-bootstrap-game-server-key-for-tests";
let server: AuthTestServer;
let admin: ConsoleDataProvider;

beforeAll(async () => {
  server = await startAuthServer({ GAME_SERVER_KEY: bootstrapKey });
  const { browser } = await signedIn(server, "admin");
  admin = adminProvider(server, browser.fetch);
});
afterAll(() => server.close());

interface Issued {
  id: string;
  name: string;
  prefix: string;
  secret: string;
  status: string;
}

async function makeKey(data: { name: string; scopes: string[]; expiresAt?: string }): Promise<Issued> {
  return (await admin.create<Issued & { id: string }>("server-keys", { data })).data;
}

async function readyPlayer() {
  const { browser, account } = await signedIn(server, "player");
  await readyToPlay(server.deps, account.id);
  return { browser, player: account };
}

async function send(path: string, init: { key?: string; headers?: Record<string, string>; body: unknown }) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(init.key ? { "x-game-server-key": init.key } : {}),
      ...init.headers,
    },
    body: JSON.stringify(init.body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers of several shapes, read field by field
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const report = (key: string | undefined, userId: string, matchId: string) =>
  send("/api/matches", { key, body: { ...firstMapWin(matchId), userId } });

const grant = (key: string, userId: string, idempotencyKey: string, body: unknown) =>
  send(`/api/server/players/${userId}/grants`, { key, headers: { "idempotency-key": idempotencyKey }, body });

async function walletOf(userId: string) {
  return server.deps.db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { freeCurrency: true, paidCurrency: true, xp: true },
  });
}

describe("self-reported wins", () => {
  it("are refused from the player's cookie and bearer token, and the wallet does not move", async () => {
    const { browser, player } = await readyPlayer();
    const before = await walletOf(player.id);
    const byCookie = await browser.fetch(`${server.url}/api/matches`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(firstMapWin("self-report-0001")),
    });
    expect(byCookie.status).toBe(403);
    const refusal = (await byCookie.json()) as { error: { message: string; details: { reason: string } } };
    expect(refusal.error.details.reason).toBe("server_key_required");
    expect(refusal.error.message).toContain("play a battle (POST /api/battles)");

    const guest = await send("/api/client/auth/device", {
      body: { deviceId: `device-${randomUUID()}`, clientName: "cheater" },
    });
    expect(guest.status).toBe(200);
    await readyToPlay(server.deps, guest.body.player.id);
    const guestBefore = await walletOf(guest.body.player.id);
    for (let i = 0; i < 3; i++) {
      const byBearer = await send("/api/matches", {
        headers: { authorization: `Bearer ${guest.body.accessToken}` },
        body: firstMapWin(`self-report-bearer-${i}`),
      });
      expect(byBearer.status).toBe(403);
      expect(byBearer.body.error.message).toContain("POST /api/battles");
    }

    const anonymous = await send("/api/matches", {
      body: { ...firstMapWin("anonymous-0001"), userId: player.id },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toContain("X-Game-Server-Key");

    expect(await walletOf(player.id)).toEqual(before);
    expect(await walletOf(guest.body.player.id)).toEqual(guestBefore);
    expect(
      await server.deps.db.matchReport.count({
        where: { userId: { in: [player.id, guest.body.player.id] } },
      }),
    ).toBe(0);

    // What players do instead: a battle the server simulates, which pays.
    const battle = await browser.fetch(`${server.url}/api/battles`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mode: "campaign", map: "meadow-outskirts" }),
    });
    expect(battle.status).toBe(200);
    expect((await walletOf(player.id)).freeCurrency).toBeGreaterThan(before.freeCurrency);
  });
});

describe("a game server's key", () => {
  it("reports matches only with matches:report, and grants only with rewards:grant, saying which scope is missing", async () => {
    const { player } = await readyPlayer();
    const reporter = await makeKey({ name: "Match servers EU", scopes: ["matches:report"] });
    const granter = await makeKey({ name: "Prize desk", scopes: ["rewards:grant"] });
    expect(reporter.secret).toMatch(/^msk_/);

    const noScope = await report(granter.secret, player.id, "scope-0001");
    expect(noScope.status).toBe(403);
    expect(noScope.body.error.details).toEqual({ reason: "missing_scope", scope: "matches:report" });
    expect(noScope.body.error.message).toContain("Prize desk");
    const before = await walletOf(player.id);
    const cannotGrant = await grant(reporter.secret, player.id, "grant-by-reporter-1", {
      gold: 50,
      reason: "no",
    });
    expect(cannotGrant.status).toBe(403);
    expect(cannotGrant.body.error.details.scope).toBe("rewards:grant");
    expect(await walletOf(player.id)).toEqual(before);

    const reported = await report(reporter.secret, player.id, "scope-0002");
    expect(reported.status).toBe(200);
    expect(reported.body.won).toBe(true);
    const again = await report(reporter.secret, player.id, "scope-0002");
    expect(again.body.replayed).toBe(true);

    // Every use is recorded with the key's name; the console lists them on the key's page.
    const uses = await server.deps.db.history.findMany({
      where: { type: historyTypes.serverKeyUsed, data: { path: ["keyId"], equals: reporter.id } },
      orderBy: { id: "asc" },
    });
    expect(uses.map((use) => use.data)).toEqual([
      expect.objectContaining({
        keyName: "Match servers EU",
        keyPrefix: reporter.prefix,
        scope: "matches:report",
        operation: "report_match",
        matchId: "scope-0002",
      }),
      expect.objectContaining({ operation: "report_match", matchId: "scope-0002" }),
    ]);
    expect(uses.every((use) => use.userId === player.id)).toBe(true);
    const listed = await admin.getList("server-key-uses", {
      filter: { keyId: reporter.id },
      sort: { field: "createdAt", order: "DESC" },
      pagination: { page: 1, perPage: 10 },
    });
    expect(listed.total).toBe(2);
    expect(listed.data[0]).toMatchObject({ operation: "report_match", user: { id: player.id } });
    const shown = (await admin.getOne("server-keys", { id: reporter.id })).data;
    expect(shown.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(shown)).not.toContain(reporter.secret);
  });

  it("stops working once revoked", async () => {
    const { player } = await readyPlayer();
    const key = await makeKey({ name: "Leaky server", scopes: ["matches:report"] });
    expect((await report(key.secret, player.id, "revoke-0001")).status).toBe(200);
    const revoked = await admin.revokeServerKey(key.id);
    expect(revoked.data).toMatchObject({ id: key.id, status: "revoked" });
    const refused = await report(key.secret, player.id, "revoke-0002");
    expect(refused.status).toBe(401);
    expect(refused.body.error.details.reason).toBe("revoked_key");
    expect(await server.deps.db.matchReport.count({ where: { userId: player.id } })).toBe(1);
    expect((await failure(admin.revokeServerKey(key.id))).status).toBe(409);
  });

  it("stops working at its expiry", async () => {
    const { player } = await readyPlayer();
    const key = await makeKey({
      name: "Weekend trial",
      scopes: ["matches:report"],
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    expect((await report(key.secret, player.id, "expiry-0001")).status).toBe(200);
    await sleep(1600);
    const refused = await report(key.secret, player.id, "expiry-0002");
    expect(refused.status).toBe(401);
    expect(refused.body.error.details.reason).toBe("expired_key");
    expect((await admin.getOne("server-keys", { id: key.id })).data.status).toBe("expired");
  });

  it("rotates: the new secret works, the old one is refused, name and scopes carry over", async () => {
    const { player } = await readyPlayer();
    const old = await makeKey({ name: "Cup server", scopes: ["matches:report", "rewards:grant"] });
    const { data: rotated } = (await admin.rotateServerKey(old.id, 0)) as { data: RotatedServerKey };
    expect(rotated).toMatchObject({ name: "Cup server", scopes: ["matches:report", "rewards:grant"] });
    expect(rotated.secret).not.toBe(old.secret);
    expect(rotated.replaced).toMatchObject({ id: old.id, status: "replaced", replacedById: rotated.id });
    const refused = await report(old.secret, player.id, "rotate-0001");
    expect(refused.status).toBe(401);
    expect(refused.body.error.details.reason).toBe("rotated_key");
    expect((await report(rotated.secret, player.id, "rotate-0002")).status).toBe(200);
    expect((await failure(admin.rotateServerKey(old.id, 0))).status).toBe(409);
    const audit = await server.deps.db.history.findFirstOrThrow({
      where: { type: historyTypes.staffAction, data: { path: ["action"], equals: "server_key.rotate" } },
      orderBy: { id: "desc" },
    });
    expect(audit.data).toMatchObject({ serverKeyId: old.id, newServerKeyId: rotated.id, graceMinutes: 0 });
    expect(JSON.stringify(audit.data)).not.toContain(rotated.secret);
  });

  it("grants once per idempotency key, through the wallet's ledger", async () => {
    const { player } = await readyPlayer();
    const key = await makeKey({ name: "Prize server", scopes: ["rewards:grant"] });
    const before = await walletOf(player.id);
    const prize = {
      gold: 250,
      gems: 5,
      ingredients: [{ name: "Slime Jelly", quantity: 2 }],
      reason: "Cup: 2nd",
    };
    const first = await grant(key.secret, player.id, "cup-2026-12-prize-2", prize);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ replayed: false, granted: { gold: 250, gems: 5 } });
    // Retries, some at the same moment: one grant, kept once under its unique (player, key).
    const retries = await Promise.all(
      [1, 2, 3].map(() => grant(key.secret, player.id, "cup-2026-12-prize-2", prize)),
    );
    for (const retry of retries) {
      expect(retry.body).toMatchObject({ replayed: true, granted: first.body.granted });
    }
    expect(await server.deps.db.serverGrant.count({ where: { userId: player.id } })).toBe(1);
    const after = await walletOf(player.id);
    expect(after.freeCurrency).toBe(before.freeCurrency + 250);
    expect(after.paidCurrency).toBe(before.paidCurrency + 5);
    const ledger = await server.deps.db.history.findMany({
      where: {
        userId: player.id,
        type: historyTypes.currency,
        data: { path: ["reason"], equals: "server_grant" },
      },
    });
    expect(ledger).toHaveLength(2);

    const other = await grant(key.secret, player.id, "cup-2026-12-prize-2", { ...prize, gold: 9999 });
    expect(other.status).toBe(409);
    expect(other.body.error.details.reason).toBe("idempotency_key_reused");
    const nobody = await grant(key.secret, randomUUID(), "cup-2026-12-prize-3", prize);
    expect(nobody.status).toBe(404);
    const vip = await grant(key.secret, player.id, "cup-2026-12-prize-4", { vipDays: 30, reason: "no" });
    expect(vip.status).toBe(400);
    expect(await walletOf(player.id)).toEqual(after);
  });
});

describe("the bootstrap key, GAME_SERVER_KEY", () => {
  it("has every scope, and its uses are recorded under its own name", async () => {
    const { player } = await readyPlayer();
    expect((await report(bootstrapKey, player.id, "bootstrap-0001")).status).toBe(200);
    expect(
      (await grant(bootstrapKey, player.id, "bootstrap-grant-1", { gold: 10, reason: "Bootstrap" })).status,
    ).toBe(200);
    const uses = await server.deps.db.history.findMany({
      where: { userId: player.id, type: historyTypes.serverKeyUsed },
      orderBy: { id: "asc" },
    });
    expect(uses.map((use) => use.data)).toEqual([
      expect.objectContaining({ keyId: null, keyName: bootstrapKeyName, operation: "report_match" }),
      expect.objectContaining({
        keyId: null,
        keyName: bootstrapKeyName,
        operation: "grant_reward",
        replayed: false,
      }),
    ]);
    expect((await report(`${bootstrapKey}-not`, player.id, "bootstrap-0002")).status).toBe(401);
  });
});
