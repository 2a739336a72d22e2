// The auth API's HTTP contract (docs/auth-contract.md), over real HTTP against a
// started server, with a cookie jar like a browser's.
import { decode, encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, createBrowser, createTestPlayer, csrfToken as csrfOf, form } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";

const secret = "test-secret-at-least-32-characters-long";
let server: AuthTestServer;
let base: string;

beforeAll(async () => {
  server = await startAuthServer();
  base = `${server.url}/api/auth`;
});
afterAll(() => server.close());

async function signIn(browser: Browser, email: string, password: string, extra: Record<string, string> = {}) {
  const csrfToken = await csrfOf(server.url, browser);
  return browser.fetch(`${base}/callback/credentials`, form({ email, password, csrfToken, ...extra }));
}

function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

describe("providers, csrf, session", () => {
  it("GET providers lists credentials with its URLs and sets no cookie", async () => {
    const response = await fetch(`${base}/providers`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      credentials: {
        id: "credentials",
        name: "Credentials",
        type: "credentials",
        signinUrl: `${base}/signin/credentials`,
        callbackUrl: `${base}/callback/credentials`,
      },
    });
    expect(setCookies(response)).toEqual([]);
  });

  it("GET csrf: 64 hex, no-cache headers, cookie token|sha256 with the contract's attributes, reused", async () => {
    const browser = createBrowser();
    const response = await browser.fetch(`${base}/csrf`);
    const { csrfToken } = (await response.json()) as { csrfToken: string };
    expect(csrfToken).toMatch(/^[0-9a-f]{64}$/);
    expect(response.headers.get("cache-control")).toBe("private, no-cache, no-store");
    expect(response.headers.get("pragma")).toBe("no-cache");
    expect(response.headers.get("expires")).toBe("0");
    const cookie = setCookies(response).find((c) => c.startsWith("next-auth.csrf-token="))!;
    expect(cookie).toMatch(
      /^next-auth\.csrf-token=[0-9a-f]{64}%7C[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const again = await browser.fetch(`${base}/csrf`);
    expect(((await again.json()) as { csrfToken: string }).csrfToken).toBe(csrfToken);
    expect(setCookies(again).some((c) => c.startsWith("next-auth.csrf-token="))).toBe(false);
  });

  it("GET session without a cookie is {} with no-cache headers", async () => {
    const response = await fetch(`${base}/session`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(response.headers.get("cache-control")).toBe("private, no-cache, no-store");
  });
});

describe("credentials sign-in", () => {
  it("bad credentials: 302 to the error page, or 401 {url} with json=true; unknown e-mail is the same", async () => {
    const player = await createTestPlayer(server.deps);
    const browser = createBrowser();
    const wrong = await signIn(browser, player.email, "not-the-password");
    expect(wrong.status).toBe(302);
    expect(wrong.headers.get("location")).toBe(`${base}/error?error=CredentialsSignin&provider=credentials`);
    const json = await signIn(browser, player.email, "not-the-password", { json: "true" });
    expect(json.status).toBe(401);
    expect(json.headers.get("location")).toBeNull();
    expect(await json.json()).toEqual({ url: `${base}/error?error=CredentialsSignin&provider=credentials` });
    const unknown = await signIn(browser, "nobody@example.com", "not-the-password", { json: "true" });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({
      url: `${base}/error?error=CredentialsSignin&provider=credentials`,
    });
    const failures = await server.deps.db.history.findMany({ where: { type: "sign_in_failed" } });
    expect(failures.filter((row) => row.userId === player.id).length).toBe(2);
  });

  it("success: 302 to the callback URL with a 30-day session cookie; the session reads back", async () => {
    const player = await createTestPlayer(server.deps);
    const browser = createBrowser();
    const response = await signIn(browser, `  ${player.email.toUpperCase()} `, player.password, {
      callbackUrl: "/play",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${server.url}/play`);
    const cookie = setCookies(response).find((c) => c.startsWith("next-auth.session-token="))!;
    expect(cookie).toMatch(/; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]!).getTime();
    expect(Math.abs(expires - (Date.now() + 30 * 86_400_000))).toBeLessThan(5_000);

    const session = await browser.fetch(`${base}/session`);
    const body = (await session.json()) as { user: Record<string, unknown>; expires: string };
    expect(body.user).toEqual({
      name: player.profile!.name,
      email: player.email,
      image: null,
      id: player.id,
      role: "player",
    });
    expect(Math.abs(new Date(body.expires).getTime() - (Date.now() + 30 * 86_400_000))).toBeLessThan(5_000);
    // Re-issued with a fresh jti on every GET session.
    const token = await browser.cookie(server.url, "next-auth.session-token");
    await browser.fetch(`${base}/session`);
    expect(await browser.cookie(server.url, "next-auth.session-token")).not.toBe(token);
  });

  it("missing csrf: 302 to signin?csrf=true, or 200 {url} with json=true", async () => {
    const player = await createTestPlayer(server.deps);
    const browser = createBrowser();
    await csrfOf(server.url, browser);
    const response = await browser.fetch(
      `${base}/callback/credentials`,
      form({ email: player.email, password: player.password }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${base}/signin?csrf=true`);
    const json = await browser.fetch(
      `${base}/callback/credentials`,
      form({ email: player.email, password: player.password, csrfToken: "0".repeat(64), json: "true" }),
    );
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ url: `${base}/signin?csrf=true` });
    expect(await browser.cookie(server.url, "next-auth.session-token")).toBeUndefined();
  });
});

describe("token interoperability with next-auth/jwt", () => {
  it("our session cookie decodes with next-auth/jwt's decode", async () => {
    const player = await createTestPlayer(server.deps);
    const browser = createBrowser();
    await signIn(browser, player.email, player.password);
    const token = await browser.cookie(server.url, "next-auth.session-token");
    const claims = await decode({ token, secret });
    expect(claims).toMatchObject({ sub: player.id, email: player.email, role: "player", sv: 0 });
    expect(Number(claims!.exp) - Number(claims!.iat)).toBe(2_592_000);
    expect(typeof claims!.jti).toBe("string");
  });

  it("a token made by next-auth/jwt's encode is accepted", async () => {
    const player = await createTestPlayer(server.deps);
    const token = await encode({
      token: { sub: player.id, email: player.email, name: "x", role: "player", sv: 0 },
      secret,
    });
    const response = await fetch(`${base}/session`, {
      headers: { cookie: `next-auth.session-token=${token}` },
    });
    expect(((await response.json()) as { user: { id: string } }).user.id).toBe(player.id);
  });
});
