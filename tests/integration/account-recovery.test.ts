// Password reset by mail over the API, with a real SMTP server on loopback: the
// same answer for a known and an unknown address, a link that works once and
// for one hour, every session ended, and limits on asking.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, createBrowser, createTestPlayer, csrfToken, form } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";
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
