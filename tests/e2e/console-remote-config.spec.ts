// The console's Remote config page in Chromium on a 390×844 phone: a LiveOps
// operator signs in afresh, changes the home page headline with a note and saves;
// the saved version is read back through the admin API (live, with the note and
// the change in words) and a player who signs up in the game now sees the new
// headline on their home page; then the operator restores the version before,
// after a confirmation, and the headline is gone again. The page fits the phone
// with no serious axe violation. Screenshots go to tests/screenshots/.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";
import { newPlayer, signUpInNewContext } from "../support/game-e2e.ts";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `tests/screenshots/console-remote-config-${name}.png`, fullPage: true });

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === "critical" || violation.impact === "serious")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

interface VersionRow {
  id: number;
  note: string;
  isLive: boolean;
  restoredFromId: number | null;
  changes: string[];
}

async function liveVersion(page: Page): Promise<VersionRow | null> {
  const answer = await page.request.get("/api/admin/remote-config");
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { live: VersionRow | null }).live;
}

async function fitsThePhone(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways on a phone").toBeLessThanOrEqual(0);
}

test("a LiveOps operator changes the home headline, a new player sees it, and the version before is restored", async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToConsole(page, "liveops");

  // The version to come back to: the live one, or a first one saved now with the defaults.
  let before = await liveVersion(page);
  if (!before) {
    const made = await page.request.post("/api/admin/remote-config", {
      data: { values: {}, audiences: [], note: "Defaults (end-to-end check)" },
    });
    expect(made.status(), await made.text()).toBe(201);
    before = (await made.json()) as VersionRow;
  }

  await page.goto("/console/remote-config");
  await expect(page.getByRole("heading", { name: "Remote config", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Home page" })).toBeVisible();
  const headline = `Trainers, the arena awaits ${Date.now().toString(36)}`;
  await page.getByRole("textbox", { name: "Home page headline" }).fill(headline);
  await page.getByRole("textbox", { name: /^Note/ }).fill("New headline (end-to-end check)");
  await fitsThePhone(page);
  expect(await blockingViolations(page)).toEqual([]);
  await shot(page, "edit");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/Saved: version \d+ is live/)).toBeVisible();

  const saved = await liveVersion(page);
  expect(saved).toMatchObject({
    note: "New headline (end-to-end check)",
    isLive: true,
    restoredFromId: null,
  });
  expect(saved?.id).toBeGreaterThan(before.id);
  expect(saved?.changes.filter((change) => change.includes(`“${headline}”`))).toHaveLength(1);
  // The versions list shows it live, with the change in words.
  const savedCard = page.getByTestId("config-version").filter({ hasText: `Version ${saved?.id}` });
  await expect(savedCard).toHaveCount(1);
  await expect(savedCard.getByText("Live", { exact: true })).toBeVisible();
  await expect(savedCard.getByText(headline)).toBeVisible();

  // A player signing up now gets the new headline on their home page.
  const player = newPlayer("cfg");
  const game = await signUpInNewContext(browser, player);
  await game.page.goto("/home");
  await expect(game.page.getByTestId("home-headline")).toHaveText(headline);

  // Restore the version before, after the confirmation.
  const beforeCard = page.getByTestId("config-version").filter({ hasText: `Version ${before.id}` });
  await beforeCard.getByRole("button", { name: `Restore version ${before.id}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Restore version ${before.id}?`);
  await shot(page, "restore-confirm");
  await dialog.getByRole("button", { name: "Restore" }).click();
  await expect(
    page.getByText(new RegExp(`Version ${before.id} restored: version \\d+ is live`)),
  ).toBeVisible();
  const restored = await liveVersion(page);
  expect(restored).toMatchObject({ restoredFromId: before.id, isLive: true });
  await expect(page.getByRole("textbox", { name: "Home page headline" })).not.toHaveValue(headline);

  await game.page.reload();
  await expect(game.page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(game.page.getByText(headline)).toHaveCount(0);
  await game.context.close();
  await fitsThePhone(page);
  await shot(page, "restored");
});
