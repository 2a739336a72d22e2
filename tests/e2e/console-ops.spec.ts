// The console's operations screens in Chromium: an admin opens shop items
// (and previews the next rotation), leaderboards, transactions, staff and the
// live feed, which shows a sign-up made in another browser while it is open;
// a liveops member sees neither Staff nor the refund button. Screenshots of
// each screen go to tests/screenshots/.
import { expect, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";
import { newPlayer, signUpInNewContext } from "../support/game-e2e.ts";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `tests/screenshots/console-ops-${name}.png`, fullPage: true });

const completedPurchases = `/console/transactions?filter=${encodeURIComponent('{"status":"completed"}')}`;

test("an admin opens every operations screen and previews the next shop rotation", async ({ page }) => {
  // Eleven screens and screenshots: more than the default 30 s on a busy machine.
  test.slow();
  await signInToConsole(page, "admin");

  await page.getByRole("menuitem", { name: "Shop items" }).click();
  await expect(page.getByRole("columnheader", { name: "Bought" })).toBeVisible();
  await page.getByRole("button", { name: "Preview next rotation" }).click();
  const preview = page.getByTestId("rotation-preview");
  await expect(preview).toContainText("Next rotation");
  await expect(page.getByRole("button", { name: "Run rotation now" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await shot(page, "shop-items");
  await page.getByRole("row").filter({ hasText: "Wild Egg" }).click();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Wild Egg");
  await page.waitForLoadState("networkidle");
  await shot(page, "shop-item-edit");

  await page.getByRole("menuitem", { name: "Leaderboards" }).click();
  await page.getByRole("row").filter({ hasText: "kills" }).filter({ hasText: "weekly" }).click();
  await expect(page.getByRole("button", { name: "Reset now" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await shot(page, "leaderboard-standings");
  await page.getByRole("tab", { name: "Past periods" }).click();
  await expect(page.getByText("Archived periods")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await shot(page, "leaderboard-past-periods");
  await page.getByRole("tab", { name: "Reward brackets" }).click();
  await expect(page.getByText("read-only here")).toBeVisible();
  await shot(page, "leaderboard-brackets");
  await page.getByRole("button", { name: "Reset now" }).click();
  await expect(page.getByRole("dialog")).toContainText("This cannot be undone.");
  await shot(page, "leaderboard-reset-confirm");
  await page.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("menuitem", { name: "Transactions" }).click();
  await expect(page.getByRole("columnheader", { name: "Amount" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await shot(page, "transactions");
  await page.goto(completedPurchases);
  await page.getByRole("row").nth(1).click();
  await expect(page.getByRole("button", { name: "Refund" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await shot(page, "transaction-show");

  await page.getByRole("menuitem", { name: "Staff" }).click();
  await expect(page.getByText("liveops@example.com")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await shot(page, "staff");
});

test("the live feed shows a sign-up made while it is open, and the players-online count", async ({
  page,
  browser,
}) => {
  await signInToConsole(page, "analyst");
  await page.getByRole("menuitem", { name: "Live feed" }).click();
  await expect(page.getByTestId("connection")).toHaveText("Connected");
  await expect(page.getByTestId("players-online")).toHaveText(/^\d+$/);

  const browsing = await signUpInNewContext(browser, newPlayer("Live"));
  await expect(page.getByTestId("feed-sign-up").first()).toBeVisible();
  await expect(page.getByTestId("feed-sign-up").first()).toContainText("with e-mail and password");
  // The new player's page holds a socket: the count every few seconds includes them.
  await expect(page.getByTestId("players-online")).not.toHaveText("0", { timeout: 15_000 });
  await shot(page, "live-feed");
  await browsing.context.close();
});

test("liveops grants a player a monster, and sees neither Staff nor the refund button", async ({
  page,
  browser,
}) => {
  // A new player, so the seeded demo player's inventory stays as the other specs expect.
  const player = newPlayer("Live");
  await (await signUpInNewContext(browser, player)).context.close();
  await signInToConsole(page, "liveops");
  await page.getByRole("menuitem", { name: "Players" }).click();
  await page.getByPlaceholder("Id, e-mail or name prefix").fill(player.name);
  await expect(page.getByText("1-1 of 1")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.getByRole("row").filter({ hasText: player.name }).click();
  await page.getByRole("button", { name: "Grant" }).click();
  const dialog = page.getByRole("dialog", { name: "Grant to player" });
  await dialog.getByRole("combobox", { name: "Item" }).click();
  await page.getByRole("option", { name: "Monster" }).click();
  await dialog.getByRole("combobox", { name: "Name" }).click();
  await page.getByRole("option", { name: "Cinderpup" }).click();
  await dialog.getByRole("combobox", { name: "Quality" }).click();
  await page.getByRole("option", { name: "Rare" }).click();
  await dialog.getByLabel("Reason").fill("Event compensation");
  await shot(page, "grant-item-dialog");
  await dialog.getByRole("button", { name: "Grant" }).click();
  await expect(page.getByText(`Granted 1 rare Cinderpup to ${player.name}`)).toBeVisible();

  await expect(page.getByRole("menuitem", { name: "Transactions" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Staff" })).toHaveCount(0);
  await page.goto(completedPurchases);
  await page.getByRole("row").nth(1).click();
  await expect(page.getByText("Payment intent")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("button", { name: "Refund" })).toHaveCount(0);
  await shot(page, "liveops-transaction");
  expect((await page.request.get("/api/admin/staff")).status()).toBe(403);
});
