// Live events in Chromium: a signed-in player's page holds a socket; a match
// that puts them on the leaderboards shows a rank toast without a reload. The
// toast is opaque and can be dismissed; on a 390×844 phone one shows at a time,
// over the header's bar, never over the page's content.
import { expect, test } from "@playwright/test";
import { newPlayer, signUpInGame } from "../support/game-e2e.ts";

for (const size of [
  { name: "desktop", viewport: { width: 1280, height: 720 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`a match that moves the player's rank shows a leaderboard toast (${size.name})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size.viewport);
    const player = newPlayer(size.name === "phone" ? "Live390" : "Live");
    await signUpInGame(page, player);

    // A team of the three starter monsters, through the API with the page's session.
    const inventory = (await (await page.request.get("/api/inventory")).json()) as {
      monsters: { id: number }[];
    };
    for (const [slot, monster] of inventory.monsters.entries()) {
      const set = await page.request.put(`/api/teams/0/members/${slot}`, { data: { monsterId: monster.id } });
      expect(set.status()).toBe(200);
    }

    await page.goto("/quests");
    await expect(page.locator(".live-events")).toHaveAttribute("data-connected", "true");
    // A first battle, simulated by the server: the starters win the first map at the first try
    // (api/src/battles/first-session.test.ts), and its kills enter every kills board of the seeded world.
    const battle = await page.request.post("/api/battles", {
      data: { mode: "campaign", map: "meadow-outskirts" },
    });
    expect(battle.status()).toBe(200);
    expect(((await battle.json()) as { won: boolean }).won).toBe(true);
    const toasts = page.getByTestId("live-toast");
    if (size.name === "phone") {
      // One at a time: the first kill's achievement, then (dismissed) the ranks.
      await expect(toasts).toHaveCount(1);
      await expect(toasts).toContainText("Achievement unlocked: First Blood");
      const header = await page.locator(".site-header").boundingBox();
      const box = await toasts.boundingBox();
      expect(box && header && box.y + box.height).toBeLessThanOrEqual(
        (header?.y ?? 0) + (header?.height ?? 0),
      );
      await toasts.getByRole("button", { name: "Dismiss" }).click();
    }
    await expect(page.getByRole("status").filter({ hasText: /leaderboard/i })).toBeVisible();
    // Opaque: the page does not show through.
    expect(
      await toasts
        .last()
        .evaluate((toast) => getComputedStyle(toast).backgroundColor.match(/[\d.]+/g)?.length),
    ).toBe(3);
    await page.screenshot({ path: `tests/screenshots/live-events-rank-toast-${size.name}.png` });
    await toasts.last().getByRole("button", { name: "Dismiss" }).click();
    await expect(page.getByRole("status").filter({ hasText: /leaderboard/i })).toHaveCount(0);
  });
}
