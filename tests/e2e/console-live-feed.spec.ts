// The live feed in Chromium shows every kind of staff feed event (FeedItem in
// api/src/realtime/events.ts) as a row in English while it is open, each caused
// for real through the product: a player signs up, buys a shop item with gold,
// redeems a promo code and buys gems in the local test checkout; staff run a job
// and ban the player from the console. A purchase in gold once blanked the
// whole page (gold handed to Intl as an ISO currency). Server errors need a
// failing dependency, so they get a server of their own whose Stripe is
// unreachable.
import { createServer } from "node:net";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";
import { newPlayer, signUpInGame, signUpInNewContext } from "../support/game-e2e.ts";
import { browserFrom } from "../support/loopback-client.ts";
import { type ServerProcess, startServerProcess, stopServerProcess } from "../support/server-process.ts";

async function openLiveFeed(page: Page) {
  await page.getByRole("menuitem", { name: "Live feed" }).click();
  await expect(page.getByTestId("connection")).toHaveText("Connected");
}

/** Nothing on the page failed to draw: no row fell back, and the page did not go blank. */
async function expectEveryRowShown(page: Page) {
  await expect(page.getByTestId("feed-unreadable")).toHaveCount(0);
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
}

interface ShopItem {
  id: number;
  name: string;
  currency: string;
  effectivePrice: number;
  owned: boolean;
}

test("every kind of event the product causes shows as a row while the feed is open", async ({
  page,
  browser,
}) => {
  // A sign-up, four purchases and staff actions in three browsers: minutes on a busy machine.
  test.setTimeout(240_000);
  await signInToConsole(page, "liveops");
  await openLiveFeed(page);
  await expect(page.getByTestId("players-online")).toHaveText(/^\d+$/);
  const feed = page.getByTestId("live-feed");
  // Staff work in a second tab, so the feed stays open (it keeps only what arrives while open).
  const staff = await page.context().newPage();
  await staff.goto("/console/");
  await expect(staff.getByText("Welcome to the Monster Arena LiveOps console")).toBeVisible();

  // ── A player signs up; their page holds a socket, so the count includes them.
  const player = newPlayer("Feed");
  const game = await signUpInNewContext(browser, player);
  await expect(feed.getByTestId("feed-sign-up").first()).toContainText("New player signed up");
  await expect(feed.getByTestId("feed-sign-up").first()).toContainText("with e-mail and password");
  await expect(page.getByTestId("players-online")).not.toHaveText("0", { timeout: 15_000 });
  const { user } = (await (await game.page.request.get("/api/me")).json()) as { user: { id: string } };

  // ── A shop item bought with gold (the purchase that blanked the page), after staff grant the gold.
  const shop = (await (await game.page.request.get("/api/shop")).json()) as {
    categories: { items: ShopItem[] }[];
  };
  const item = shop.categories.flatMap((category) => category.items).find((one) => one.currency === "gold");
  if (!item) throw new Error("The day's shop sells nothing for gold.");
  const grant = await staff.request.post(`/api/admin/players/${user.id}/grant`, {
    data: { gold: item.effectivePrice, reason: "Live feed check" },
  });
  expect(grant.status()).toBe(200);
  await game.page.goto("/shop");
  await game.page.getByRole("link", { name: `Buy ${item.name}` }).click();
  await game.page.getByRole("dialog").getByRole("button", { name: "Confirm purchase" }).click();
  await expect(game.page.getByRole("status")).toContainText(`Bought ${item.name}`);
  await expect(feed.getByTestId("feed-purchase").first()).toContainText(
    `Purchase: ${item.name} for ${item.effectivePrice.toLocaleString("en-US")} gold`,
  );
  await expectEveryRowShown(page);

  // ── A promo code.
  await game.page.goto("/promo");
  await game.page.getByLabel("Code").fill("welcome100");
  await game.page.getByRole("button", { name: "Redeem" }).click();
  await expect(game.page.getByRole("status")).toContainText("WELCOME100 redeemed");
  await expect(feed.getByTestId("feed-promo").first()).toContainText("Promo code WELCOME100 redeemed");

  // ── Gems for real money, through the local test checkout and the same webhook code.
  await game.page.goto("/gems?currency=usd");
  await game.page.getByRole("button", { name: /^Buy 550 gems for/ }).click();
  await expect(game.page).toHaveURL(/\/gems\/test-checkout\?session=/);
  await game.page.getByLabel("Billing country").selectOption("US");
  await game.page.getByRole("button", { name: /^Pay .* \(test\)$/ }).click();
  await expect(game.page.getByRole("status")).toContainText("550 gems were added to your wallet");
  await expect(feed.getByTestId("feed-purchase").first()).toContainText("Purchase: 550 gems for $4.99");

  // ── A job run from the Jobs page (an hourly one: the every-minute jobs add rows of their own).
  await staff.getByRole("menuitem", { name: "Jobs" }).click();
  await staff
    .getByRole("row")
    .filter({ hasText: "Expired messages deleted" })
    .getByRole("button", { name: "Run now" })
    .click();
  await staff.getByRole("dialog").getByRole("button", { name: "Run now" }).click();
  // The row names the job in the jobs screen's words, never its key (expire-messages).
  const job = feed.getByTestId("feed-job").filter({ hasText: "Job “Expired messages deleted” finished in" });
  await expect(job.first()).toBeVisible();
  await expect(feed.getByTestId("feed-job").filter({ hasText: "expire-messages" })).toHaveCount(0);

  // ── A staff ban from the player's page.
  await staff.goto(`/console/players/${user.id}/show`);
  await expect(staff.getByText(`Player ${player.name}`)).toBeVisible();
  await staff.getByRole("button", { name: "Ban", exact: true }).click();
  const dialog = staff.getByRole("dialog", { name: "Ban player" });
  await dialog.getByLabel("Reason").fill("Live feed check");
  await dialog.getByLabel("Duration (hours)").fill("48");
  await dialog.getByRole("button", { name: "Ban" }).click();
  await expect(staff.getByText("Player banned")).toBeVisible();
  const ban = feed.getByTestId("feed-ban").first();
  await expect(ban).toContainText("Player banned until");
  await expect(ban).toContainText("Reason: Live feed check");

  await expectEveryRowShown(page);
  await page.screenshot({ path: "tests/screenshots/console-live-feed-every-kind.png", fullPage: true });
  await game.context.close();
});

test("a staff account under attack from many addresses shows as one row, in words", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInToConsole(page, "liveops");
  await openLiveFeed(page);
  const feed = page.getByTestId("live-feed");
  // The same feed open on a phone (it shows only what arrives while open).
  const phone = await (
    await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  ).newPage();
  await signInToConsole(phone, "liveops");
  await phone.goto("/console/live");
  await expect(phone.getByTestId("connection")).toHaveText("Connected");
  // Ten wrong passwords at the demo analyst, each from an address of its own (127.0.0.0/8 is local):
  // the account's count reaches the alert threshold (docs/security.md, Sign-in limits).
  for (let attempt = 1; attempt <= 10; attempt++) {
    const attacker = browserFrom(`127.0.9.${attempt}`);
    const { csrfToken } = (await (await attacker.fetch(`${baseURL}/api/auth/csrf`)).json()) as {
      csrfToken: string;
    };
    const answer = await attacker.fetch(`${baseURL}/api/auth/callback/credentials`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        email: "analyst@example.com",
        password: `guess-${attempt}`,
        csrfToken,
        json: "true",
      }),
    });
    expect(answer.status).toBe(401);
  }
  const row = feed.getByTestId("feed-sign-in-attack");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Staff account under attack: 10 failed sign-ins in 15 minutes");
  await expect(row).toContainText("from 10 addresses; its sign-ins are slowed down, not locked");
  await expectEveryRowShown(page);
  await page.screenshot({ path: "tests/screenshots/console-live-feed-sign-in-attack.png", fullPage: true });
  const onPhone = phone.getByTestId("live-feed").getByTestId("feed-sign-in-attack");
  await expect(onPhone).toContainText("Staff account under attack: 10 failed sign-ins in 15 minutes");
  // Nothing runs off the phone's screen.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.screenshot({
    path: "tests/screenshots/console-live-feed-sign-in-attack-phone.png",
    fullPage: true,
  });
  await phone.context().close();
  // The owner still signs in, from the console's own address.
  const owner = await page.context().browser()!.newPage({ baseURL });
  await signInToConsole(owner, "analyst");
  await owner.close();
});

/** A port nothing listens on: the second server's Stripe. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function newPageOn(browser: Browser, baseURL: string): Promise<Page> {
  return (await browser.newContext({ baseURL })).newPage();
}

test.describe("server errors", () => {
  let server: ServerProcess | undefined;
  test.afterEach(async () => stopServerProcess(server));

  test("a failing request shows as a server error row", async ({ browser }) => {
    // A second server starts, migrates and seeds its own in-memory database.
    test.setTimeout(240_000);
    const port = await closedPort();
    const listenOn = await closedPort();
    const url = `http://127.0.0.1:${listenOn}`;
    server = await startServerProcess({
      PORT: String(listenOn),
      AUTH_URL: url,
      AUTH_SECRET: "e2e-only-secret-not-for-real-use",
      DATABASE_URL: undefined,
      PGLITE_DATA_DIR: "memory://",
      SEED: "if-empty",
      ALLOW_DEMO_SEED: "true",
      JOBS: "off",
      // A real Stripe key, but Stripe is unreachable: buying gems fails on the server's side.
      STRIPE_SECRET_KEY: "sk_test_unreachable",
      STRIPE_WEBHOOK_SECRET: "whsec_unreachable",
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: "http",
    });

    const feedPage = await newPageOn(browser, url);
    await signInToConsole(feedPage, "admin");
    await openLiveFeed(feedPage);

    const game = await newPageOn(browser, url);
    await signUpInGame(game, newPlayer("Fail"));
    const checkout = await game.request.post("/api/payments/checkout", {
      data: { packId: "gems-100", currency: "usd" },
    });
    expect(checkout.status()).toBeGreaterThanOrEqual(500);

    const error = feedPage.getByTestId("feed-error").first();
    await expect(error).toContainText("1 server error");
    await expect(error).toContainText("on /api/payments/checkout");
    await expectEveryRowShown(feedPage);
  });
});
