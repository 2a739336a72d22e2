// Live events in Chromium: a signed-in player's page holds a socket; a match
// that puts them on the leaderboards shows a rank toast without a reload.
import { expect, test } from "@playwright/test";
import { newPlayer, signUpInGame } from "../support/game-e2e.ts";
import { firstMapWin } from "../support/match-reports.ts";

test("a match that moves the player's rank shows a leaderboard toast", async ({ page }) => {
  test.setTimeout(90_000);
  const player = newPlayer("Live");
  await signUpInGame(page, player);

  // A team of the three starter monsters, through the API with the page's session.
  const inventory = (await (await page.request.get("/api/inventory")).json()) as {
    monsters: { id: number }[];
  };
  for (const [slot, monster] of inventory.monsters.entries()) {
    const set = await page.request.put(`/api/teams/0/members/${slot}`, { data: { monsterId: monster.id } });
    expect(set.status()).toBe(200);
  }

  await expect(page.locator(".live-events")).toHaveAttribute("data-connected", "true");
  // A first win with kills: the player enters every kills board of the seeded world.
  const report = await page.request.post("/api/matches", { data: firstMapWin(player.name) });
  expect(report.status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: /leaderboard/i })).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/live-events-rank-toast.png" });
});
