// A new player's first session, in Chromium: sign up, build a team (one form,
// saved once), play the first campaign map (simulated by the server, animated
// by the site; the battle's news waits for its result, which Skip brings into
// view and focus, on a desktop and on a phone), then see the drop in the
// inventory and the quest progress; and
// a team of five edited in one form, at desktop size and at 390×844.
import { expect, test } from "@playwright/test";
import {
  hydrated,
  newPlayer,
  saveTeamInGame,
  signInAsDemoPlayer,
  signUpInGame,
} from "../support/game-e2e.ts";

test("a new player builds a team, plays the first map and sees drops and quest progress", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInGame(page, newPlayer("Hero"));

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  await expect(page.getByTestId("gold")).toHaveText("1,000");
  await page.screenshot({ path: "tests/screenshots/progression-home.png", fullPage: true });

  // Build a team of the three starter monsters: one form, saved once.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Teams" }).click();
  await saveTeamInGame(page, 3);
  await expect(page.getByTestId("team-slot-2")).toContainText("Lv 1");
  await page.screenshot({ path: "tests/screenshots/progression-teams.png", fullPage: true });

  // Play the first campaign map; the server simulates, the site animates the log.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Play" }).click();
  await expect(page.getByTestId("map-whispering-woods")).toContainText("Locked");
  await page.screenshot({ path: "tests/screenshots/progression-play.png", fullPage: true });
  // Drops are random (the server rolls them): play until a win drops something, as a player would.
  let won = false;
  let dropsText = "";
  for (let attempt = 0; attempt < 12 && !(won && dropsText !== ""); attempt++) {
    await page.goto("/play");
    // The live events are connected: the battle's news (a first kill, new ranks) will reach this page.
    await expect(page.locator(".live-events")).toHaveAttribute("data-connected", "true");
    const goldBefore = await page.getByTestId("wallet-gold").textContent();
    await page.getByRole("button", { name: "Fight Meadow Outskirts on Normal" }).click();
    await expect(page).toHaveURL(/\/battle\/\d+$/);
    await expect(page.getByTestId("battle-log")).not.toBeEmpty();
    if (attempt === 0) {
      // The replay runs: nothing tells how it ends, no toast over the fight, and the
      // header's wallet still shows the gold from before the battle.
      await expect(page.getByTestId("battle-result")).toHaveCount(0);
      await expect(page.getByTestId("live-toast")).toHaveCount(0);
      await expect(page.getByTestId("wallet-gold")).toHaveText(goldBefore ?? "");
      await page.screenshot({ path: "tests/screenshots/progression-battle-running.png", fullPage: true });
    }
    await page.getByRole("button", { name: "Skip" }).click();
    const result = page.getByTestId("battle-result");
    // Skip brings the result on screen and gives it the focus.
    await expect(result).toBeInViewport();
    await expect(result.getByRole("heading", { level: 2 })).toBeFocused();
    const victory = (await result.getByRole("heading").textContent()) === "Victory!";
    // The result is on screen: the wallet now shows the balance after the battle.
    const after = (await (await page.request.get("/api/wallet")).json()) as { gold: number };
    await expect(page.getByTestId("wallet-gold")).toHaveText(`● ${after.gold.toLocaleString("en-US")} gold`);
    won ||= victory;
    // The drops are chips, one per thing, each with its picture and its words.
    if (victory)
      dropsText = (await page.getByTestId("battle-drops").getByRole("listitem").allTextContents()).join(", ");
  }
  expect(won).toBe(true);
  expect(dropsText).not.toBe("");
  await page.screenshot({ path: "tests/screenshots/progression-battle-result.png", fullPage: true });

  // The next map is unlocked now; on the first, Hard opens and Nightmare says what opens it.
  await page.goto("/play");
  await expect(page.getByTestId("map-whispering-woods")).not.toContainText("Locked");
  const meadow = page.getByTestId("map-meadow-outskirts");
  await expect(meadow.getByRole("button", { name: "Fight Meadow Outskirts on Hard" })).toBeEnabled();
  await expect(meadow.getByRole("button", { name: "Fight Meadow Outskirts on Nightmare" })).toBeDisabled();
  await expect(meadow).toContainText("Nightmare: win Hard first.");
  await expect(page.getByTestId("recommended-whispering-woods")).toContainText(/Enemies Lv 2 · recommended/);

  // On a phone too: Skip shows the result, in view and focused, and nothing floats over the fight.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Fight Meadow Outskirts on Normal" }).click();
  await expect(page).toHaveURL(/\/battle\/\d+$/);
  await expect(page.getByTestId("live-toast")).toHaveCount(0);
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page.getByTestId("battle-result")).toBeInViewport();
  await expect(page.getByTestId("battle-result").getByRole("heading", { level: 2 })).toBeFocused();
  await expect(page.getByTestId("live-toast")).toHaveCount(0);
  await page.screenshot({ path: "tests/screenshots/progression-battle-skipped-phone.png" });
  await page.setViewportSize({ width: 1280, height: 720 });

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
  // The profile is in the account menu, under the player's name.
  const account = page.getByRole("navigation", { name: "Account" });
  await account.getByRole("button").click();
  await account.getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { name: /Hero/ })).toBeVisible();
  await expect(page.getByText("Defeat your first monster")).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/progression-profile.png", fullPage: true });
  // The profile leads to every achievement and the player's progress.
  await page.getByRole("link", { name: "All achievements and your progress" }).click();
  await expect(page).toHaveURL(/\/achievements$/);
});

for (const size of [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`a team of five is edited in one form and saved once (${size.name})`, async ({ page }) => {
    await signInAsDemoPlayer(page, "/teams?team=2");
    await page.setViewportSize(size.viewport);
    const teamTab = page.getByRole("navigation", { name: "Teams" }).getByRole("link").nth(2);
    const slot = (n: number) => page.getByLabel(`Monster for slot ${n}`);
    await hydrated(slot(1));
    // Five picks, then slot 1 takes slot 2's monster: the two swap, nothing is picked twice.
    for (const n of [1, 2, 3, 4, 5]) await slot(n).selectOption({ index: n + 1 });
    const [first, second] = [await slot(1).inputValue(), await slot(2).inputValue()];
    await slot(1).selectOption(second);
    await expect(slot(2)).toHaveValue(first);
    await page.getByLabel("Relic for slot 1").selectOption({ index: 1 });
    await expect(page.getByTestId("team-form-state")).toContainText("5/5 slots filled");
    await page.screenshot({ path: `tests/screenshots/progression-team-of-five-${size.name}.png` });
    const picked = await Promise.all([1, 2, 3, 4, 5].map((n) => slot(n).inputValue()));

    await page.getByRole("button", { name: "Save team" }).click();
    await expect(page.getByRole("status")).toHaveText("Team 3 saved: 5 monsters.");
    await expect(teamTab).toContainText("5/5");
    await expect(page.getByTestId("team-form-state")).toHaveText("5/5 slots filled");
    // What the server stored is what was picked.
    await page.reload();
    await hydrated(slot(1));
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => slot(n).inputValue()))).toEqual(picked);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.viewport.width,
    );
    await page.screenshot({
      path: `tests/screenshots/progression-team-saved-${size.name}.png`,
      fullPage: true,
    });
  });
}
