// The per-player write limit (PLAYER_WRITES_PER_MINUTE, docs/decisions/091):
// writes past the budget answer 429 with Retry-After, reads never count, players
// do not share budgets, every player write route of the OpenAPI document is
// limited, and the game's own form posts share the same budget.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumePlayerWrite } from "../../api/src/auth/player-write-limits.ts";
import { closeAuthRuntime } from "../../api/src/auth/runtime.ts";
import { type RunningServer, startServer } from "../../api/src/server.ts";
import { walletSummary } from "../../api/src/wallet/wallet-summary.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";
import { createTestDeps } from "../support/deps.ts";
import { sessionCookie } from "../support/economy.ts";
import { makePlayer } from "../support/players.ts";

const writesPerMinute = 3;
let api: AuthTestServer;

beforeAll(async () => {
  api = await startAuthServer({ PLAYER_WRITES_PER_MINUTE: String(writesPerMinute) });
});
afterAll(() => api.close());

async function signedIn(server: { url: string; deps: AuthTestServer["deps"] }) {
  const player = await makePlayer(server.deps.db);
  const cookie = await sessionCookie(server.deps, player.id);
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { cookie, "content-type": "application/json", ...(init.headers as Record<string, string>) },
    });
  return { player, cookie, call };
}

/** Spends the player's whole budget through the real limiter. */
async function exhaust(deps: AuthTestServer["deps"], userId: string) {
  for (let i = 0; i < deps.env.PLAYER_WRITES_PER_MINUTE; i++) await consumePlayerWrite(deps, userId);
}

describe("the per-player write limit over the API", () => {
  it("answers 429 with Retry-After past the budget; reads still pass; other players keep theirs", async () => {
    const { call } = await signedIn(api);
    const markAllRead = () => call("/api/inbox/read-all", { method: "POST", body: "{}" });
    for (let i = 0; i < writesPerMinute; i++) expect((await markAllRead()).status).toBe(200);

    const refused = await markAllRead();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = await refused.json();
    expect(body.error).toMatchObject({ code: "rate_limited", details: { retryAfterSeconds: retryAfter } });

    expect((await call("/api/inbox")).status).toBe(200);
    const other = await signedIn(api);
    expect((await other.call("/api/inbox/read-all", { method: "POST", body: "{}" })).status).toBe(200);
  });

  it("counts a request once even where two guards match its path", async () => {
    // POST /api/battles matches both "/api/battles" and "/api/battles/*": one write each.
    const { call } = await signedIn(api);
    const statuses: number[] = [];
    for (let i = 0; i <= writesPerMinute; i++) {
      statuses.push((await call("/api/battles", { method: "POST", body: "{}" })).status);
    }
    expect(statuses.slice(0, writesPerMinute)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits every player write route of the OpenAPI document", async () => {
    const document = (await (await fetch(`${api.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const { player, call } = await signedIn(api);
    await exhaust(api.deps, player.id);

    const playerWrites: string[] = [];
    const serverRoutes: string[] = [];
    const unlimited: string[] = [];
    for (const [template, operations] of Object.entries(document.paths)) {
      if (template.startsWith("/api/admin/")) continue;
      const path = template.replace(/\{[^}]+\}/g, "1");
      for (const method of Object.keys(operations)) {
        if (method === "get") continue;
        const init = { method: method.toUpperCase(), body: "{}" };
        // A player write route is one that wants a signed-in user.
        const anonymous = await fetch(`${api.url}${path}`, {
          ...init,
          headers: { "content-type": "application/json" },
        });
        if (anonymous.status !== 401) continue;
        // A game server's route asks for a server key, not a player (docs/decisions/125).
        const refusal = (await anonymous.json()) as { error?: { details?: { reason?: string } } };
        if (refusal.error?.details?.reason === "server_key_required") {
          serverRoutes.push(`${method.toUpperCase()} ${template}`);
          continue;
        }
        const route = `${method.toUpperCase()} ${template}`;
        playerWrites.push(route);
        if ((await call(path, init)).status !== 429) unlimited.push(route);
      }
    }
    expect(unlimited).toEqual([]);
    // The walk found the player's writes (it would pass vacuously otherwise).
    expect(playerWrites).toEqual(
      expect.arrayContaining([
        "POST /api/shop/purchases",
        "POST /api/promo-codes/redeem",
        "POST /api/daily-reward/claim",
        "POST /api/inbox/{id}/collect",
        "POST /api/battles",
        "PATCH /api/profile",
        "POST /api/me/sessions/revoke",
      ]),
    );
    expect(playerWrites.length).toBeGreaterThanOrEqual(24);
    expect(serverRoutes).toEqual(["POST /api/matches", "POST /api/server/players/{userId}/grants"]);
  });
});

describe("the per-player write limit in the game", () => {
  let server: RunningServer;
  let deps: Awaited<ReturnType<typeof createTestDeps>>;

  beforeAll(async () => {
    deps = await createTestDeps({ PLAYER_WRITES_PER_MINUTE: String(writesPerMinute) });
    server = await startServer(deps, { port: 0, host: "127.0.0.1", mode: "production" });
  });
  afterAll(async () => {
    await server?.close();
    await closeAuthRuntime(deps);
    await deps?.close();
  });

  it("answers a form post past the budget with the 429 page and Retry-After", async () => {
    const { player, call } = await signedIn({ url: server.url, deps });
    await exhaust(deps, player.id);
    const before = await walletSummary(deps, { userId: player.id, now: new Date() });
    const page = await call("/daily", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: "",
    });
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("Slow down");
    expect(await walletSummary(deps, { userId: player.id, now: new Date() })).toEqual(before);
  });

  it("still serves the player's pages (reads do not count)", async () => {
    const { player, call } = await signedIn({ url: server.url, deps });
    await exhaust(deps, player.id);
    expect((await call("/daily")).status).toBe(200);
  });
});
