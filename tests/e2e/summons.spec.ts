// Eggs as a new player meets them: the odds and the guarantee on the shop's
// egg card, a Wild Egg bought with the starting gold, the reveal of what it
// hatched (with reduced motion: at once), the purchase history saying what it
// hatched, the monster in the inventory, and the pull as the API recorded it.
import { expect, test } from "@playwright/test";
import { newPlayer, signUpInGame } from "../support/game-e2e.ts";

test("a new player reads an egg's odds, buys it, sees what hatched and finds it in the inventory", async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signUpInGame(page, newPlayer("Hatch"));

  // The odds, before buying: per quality, with the guarantee and the player's own count.
  await page.goto("/shop?category=monsters");
  const card = page.getByTestId("shop-item").filter({ hasText: "Wild Egg" });
  await card.getByText("Odds", { exact: true }).click();
  const odds = card.getByTestId("egg-odds");
  await expect(odds.getByRole("table")).toBeVisible();
  await expect(odds.getByRole("row", { name: /Common 72%/ })).toBeVisible();
  await expect(odds.getByRole("row", { name: /Legendary 1%/ })).toBeVisible();
  await expect(card.getByTestId("egg-pity")).toHaveText(
    "An epic or better monster is guaranteed at least once every 40 pulls of this egg. Yours comes within your next 40 pulls.",
  );
  await card.screenshot({ path: "tests/screenshots/summons-odds.png" });

  // A new player's starting gold buys the Wild Egg, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByRole("link", { name: "Buy Wild Egg" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Buy Wild Egg?" })).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm purchase" }).click();

  // The reveal: the monster with its quality and name, a picture named after it.
  const reveal = page.getByTestId("summon-result");
  await expect(reveal).toBeVisible();
  await expect(reveal).toHaveAttribute("data-monster-card", "");
  const title = ((await reveal.getByRole("heading").textContent()) ?? "").trim();
  const [quality, species] = title.split(/\s+/);
  expect(["Common", "Rare", "Epic", "Legendary"]).toContain(quality);
  await expect(reveal.getByRole("img", { name: species })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Bought Wild Egg");
  await reveal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "tests/screenshots/summons-reveal-phone.png", fullPage: false });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The API recorded the pull with its odds version, and the monster it granted.
  const answer = await page.request.get("/api/summons/pulls");
  expect(answer.status()).toBe(200);
  const { pulls, total } = (await answer.json()) as {
    pulls: { egg: string; oddsVersion: string; species: string; quality: string; itemId: number }[];
    total: number;
  };
  expect(total).toBe(1);
  expect(pulls[0]).toMatchObject({
    egg: "wild",
    oddsVersion: "wild-1",
    species,
    quality: quality!.toLowerCase(),
  });

  // The monster is in the inventory beside the three starters.
  await reveal.getByRole("link", { name: "See it in your inventory" }).click();
  await expect(page).toHaveURL(/\/inventory\?type=monster/);
  await expect(page.getByTestId("monster-card")).toHaveCount(4);
  await expect(page.getByTestId("monster-card").filter({ hasText: species! }).first()).toBeVisible();

  // The purchase history says what the egg hatched, with the monster's picture.
  await page.goto("/purchases");
  const hatched = page.getByRole("row", { name: /Wild Egg/ }).getByTestId("purchase-hatched");
  const article = /^[AEIOU]/.test(quality!) ? "an" : "a";
  await expect(hatched).toHaveText(`Hatched ${article} ${quality!.toLowerCase()} ${species}`);
  await expect(hatched.locator("img")).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/summons-purchases-phone.png", fullPage: false });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const history = (await (await page.request.get("/api/shop/purchases")).json()) as {
    shop: { name: string; pull: { species: string; quality: string } | null }[];
  };
  expect(history.shop[0]).toMatchObject({
    name: "Wild Egg",
    pull: { species, quality: quality!.toLowerCase() },
  });

  // The count toward the guarantee moved (or started again on an epic or better).
  await page.goto("/shop?category=monsters");
  const left = quality === "Epic" || quality === "Legendary" ? "40" : "39";
  await page
    .getByTestId("shop-item")
    .filter({ hasText: "Wild Egg" })
    .getByText("Odds", { exact: true })
    .click();
  await expect(
    page.getByTestId("shop-item").filter({ hasText: "Wild Egg" }).getByTestId("egg-pity"),
  ).toContainText(`within your next ${left} pulls`);

  // The published odds are public: a visitor reads them too.
  const published = await request.get("/api/summons/odds");
  expect(published.status()).toBe(200);
  const { eggs } = (await published.json()) as { eggs: { egg: string; odds: { percent: number }[] }[] };
  for (const egg of eggs) expect(egg.odds.reduce((sum, row) => sum + row.percent, 0)).toBe(100);
});
