// The Content-Security-Policy of each surface holds in Chromium (docs/decisions/090):
// signing in and walking the game, the console and the API docs raise no CSP
// violation, and the pages still run their scripts (the game hydrates, the
// console and Swagger UI render).
import { expect, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";
import { signInAsDemoPlayer } from "../support/game-e2e.ts";

/** Records every CSP violation the page reports, as events and as console errors. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

test("the game: signed-in pages hydrate with no CSP violation", async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const seen: string[] = [];
  await signInAsDemoPlayer(page);
  for (const path of [
    "/home",
    "/shop",
    "/inventory",
    "/teams",
    "/quests",
    "/inbox",
    "/leaderboards",
    "/polls",
    "/daily",
    "/vip",
    "/gems",
    "/",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Remix's inline scripts ran (they carry the nonce): the router exists after hydration.
    await expect.poll(() => page.evaluate(() => "__remixRouter" in window)).toBe(true);
    seen.push(...(await violations()));
  }
  expect(seen).toEqual([]);
});

test("the console: sign-in, dashboard and resources with no CSP violation", async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await signInToConsole(page, "admin");
  const seen = await violations();
  for (const item of ["Players", "Promo codes", "Shop items", "Jobs"]) {
    const link = page.getByRole("menuitem", { name: item });
    if ((await link.count()) === 0) continue;
    await link.first().click();
    await page.waitForLoadState("networkidle");
    seen.push(...(await violations()));
  }
  expect(seen).toEqual([]);
});

test("the API docs: Swagger UI renders from files with no CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/api/docs");
  await expect(page.locator(".swagger-ui .info .title")).toContainText("Monster Arena API", {
    timeout: 15_000,
  });
  await expect(page.locator(".opblock").first()).toBeVisible();
  await page.locator(".opblock-summary").first().click();
  expect(await violations()).toEqual([]);
});
