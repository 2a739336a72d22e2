// Cross-site writes (CSRF, ADR 098): an API write that carries a session
// cookie and comes from another site's page (Origin, or Sec-Fetch-Site when
// there is no Origin) is refused with 403 before anything runs, body-less and
// text/plain ones included, on every write operation of the OpenAPI document.
// Our own pages, CORS_ORIGINS, and clients that are not browsers (no Origin,
// no Sec-Fetch-Site: curl, game servers, Stripe) go on as before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../support/admin-http.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";
import { allTables, tableSnapshot } from "../support/table-snapshot.ts";

const trusted = "https://console.example.com";
const gameServerKey = "cross-site-game-server-key";
let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthServer({
    CORS_ORIGINS: trusted,
    GAME_SERVER_KEY: gameServerKey,
    PLAYER_WRITES_PER_MINUTE: "100000",
  });
});
afterAll(() => server.close());

async function cookieOf(role: "player" | "admin"): Promise<string> {
  const { browser } = await signedIn(server, role);
  return browser.jar.getCookieString(server.url);
}

const post = (path: string, headers: Record<string, string>, body?: string) =>
  fetch(`${server.url}${path}`, { method: "POST", headers, ...(body === undefined ? {} : { body }) });

async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  const body = (await response.json()) as { error: { code: string; message: string; details: unknown } };
  expect(body.error).toMatchObject({ code: "forbidden", details: { reason: "cross_site" } });
  expect(body.error.message).toMatch(/another site/);
}

describe("cross-site writes with a session cookie", () => {
  it("refuses a body-less text/plain sign-out-everywhere from another site; the session lives on", async () => {
    const cookie = await cookieOf("player");
    const revoke = (headers: Record<string, string>) =>
      post("/api/me/sessions/revoke", { cookie, "content-type": "text/plain", ...headers });
    await expectRefused(await revoke({ origin: "https://evil.example" }));
    await expectRefused(await revoke({ origin: "null" }));
    await expectRefused(await revoke({ "sec-fetch-site": "cross-site" }));
    await expectRefused(await revoke({ origin: server.url, "sec-fetch-site": "cross-site" }));
    // A sibling subdomain is the same site for cookies, but not our origin.
    await expectRefused(
      await revoke({ origin: "http://evil.127.0.0.1.nip.io", "sec-fetch-site": "same-site" }),
    );
    expect((await fetch(`${server.url}/api/me`, { headers: { cookie } })).status).toBe(200);
  });

  it("lets our own pages, CORS_ORIGINS and clients without Origin or Sec-Fetch-Site through", async () => {
    const cookie = await cookieOf("player");
    const readAll = (headers: Record<string, string>) =>
      post("/api/inbox/read-all", { cookie, "content-type": "application/json", ...headers }, "{}");
    const allowed: Record<string, string>[] = [
      {},
      { origin: server.url },
      { origin: server.url, "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "none" },
      { origin: trusted, "sec-fetch-site": "same-site" },
    ];
    for (const headers of allowed) {
      expect({ headers, status: (await readAll(headers)).status }).toEqual({ headers, status: 200 });
    }
    const signedOut = await post("/api/me/sessions/revoke", { cookie, origin: server.url });
    expect(signedOut.status).toBe(204);
    expect((await fetch(`${server.url}/api/me`, { headers: { cookie } })).status).toBe(401);
  });

  it("refuses every write operation of the OpenAPI document from another site and changes nothing", async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const cookies = { player: await cookieOf("player"), admin: await cookieOf("admin") };
    const tables = await allTables(server.deps.db);
    const before = await tableSnapshot(server.deps.db, tables);
    const problems: string[] = [];
    let checked = 0;
    for (const [template, operations] of Object.entries(document.paths)) {
      if (template.startsWith("/api/auth")) continue;
      for (const method of Object.keys(operations).filter((m) => m !== "get")) {
        const cookie = template.startsWith("/api/admin") ? cookies.admin : cookies.player;
        for (const [label, headers] of [
          ["foreign Origin, text/plain", { origin: "https://evil.example", "content-type": "text/plain" }],
          [
            "Sec-Fetch-Site cross-site, JSON",
            { "sec-fetch-site": "cross-site", "content-type": "application/json" },
          ],
        ] as const) {
          const response = await fetch(`${server.url}${template.replace(/\{[^}]+\}/g, "1")}`, {
            method: method.toUpperCase(),
            headers: { cookie, ...headers },
            body: "{}",
          });
          checked += 1;
          const text = await response.text();
          if (response.status !== 403 || !text.includes('"reason":"cross_site"'))
            problems.push(
              `${method.toUpperCase()} ${template} [${label}] → ${response.status} ${text.slice(0, 120)}`,
            );
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(problems).toEqual([]);
    expect(await tableSnapshot(server.deps.db, tables)).toEqual(before);
  });
});

describe("requests that carry no session cookie", () => {
  it("webhooks, game servers and the sign-in layer answer as before, whatever their Origin", async () => {
    const origin = { origin: "https://evil.example" };
    const webhook = await post(
      "/api/payments/webhook",
      { ...origin, "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      "{}",
    );
    expect(webhook.status).toBe(400);
    const match = await post(
      "/api/matches",
      { ...origin, "content-type": "application/json", "x-game-server-key": gameServerKey },
      "{}",
    );
    expect(match.status).toBe(400);
    // The contract's own csrf defence: no verified token → signin?csrf=true.
    const signIn = await fetch(`${server.url}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: { ...origin, "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40example.com&password=x",
    });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe(`${server.url}/api/auth/signin?csrf=true`);
  });
});
