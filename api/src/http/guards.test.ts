// The guards run once per request however a router mounts them: Hono's "/x/*"
// also matches "/x", so mounting "/x" beside "/x/*" ran the session read (and
// its refresh) twice. A session due for refresh shows it: one Set-Cookie per
// request, not two. And every staff route answers by the one role table.
import { EncryptJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer } from "../../../tests/support/auth.ts";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { authConfig } from "../auth/numbers.ts";
import { deriveEncryptionKey } from "../auth/session-token.ts";
import { authSettings } from "../auth/settings.ts";
import type { AppDeps } from "../context.ts";
import type { Role } from "../generated/prisma/client.ts";
import { createHttpApp } from "./app.ts";

let deps: AppDeps & { close(): Promise<void> };
let playerCookie: string;
let adminCookie: string;

/**
 * A valid session cookie issued past the refresh interval, so the guard re-issues it on the way out.
 * A staff session's has passed its second factor (the `mfa` claim, docs/decisions/131).
 */
async function staleSessionCookie(user: { id: string; email: string; role: Role }): Promise<string> {
  const settings = authSettings(deps.env);
  const issuedAt = Math.floor(Date.now() / 1000) - authConfig.session.updateAgeSeconds - 60;
  const token = await new EncryptJWT({
    sub: user.id,
    email: user.email,
    role: user.role,
    sv: 0,
    ...(user.role === "player" ? {} : { mfa: true }),
  })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + authConfig.session.maxAgeSeconds)
    .setJti(crypto.randomUUID())
    .encrypt(await deriveEncryptionKey(settings.secret));
  return `${settings.cookies.sessionToken}=${token}`;
}

beforeAll(async () => {
  deps = await createTestDeps();
  playerCookie = await staleSessionCookie(await createTestPlayer(deps));
  adminCookie = await staleSessionCookie(await createTestPlayer(deps, { role: "admin" }));
});
afterAll(() => deps.close());

async function sessionCookiesSet(path: string, cookie: string): Promise<number> {
  const response = await createHttpApp(deps).request(path, { headers: { cookie } });
  expect(response.status, path).toBe(200);
  const name = authSettings(deps.env).cookies.sessionToken;
  return response.headers.getSetCookie().filter((header) => header.startsWith(`${name}=`)).length;
}

describe("guards run once per request", () => {
  it.each([
    "/api/me",
    "/api/home",
    "/api/inbox",
    "/api/shop",
    "/api/inventory",
    "/api/teams",
    "/api/quests",
    "/api/vip",
    "/api/daily-reward",
  ])("player route %s", async (path) => {
    expect(await sessionCookiesSet(path, playerCookie)).toBe(1);
  });

  it.each([
    "/api/admin/staff",
    "/api/admin/players",
    "/api/admin/messages",
    "/api/admin/polls",
    "/api/admin/promo-codes",
    "/api/admin/transactions",
    "/api/admin/leaderboards",
    "/api/admin/shop-items",
  ])("staff route %s", async (path) => {
    expect(await sessionCookiesSet(path, adminCookie)).toBe(1);
  });
});

describe("the role table (staff/permissions.ts) guards every staff route", () => {
  /**
   * Every change route of the admin API, as the OpenAPI document lists it, with its path parameters
   * filled in; except a staff member's own second factor (/api/admin/me/…), which every staff role sets up.
   */
  async function staffWrites(): Promise<Array<[string, string]>> {
    const doc = await (await createHttpApp(deps).request("/api/openapi.json")).json();
    return Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith("/api/admin/") && !path.startsWith("/api/admin/me/"))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => method !== "get")
          .map((method): [string, string] => [
            method.toUpperCase(),
            path.replace(/\{name\}/g, "daily-reset").replace(/\{\w+\}/g, crypto.randomUUID()),
          ]),
      );
  }

  it("refuses an analyst every change, before any input is read", async () => {
    const analystCookie = await staleSessionCookie(await createTestPlayer(deps, { role: "analyst" }));
    const writes = await staffWrites();
    expect(writes.length).toBeGreaterThan(20);
    const before = await deps.db.history.count();
    for (const [method, path] of writes) {
      const response = await createHttpApp(deps).request(path, {
        method,
        headers: { cookie: analystCookie, "Content-Type": "application/json" },
        body: "{}",
      });
      const body = await response.json();
      expect([method, path, response.status, body.error?.code ?? body]).toEqual([
        method,
        path,
        403,
        "forbidden",
      ]);
    }
    expect(await deps.db.history.count()).toBe(before);
  });

  it("lets LiveOps reset a leaderboard, and the reset is theirs in the audit trail", async () => {
    const liveops = await createTestPlayer(deps, { role: "liveops" });
    const board = await deps.db.leaderboard.create({ data: { periodicity: "daily", type: "pveWins" } });
    const response = await createHttpApp(deps).request(`/api/admin/leaderboards/${board.id}/reset`, {
      method: "POST",
      headers: { cookie: await staleSessionCookie(liveops), "Content-Type": "application/json" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ leaderboardId: board.id });
    const audit = await deps.db.history.findFirst({ where: { type: "staff_action", actorId: liveops.id } });
    expect(audit?.data).toMatchObject({ action: "leaderboard.reset", leaderboardId: board.id });
  });

  it("keeps refunds and staff management for admins", async () => {
    const liveopsCookie = await staleSessionCookie(await createTestPlayer(deps, { role: "liveops" }));
    for (const [method, path] of [
      ["POST", "/api/admin/transactions/1/refund"],
      ["POST", "/api/admin/staff"],
      ["PUT", `/api/admin/staff/${crypto.randomUUID()}`],
    ] as const) {
      const response = await createHttpApp(deps).request(path, {
        method,
        headers: { cookie: liveopsCookie, "Content-Type": "application/json" },
        body: "{}",
      });
      expect([path, response.status]).toEqual([path, 403]);
      expect((await response.json()).error.message).toBe("This needs the admin role.");
    }
  });
});
