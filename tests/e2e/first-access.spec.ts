// No walls without a door: a fresh sign-up plays the free first chapter, sees
// that map 4, challenges and PvP need game access and the ways to get it, buys
// gems through the local test checkout (no staff, no promo code), and has
// access: the page and the API agree. Run at desktop size and at 390×844.
import { expect, type Page, test } from "@playwright/test";
import { newPlayer, signUpInGame } from "../support/game-e2e.ts";

interface PlayOptions {
  hasGameAccess: boolean;
  pvpNeedsGameAccess: boolean;
  opponents: unknown[];
  campaign: { key: string; isFree: boolean; needsGameAccess: boolean }[];
}

const playOptions = async (page: Page) => (await (await page.request.get("/api/play")).json()) as PlayOptions;

const fightOnMap4 = (page: Page) =>
  page.request.post("/api/battles", {
    data: { mode: "campaign", map: "ember-canyon", difficulty: 1, teamSlot: 0 },
  });

for (const size of [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`a new player plays the free chapter and buys game access (${size.name})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size.viewport);
    const shot = (step: string) =>
      page.screenshot({ path: `tests/screenshots/first-access-${size.name}-${step}.png`, fullPage: true });
    await signUpInGame(page, newPlayer(size.name === "phone" ? "Door390" : "Door"));

    // Home tells the truth about access and offers the ways.
    await page.goto("/home");
    const homeOffer = page.getByTestId("game-access-offer");
    await expect(homeOffer).toContainText("after the first 3 maps");
    await expect(homeOffer.getByRole("link", { name: "Arena Pass in the shop" })).toBeVisible();
    await shot("home");

    // Build a team of the three starter monsters.
    await page.goto("/teams");
    for (const slot of [0, 1, 2]) {
      const card = page.getByTestId(`team-slot-${slot}`);
      await card.getByLabel(`Monster for slot ${slot + 1}`).selectOption({ index: slot + 1 });
      await card.getByRole("button", { name: "Set" }).click();
      await expect(page.getByRole("status")).toHaveText(`Slot ${slot + 1} updated.`);
    }

    // Win the first map (the server rolls the battle: play until a win, as a player would).
    let won = false;
    for (let attempt = 0; attempt < 8 && !won; attempt++) {
      await page.goto("/play");
      await page.getByRole("button", { name: "Fight Meadow Outskirts on Normal" }).click();
      await expect(page).toHaveURL(/\/battle\/\d+$/);
      await page.getByRole("button", { name: "Skip" }).click();
      const result = page.getByTestId("battle-result");
      await expect(result).toBeVisible();
      won = (await result.getByRole("heading").textContent()) === "Victory!";
    }
    expect(won).toBe(true);

    // Maps 2 and 3 are free: open to play without access. Map 4, challenges and PvP say they need it.
    await page.goto("/play");
    await expect(page.getByTestId("map-whispering-woods")).toContainText("Free");
    await expect(page.getByRole("button", { name: "Fight Whispering Woods on Normal" })).toBeEnabled();
    await expect(page.getByTestId("map-mossy-caverns")).toContainText("Free");
    const map4 = page.getByTestId("map-ember-canyon");
    await expect(map4).toContainText("Ember Canyon needs game access");
    const offer = page.getByTestId("game-access-offer");
    await expect(offer).toContainText("Arena Pass in the shop (200 gems), any gem pack, or a promo code");
    await expect(offer.getByRole("link", { name: "Arena Pass in the shop" })).toHaveAttribute(
      "href",
      "/shop?category=vip",
    );
    await expect(offer.getByRole("link", { name: "Redeem a promo code" })).toHaveAttribute("href", "/promo");
    await map4.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `tests/screenshots/first-access-${size.name}-map4-needs-access.png` });
    await shot("play-without-access");

    // The API agrees, and refuses map 4 with the reason and the ways.
    const before = await playOptions(page);
    expect(before.hasGameAccess).toBe(false);
    expect(before.campaign.slice(0, 3).every((map) => map.isFree && !map.needsGameAccess)).toBe(true);
    expect(before.campaign[3]).toMatchObject({ key: "ember-canyon", needsGameAccess: true });
    expect(before.pvpNeedsGameAccess).toBe(true);
    // Each opponent says why there is no Fight button (the demo world usually has some near a new player).
    await expect(page.getByText("PvP needs game access")).toHaveCount(before.opponents.length);
    const refused = await fightOnMap4(page);
    expect(refused.status()).toBe(403);
    const refusal = (await refused.json()) as { error: { message: string; details: { reason: string } } };
    expect(refusal.error.details.reason).toBe("no_game_access");
    expect(refusal.error.message).toContain("Arena Pass");

    // The shop sells the Arena Pass.
    await offer.getByRole("link", { name: "Arena Pass in the shop" }).click();
    const pass = page.getByTestId("shop-item").filter({ hasText: "Arena Pass" });
    await expect(pass).toContainText("Game access: the whole campaign, challenges and PvP.");
    await expect(pass.getByRole("link", { name: "Buy Arena Pass" })).toBeVisible();
    await pass.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `tests/screenshots/first-access-${size.name}-shop-arena-pass.png` });

    // Buy the smallest gem pack through the labelled local test checkout: any real-money purchase opens the game.
    await page.goto("/play");
    await offer.getByRole("link", { name: "Buy gems" }).click();
    await expect(page).toHaveURL(/\/gems/);
    await page.getByRole("button", { name: /^Buy 100 gems for/ }).click();
    await expect(page).toHaveURL(/\/gems\/test-checkout\?session=/);
    await expect(page.getByTestId("test-mode-banner")).toHaveText("Test mode — no real payment");
    await page.getByLabel("Billing country").selectOption("FR");
    await page.getByRole("button", { name: /^Pay .* \(test\)$/ }).click();
    await expect(page).toHaveURL(/\/gems\/return\?session_id=/);
    await expect(page.getByRole("status")).toContainText("100 gems were added to your wallet");
    await shot("gems-bought");

    // Access now: no offer, map 4 waits only for map 3, PvP can be fought; the API and the shop agree.
    await page.goto("/play");
    await expect(page.getByTestId("game-access-offer")).toHaveCount(0);
    await expect(page.getByTestId("map-ember-canyon")).not.toContainText("needs game access");
    await expect(page.getByText("PvP needs game access")).toHaveCount(0);
    await shot("play-with-access");
    const after = await playOptions(page);
    expect(after).toMatchObject({ hasGameAccess: true, pvpNeedsGameAccess: false });
    expect(after.campaign[3]).toMatchObject({ needsGameAccess: false });
    const locked = await fightOnMap4(page);
    expect(locked.status()).toBe(403);
    expect(((await locked.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe(
      "map_locked",
    );
    await page.goto("/shop?category=vip");
    await expect(page.getByTestId("shop-item").filter({ hasText: "Arena Pass" })).toContainText("Owned");
    await page.goto("/home");
    await expect(page.getByTestId("game-access-offer")).toHaveCount(0);
  });
}
