// The collection from a new player's first minutes, in Chromium: the header's
// Collection link opens the book of every species (the three starter monsters
// owned, every other one unknown: a silhouette named ???), a species page with its
// stats by level as the API gives them, the player's own monster (wearing another
// skin from its page), and the element chart that explains "super effective".
// Screenshots in tests/screenshots/collection-*.png.
import { expect, test } from "@playwright/test";
import { hydrated, newPlayer, signUpInGame } from "../support/game-e2e.ts";

test("a new player opens the collection, a species, their own monster and the element chart", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInGame(page, newPlayer("Collector"));

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Collection" }).click();
  await expect(page).toHaveURL(/\/collection$/);
  await expect(page.getByRole("heading", { level: 1, name: "Collection" })).toBeVisible();
  const cards = page.getByTestId("collection-card");
  await expect(cards).toHaveCount(32);
  const owned = cards.and(page.locator('[data-status="owned"]'));
  await expect(owned).toHaveCount(3);
  for (const name of ["Emberfox", "Tidepup", "Sproutling"]) {
    await expect(owned.filter({ has: page.getByRole("img", { name, exact: true }) })).toHaveCount(1);
  }
  // A new player has met nobody yet: every other species is unknown, a silhouette named ???.
  const unknown = cards.and(page.locator('[data-status="unknown"]'));
  await expect(unknown).toHaveCount(29);
  await expect(unknown.first().getByRole("img", { name: "Unknown monster" })).toBeVisible();
  await expect(unknown.first()).toContainText("???");
  await expect(unknown.first()).toContainText("Not found yet");
  await expect(page.getByTestId("collection-completion")).toHaveText("9 % complete");
  // Every card is a monster card with a named picture.
  const alts = await page
    .locator("[data-monster-card]")
    .evaluateAll((nodes) => nodes.map((node) => node.querySelector("img")?.getAttribute("alt") ?? ""));
  expect(alts.length).toBeGreaterThanOrEqual(32);
  expect(alts.filter((alt) => alt.trim() === "")).toEqual([]);
  await page.screenshot({ path: "tests/screenshots/collection-book.png", fullPage: true });

  // The filter by element.
  await page
    .getByRole("navigation", { name: "Elements" })
    .getByRole("link", { name: /^Water/ })
    .click();
  await expect(page).toHaveURL(/element=water/);
  await expect(cards).toHaveCount(5);

  // An unknown species still says where it is found.
  await page.goto("/collection/blazehorn");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("???");
  await expect(page.getByRole("img", { name: "Unknown monster" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Where to find it" })).toContainText("Ember Canyon");
  await expect(page.getByRole("heading", { name: "Stats by level" })).toHaveCount(0);
  await page.screenshot({ path: "tests/screenshots/collection-species-unknown.png", fullPage: true });

  // A species the player owns: its stats by level, as the API gives them.
  await page.goto("/collection");
  await owned
    .filter({ has: page.getByRole("img", { name: "Emberfox", exact: true }) })
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(/\/collection\/emberfox$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Emberfox");
  const api = (await (await page.request.get("/api/collection/species/emberfox")).json()) as {
    details: {
      statsByLevel: { level: number; hp: number; attack: number; defense: number; speed: number }[];
    };
  };
  const rows = page.getByRole("region", { name: "Stats by level" }).getByRole("row");
  await expect(rows).toHaveCount(api.details.statsByLevel.length + 1);
  for (const [index, stats] of api.details.statsByLevel.entries()) {
    await expect(rows.nth(index + 1)).toContainText(
      new RegExp(`^${stats.level}${stats.hp}${stats.attack}${stats.defense}${stats.speed}`),
    );
  }
  await expect(page.getByRole("region", { name: "Where to find it" })).toContainText("starter pack");
  await page.screenshot({ path: "tests/screenshots/collection-species.png", fullPage: true });

  // The player's own Emberfox: its page, and a skin worn from there.
  await page
    .getByRole("region", { name: "Your Emberfox" })
    .getByRole("link", { name: /Emberfox, level 1/ })
    .click();
  await expect(page).toHaveURL(/\/monsters\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Emberfox");
  await expect(page.getByText("Level 1 of 50")).toBeVisible();
  const skin = page.getByLabel("Skin of Emberfox");
  await hydrated(skin);
  await skin.selectOption({ label: "Ashen" });
  await page.getByRole("button", { name: "Wear" }).click();
  await expect(page.getByRole("status")).toHaveText("Ashen skin equipped.");
  // The monster's own picture wears it, and the page's skins say it is worn now.
  await expect(page.locator(".species-hero").getByRole("img", { name: "Emberfox, Ashen" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Skins" }).getByRole("listitem").filter({ hasText: "Ashen" }),
  ).toContainText("Worn now");
  await page.screenshot({ path: "tests/screenshots/collection-monster.png", fullPage: true });

  // The element chart, from the monster's element.
  await page.getByRole("link", { name: "Fire", exact: true }).click();
  await expect(page).toHaveURL(/\/elements#fire$/);
  await expect(page.locator("#fire")).toContainText("Strong against Nature: ×1.25 damage.");
  await expect(page.locator("#fire")).toContainText("Weak against Water: ×0.8 damage.");
  await expect(page.getByText(/Super effective!/)).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/collection-elements.png", fullPage: true });
});
