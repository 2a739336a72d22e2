// Signing up and signing in to the game in Chromium through its plain forms, as
// a player does. The demo player is a seeded local-development account
// (README "Demo accounts").
import { type Browser, type BrowserContext, expect, type Locator, type Page } from "@playwright/test";

/** A password the sign-up rules accept (long, not a common one). */
export const newPlayerPassword = "a-long-unusual-passphrase";

export interface NewPlayer {
  email: string;
  name: string;
}

/** A player nobody has signed up as yet: named `<prefix><suffix>` (display names are at most 20). */
export function newPlayer(prefix: string, suffix = Date.now().toString(36)): NewPlayer {
  const name = `${prefix}${suffix}`.slice(0, 20);
  return { email: `${name.toLowerCase()}@example.com`, name };
}

/** Signs a new player up on this page and waits until the game greets them by name. */
export async function signUpInGame(page: Page, player: NewPlayer): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("E-mail").fill(player.email);
  await page.getByLabel("Display name").fill(player.name);
  await page.getByLabel("Password").fill(newPlayerPassword);
  await page.getByRole("button", { name: "Create account" }).click();
  // A refused sign-up comes back to /signup with its reason in the URL: failing here says
  // why (a rate limit, a taken name) instead of timing out on the header.
  await expect(page).not.toHaveURL(/\/signup/);
  await expect(page.getByTestId("signed-in-user")).toHaveText(player.name);
}

/** Signs a new player up in a browser of their own, beside the test's page; close its context when done. */
export async function signUpInNewContext(
  browser: Browser,
  player: NewPlayer,
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpInGame(page, player);
  return { page, context };
}

/** Signs in on this page as the seeded demo player, landing on callbackUrl. */
export async function signInAsDemoPlayer(page: Page, callbackUrl = "/home"): Promise<void> {
  await page.goto(`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.getByLabel("E-mail").fill("player@example.com");
  await page.getByLabel("Password").fill("player-pass-1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByTestId("signed-in-user")).toBeVisible();
}

/**
 * On the teams page: picks the first `count` monsters of the list for slots 1…count
 * and saves the team once (the page is one form).
 */
export async function saveTeamInGame(page: Page, count: number, team = 1): Promise<void> {
  await hydrated(page.getByLabel("Monster for slot 1"));
  for (let slot = 0; slot < count; slot++) {
    await page.getByLabel(`Monster for slot ${slot + 1}`).selectOption({ index: slot + 1 });
  }
  await page.getByRole("button", { name: "Save team" }).click();
  await expect(page.getByRole("status")).toHaveText(`Team ${team} saved: ${count} monsters.`);
}

/**
 * Waits until React has hydrated this element: a pick made before would be
 * reset by hydration (a controlled select takes its state's value back).
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}
