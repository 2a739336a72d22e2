// A new player's first session, in Chromium: sign up, build a team, play the
// first campaign map (simulated by the server, animated by the site), then see
// the drop in the inventory and the quest progress.
import { expect, test } from "@playwright/test";
import { newPlayer, signUpInGame } from "../support/game-e2e.ts";

test("a new player builds a team, plays the first map and sees drops and quest progress", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInGame(page, newPlayer("Hero"));

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByTestId("gold")).toHaveText("1,000");
  await page.screenshot({ path: "tests/screenshots/progression-home.png", fullPage: true });

  // Build a team of the three starter monsters.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Teams" }).click();
  for (const slot of [0, 1, 2]) {
    const card = page.getByTestId(`team-slot-${slot}`);
    const select = card.getByLabel(`Monster for slot ${slot + 1}`);
    await select.selectOption({ index: slot + 1 });
    await card.getByRole("button", { name: "Set" }).click();
    await expect(page.getByRole("status")).toHaveText(`Slot ${slot + 1} updated.`);
  }
  await expect(page.getByTestId("team-slot-2")).toContainText("Lv 1");
  await page.screenshot({ path: "tests/screenshots/progression-teams.png", fullPage: true });

  // Play the first campaign map; the server simulates, the site animates the log.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Play" }).click();
  await expect(page.getByTestId("map-whispering-woods")).toContainText("Locked");
  await page.screenshot({ path: "tests/screenshots/progression-play.png", fullPage: true });
  // Drops are random (the server rolls them): play until a win drops something, as a player would.
  let won = false;
  let dropsText = "";
  for (let attempt = 0; attempt < 12 && !(won && dropsText !== "Drops: nothing"); attempt++) {
    await page.goto("/play");
    await page.getByRole("button", { name: "Fight Meadow Outskirts on Normal" }).click();
    await expect(page).toHaveURL(/\/battle\/\d+$/);
    await expect(page.getByTestId("battle-log")).not.toBeEmpty();
    if (attempt === 0)
      await page.screenshot({ path: "tests/screenshots/progression-battle-running.png", fullPage: true });
    await page.getByRole("button", { name: "Skip" }).click();
    const result = page.getByTestId("battle-result");
    await expect(result).toBeVisible();
    const victory = (await result.getByRole("heading").textContent()) === "Victory!";
    won ||= victory;
    if (victory) dropsText = (await page.getByTestId("battle-drops").textContent()) ?? "";
  }
  expect(won).toBe(true);
  expect(dropsText).not.toBe("Drops: nothing");
  await page.screenshot({ path: "tests/screenshots/progression-battle-result.png", fullPage: true });

  // The next map is unlocked now.
  await page.goto("/play");
  await expect(page.getByTestId("map-whispering-woods")).not.toContainText("Locked");

  // Quest progress.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Quests" }).click();
  await expect(page.getByTestId("quest-daily-play-3")).not.toContainText("0/3");
  await expect(page.getByTestId("quest-daily-pve-wins-2")).toContainText(/[12]\/2/);
  await page.screenshot({ path: "tests/screenshots/progression-quests.png", fullPage: true });

  // The drop (if the battle dropped one) is in the inventory.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Inventory" }).click();
  await expect(page.getByTestId("monster-card").first()).toBeVisible();
  if (dropsText.includes("Slime Jelly")) {
    await expect(page.getByTestId("ingredient-row").filter({ hasText: "Slime Jelly" })).toBeVisible();
  }
  if (dropsText.includes("Featherwisp")) {
    await expect(page.getByTestId("monster-card").filter({ hasText: "Featherwisp" })).toBeVisible();
  }
  await page.screenshot({ path: "tests/screenshots/progression-inventory.png", fullPage: true });

  // Achievements and the public profile.
  await page.goto("/achievements");
  await expect(page.getByText("Defeat your first monster")).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/progression-achievements.png", fullPage: true });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { name: /Hero/ })).toBeVisible();
  await expect(page.getByText("Defeat your first monster")).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/progression-profile.png", fullPage: true });
});
