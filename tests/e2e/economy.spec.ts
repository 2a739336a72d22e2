// The economy through the game's pages in Chromium, as the demo player: buy a
// shop item, redeem a code, claim the daily reward, buy gems through the local
// test mode (the e2e server has no Stripe key) and a VIP pass at the shop's
// price through the shop's confirmation, after which the day's claimed reward
// still shows what it gave; and, as a new player short of gems, the
// shortfall and where gems come from instead of "Confirm purchase".
import { expect, type Page, test } from "@playwright/test";
import { newPlayer, signInAsDemoPlayer, signUpInGame } from "../support/game-e2e.ts";

async function walletGems(page: Page): Promise<number> {
  const text = (await page.getByTestId("wallet-gems").textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}

test("a player shops, redeems a code, claims the daily reward and buys gems", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsDemoPlayer(page, "/shop");

  // Shop: categories, tiers, discounts, and a confirmation before buying.
  await page.goto("/shop");
  await expect(page.getByRole("heading", { name: "Shop", exact: true })).toBeVisible();
  await expect(page.getByTestId("wallet")).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/economy-shop.png", fullPage: true });
  await page
    .getByRole("navigation", { name: "Categories" })
    .getByRole("link", { name: "Ingredients" })
    .click();
  await expect(page).toHaveURL(/category=ingredients/);
  await expect(page.getByRole("heading", { name: "Monster eggs" })).toHaveCount(0);
  // The first item the player can pay for today (the demo world's wallet depends on the hour it was seeded).
  const card = page.getByTestId("shop-item").filter({ hasNotText: " short" }).first();
  const itemName = ((await card.getByRole("heading").textContent()) ?? "").trim();
  await card.getByRole("link", { name: `Buy ${itemName}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Buy ${itemName}?` })).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/economy-shop-confirm.png", fullPage: false });
  await dialog.getByRole("button", { name: "Confirm purchase" }).click();
  await expect(page.getByRole("status")).toContainText(`Bought ${itemName}`);
  await page.screenshot({ path: "tests/screenshots/economy-shop-bought.png", fullPage: false });

  // Promo code: a wrong one shows its error, the demo world's welcome code works (any case).
  await page.goto("/promo");
  await page.getByLabel("Code").fill("NOT-A-CODE");
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByRole("alert")).toHaveText("That code does not exist.");
  await page.getByLabel("Code").fill("x");
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.locator("#code-error")).toBeVisible();
  const gemsBefore = await walletGems(page);
  await page.getByLabel("Code").fill("welcome100");
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByRole("status")).toContainText("WELCOME100 redeemed: 100 gems");
  await expect.poll(() => walletGems(page)).toBe(gemsBefore + 100);
  await page.screenshot({ path: "tests/screenshots/economy-promo.png", fullPage: true });

  // Daily reward: claim once; the button is then gone, and today's day is marked claimed.
  await page.goto("/daily");
  await page.getByRole("button", { name: "Claim today's reward" }).click();
  await expect(page.getByRole("status")).toContainText("Claimed:");
  await expect(page.getByText("Claimed — come back tomorrow")).toBeVisible();
  const claimedToday = page.locator('.daily-calendar [aria-current="date"]');
  await expect(claimedToday).toHaveAttribute("data-state", "claimed");
  await expect(claimedToday).toContainText("Claimed");
  const dailyClaimed = await page.getByTestId("daily-today").textContent();
  await page.screenshot({ path: "tests/screenshots/economy-daily.png", fullPage: true });

  // Gems through the labelled local test checkout and the same webhook code.
  await page.goto("/gems?currency=eur");
  await expect(page.getByTestId("test-mode-banner")).toContainText("Test mode — no real payment");
  await expect(page.locator("main")).not.toContainText(/Stripe|webhook|server/i);
  await page.screenshot({ path: "tests/screenshots/economy-gems.png", fullPage: true });
  // Each pack says its bonus.
  await expect(page.getByTestId("gem-pack").filter({ hasText: "550 gems" })).toContainText("+10% bonus");
  await expect(page.getByTestId("gem-pack").filter({ hasText: "550 gems" })).toContainText(
    "500 + 50 bonus gems",
  );
  const gemsBeforePurchase = await walletGems(page);
  await page.getByRole("button", { name: /^Buy 550 gems for/ }).click();
  await expect(page).toHaveURL(/\/gems\/test-checkout\?session=/);
  await expect(page.getByTestId("test-mode-banner")).toHaveText("Test mode — no real payment");
  await page.getByLabel("Billing country").selectOption("FR");
  await page.screenshot({ path: "tests/screenshots/economy-test-checkout.png", fullPage: true });
  await page.getByRole("button", { name: /^Pay .* \(test\)$/ }).click();
  await expect(page).toHaveURL(/\/gems\/return\?session_id=/);
  await expect(page.getByRole("status")).toContainText("550 gems were added to your wallet");
  // The demo player had game access already: this purchase opened nothing new.
  await expect(page.getByTestId("game-access-opened")).toHaveCount(0);
  await expect.poll(() => walletGems(page)).toBe(gemsBeforePurchase + 550);
  await page.screenshot({ path: "tests/screenshots/economy-gems-return.png", fullPage: true });

  // The history shows both purchases.
  await page.goto("/purchases");
  await expect(page.getByRole("cell", { name: "550 gems" }).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: itemName }).first()).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/economy-purchases.png", fullPage: true });

  // VIP: the pass the shop sells, at the shop's price, bought through the same confirmation.
  await page.goto("/shop?category=vip");
  const shopPrice = await page
    .getByTestId("shop-item")
    .filter({ hasText: "VIP 7 days" })
    .locator(".shop-card__price .price")
    .textContent();
  await page.goto("/vip");
  await expect(page.getByRole("heading", { name: "VIP", exact: true })).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/economy-vip.png", fullPage: true });
  const week = page.getByTestId("vip-pass").filter({ hasText: "VIP 7 days" });
  await expect(week.locator(".shop-card__price .price")).toHaveText(shopPrice ?? "");
  const gemsBeforeVip = await walletGems(page);
  await week.getByRole("link", { name: "Buy VIP 7 days" }).click();
  const vipDialog = page.getByRole("dialog");
  await expect(vipDialog.getByRole("heading", { name: "Buy VIP 7 days?" })).toBeVisible();
  await expect(vipDialog.locator(".price")).toHaveText(shopPrice ?? "");
  await page.screenshot({ path: "tests/screenshots/economy-vip-confirm.png" });
  await vipDialog.getByRole("button", { name: "Confirm purchase" }).click();
  await expect(page.getByRole("status")).toContainText("7 VIP days added");
  await expect
    .poll(() => walletGems(page))
    .toBe(gemsBeforeVip - Number((shopPrice ?? "").replace(/[^\d]/g, "")));
  await page.goto("/purchases");
  await expect(page.getByRole("cell", { name: "VIP 7 days" }).first()).toBeVisible();

  // Today's reward was claimed before VIP: the calendar still says what that claim gave.
  await page.goto("/daily");
  await expect(page.getByTestId("daily-today")).toHaveText(dailyClaimed ?? "");
  await expect(page.locator('.daily-calendar [aria-current="date"]')).toHaveAttribute(
    "data-state",
    "claimed",
  );
});

for (const size of [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`a player short of gems sees how many and where gems come from; the wallet covers nothing (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size.viewport);
    await signUpInGame(page, newPlayer(size.name === "phone" ? "Short390" : "Short"));

    // The daily reward moves the wallet: the header shows it, nothing floats over the page.
    await page.goto("/daily");
    await expect(page.locator(".live-events")).toHaveAttribute("data-connected", "true");
    const gold = await page.getByTestId("wallet-gold").textContent();
    await page.getByRole("button", { name: "Claim today's reward" }).click();
    await expect(page.getByTestId("wallet-gold")).not.toHaveText(gold ?? "");
    await expect(page.getByTestId("live-wallet")).toHaveCount(1);
    expect((await page.getByTestId("live-wallet").boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    const footerLink = page.getByRole("contentinfo").getByRole("link").last();
    await footerLink.scrollIntoViewIfNeeded();
    expect(
      await footerLink.evaluate((link) => {
        const box = link.getBoundingClientRect();
        return link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    ).toBe(true);

    // The VIP pass for 90 days is always on sale; a new player is short of it.
    await page.goto("/shop?category=vip");
    const pass = page.getByTestId("shop-item").filter({ hasText: "VIP 90 days" });
    await expect(pass).toContainText("gems short");
    await pass.getByRole("link", { name: "Buy VIP 90 days" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("shortfall")).toHaveText(/^You need [\d,]+ more gems\.$/);
    await expect(dialog.getByRole("button", { name: "Confirm purchase" })).toHaveCount(0);
    for (const source of ["Buy gems", "Daily reward", "Quests"]) {
      await expect(dialog.getByRole("link", { name: source })).toBeVisible();
    }
    await page.screenshot({ path: `tests/screenshots/economy-shop-short-${size.name}.png` });
    // The VIP page confirms the same way.
    await page.goto("/vip");
    await page.getByRole("link", { name: "Buy VIP 90 days" }).click();
    await expect(page.getByRole("dialog").getByTestId("shortfall")).toBeVisible();
    await page.getByRole("dialog").getByRole("link", { name: "Buy gems" }).click();
    await expect(page).toHaveURL(/\/gems$/);
    await expect(page.getByTestId("gem-pack").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.viewport.width,
    );
  });
}

test("the shop works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsDemoPlayer(page, "/shop");
  await page.goto("/shop?category=relics");
  const card = page.getByTestId("shop-item").filter({ hasNotText: " short" }).first();
  const itemName = ((await card.getByRole("heading").textContent()) ?? "").trim();
  await card.getByRole("link", { name: `Buy ${itemName}` }).click();
  await page.getByRole("button", { name: "Confirm purchase" }).click();
  await expect(page.getByText(new RegExp(`Bought ${itemName}|Not enough|inventory is full`))).toBeVisible();
  await context.close();
});
