// Bans explained (issue 18): the console's ban (which also ends every session)
// reaches the player's next API request with its reason and end, and the game's
// side of the sign-in layer (context.auth) turns a banned session or a refused
// sign-in into the notice its ban page reads, while the auth API keeps answering
// AccessDenied (docs/auth-contract.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banPlayer } from "../../api/src/moderation/ban-player.ts";
import { unbanPlayer } from "../../api/src/moderation/unban-player.ts";
import { createWebSession } from "../../api/src/web/session.ts";
import { type Browser, createBrowser, createTestPlayer, csrfToken as csrfOf, form } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";

let server: AuthTestServer;
let base: string;
let staff: { id: string; role: "liveops" };

beforeAll(async () => {
  server = await startAuthServer();
  base = `${server.url}/api/auth`;
  const liveops = await createTestPlayer(server.deps, { role: "liveops" });
  staff = { id: liveops.id, role: "liveops" };
});
afterAll(() => server.close());

async function signedIn() {
  const user = await createTestPlayer(server.deps);
  const browser = createBrowser();
  const response = await browser.fetch(
    `${base}/callback/credentials`,
    form({ email: user.email, password: user.password, csrfToken: await csrfOf(server.url, browser) }),
  );
  expect(response.status).toBe(302);
  return { user, browser };
}

/** A request of the game's pages carrying the browser's cookies (plus any Set-Cookie answered since). */
async function pageRequest(browser: Browser, setCookies: Headers | null = null, init: RequestInit = {}) {
  let cookies = (await browser.jar.getCookies(server.url)).map((c) => `${c.key}=${c.value}`);
  for (const line of setCookies?.getSetCookie() ?? []) {
    const [pair = ""] = line.split(";");
    const name = pair.slice(0, pair.indexOf("="));
    cookies = cookies.filter((cookie) => !cookie.startsWith(`${name}=`));
    if (!/Max-Age=0/.test(line)) cookies.push(pair);
  }
  return new Request(`${server.url}/home`, { ...init, headers: { cookie: cookies.join("; ") } });
}

function signInForm(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("a live ban", () => {
  it("answers the player's next API request with the reason and the end, not a bare 401", async () => {
    const { user, browser } = await signedIn();
    const until = new Date(Date.now() + 48 * 3_600_000);
    await banPlayer(server.deps, {
      actor: staff,
      userId: user.id,
      ban: { reason: "Cheating in the arena", durationHours: 48 },
      now: new Date(),
    });
    const refused = await browser.fetch(`${server.url}/api/me`);
    expect(refused.status).toBe(403);
    const { error } = (await refused.json()) as { error: { code: string; details: { until: string } } };
    expect(error).toMatchObject({ code: "banned", details: { reason: "Cheating in the arena" } });
    expect(Math.abs(new Date(error.details.until).getTime() - until.getTime())).toBeLessThan(60_000);
    // The contract's session endpoint still answers {} and deletes the cookie.
    expect(await (await browser.fetch(`${base}/session`)).json()).toEqual({});
  });

  it("ends the game's session and leaves a notice the ban page reads, until the ban is lifted", async () => {
    const web = createWebSession(server.deps, "127.0.0.1");
    const { user, browser } = await signedIn();
    expect(await web.endBannedSession(await pageRequest(browser))).toBeNull();
    expect(await web.banNotice(await pageRequest(browser))).toBeNull();

    await banPlayer(server.deps, {
      actor: staff,
      userId: user.id,
      ban: { reason: "Abusive chat", permanent: true },
      now: new Date(),
    });
    expect(await web.currentUser(await pageRequest(browser))).toBeNull();
    expect(await web.banNotice(await pageRequest(browser))).toEqual({ reason: "Abusive chat", until: null });
    const ended = await web.endBannedSession(await pageRequest(browser));
    expect(ended).not.toBeNull();
    const setCookies = ended!.getSetCookie();
    expect(setCookies.some((line) => /^next-auth\.session-token=;.*Max-Age=0/.test(line))).toBe(true);
    expect(setCookies.some((line) => /^arena\.ban-notice=.+HttpOnly/.test(line))).toBe(true);

    // The next page has no session, only the notice: the ban as it is now.
    const afterwards = await pageRequest(browser, ended);
    expect(afterwards.headers.get("cookie")).not.toContain("next-auth.session-token");
    expect(await web.endBannedSession(afterwards)).toBeNull();
    expect(await web.banNotice(afterwards)).toEqual({ reason: "Abusive chat", until: null });
    await unbanPlayer(server.deps, { actor: staff, userId: user.id });
    expect(await web.banNotice(afterwards)).toBeNull();
  });

  it("a forged or foreign notice names nobody", async () => {
    const web = createWebSession(server.deps, "127.0.0.1");
    const request = new Request(`${server.url}/banned`, { headers: { cookie: "arena.ban-notice=forged" } });
    expect(await web.banNotice(request)).toBeNull();
  });
});

describe("the game's sign-in form", () => {
  it("signs in, refuses a wrong password and an old form, and sends a banned player to the ban page", async () => {
    const web = createWebSession(server.deps, "127.0.0.1");
    const player = await createTestPlayer(server.deps);
    const browser = createBrowser();
    const csrfToken = await csrfOf(server.url, browser);
    const post = async (fields: Record<string, string>) =>
      web.signInWithPassword(await pageRequest(browser, null, { method: "POST" }), signInForm(fields));

    expect(await post({ csrfToken: "stale", email: player.email, password: player.password })).toEqual({
      kind: "expired_form",
    });
    expect(await post({ csrfToken, email: player.email, password: "not-it" })).toEqual({
      kind: "invalid_credentials",
    });
    const ok = await post({ csrfToken, email: player.email, password: player.password });
    expect(ok.kind).toBe("signed_in");
    const session = ok.kind === "signed_in" ? ok.headers : null;
    expect((await web.currentUser(await pageRequest(browser, session)))?.id).toBe(player.id);

    await banPlayer(server.deps, {
      actor: staff,
      userId: player.id,
      ban: { reason: "Botting", durationHours: 24 },
      now: new Date(),
    });
    const banned = await post({ csrfToken, email: player.email, password: player.password });
    expect(banned.kind).toBe("banned");
    const notice = banned.kind === "banned" ? banned.headers : null;
    expect(notice?.getSetCookie().join("\n")).not.toContain("next-auth.session-token");
    const terms = await web.banNotice(await pageRequest(createBrowser(), notice));
    expect(terms?.reason).toBe("Botting");
    expect(new Date(terms?.until ?? 0).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    // The auth API itself still answers the contract's AccessDenied.
    const api = await browser.fetch(
      `${base}/callback/credentials`,
      form({ email: player.email, password: player.password, csrfToken, json: "true" }),
    );
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ url: `${base}/error?error=AccessDenied` });
  });
});
