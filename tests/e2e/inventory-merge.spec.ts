// Merging a duplicate from the inventory, as a new player with the starters in
// team 1 and a second Emberfox granted by staff: a monster in a team says on
// its card why Sell and Merge are greyed out; "Merge into…" opens an
// explanation and the choice of target, and only "Merge" merges. The merge is
// done without JavaScript, on a phone-sized screen.
import { expect, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";
import { newPlayer, saveTeamInGame, signUpInNewContext } from "../support/game-e2e.ts";

test("a player merges a duplicate in two steps and reads why a monster in a team cannot be sold", async ({
  page,
  browser,
}) => {
  const game = await signUpInNewContext(browser, newPlayer("Merge"));
  await game.page.goto("/teams");
  await saveTeamInGame(game.page, 3);
  const { user } = (await (await game.page.request.get("/api/me")).json()) as { user: { id: string } };
  const storageState = await game.context.storageState();
  await game.context.close();

  await signInToConsole(page, "liveops");
  const grant = await page.request.post(`/api/admin/players/${user.id}/grant`, {
    data: { items: [{ type: "monster", name: "Emberfox", quality: "rare" }], reason: "e2e duplicate" },
  });
  expect(grant.status()).toBe(200);

  const context = await browser.newContext({
    storageState,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const player = await context.newPage();
  await player.goto("/inventory?type=monster");
  const emberfoxes = player.getByTestId("monster-card").filter({ hasText: "Emberfox" });
  await expect(emberfoxes).toHaveCount(2);

  // The starter in team 1: greyed-out buttons, and the reason in words on the card.
  const locked = player.getByText(/take it out of the team/);
  const starter = emberfoxes.filter({ has: locked });
  await expect(starter.getByRole("button", { name: /^Sell/ })).toBeDisabled();
  await expect(starter.getByRole("button", { name: "Merge into…" })).toBeDisabled();
  await expect(starter.getByText("In team 1: take it out of the team to sell or merge it.")).toBeVisible();
  const tidepup = player.getByTestId("monster-card").filter({ hasText: "Tidepup" });
  await expect(tidepup.getByText("In team 1: take it out of the team to sell it.")).toBeVisible();

  // The granted one: "Merge into…" explains first; nothing is merged until "Merge".
  const spare = emberfoxes.filter({ hasNot: locked });
  await expect(spare.getByRole("button", { name: /^Sell/ })).toBeEnabled();
  await expect(spare.getByRole("button", { name: "Merge", exact: true })).toBeHidden();
  await spare.getByText("Merge into…").click();
  await expect(spare).toContainText("This Emberfox (level 1) is used up: your other Emberfox gains 150 xp.");
  const target = spare.getByRole("radio", { name: /^Emberfox, level 1 · 0 xp · Classic · in team 1$/ });
  await expect(target).toBeChecked();
  await spare.screenshot({ path: "tests/screenshots/inventory-merge-phone.png" });
  expect(await player.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await spare.getByRole("button", { name: "Merge", exact: true }).click();

  await expect(player.getByRole("status")).toContainText(
    "Emberfox merged into your other Emberfox: +150 xp, now level",
  );
  await expect(player.getByTestId("monster-card").filter({ hasText: "Emberfox" })).toHaveCount(1);
  await context.close();
});
