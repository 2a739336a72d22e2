// Bans explained (issue 18), in Chromium: staff ban a fresh player through the
// console's admin API (liveops, the demo account); the page the player has open
// (desktop), or the next one they open (phone), is the game's ban page with the
// reason staff typed and the end in the player's language and time zone; signing in again shows the same page; a permanent ban
// says so. At desktop size and on a 390×844 phone. The auth API's own answer
// stays the contract's AccessDenied (tests/integration/ban-notice.test.ts).
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { newPlayer, newPlayerPassword, signUpInGame } from "../support/game-e2e.ts";

/** The demo liveops account (README "Demo accounts"), signed in through the auth API in a context of its own. */
async function liveopsApi(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext();
  const api = context.request;
  const { csrfToken } = (await (await api.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const signIn = await api.post("/api/auth/callback/credentials", {
    form: { email: "liveops@example.com", password: "liveops-pass-1", csrfToken, json: "true" },
  });
  expect(signIn.status(), "liveops signs in").toBe(200);
  return api;
}

async function playerId(api: APIRequestContext, name: string): Promise<string> {
  const filter = encodeURIComponent(JSON.stringify({ q: name }));
  const response = await api.get(`/api/admin/players?filter=${filter}&range=${encodeURIComponent("[0,9]")}`);
  expect(response.status(), "GET /api/admin/players").toBe(200);
  const rows = (await response.json()) as { id: string; displayName: string | null }[];
  const row = rows.find((candidate) => candidate.displayName === name);
  expect(row, `the player ${name} in the console's list`).toBeDefined();
  return row!.id;
}

/** What the console's ban dialog sends: a reason "shown to the player", and hours or permanent. */
async function ban(api: APIRequestContext, id: string, terms: { reason: string } & Record<string, unknown>) {
  const response = await api.post(`/api/admin/players/${id}/ban`, { data: terms });
  expect(response.status(), `POST ban: ${await response.text()}`).toBe(200);
  return (await response.json()) as { bannedUntil: string | null };
}

async function signInAgain(page: Page, email: string): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(newPlayerPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

const locale = "en-GB";
const timezoneId = "Europe/Paris";

for (const size of [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`a banned player sees the reason and the end, on their next page and when signing in (${size.name})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const shot = (page: Page, step: string) =>
      page.screenshot({ path: `tests/screenshots/ban-${size.name}-${step}.png`, fullPage: true });
    const staff = await liveopsApi(browser);
    const player = newPlayer(size.name === "phone" ? "Banned390" : "Banned");
    const context = await browser.newContext({ viewport: size.viewport, locale, timezoneId });
    let page = await context.newPage();
    await signUpInGame(page, player);
    const id = await playerId(staff, player.name);

    // A 48-hour ban while the player is signed in.
    const reason = "Cheating in the arena: a modified client that skips battles.";
    let bannedUntil: string | null;
    if (size.name === "desktop") {
      // Playing: the open page turns into the ban page by itself (the ban's live session:revoked).
      await page.goto("/inventory");
      await expect(page.locator(".live-events")).toHaveAttribute("data-connected", "true", {
        timeout: 15_000,
      });
      ({ bannedUntil } = await ban(staff, id, { reason, durationHours: 48 }));
      await expect(page).toHaveURL(/\/banned$/);
    } else {
      // Away from the game: the next page they open is the ban page.
      await page.close();
      ({ bannedUntil } = await ban(staff, id, { reason, durationHours: 48 }));
      page = await context.newPage();
      await page.goto("/play");
      await expect(page).toHaveURL(/\/banned$/);
    }
    expect(bannedUntil).not.toBeNull();
    const notice = page.getByTestId("ban-notice");
    await expect(notice.getByRole("heading", { level: 1 })).toHaveText("You can’t play for now");
    await expect(page.getByTestId("ban-reason")).toHaveText(reason);
    // The end, in the player's words, language (en-GB: day before month) and time zone (Paris).
    const until = new Date(bannedUntil!);
    const day = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: timezoneId,
    });
    const time = new Intl.DateTimeFormat(locale, {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: timezoneId,
    });
    const end = page.getByTestId("ban-end");
    await expect(end).toContainText(`Your ban ends on `);
    await expect(end).toContainText(day.format(until));
    await expect(end).toContainText(time.format(until));
    await expect(end).toContainText("(in 2 days)");
    await expect(end.locator("time")).toHaveAttribute("datetime", bannedUntil!);
    // The session is over: the header offers signing in, not the player's name.
    await expect(page.getByTestId("signed-in-user")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.viewport.width,
    );
    await shot(page, "1-next-page");

    // Any page of the game that needs a player leads back to it, not to a blank sign-in form.
    await page.goto("/home");
    await expect(page).toHaveURL(/\/banned$/);

    // Signing in again: the same page, not a bare "Access Denied".
    await signInAgain(page, player.email);
    await expect(page).toHaveURL(/\/banned$/);
    await expect(page.getByTestId("ban-reason")).toHaveText(reason);
    await expect(page.getByTestId("ban-end")).toContainText(day.format(until));
    await shot(page, "2-sign-in");

    // A permanent ban says so.
    const lifted = await staff.post(`/api/admin/players/${id}/unban`, { data: {} });
    expect(lifted.status()).toBe(200);
    await ban(staff, id, { reason: "Abusive chat", permanent: true });
    await signInAgain(page, player.email);
    await expect(page).toHaveURL(/\/banned$/);
    await expect(page.getByTestId("ban-reason")).toHaveText("Abusive chat");
    await expect(page.getByTestId("ban-end")).toHaveText(
      "This ban is permanent: the account can’t be used again.",
    );
    await shot(page, "3-permanent");

    // Once lifted, the page says there is no ban, and signing in works again.
    expect((await staff.post(`/api/admin/players/${id}/unban`, { data: {} })).status()).toBe(200);
    await page.goto("/banned");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No ban in force");
    await signInAgain(page, player.email);
    await expect(page.getByTestId("signed-in-user")).toHaveText(player.name);
    await context.close();
  });
}
