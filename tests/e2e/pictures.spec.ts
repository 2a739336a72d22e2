// Every monster has a face: from a fresh sign-up, the pages where monsters are
// shown as cards (inventory, collection book, a species page, one of the player's
// monsters, a summon's reveal,
// a battle mid-way and its results screen) are photographed at desktop size and
// on a 390×844 phone under tests/screenshots/, and on each of them every monster
// card holds a picture named for its monster, not a letter.
import { expect, type Page, test } from "@playwright/test";
import { newPlayer, saveTeamInGame, signUpInGame } from "../support/game-e2e.ts";

const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

/**
 * Every monster card in `scope` has a picture with an accessible name, and no card is a
 * bare letter; returns how many cards there were.
 */
async function expectPictures(page: Page, scope: string): Promise<number> {
  const cards = page.locator(`${scope} [data-monster-card]`);
  const count = await cards.count();
  expect(count, `monster cards on ${page.url()}`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    const picture = card.getByRole("img").first();
    await expect(picture, `card ${index + 1} of ${count} on ${page.url()}`).toBeVisible();
    const name = await picture.getAttribute("alt");
    expect(name?.trim(), `the picture's name, card ${index + 1} on ${page.url()}`).toMatch(/\w{3,}/);
    // Drawn, not a letter in a circle: the picture is the art served by the API, and loaded.
    expect(await picture.getAttribute("src")).toMatch(/^\/api\/art\/[^/]+\/monster\/.+\.svg$/);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  }
  return count;
}

/** The page as it is now, at both sizes; the viewport is left at desktop size. */
async function photograph(page: Page, name: string, scope = "main"): Promise<void> {
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await expectPictures(page, scope);
    // Once what moves has come to rest (a reveal's egg has hatched), from the top, so the
    // sticky header is drawn where it belongs.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
        ),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: `tests/screenshots/pictures-${name}-${viewport.name}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: viewports[0].width, height: viewports[0].height });
}

test("monsters have faces wherever a new player meets them", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpInGame(page, newPlayer("Face"));

  await page.goto("/inventory");
  await photograph(page, "inventory");

  await page.goto("/collection");
  await photograph(page, "collection");
  // The book's first owned species: its page.
  const owned = page
    .locator("[data-monster-card]")
    .filter({ hasNot: page.locator('img[alt="Unknown monster"]') });
  await owned.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/collection\/[^/]+$/);
  // The address changes before a client-side navigation renders the new page: until the
  // species' own sections are drawn, the cards counted would be the book's.
  await expect(page.getByRole("heading", { name: "Skins" })).toBeVisible();
  await photograph(page, "species");
  // One of the player's own monsters of that species: its page.
  await page.locator("#your-monsters ~ ul [data-monster-card]").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/monsters\/\d+$/);
  await expect(page.getByRole("heading", { name: "Stats by level" })).toBeVisible();
  await expect(page.locator(".species-stats__now")).toHaveCount(1);
  await photograph(page, "monster");

  // A summon: the starting gold buys the Wild Egg; the reveal shows what hatched.
  await page.goto("/shop?category=monsters");
  await page
    .getByTestId("shop-item")
    .filter({ hasText: "Wild Egg" })
    .getByRole("link", { name: "Buy Wild Egg" })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm purchase" }).click();
  await expect(page.getByTestId("summon-result")).toBeVisible();
  await photograph(page, "summon-reveal");

  // A battle: mid-way (the turn counter past the first turns), then its results screen.
  await page.goto("/teams");
  await saveTeamInGame(page, 3);
  // The page's clock is the test's: once the replay is past its first turns it is held
  // still, so taking the pictures at every size (slow on a busy machine) cannot outlast it.
  await page.clock.install();
  await page.goto("/play");
  await page.getByRole("button", { name: "Fight Meadow Outskirts on Normal" }).click();
  await expect(page).toHaveURL(/\/battle\/\d+$/);
  await expect(page.getByTestId("battle-turn")).toHaveText(/^Turn [2-9]\d* \//);
  // A moment ahead of the page's time: at most one more turn of the replay goes by.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.screenshot({ path: `tests/screenshots/pictures-battle-midway-${viewport.name}.png` });
    await expectPictures(page, ".battle-field");
  }
  await page.setViewportSize({ width: viewports[0].width, height: viewports[0].height });
  await expect(page.getByTestId("battle-result")).toHaveCount(0);
  await page.getByTestId("battle-skip").click();
  await expect(page.getByTestId("battle-result")).toBeVisible();
  await page.clock.resume();
  await photograph(page, "battle-results", '[data-testid="battle-result"]');
});
