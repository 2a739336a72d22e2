// A player's first session, in Chromium at desktop size and at 390×844: a fresh
// sign-up lands on the game's home, greeted as new, with a welcome gift in the
// inbox and the first-steps guide. Following the guide, the player builds a
// team of the three starter monsters and wins maps 1–3 in order (the free
// chapter: the balance makes each a win at the first try, whatever the seed);
// sees that map 4, challenges and PvP need game access and the ways to get it;
// claims a quest and the daily reward and looks at the collection, each ticking
// its step until the guide is gone; buys gems through the local test checkout
// (no staff, no promo code), which opens the game (the thank-you page says so);
// wins map 4; and, in a challenge the play screen calls too hard, loses and is
// told what to do. The page and the API agree on access. One sign-up per size;
// each step's screenshot is saved under tests/screenshots/ (an output: git-ignored).
import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { newPlayer, newPlayerPassword, saveTeamInGame, signUpInGame } from "../support/game-e2e.ts";

interface PlayOptions {
  hasGameAccess: boolean;
  pvpNeedsGameAccess: boolean;
  opponents: unknown[];
  campaign: { key: string; isFree: boolean; needsGameAccess: boolean }[];
}

const screenshots = "tests/screenshots";

const playOptions = async (page: Page) => (await (await page.request.get("/api/play")).json()) as PlayOptions;

const fightOnMap4 = (page: Page) =>
  page.request.post("/api/battles", {
    data: { mode: "campaign", map: "ember-canyon", difficulty: 1, teamSlot: 0 },
  });

/** The guide's steps that are ticked, in order, as home shows them. */
const tickedSteps = (page: Page) =>
  page
    .locator('[data-testid^="first-step-"][data-done="true"]')
    .evaluateAll((steps) =>
      steps.map((step) => step.getAttribute("data-testid")?.replace("first-step-", "")),
    );

/**
 * Home, where the guide shows the steps done so far ticked (read from the
 * server), then the guide's one call to action (the next step's) to `path`.
 */
async function followGuide(
  page: Page,
  shot: (name: string) => Promise<unknown>,
  done: string[],
  action: string,
  path: string,
): Promise<void> {
  await page.goto("/home");
  await expect(page.getByTestId("first-steps-count")).toHaveText(`${done.length} of 5 done`);
  expect(await tickedSteps(page)).toEqual(done);
  await shot(`home-guide-${done.length}-of-5`);
  await page.getByTestId("first-steps").getByRole("link", { name: action }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/**
 * Fights a campaign map on Normal from the play screen: a win, at the first try.
 * The browser asks for reduced motion, so the battle shows its result at once.
 */
async function winMap(page: Page, title: string): Promise<void> {
  await page.goto("/play");
  await page.getByRole("button", { name: `Fight ${title} on Normal` }).click();
  await expect(page).toHaveURL(/\/battle\/\d+$/);
  await expect(page.getByTestId("battle-result").getByRole("heading")).toHaveText("Victory!");
}

// The screenshots are outputs (git-ignored): the folder may not exist in a fresh checkout.
test.beforeAll(() => mkdirSync(screenshots, { recursive: true }));

for (const size of [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`a new player's first session: the guide, the free chapter, game access bought, map 4 won (${size.name})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size.viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    let step = 0;
    const shot = (name: string) =>
      page.screenshot({
        path: `${screenshots}/first-session-${size.name}-${String(++step).padStart(2, "0")}-${name}.png`,
        fullPage: true,
      });
    const player = newPlayer(size.name === "phone" ? "First390" : "First");

    // Sign-up lands on the game's home: a new player's greeting, the gift, the guide, nothing ticked.
    await signUpInGame(page, player);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Welcome to Monster Arena, ${player.name}!`,
    );
    await expect(page.getByTestId("welcome-gift-notice")).toBeVisible();
    const guide = page.getByTestId("first-steps");
    await expect(guide).toBeVisible();
    await expect(page.getByTestId("first-steps-count")).toHaveText("0 of 5 done");
    await expect(guide.getByRole("listitem")).toHaveText([
      /Build a team/,
      /Win your first battle/,
      /Claim a quest/,
      /Claim your daily reward/,
      /Look at your collection/,
    ]);
    // Home tells the truth about access and offers the ways.
    const homeOffer = page.getByTestId("game-access-offer");
    await expect(homeOffer).toContainText("after the first 3 maps");
    await expect(homeOffer.getByRole("link", { name: "Arena Pass in the shop" })).toBeVisible();
    await shot("home-new-player");

    // The marketing page offers the way back into the game, not a second account.
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Create your account" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Continue playing" })).toHaveAttribute("href", "/home");
    await shot("marketing-signed-in");

    // The welcome gift waits in the inbox, and is collected once.
    await page.goto("/home");
    await page.getByTestId("welcome-gift-notice").getByRole("link", { name: "Collect it" }).click();
    const gift = page.getByTestId("inbox-message").filter({ hasText: "Your welcome gift" });
    await expect(gift).toContainText("500 gold");
    await gift.getByRole("button", { name: "Collect", exact: true }).click();
    await expect(gift).toContainText("Collected");
    await shot("welcome-gift-collected");

    // 1. Build a team of the three starter monsters, in one form.
    await followGuide(page, shot, [], "Choose your monsters", "/teams");
    await saveTeamInGame(page, 3);
    await shot("team-built");

    // 2. Win the first battle; then maps 2 and 3, free without access.
    await followGuide(page, shot, ["buildTeam"], "Go to battle", "/play");
    await winMap(page, "Meadow Outskirts");
    await shot("map-1-won");
    await winMap(page, "Whispering Woods");
    await shot("map-2-won");
    await winMap(page, "Mossy Caverns");
    await shot("map-3-won");

    // Map 4, challenges and PvP say they need access, and offer the ways.
    await page.goto("/play");
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
    await shot("play-without-access");
    // A newcomer is told what a challenge is up against before entering it: the enemies'
    // level, the recommended team against their own, and what its rules mean.
    const loneWolf = page.getByTestId("challenge-lone-wolf");
    await expect(loneWolf).toContainText("Shadepaw Lv 12");
    await expect(loneWolf).toContainText("Only your team's first monster fights.");
    await expect(page.getByTestId("recommended-lone-wolf")).toContainText(
      /Enemies Lv 12 · recommended: monsters Lv 12\+, team power [\d,]+\+ Your best team: power \d+ — too weak for now/,
    );
    await expect(page.getByTestId("challenge-cursed-tides")).toContainText(
      "Curse 3: the enemies have 30% more hp and attack.",
    );

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

    // 3. Three matches finished "Play 3 matches": claim it.
    await followGuide(page, shot, ["buildTeam", "winBattle"], "Open your quests", "/quests");
    const quest = page.getByTestId("quest-daily-play-3");
    await quest.getByRole("button", { name: "Claim" }).click();
    await expect(quest).toContainText("Claimed");
    await shot("quest-claimed");

    // 4. Claim the daily reward.
    await followGuide(page, shot, ["buildTeam", "winBattle", "claimQuest"], "Open the calendar", "/daily");
    await page.getByRole("button", { name: "Claim today's reward" }).click();
    await expect(page.getByText("Claimed — come back tomorrow")).toBeVisible();
    await shot("daily-reward-claimed");

    // 5. Look at the collection: the last step. The guide is gone.
    const fourDone = ["buildTeam", "winBattle", "claimQuest", "claimDailyReward"];
    await followGuide(page, shot, fourDone, "Open your collection", "/collection");
    await shot("collection");
    await page.goto("/home");
    await expect(page.getByTestId("first-steps")).toHaveCount(0);
    await expect(page.getByTestId("welcome-gift-notice")).toHaveCount(0);
    await shot("home-guide-done");

    // The shop sells the Arena Pass.
    await page.goto("/play");
    await offer.getByRole("link", { name: "Arena Pass in the shop" }).click();
    const pass = page.getByTestId("shop-item").filter({ hasText: "Arena Pass" });
    await expect(pass).toContainText("Game access: the whole campaign, challenges and PvP.");
    await pass.scrollIntoViewIfNeeded();
    await shot("shop-arena-pass");

    // Buy the smallest gem pack through the labelled local test checkout: any real-money purchase opens the game.
    await page.goto("/play");
    await offer.getByRole("link", { name: "Buy gems" }).click();
    await expect(page).toHaveURL(/\/gems/);
    await page.getByRole("button", { name: /^Buy 100 gems for/ }).click();
    await expect(page).toHaveURL(/\/gems\/test-checkout\?session=/);
    await expect(page.getByTestId("test-mode-banner")).toHaveText("Test mode — no real payment");
    // Words for players: no talk of keys, webhooks or servers.
    await expect(page.locator("main")).not.toContainText(/Stripe|webhook|server/i);
    await page.getByLabel("Billing country").selectOption("FR");
    await shot("test-checkout");
    await page.getByRole("button", { name: /^Pay .* \(test\)$/ }).click();
    await expect(page).toHaveURL(/\/gems\/return\?session_id=/);
    await expect(page.getByRole("status")).toContainText("100 gems were added to your wallet");
    // The thank-you page says what this purchase opened, and leads there.
    const opened = page.getByTestId("game-access-opened");
    await expect(opened).toContainText(
      "Game access is open: the campaign from map 4 on, challenges and PvP.",
    );
    await shot("gems-bought");
    await opened.getByRole("link", { name: "Play now" }).click();
    await expect(page).toHaveURL(/\/play$/);

    // Access now: no offer, map 4 open, PvP can be fought; the API and the shop agree.
    await page.goto("/play");
    await expect(page.getByTestId("game-access-offer")).toHaveCount(0);
    await expect(page.getByTestId("map-ember-canyon")).not.toContainText("needs game access");
    await expect(page.getByText("PvP needs game access")).toHaveCount(0);
    await shot("play-with-access");
    const after = await playOptions(page);
    expect(after).toMatchObject({ hasGameAccess: true, pvpNeedsGameAccess: false });
    expect(after.campaign[3]).toMatchObject({ needsGameAccess: false });
    await page.goto("/shop?category=vip");
    await expect(page.getByTestId("shop-item").filter({ hasText: "Arena Pass" })).toContainText("Owned");

    // Map 4, the first boss, at the first try.
    await winMap(page, "Ember Canyon");
    await shot("map-4-won");

    // The challenge the play screen calls too hard for this team: lost, and the result says what to do.
    await page.goto("/play");
    await expect(page.getByTestId("recommended-lone-wolf")).toContainText("too weak for now");
    await page.getByRole("button", { name: "Fight Lone Wolf on Normal" }).click();
    await expect(page).toHaveURL(/\/battle\/\d+$/);
    await expect(page.getByTestId("battle-result").getByRole("heading")).toHaveText("Defeat");
    await expect(page.getByTestId("battle-advice")).toContainText(
      /^Your monsters are level \d+, these enemies level 12: level yours up on earlier campaign maps/,
    );
    await shot("challenge-lost-advice");

    // Home at the end: four maps, no access offer, no guide.
    const home = (await (await page.request.get("/api/home")).json()) as { campaignProgress: number };
    expect(home.campaignProgress).toBe(4);
    await page.goto("/home");
    await expect(page.getByTestId("game-access-offer")).toHaveCount(0);
    await expect(page.getByTestId("first-steps")).toHaveCount(0);
    await shot("home-end");

    // Signing in again (no callbackUrl) lands on the game's home too.
    await page.goto("/signout");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).not.toHaveURL(/\/signout/);
    await page.goto("/signin");
    await page.getByLabel("E-mail").fill(player.email);
    await page.getByLabel("Password").fill(newPlayerPassword);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId("first-steps")).toHaveCount(0);
  });
}
