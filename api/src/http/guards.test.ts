// The guards run once per request however a router mounts them: Hono's "/x/*"
// also matches "/x", so mounting "/x" beside "/x/*" ran the session read (and
// its refresh) twice. A session due for refresh shows it: one Set-Cookie per
// request, not two.
import { EncryptJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer } from "../../../tests/support/auth.ts";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { deriveEncryptionKey } from "../auth/session-token.ts";
import { authSettings } from "../auth/settings.ts";
import { authConfig } from "../config/auth.ts";
import type { AppDeps } from "../context.ts";
import type { Role } from "../generated/prisma/client.ts";
import { createHttpApp } from "./app.ts";

let deps: AppDeps & { close(): Promise<void> };
let playerCookie: string;
let adminCookie: string;

/** A valid session cookie issued past the refresh interval, so the guard re-issues it on the way out. */
async function staleSessionCookie(user: { id: string; email: string; role: Role }): Promise<string> {
  const settings = authSettings(deps.env);
  const issuedAt = Math.floor(Date.now() / 1000) - authConfig.session.updateAgeSeconds - 60;
  const token = await new EncryptJWT({ sub: user.id, email: user.email, role: user.role, sv: 0 })
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
