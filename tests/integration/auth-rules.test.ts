// The rest of the contract and the platform's rules: sign-out and chunking,
// csrf, callback URLs, unsupported actions, error pages, bans, revocation,
// rate limits, sign-up rules, guards and the login streak.
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionChunkSize } from "../../api/src/auth/cookies.ts";
import { authConfig } from "../../api/src/auth/numbers.ts";
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

async function signedIn(player?: Awaited<ReturnType<typeof createTestPlayer>>) {
  const user = player ?? (await createTestPlayer(server.deps));
  const browser = createBrowser();
  const csrfToken = await csrfOf(server.url, browser);
  const response = await browser.fetch(
    `${base}/callback/credentials`,
    form({ email: user.email, password: user.password, csrfToken }),
  );
  expect(response.status).toBe(302);
  return { user, browser, csrfToken };
}

describe("sign-out, chunking and csrf", () => {
  it("POST signout without csrf redirects to signout?csrf=true and keeps the session", async () => {
    const { browser } = await signedIn();
    const response = await browser.fetch(`${base}/signout`, form({ csrfToken: "nope" }));
    expect(response.headers.get("location")).toBe(`${base}/signout?csrf=true`);
    expect(await browser.cookie(server.url, "next-auth.session-token")).toBeDefined();
  });

  it("GET signout is a confirmation form posting the csrf token", async () => {
    const browser = createBrowser();
    const csrfToken = await csrfOf(server.url, browser);
    const response = await browser.fetch(`${base}/signout`);
    const html = await response.text();
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(html).toContain(`action="${base}/signout"`);
    expect(html).toContain(`value="${csrfToken}"`);
  });

  it("a session above 3933 characters is chunked, read back, and shrinking clears stale chunks", async () => {
    const player = await createTestPlayer(server.deps);
    const big = await encode({
      token: {
        sub: player.id,
        email: player.email,
        role: "player",
        sv: 0,
        picture: `https://x/${"a".repeat(6000)}`,
      },
      secret,
    });
    expect(big.length).toBeGreaterThan(sessionChunkSize);
    const chunks = [big.slice(0, sessionChunkSize), big.slice(sessionChunkSize)];
    // Chunks arrive out of order: reading sorts them by index.
    const cookie = `next-auth.session-token.1=${chunks[1]}; next-auth.session-token.0=${chunks[0]}`;
    const response = await fetch(`${base}/session`, { headers: { cookie } });
    const body = (await response.json()) as { user: { id: string } };
    expect(body.user.id).toBe(player.id);
    const written = response.headers.getSetCookie().map((c) => c.split(";")[0]!.split("=")[0]);
    // Re-issued as chunks again (the picture is kept), so both are rewritten.
    expect(written).toEqual(
      expect.arrayContaining(["next-auth.session-token.0", "next-auth.session-token.1"]),
    );

    // The user's next token is small (the image is gone): the stale .1 must be expired.
    const small = await encode({
      token: { sub: player.id, email: player.email, role: "player", sv: 0 },
      secret,
    });
    const shrink = await fetch(`${base}/session`, {
      headers: { cookie: `next-auth.session-token.0=${small}; next-auth.session-token.1=${chunks[1]}` },
    });
    // The joined value is not a token any more: every chunk is cleared.
    const cleared = shrink.headers.getSetCookie();
    expect(await shrink.json()).toEqual({});
    expect(cleared).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^next-auth\.session-token\.0=; Max-Age=0/),
        expect.stringMatching(/^next-auth\.session-token\.1=; Max-Age=0/),
      ]),
    );

    const fromChunks = await fetch(`${base}/session`, {
      headers: { cookie: `next-auth.session-token.0=${small}; next-auth.session-token.3=` },
    });
    const rewritten = fromChunks.headers.getSetCookie();
    expect(rewritten.some((c) => /^next-auth\.session-token=[^;]+; Path=\/; Expires=/.test(c))).toBe(true);
    expect(rewritten.some((c) => /^next-auth\.session-token\.0=; Max-Age=0/.test(c))).toBe(true);
  });

  it("sign-out clears every chunk and redirects to the callback URL", async () => {
    const { browser } = await signedIn();
    const csrfToken = await csrfOf(server.url, browser);
    await browser.jar.setCookie("next-auth.session-token.7=stale", server.url);
    const response = await browser.fetch(`${base}/signout`, form({ csrfToken, callbackUrl: "/bye" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${server.url}/bye`);
    const cleared = response.headers.getSetCookie().filter((c) => c.includes("Max-Age=0"));
    expect(cleared.map((c) => c.split("=")[0]).sort()).toEqual([
      "next-auth.session-token",
      "next-auth.session-token.7",
    ]);
    expect(await (await browser.fetch(`${base}/session`)).json()).toEqual({});
  });

  it("POST session without a verified csrf token is 400 {}", async () => {
    const { browser } = await signedIn();
    const response = await browser.fetch(`${base}/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ csrfToken: "wrong", data: {} }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({});
  });

  it("an invalid session token is {} and its cookie cleared", async () => {
    const response = await fetch(`${base}/session`, {
      headers: { cookie: "next-auth.session-token=garbage" },
    });
    expect(await response.json()).toEqual({});
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^next-auth\.session-token=; Max-Age=0/),
    );
  });
});

describe("callback URLs never leave the site", () => {
  it.each([
    ["//evil.example/path", "/evil.example/path"],
    ["https://evil.example/", ""],
    ["javascript:alert(1)", ""],
    ["/play?tab=1", "/play?tab=1"],
  ])("body callbackUrl %s", async (callbackUrl, expectedPath) => {
    const player = await createTestPlayer(server.deps);
    const browser = createBrowser();
    const csrfToken = await csrfOf(server.url, browser);
    const response = await browser.fetch(
      `${base}/callback/credentials`,
      form({ email: player.email, password: player.password, csrfToken, callbackUrl }),
    );
    const location = response.headers.get("location")!;
    expect(new URL(location).origin).toBe(server.url);
    if (expectedPath === "/evil.example/path") expect(location).toBe(`${server.url}//evil.example/path`);
    else expect(location).toBe(`${server.url}${expectedPath}`);
  });

  it.each([
    ["a newline", "/a\nb"],
    ["a header injection", "/x\r\nSet-Cookie: evil=1"],
    ["a control character", "/tab\u0001"],
    ["DEL", `${"/del"}\u007f`],
  ])(
    "a callbackUrl with %s falls back to the origin (body, query, cookie, sign-up), never a 5xx",
    async (_, callbackUrl) => {
      const { browser, csrfToken } = await signedIn();
      const viaBody = await browser.fetch(`${base}/signout`, form({ csrfToken, callbackUrl }));
      expect(viaBody.status).toBe(302);
      expect(viaBody.headers.get("location")).toBe(server.url);

      const player = await createTestPlayer(server.deps);
      const fresh = createBrowser();
      const token = await csrfOf(server.url, fresh);
      const viaQuery = await fresh.fetch(
        `${base}/callback/credentials?callbackUrl=${encodeURIComponent(callbackUrl)}`,
        form({ email: player.email, password: player.password, csrfToken: token }),
      );
      expect(viaQuery.status).toBe(302);
      expect(viaQuery.headers.get("location")).toBe(server.url);

      const viaCookie = await fetch(`${base}/session`, {
        headers: { cookie: `next-auth.callback-url=${encodeURIComponent(callbackUrl)}` },
      });
      expect(viaCookie.status).toBe(200);

      const signUpBrowser = createBrowser();
      const signUpToken = await csrfOf(server.url, signUpBrowser);
      const signUp = await signUpBrowser.fetch(
        `${base}/signup`,
        form({
          csrfToken: signUpToken,
          email: `cb-${crypto.randomUUID()}@example.com`,
          password: "a long enough password 1",
          name: `Cb${crypto.randomUUID().slice(0, 8)}`,
          callbackUrl,
        }),
      );
      expect(signUp.status).toBe(303);
      expect(signUp.headers.get("location")).toBe(server.url);
    },
  );

  it("a javascript: callbackUrl in the query is the configuration error", async () => {
    const json = await fetch(`${base}/session?callbackUrl=javascript:alert(1)`);
    expect(json.status).toBe(500);
    expect(((await json.json()) as { message: string }).message).toMatch(
      /^There is a problem with the server configuration\./,
    );
    const page = await fetch(`${base}/signin?callbackUrl=javascript:alert(1)`, { redirect: "manual" });
    expect(page.status).toBe(500);
    expect(await page.text()).toContain("There is a problem with the server configuration.");
  });

  it("GET signin redirects to the game's sign-in page with callbackUrl and error", async () => {
    const response = await fetch(`${base}/signin?callbackUrl=%2Fshop&error=CredentialsSignin`, {
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/signin?callbackUrl=${encodeURIComponent(`${server.url}/shop`)}&error=CredentialsSignin`,
    );
    expect(response.headers.getSetCookie().some((c) => c.startsWith("next-auth.callback-url="))).toBe(true);
  });
});

describe("unsupported actions and error pages", () => {
  it.each([
    ["GET", "nothing"],
    ["POST", "providers"],
    ["GET", "_log"],
    ["GET", "callback/unknown"],
    ["POST", "callback/unknown"],
    ["PUT", "session"],
  ])("%s %s is 400 text without cookies", async (method, action) => {
    const response = await fetch(`${base}/${action}`, { method, redirect: "manual" });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(
      `Error: This action with HTTP ${method} is not supported by NextAuth.js`,
    );
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("GET callback/credentials is a 500; POST _log is 200 with an empty body", async () => {
    expect((await fetch(`${base}/callback/credentials`)).status).toBe(500);
    const log = await fetch(
      `${base}/_log`,
      form({ level: "error", code: "CLIENT_FETCH_ERROR", message: "x" }),
    );
    expect(log.status).toBe(200);
    expect(await log.text()).toBe("");
    expect(log.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ["Configuration", 500, "There is a problem with the server configuration."],
    ["accessdenied", 403, "You do not have permission to sign in."],
    [
      "Verification",
      403,
      "The sign in link is no longer valid. It may have been used already or it may have expired.",
    ],
    ["Whatever", 200, "Unable to sign in."],
  ])("error page %s", async (kind, status, message) => {
    const response = await fetch(`${base}/error?error=${kind}`);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(message);
  });

  it("sign-in page errors redirect to signin?error=X, other params dropped", async () => {
    const response = await fetch(`${base}/error?error=CredentialsSignin&provider=credentials`, {
      redirect: "manual",
    });
    expect(response.headers.get("location")).toBe(`${base}/signin?error=CredentialsSignin`);
  });
});

describe("bans and revocation", () => {
  it("a banned user's existing session is refused on the next request, with reason and end", async () => {
    const { user, browser } = await signedIn();
    expect((await browser.fetch(`${server.url}/api/me`)).status).toBe(200);
    const until = new Date(Date.now() + 86_400_000);
    await server.deps.db.user.update({
      where: { id: user.id },
      data: { isBanned: true, banReason: "Botting", bannedUntil: until },
    });
    const refused = await browser.fetch(`${server.url}/api/me`);
    expect(refused.status).toBe(403);
    const { error } = (await refused.json()) as {
      error: { code: string; message: string; details: unknown };
    };
    expect(error.code).toBe("banned");
    expect(error.message).toContain("Botting");
    expect(error.details).toEqual({ reason: "Botting", until: until.toISOString() });
    expect(await (await browser.fetch(`${base}/session`)).json()).toEqual({});
  });

  it("a banned user cannot sign in (AccessDenied, 403); an expired timed ban is over", async () => {
    const player = await createTestPlayer(server.deps);
    await server.deps.db.user.update({ where: { id: player.id }, data: { isBanned: true, banReason: "x" } });
    const browser = createBrowser();
    const response = await browser.fetch(
      `${base}/callback/credentials`,
      form({
        email: player.email,
        password: player.password,
        csrfToken: await csrfOf(server.url, browser),
        json: "true",
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ url: `${base}/error?error=AccessDenied` });

    await server.deps.db.user.update({
      where: { id: player.id },
      data: { bannedUntil: new Date(Date.now() - 1000) },
    });
    const { browser: after } = await signedIn(player);
    expect((await after.fetch(`${server.url}/api/me`)).status).toBe(200);
  });

  it("sign out everywhere (session version bump) ends existing sessions at once", async () => {
    const { user, browser } = await signedIn();
    const other = await signedIn(user);
    expect((await browser.fetch(`${server.url}/api/me/sessions/revoke`, { method: "POST" })).status).toBe(
      204,
    );
    expect((await browser.fetch(`${server.url}/api/me`)).status).toBe(401);
    expect((await other.browser.fetch(`${server.url}/api/me`)).status).toBe(401);
  });
});

describe("sign-up", () => {
  async function signUp(browser: Browser, fields: Record<string, string>, json = true) {
    const csrfToken = await csrfOf(server.url, browser);
    if (!json) return browser.fetch(`${server.url}/api/auth/signup`, form({ csrfToken, ...fields }));
    return browser.fetch(`${server.url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ csrfToken, ...fields }),
    });
  }

  it("creates the player with everything it owns, normalises the e-mail, signs in", async () => {
    const referrer = await createTestPlayer(server.deps);
    const browser = createBrowser();
    const response = await signUp(browser, {
      email: "  New.Player@Example.COM ",
      password: "a-long-unusual-password",
      name: "NewPlayer",
      ref: referrer.id,
    });
    expect(response.status).toBe(201);
    const user = await server.deps.db.user.findUniqueOrThrow({
      where: { email: "new.player@example.com" },
      include: { profile: true, stats: true, inventory: { include: { items: true } } },
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.referrerId).toBe(referrer.id);
    expect(user.profile?.name).toBe("NewPlayer");
    expect(user.stats).not.toBeNull();
    expect(user.inventory?.items.length).toBeGreaterThan(0);
    const ledger = await server.deps.db.history.findMany({ where: { userId: user.id, type: "currency" } });
    const gold = ledger.map((row) => row.data as { currency: string; delta: number; balanceAfter: number });
    expect(gold.filter((r) => r.currency === "gold").reduce((sum, r) => sum + r.delta, 0)).toBe(
      user.freeCurrency,
    );
    expect(gold.filter((r) => r.currency === "gems").reduce((sum, r) => sum + r.delta, 0)).toBe(
      user.paidCurrency,
    );
    expect(await server.deps.db.history.count({ where: { userId: user.id, type: "sign_up" } })).toBe(1);
    const session = (await (await browser.fetch(`${base}/session`)).json()) as { user: { email: string } };
    expect(session.user.email).toBe("new.player@example.com");
    // The same e-mail in another case signs in.
    const again = createBrowser();
    const signIn = await again.fetch(
      `${base}/callback/credentials`,
      form({
        email: "NEW.PLAYER@example.com",
        password: "a-long-unusual-password",
        csrfToken: await csrfOf(server.url, again),
      }),
    );
    expect(signIn.headers.get("location")).toBe(server.url);
  });

  it("refuses short and common passwords, bad names, taken e-mails, and a missing csrf token", async () => {
    const browser = createBrowser();
    const short = await signUp(browser, { email: "a1@example.com", password: "short", name: "Shorty" });
    expect(short.status).toBe(400);
    const common = await signUp(browser, { email: "a2@example.com", password: "1234567890", name: "Common" });
    expect(common.status).toBe(400);
    expect(JSON.stringify(await common.json())).toContain("too common");
    const badName = await signUp(browser, {
      email: "a3@example.com",
      password: "a-long-unusual-password",
      name: "x",
    });
    expect(badName.status).toBe(400);
    const taken = await createTestPlayer(server.deps);
    const dup = await signUp(browser, {
      email: taken.email.toUpperCase(),
      password: "a-long-unusual-password",
      name: "Dupe",
    });
    expect(dup.status).toBe(409);
    const noCsrf = await fetch(`${server.url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a4@example.com", password: "a-long-unusual-password", name: "NoCsrf" }),
    });
    expect(noCsrf.status).toBe(403);
  });

  it("a form post without JavaScript redirects back to /signup with the message and fields", async () => {
    const browser = createBrowser();
    const response = await signUp(
      browser,
      { email: "form@example.com", password: "1234567890", name: "FormUser" },
      false,
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!, server.url);
    expect(location.pathname).toBe("/signup");
    expect(location.searchParams.get("error")).toContain("too common");
    // Signed, so the page shows only this server's words.
    expect(location.searchParams.get("errorSig")).toMatch(/^[\w-]{22}$/);
    expect(location.searchParams.get("email")).toBe("form@example.com");
    expect(location.searchParams.has("password")).toBe(false);
  });
});

describe("rate limits", () => {
  // Per (account, address), not per account: an attacker elsewhere cannot lock the owner out
  // (sign-in-limits.test.ts has the many-address attacks, docs/security.md the numbers).
  it("failed sign-ins at one account from one address are limited: 429 with Retry-After, even for the right password", async () => {
    const player = await createTestPlayer(server.deps);
    const browser = createBrowser();
    const csrfToken = await csrfOf(server.url, browser);
    const attempt = (password: string) =>
      browser.fetch(
        `${base}/callback/credentials`,
        form({ email: player.email, password, csrfToken, json: "true" }),
      );
    for (let i = 0; i < authConfig.rateLimits.signInFailuresPerPair.points; i++) {
      expect((await attempt(`wrong-password-${i}`)).status).toBe(401);
    }
    const limited = await attempt(player.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ url: `${base}/error?error=TooManyRequests` });
  });
});

describe("guards and the login streak", () => {
  it("GET /api/me: 401 without a session; with one, the user and the day's streak", async () => {
    expect((await fetch(`${server.url}/api/me`)).status).toBe(401);
    const { user, browser } = await signedIn();
    const me = (await (await browser.fetch(`${server.url}/api/me`)).json()) as {
      user: { id: string; role: string };
    };
    expect(me.user).toMatchObject({ id: user.id, role: "player" });
    const row = await server.deps.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.loginDay).toBe(1);
    expect(await server.deps.db.playerActivityDay.count({ where: { userId: user.id } })).toBe(1);
  });

  it("a sign-in the day after continues the streak; after a missed day it starts again", async () => {
    const player = await createTestPlayer(server.deps);
    const today = new Date();
    const day = (offset: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset));
    await server.deps.db.user.update({
      where: { id: player.id },
      data: { loginDay: 4, lastLoginDate: day(-1) },
    });
    await signedIn(player);
    expect((await server.deps.db.user.findUniqueOrThrow({ where: { id: player.id } })).loginDay).toBe(5);
    await server.deps.db.user.update({
      where: { id: player.id },
      data: { loginDay: 9, lastLoginDate: day(-2) },
    });
    await signedIn(player);
    expect((await server.deps.db.user.findUniqueOrThrow({ where: { id: player.id } })).loginDay).toBe(1);
  });
});
