// Full OAuth flows for Google and Discord against a real OAuth2 server on
// loopback (oauth2-mock-server): it checks PKCE S256 and spends each code once.
import { decode } from "next-auth/jwt";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Browser, createBrowser, createTestPlayer, csrfToken as csrfOf, form } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";

const secret = "test-secret-at-least-32-characters-long";
let provider: OAuth2Server;
let server: AuthTestServer;
let base: string;
/** What the provider's user-info endpoint answers next. */
let userinfo: Record<string, unknown>;
/** Set to make the provider redirect back with ?error= (the user said no). */
let denyNext = false;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  const issuer = provider.issuer.url!;
  provider.service.on("beforeUserinfo", (response: { body: unknown }) => {
    response.body = userinfo;
  });
  provider.service.on("beforeAuthorizeRedirect", (redirect: { url: URL }) => {
    if (!denyNext) return;
    denyNext = false;
    redirect.url.searchParams.delete("code");
    redirect.url.searchParams.set("error", "access_denied");
  });
  const endpoints = (name: string) => ({
    [`${name}_CLIENT_ID`]: `${name.toLowerCase()}-client`,
    [`${name}_CLIENT_SECRET`]: `${name.toLowerCase()}-secret`,
    [`${name}_AUTHORIZATION_URL`]: `${issuer}/authorize`,
    [`${name}_TOKEN_URL`]: `${issuer}/token`,
    [`${name}_USERINFO_URL`]: `${issuer}/userinfo`,
  });
  server = await startAuthServer({ ...endpoints("GOOGLE"), ...endpoints("DISCORD") });
  base = `${server.url}/api/auth`;
});
afterAll(async () => {
  await server.close();
  await provider.stop();
});

let n = 0;
beforeEach(() => {
  n += 1;
  denyNext = false;
});

function googleProfile(email: string, sub = `google-${n}-${Date.now()}`) {
  return { sub, name: `Googler ${n}`, email, picture: "https://example.com/g.png", email_verified: true };
}

/** Starts a sign-in, lets the provider answer, and returns the callback URL it sent the browser to. */
async function authorize(browser: Browser, id: string, query = "") {
  const csrfToken = await csrfOf(server.url, browser);
  const start = await browser.fetch(
    `${base}/signin/${id}${query}`,
    form({ csrfToken, callbackUrl: "/after" }),
  );
  expect(start.status).toBe(302);
  const authorizationUrl = new URL(start.headers.get("location")!);
  const atProvider = await fetch(authorizationUrl, { redirect: "manual" });
  expect(atProvider.status).toBe(302);
  return { start, authorizationUrl, callbackUrl: atProvider.headers.get("location")! };
}

describe("OAuth sign-in", () => {
  it("lists both providers when configured", async () => {
    const providers = (await (await fetch(`${base}/providers`)).json()) as Record<string, { type: string }>;
    expect(Object.keys(providers).sort()).toEqual(["credentials", "discord", "google"]);
    expect(providers.google).toEqual({
      id: "google",
      name: "Google",
      type: "oauth",
      signinUrl: `${base}/signin/google`,
      callbackUrl: `${base}/callback/google`,
    });
  });

  it("Google: state + PKCE S256 cookies, new player created, session set, check cookies cleared", async () => {
    const browser = createBrowser();
    const email = `g${n}@example.com`;
    userinfo = googleProfile(email.toUpperCase());
    const { start, authorizationUrl, callbackUrl } = await authorize(browser, "google", "?prompt=login");
    expect(authorizationUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizationUrl.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(authorizationUrl.searchParams.get("redirect_uri")).toBe(`${base}/callback/google`);
    expect(authorizationUrl.searchParams.get("prompt")).toBe("login");
    const state = authorizationUrl.searchParams.get("state")!;
    const setCookies = start.headers.getSetCookie();
    const stateCookie = setCookies.find((c) => c.startsWith("next-auth.state="))!;
    expect(stateCookie).toMatch(/Max-Age=900/);
    expect(setCookies.find((c) => c.startsWith("next-auth.pkce.code_verifier="))).toMatch(/Max-Age=900/);
    // The state cookie is NextAuth.js's: a JWE keyed with the cookie name as salt.
    const stateToken = decodeURIComponent(stateCookie.split(";")[0]!.split("=")[1]!);
    expect(await decode({ token: stateToken, secret, salt: "next-auth.state" })).toMatchObject({
      value: state,
      provider: "google",
    });

    const done = await browser.fetch(callbackUrl);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`${server.url}/after`);
    const cleared = done.headers.getSetCookie();
    expect(cleared.some((c) => c.startsWith("next-auth.state=;") && c.includes("Max-Age=0"))).toBe(true);
    expect(
      cleared.some((c) => c.startsWith("next-auth.pkce.code_verifier=;") && c.includes("Max-Age=0")),
    ).toBe(true);

    const session = (await (await browser.fetch(`${base}/session`)).json()) as {
      user: Record<string, unknown>;
    };
    expect(session.user).toMatchObject({ email, name: `Googler ${n}`, image: "https://example.com/g.png" });
    const user = await server.deps.db.user.findUniqueOrThrow({
      where: { email },
      select: { freeCurrency: true, accounts: true, profile: true, inventory: { select: { items: true } } },
    });
    expect(user.accounts).toMatchObject([{ provider: "google", providerAccountId: userinfo.sub }]);
    expect(user.freeCurrency).toBeGreaterThan(0);
    expect(user.inventory!.items.length).toBeGreaterThan(0);

    // Signing in again with the same Google account reuses the player.
    const again = createBrowser();
    const second = await authorize(again, "google");
    await again.fetch(second.callbackUrl);
    const sessionAgain = (await (await again.fetch(`${base}/session`)).json()) as { user: { id: string } };
    expect(sessionAgain.user.id).toBe((session.user as { id: string }).id);
  });

  it("Discord: profile mapped from /users/@me", async () => {
    const browser = createBrowser();
    const id = "80351110224678912";
    userinfo = {
      id,
      username: "nelly",
      global_name: "Nelly",
      email: `d${n}@example.com`,
      avatar: "abc",
      verified: true,
    };
    const { authorizationUrl, callbackUrl } = await authorize(browser, "discord");
    expect(authorizationUrl.searchParams.get("scope")).toBe("identify email");
    const done = await browser.fetch(callbackUrl);
    expect(done.headers.get("location")).toBe(`${server.url}/after`);
    const session = (await (await browser.fetch(`${base}/session`)).json()) as {
      user: Record<string, unknown>;
    };
    expect(session.user).toMatchObject({
      email: `d${n}@example.com`,
      name: "Nelly",
      image: `https://cdn.discordapp.com/avatars/${id}/abc.png`,
    });
  });

  it("the user denies at the provider: Callback", async () => {
    const browser = createBrowser();
    denyNext = true;
    const { callbackUrl } = await authorize(browser, "google");
    expect(new URL(callbackUrl).searchParams.get("error")).toBe("access_denied");
    const done = await browser.fetch(callbackUrl);
    expect(done.headers.get("location")).toBe(`${base}/error?error=Callback`);
    expect(await browser.cookie(server.url, "next-auth.session-token")).toBeUndefined();
  });

  it("a state that does not match the cookie: OAuthCallback", async () => {
    const browser = createBrowser();
    userinfo = googleProfile(`bad-state${n}@example.com`);
    const { callbackUrl } = await authorize(browser, "google");
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set("state", "forged-state");
    const done = await browser.fetch(tampered);
    expect(done.headers.get("location")).toBe(`${base}/error?error=OAuthCallback`);
  });

  it("a replayed callback is refused, with or without the old cookies: OAuthCallback", async () => {
    const browser = createBrowser();
    userinfo = googleProfile(`replay${n}@example.com`);
    const { callbackUrl } = await authorize(browser, "google");
    const cookieHeader = await browser.jar.getCookieString(callbackUrl);
    const first = await browser.fetch(callbackUrl);
    expect(first.headers.get("location")).toBe(`${server.url}/after`);
    // The browser's check cookies are gone: same URL again.
    const replay = await browser.fetch(callbackUrl);
    expect(replay.headers.get("location")).toBe(`${base}/error?error=OAuthCallback`);
    // An attacker who kept the old cookies too.
    const stolen = await fetch(callbackUrl, { redirect: "manual", headers: { cookie: cookieHeader } });
    expect(stolen.headers.get("location")).toBe(`${base}/error?error=OAuthCallback`);
  });

  it("an e-mail already used by a credentials account: OAuthAccountNotLinked", async () => {
    const player = await createTestPlayer(server.deps);
    const browser = createBrowser();
    userinfo = googleProfile(player.email);
    const { callbackUrl } = await authorize(browser, "google");
    const done = await browser.fetch(callbackUrl);
    expect(done.headers.get("location")).toBe(`${base}/error?error=OAuthAccountNotLinked`);
    expect(await server.deps.db.account.count({ where: { userId: player.id } })).toBe(0);
  });

  it("signed in, a new provider is linked to the current user; its account elsewhere is refused", async () => {
    const player = await createTestPlayer(server.deps);
    const browser = createBrowser();
    const csrfToken = await csrfOf(server.url, browser);
    await browser.fetch(
      `${base}/callback/credentials`,
      form({ email: player.email, password: player.password, csrfToken }),
    );
    const sub = `link-${n}`;
    userinfo = googleProfile(`other-address${n}@example.com`, sub);
    const { callbackUrl } = await authorize(browser, "google");
    const done = await browser.fetch(callbackUrl);
    expect(done.headers.get("location")).toBe(`${server.url}/after`);
    expect(await server.deps.db.account.findMany({ where: { userId: player.id } })).toMatchObject([
      { provider: "google", providerAccountId: sub },
    ]);

    // Later, Google alone signs in as that player.
    const fresh = createBrowser();
    const viaGoogle = await authorize(fresh, "google");
    await fresh.fetch(viaGoogle.callbackUrl);
    const session = (await (await fresh.fetch(`${base}/session`)).json()) as { user: { id: string } };
    expect(session.user.id).toBe(player.id);

    // Another signed-in player cannot take over that Google account.
    const other = await createTestPlayer(server.deps);
    const otherBrowser = createBrowser();
    await otherBrowser.fetch(
      `${base}/callback/credentials`,
      form({
        email: other.email,
        password: other.password,
        csrfToken: await csrfOf(server.url, otherBrowser),
      }),
    );
    const takeover = await authorize(otherBrowser, "google");
    const refused = await otherBrowser.fetch(takeover.callbackUrl);
    expect(refused.headers.get("location")).toBe(`${base}/error?error=OAuthAccountNotLinked`);
  });

  it("a banned player signing in with Google: AccessDenied", async () => {
    const browser = createBrowser();
    const email = `banned-google${n}@example.com`;
    userinfo = googleProfile(email);
    const first = await authorize(browser, "google");
    await browser.fetch(first.callbackUrl);
    await server.deps.db.user.update({ where: { email }, data: { isBanned: true, banReason: "cheating" } });
    const again = createBrowser();
    const second = await authorize(again, "google");
    const done = await again.fetch(second.callbackUrl);
    expect(done.headers.get("location")).toBe(`${base}/error?error=AccessDenied`);
    // The error page keeps the contract's 403 and words, says the account is banned, and
    // leads to the game's ban page (why and until when), not back to a sign-in that cannot work.
    const page = await again.fetch(`${base}/error?error=AccessDenied`);
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain("You do not have permission to sign in.");
    expect(html).toContain("This account is banned.");
    expect(html).toContain(`href="${new URL(base).origin}/banned"`);
    // Without the notice (another browser), the page is the contract's plain one.
    const plain = await createBrowser().fetch(`${base}/error?error=AccessDenied`);
    expect(plain.status).toBe(403);
    expect(await plain.text()).not.toContain("This account is banned.");
  });

  it("POST signin/google without csrf goes back to signin?csrf=true", async () => {
    const response = await fetch(`${base}/signin/google`, { ...form({}), redirect: "manual" });
    expect(response.headers.get("location")).toBe(`${base}/signin?csrf=true`);
  });
});
