// Password reset by mail over the API, with a real SMTP server on loopback: the
// same answer for a known and an unknown address, a link that works once and
// for one hour, every session ended, and limits on asking. Then where mail goes
// without SMTP_URL (docs/decisions/113): a deployment sends none and no answer or
// page claims it did; the local demo world keeps it in the local outbox, which
// only the local demo world serves, and every flow finishes through it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAuthRuntime } from "../../api/src/auth/runtime.ts";
import type { AppDeps } from "../../api/src/context.ts";
import { type RunningServer, startServer } from "../../api/src/server.ts";
import { type Browser, createBrowser, createTestPlayer, csrfToken, form } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";
import { createTestDeps } from "../support/deps.ts";
import { freePort } from "../support/local-services.ts";
import { type LoopbackSmtp, linkIn, startLoopbackSmtp } from "../support/smtp.ts";

let smtp: LoopbackSmtp;
let api: AuthTestServer;

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  api = await startAuthServer({ SMTP_URL: smtp.url, MAIL_FROM: "Monster Arena <arena@example.com>" });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

async function signIn(browser: Browser, email: string, password: string): Promise<number> {
  const token = await csrfToken(api.url, browser);
  const answer = await browser.fetch(
    `${api.url}/api/auth/callback/credentials`,
    form({ csrfToken: token, email, password, json: "true" }),
  );
  return answer.status;
}

function post(path: string, body: unknown) {
  return fetch(`${api.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

const askForReset = (email: string) => post("/api/account/password-reset", { email });
const completeReset = (token: string, password: string) =>
  post("/api/account/password-reset/complete", { token, password });

/** Asks for a reset and reads the token out of the link in the mail that arrives. */
async function mailedToken(email: string): Promise<string> {
  expect((await askForReset(email)).status).toBe(202);
  const mail = await smtp.nextMail(email);
  return linkIn(mail, "/reset-password").searchParams.get("token") ?? "";
}

describe("password reset by mail", () => {
  it("answers a known and an unknown address the same; only the account's owner gets a mail", async () => {
    const player = await createTestPlayer(api.deps);
    const unknown = `nobody-${Date.now()}@example.com`;

    const forUnknown = await askForReset(unknown);
    const forKnown = await askForReset(player.email.toUpperCase());
    expect(forUnknown.status).toBe(202);
    expect(forKnown.status).toBe(202);
    expect(await forKnown.json()).toEqual(await forUnknown.json());

    const mail = await smtp.nextMail(player.email);
    expect(mail.subject).toBe("Reset your Monster Arena password");
    expect(mail.parsed.from?.text).toBe('"Monster Arena" <arena@example.com>');
    expect(mail.text).toContain("It works once, for one hour.");
    const link = linkIn(mail, "/reset-password");
    expect(link.origin).toBe(api.url);
    expect(mail.html).toContain(link.href.replaceAll("&", "&#38;"));
    expect(smtp.received.some((received) => received.to === unknown)).toBe(false);
    // Only the token's hash is kept.
    const stored = await api.deps.db.accountToken.findFirstOrThrow({ where: { userId: player.id } });
    expect(stored.tokenHash).not.toContain(link.searchParams.get("token"));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(60 * 60 * 1000);
  });

  it("sets the new password once, ends every session, and refuses the link the second time", async () => {
    const player = await createTestPlayer(api.deps);
    const browser = createBrowser();
    expect(await signIn(browser, player.email, player.password)).toBe(200);
    expect((await browser.fetch(`${api.url}/api/me`)).status).toBe(200);

    const token = await mailedToken(player.email);
    const weak = await completeReset(token, "password1");
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.details.fields.password).toBeTruthy();

    expect((await completeReset(token, "a-brand-new-passphrase")).status).toBe(204);
    expect((await browser.fetch(`${api.url}/api/me`)).status).toBe(401);
    expect(await signIn(createBrowser(), player.email, player.password)).toBe(401);
    expect(await signIn(createBrowser(), player.email, "a-brand-new-passphrase")).toBe(200);

    const again = await completeReset(token, "yet-another-passphrase");
    expect(again.status).toBe(400);
    expect((await again.json()).error.details).toMatchObject({ reason: "invalid_token" });
    expect(await signIn(createBrowser(), player.email, "a-brand-new-passphrase")).toBe(200);
  });

  it("lets the owner back in from a network whose failed sign-ins had shut the account to it", async () => {
    const player = await createTestPlayer(api.deps);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await signIn(createBrowser(), player.email, "not-the-password")).toBe(401);
    }
    // Five failures from this address: even the right password is refused from it now.
    expect(await signIn(createBrowser(), player.email, player.password)).toBe(429);
    // The mailed link proves the address is theirs, as the right password would.
    expect((await completeReset(await mailedToken(player.email), "a-brand-new-passphrase")).status).toBe(204);
    expect(await signIn(createBrowser(), player.email, "a-brand-new-passphrase")).toBe(200);
  });

  it("refuses a link older than an hour, and a made-up one", async () => {
    const player = await createTestPlayer(api.deps);
    const token = await mailedToken(player.email);
    await api.deps.db.accountToken.updateMany({
      where: { userId: player.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await completeReset(token, "a-brand-new-passphrase");
    expect(expired.status).toBe(400);
    expect((await expired.json()).error.details).toMatchObject({ reason: "invalid_token" });
    expect((await completeReset("made-up-token", "a-brand-new-passphrase")).status).toBe(400);
    expect(await signIn(createBrowser(), player.email, player.password)).toBe(200);
  });

  it("keeps only the newest link working and limits the requests for one address", async () => {
    const player = await createTestPlayer(api.deps);
    const first = await mailedToken(player.email);
    await mailedToken(player.email);
    const newest = await mailedToken(player.email);

    const limited = await askForReset(player.email);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    expect((await completeReset(first, "a-brand-new-passphrase")).status).toBe(400);
    expect((await completeReset(newest, "a-brand-new-passphrase")).status).toBe(204);
  });
});

/** Signs up through the API as a credential player; the browser keeps the session. */
async function signUp(browser: Browser): Promise<{ email: string }> {
  const email = `verify-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const token = await csrfToken(api.url, browser);
  const answer = await browser.fetch(`${api.url}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      csrfToken: token,
      email,
      password: "a-long-unusual-passphrase",
      name: `V${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 20),
    }),
  });
  expect(answer.status).toBe(201);
  return { email };
}

async function emailVerified(browser: Browser): Promise<boolean> {
  const answer = await browser.fetch(`${api.url}/api/me`);
  return ((await answer.json()) as { user: { emailVerified: boolean } }).user.emailVerified;
}

const resend = (browser: Browser) =>
  browser.fetch(`${api.url}/api/account/email-verification`, { method: "POST" });
const confirm = (token: string) => post("/api/account/email-verification/complete", { token });

describe("confirming the address of a credential sign-up", () => {
  it("mails a link at sign-up that confirms the address once", async () => {
    const browser = createBrowser();
    const { email } = await signUp(browser);
    expect(await emailVerified(browser)).toBe(false);

    const mail = await smtp.nextMail(email);
    expect(mail.subject).toBe("Confirm your Monster Arena e-mail address");
    const token = linkIn(mail, "/verify-email").searchParams.get("token") ?? "";
    expect((await confirm(token)).status).toBe(204);
    expect(await emailVerified(browser)).toBe(true);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect((await again.json()).error.details).toMatchObject({ reason: "invalid_token" });
    expect((await resend(browser)).status).toBe(409);
  });

  it("sends the link again a few times an hour; only the newest works", async () => {
    const browser = createBrowser();
    const { email } = await signUp(browser);
    const first = linkIn(await smtp.nextMail(email), "/verify-email").searchParams.get("token") ?? "";

    let newest = "";
    for (let i = 0; i < 3; i++) {
      expect((await resend(browser)).status).toBe(202);
      newest = linkIn(await smtp.nextMail(email), "/verify-email").searchParams.get("token") ?? "";
    }
    const limited = await resend(browser);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(newest)).status).toBe(204);
    expect(await emailVerified(browser)).toBe(true);
  });
});

describe("changing the address", () => {
  const changeEmail = (browser: Browser, body: Record<string, string>) =>
    browser.fetch(`${api.url}/api/account/email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("changes the address only when the link mailed to the new one is followed", async () => {
    const player = await createTestPlayer(api.deps);
    const browser = createBrowser();
    expect(await signIn(browser, player.email, player.password)).toBe(200);
    const newEmail = `moved-${Date.now()}@example.com`;

    const wrongPassword = await changeEmail(browser, { newEmail, currentPassword: "not-the-password" });
    expect(wrongPassword.status).toBe(400);
    expect((await wrongPassword.json()).error.details.fields.currentPassword).toBeTruthy();
    const taken = await createTestPlayer(api.deps);
    const takenAnswer = await changeEmail(browser, {
      newEmail: taken.email,
      currentPassword: player.password,
    });
    expect(takenAnswer.status).toBe(409);

    expect((await changeEmail(browser, { newEmail, currentPassword: player.password })).status).toBe(202);
    const mail = await smtp.nextMail(newEmail);
    expect(mail.subject).toBe("Confirm your new Monster Arena e-mail address");
    // Not yet: the old address still signs in.
    expect(await signIn(createBrowser(), player.email, player.password)).toBe(200);

    const token = linkIn(mail, "/confirm-email").searchParams.get("token") ?? "";
    const confirmed = await post("/api/account/email/complete", { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ email: newEmail });
    expect(await signIn(createBrowser(), player.email, player.password)).toBe(401);
    expect(await signIn(createBrowser(), newEmail, player.password)).toBe(200);
    const me = (await (await browser.fetch(`${api.url}/api/me`)).json()) as {
      user: { email: string; emailVerified: boolean };
    };
    expect(me.user).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await post("/api/account/email/complete", { token })).status).toBe(400);
  });
});

/**
 * The whole server (API and the built game's pages: run `npm run build` first) as a
 * server of this kind runs it: the mail rule reads the environment and the database's
 * kind, so the kind is set as that server's would be (the rows live in whichever test
 * database this run uses).
 */
async function startWorld(
  env: Record<string, string>,
  database: "pglite" | "postgres",
): Promise<{ url: string; deps: AppDeps; close(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const base = await createTestDeps({ AUTH_URL: url, PLAYER_WRITES_PER_MINUTE: "1000", ...env });
  const deps: AppDeps = { ...base, database: { ...base.database, kind: database } };
  const server: RunningServer = await startServer(deps, { port, host: "127.0.0.1", mode: "production" });
  return {
    url,
    deps,
    async close() {
      await server.close();
      await closeAuthRuntime(deps);
      await base.close();
    },
  };
}

/** Signs up a credential player through the auth API in a browser of their own (not yet confirmed). */
async function signUpAt(url: string): Promise<{ browser: Browser; email: string }> {
  const browser = createBrowser();
  const email = `mail-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const token = await csrfToken(url, browser);
  const answer = await browser.fetch(`${url}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      csrfToken: token,
      email,
      password: "a-long-unusual-passphrase",
      name: `M${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 20),
    }),
  });
  expect(answer.status).toBe(201);
  return { browser, email };
}

/** The words of a page or answer that would tell a player a mail went out. */
const sentMailClaim =
  /on its way|we sent|sent you a link|link is in|in the local outbox|send the link again/i;

async function page(browser: Browser, url: string): Promise<{ status: number; html: string }> {
  const answer = await browser.fetch(url);
  return { status: answer.status, html: await answer.text() };
}

async function postForm(browser: Browser, url: string, fields: Record<string, string>) {
  return browser.fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const json = (browser: Browser, url: string, body: unknown) =>
  browser.fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const reminderShown = (html: string) => html.includes('class="email-reminder"');

describe("a deployment without SMTP_URL (production on PostgreSQL): mail is off", () => {
  let world: Awaited<ReturnType<typeof startWorld>>;
  beforeAll(async () => {
    world = await startWorld({ NODE_ENV: "production" }, "postgres");
  });
  afterAll(() => world?.close());

  it("answers every request for a mailed link with the truth (409 mail_off), sending and storing nothing", async () => {
    const player = await createTestPlayer(world.deps);
    const reset = await json(createBrowser(), `${world.url}/api/account/password-reset`, {
      email: player.email,
    });
    expect(reset.status).toBe(409);
    const refusal = (await reset.json()).error;
    expect(refusal.details).toMatchObject({ reason: "mail_off" });
    expect(refusal.message).toMatch(/not set up to send e-mail/);
    expect(refusal.message).not.toMatch(sentMailClaim);
    expect(await world.deps.db.accountToken.count({ where: { userId: player.id } })).toBe(0);

    const { browser } = await signUpAt(world.url);
    const resend = await browser.fetch(`${world.url}/api/account/email-verification`, { method: "POST" });
    expect(resend.status).toBe(409);
    expect((await resend.json()).error.details).toMatchObject({ reason: "mail_off" });
    const change = await json(browser, `${world.url}/api/account/email`, {
      newEmail: `elsewhere-${Date.now()}@example.com`,
      currentPassword: "a-long-unusual-passphrase",
    });
    expect(change.status).toBe(409);
    expect((await change.json()).error.details).toMatchObject({ reason: "mail_off" });
  });

  it("shows no reminder and no page claims a sent mail; the forms that would mail are not offered", async () => {
    const { browser } = await signUpAt(world.url);
    const home = await page(browser, `${world.url}/home`);
    expect(home.status).toBe(200);
    expect(reminderShown(home.html)).toBe(false);

    const verify = await page(browser, `${world.url}/verify-email`);
    expect(verify.html).toContain("not set up to send e-mail");
    expect(verify.html).not.toMatch(sentMailClaim);
    const resend = await postForm(browser, `${world.url}/verify-email`, {});
    const resendPage = await resend.text();
    expect(resendPage).toContain("not set up to send e-mail");
    expect(resendPage).not.toMatch(sentMailClaim);

    const email = await page(browser, `${world.url}/account/email`);
    expect(email.html).toContain("cannot confirm a new address");
    expect(email.html).not.toContain('name="newEmail"');
    expect(email.html).not.toMatch(sentMailClaim);

    const visitor = createBrowser();
    const forgot = await page(visitor, `${world.url}/forgot-password`);
    expect(forgot.html).toContain("not set up to send e-mail");
    expect(forgot.html).not.toContain("Send me a link");
    expect(forgot.html).not.toMatch(sentMailClaim);
    expect(forgot.html).toContain('href="/signin"');
    const asked = await postForm(visitor, `${world.url}/forgot-password`, { email: "someone@example.com" });
    expect(await asked.text()).not.toMatch(sentMailClaim);
  });

  it("never serves the local outbox (404)", async () => {
    const outbox = await page(createBrowser(), `${world.url}/dev/outbox`);
    expect(outbox.status).toBe(404);
    expect(outbox.html).not.toContain("Local outbox");
  });
});

describe("a server with SMTP_URL keeps no outbox", () => {
  it.each(["pglite", "postgres"] as const)("production on %s: /dev/outbox is a 404", async (database) => {
    const smtpServer = await startLoopbackSmtp();
    const world = await startWorld({ NODE_ENV: "production", SMTP_URL: smtpServer.url }, database);
    try {
      const outbox = await page(createBrowser(), `${world.url}/dev/outbox`);
      expect(outbox.status).toBe(404);
      const reset = await json(createBrowser(), `${world.url}/api/account/password-reset`, {
        email: "someone@example.com",
      });
      expect(await reset.json()).toMatchObject({ delivery: "smtp" });
    } finally {
      await world.close();
      await smtpServer.close();
    }
  });
});

describe("the local demo world (npm start: production, embedded database, no SMTP_URL)", () => {
  let world: Awaited<ReturnType<typeof startWorld>>;
  beforeAll(async () => {
    world = await startWorld({ NODE_ENV: "production" }, "pglite");
  });
  afterAll(() => world?.close());

  /** The newest link to `path` that the local outbox holds for `to`, as the outbox page shows it. */
  async function outboxLink(to: string, path: string): Promise<URL> {
    const outbox = await page(createBrowser(), `${world.url}/dev/outbox`);
    expect(outbox.status).toBe(200);
    const mail = outbox.html.split("<article>").find((article) => article.includes(`To ${to} `));
    const href = mail?.match(new RegExp(`href="(http[^"]*${path}\\?token=[^"]+)"`))?.[1];
    if (!href) throw new Error(`no ${path} link for ${to} in the outbox`);
    return new URL(href.replaceAll("&#38;", "&"));
  }

  it("serves the local outbox, never cached", async () => {
    const outbox = await createBrowser().fetch(`${world.url}/dev/outbox`);
    expect(outbox.status).toBe(200);
    expect(outbox.headers.get("cache-control")).toBe("no-store");
    expect(await outbox.text()).toContain("Local outbox");
  });

  it("confirms a sign-up's address through the outbox; the reminder points there and can be dismissed", async () => {
    const { browser, email } = await signUpAt(world.url);
    expect(reminderShown((await page(browser, `${world.url}/home`)).html)).toBe(true);
    const verify = await page(browser, `${world.url}/verify-email`);
    expect(verify.html).toContain("is in the local outbox");
    expect(verify.html).toContain('href="/dev/outbox"');
    expect(verify.html).toContain("Open the local outbox");

    const resent = await browser.fetch(`${world.url}/api/account/email-verification`, { method: "POST" });
    expect(resent.status).toBe(202);
    expect(await resent.json()).toEqual({
      message: "A new link is in the local outbox. The older one no longer works.",
      delivery: "outbox",
      outbox: `${world.url}/dev/outbox`,
    });

    // Dismissed without JavaScript: back to the page it was on, and gone from every page.
    const dismissed = await postForm(browser, `${world.url}/verify-email`, {
      intent: "dismiss-reminder",
      returnTo: "/inventory?tab=relics",
    });
    expect(dismissed.status).toBe(302);
    expect(dismissed.headers.get("location")).toBe("/inventory?tab=relics");
    expect(reminderShown((await page(browser, `${world.url}/home`)).html)).toBe(false);
    // Never to another site.
    const elsewhere = await postForm(browser, `${world.url}/verify-email`, {
      intent: "dismiss-reminder",
      returnTo: "//evil.example/x",
    });
    expect(elsewhere.headers.get("location")).toMatch(/^\/(?!\/)/);

    const link = await outboxLink(email, "/verify-email");
    expect(link.origin).toBe(world.url);
    const confirmed = await page(browser, link.href);
    expect(confirmed.html).toContain("Your e-mail address is confirmed.");
    expect((await (await browser.fetch(`${world.url}/api/me`)).json()).user.emailVerified).toBe(true);
  });

  it("resets a forgotten password through the outbox", async () => {
    const player = await createTestPlayer(world.deps);
    const visitor = createBrowser();
    const asked = await postForm(visitor, `${world.url}/forgot-password`, { email: player.email });
    const answerPage = await asked.text();
    expect(answerPage).toContain("a link to choose a new password is in the local outbox");
    expect(answerPage).toContain("Open the local outbox");
    expect(answerPage).not.toMatch(/on its way/);

    const api = await json(createBrowser(), `${world.url}/api/account/password-reset`, {
      email: "nobody@example.com",
    });
    expect(api.status).toBe(202);
    expect(await api.json()).toMatchObject({ delivery: "outbox", outbox: `${world.url}/dev/outbox` });

    const link = await outboxLink(player.email, "/reset-password");
    const done = await json(createBrowser(), `${world.url}/api/account/password-reset/complete`, {
      token: link.searchParams.get("token"),
      password: "a-brand-new-passphrase",
    });
    expect(done.status).toBe(204);
  });

  it("changes the address through the outbox", async () => {
    const { browser } = await signUpAt(world.url);
    const newEmail = `moved-${Date.now()}@example.com`;
    const asked = await postForm(browser, `${world.url}/account/email`, {
      newEmail,
      currentPassword: "a-long-unusual-passphrase",
    });
    const answerPage = await asked.text();
    expect(answerPage).toContain(`The link for ${newEmail} is in the local outbox.`);
    expect(answerPage).toContain("Open the local outbox");

    const link = await outboxLink(newEmail, "/confirm-email");
    const confirmed = await page(browser, link.href);
    expect(confirmed.html).toContain(`Your account&#x27;s address is now ${newEmail}.`);
  });
});
