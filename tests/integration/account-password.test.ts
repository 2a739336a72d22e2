// Changing the password over the API: the current password is required, every
// other session ends and the device that changed it stays signed in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, createBrowser, createTestPlayer, csrfToken, form } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";

let api: AuthTestServer;

beforeAll(async () => {
  api = await startAuthServer();
});
afterAll(() => api.close());

/** Signs in through the credentials callback; the browser keeps the session. */
async function signIn(browser: Browser, email: string, password: string): Promise<number> {
  const token = await csrfToken(api.url, browser);
  const answer = await browser.fetch(
    `${api.url}/api/auth/callback/credentials`,
    form({ csrfToken: token, email, password, json: "true" }),
  );
  return answer.status;
}

async function signedInBrowser(email: string, password: string): Promise<Browser> {
  const browser = createBrowser();
  expect(await signIn(browser, email, password)).toBe(200);
  return browser;
}

function changePassword(browser: Browser, body: Record<string, string>) {
  return browser.fetch(`${api.url}/api/account/password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

const me = (browser: Browser) => browser.fetch(`${api.url}/api/me`).then((answer) => answer.status);

describe("changing the password", () => {
  it("needs the current password and refuses a weak new one, changing nothing", async () => {
    const player = await createTestPlayer(api.deps);
    const browser = await signedInBrowser(player.email, player.password);

    const wrong = await changePassword(browser, {
      currentPassword: "not-the-password",
      newPassword: "a-brand-new-passphrase",
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.details.fields).toEqual({
      currentPassword: "That is not your current password.",
    });

    const weak = await changePassword(browser, {
      currentPassword: player.password,
      newPassword: "password1",
    });
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.details.fields.newPassword).toMatch(/at least 10|too common/);

    expect(await me(browser)).toBe(200);
    expect(await signIn(createBrowser(), player.email, player.password)).toBe(200);
  });

  it("ends every other session, keeps this one, and the new password signs in (the old one not)", async () => {
    const player = await createTestPlayer(api.deps);
    const phone = await signedInBrowser(player.email, player.password);
    const laptop = await signedInBrowser(player.email, player.password);

    const changed = await changePassword(phone, {
      currentPassword: player.password,
      newPassword: "a-brand-new-passphrase",
    });
    expect(changed.status).toBe(204);

    expect(await me(phone)).toBe(200);
    expect(await me(laptop)).toBe(401);
    expect(await signIn(createBrowser(), player.email, player.password)).toBe(401);
    expect(await signIn(createBrowser(), player.email, "a-brand-new-passphrase")).toBe(200);
    const history = await api.deps.db.history.count({
      where: { userId: player.id, type: "password_changed" },
    });
    expect(history).toBe(1);
  });

  it("is refused without a session", async () => {
    const answer = await changePassword(createBrowser(), {
      currentPassword: "whatever-it-was",
      newPassword: "a-brand-new-passphrase",
    });
    expect(answer.status).toBe(401);
  });
});
