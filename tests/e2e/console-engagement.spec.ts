// The console's engagement screens in Chromium: a liveops member makes a promo
// code that the demo player then redeems in the game site (and sees the
// reward), makes a batch of codes, looks at a poll's results, and sends the
// player a message that shows up in the game's inbox and an announcement that
// shows up live on the player's open page; an analyst sees the same
// screens without any button that changes something. Screenshots of each new
// screen go to tests/screenshots/.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";
import { signInAsDemoPlayer } from "../support/game-e2e.ts";

const shots = "tests/screenshots";

/** The demo player, in a browser of their own beside the console's page. */
async function demoPlayerBrowsing(browser: Browser, callbackUrl: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsDemoPlayer(page, callbackUrl);
  return { page, context };
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  // The console's app bar hides while scrolled down: scroll back so each shot shows it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

const numberIn = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).textContent()) ?? "").replace(/[^\d]/g, ""));

test("liveops makes a promo code the player redeems, sends the player a message; the analyst only reads", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `E2E-${stamp}`;
  await signInToConsole(page, "liveops");

  // ── Promo code: create one with gold and gems.
  await page.getByRole("menuitem", { name: "Promo codes" }).click();
  await expect(page.getByText("WELCOME100")).toBeVisible();
  await shot(page, "console-promo-codes-list");
  await page.getByRole("link", { name: "Create" }).click();
  // The form sets its defaults once mounted: type only after that.
  await expect(page.getByRole("radio", { name: "One code" })).toBeChecked();
  await page.getByRole("textbox", { name: "Code" }).fill(code.toLowerCase());
  await page.getByRole("textbox", { name: "Description" }).fill("End-to-end gift");
  await page.getByRole("spinbutton", { name: "Gold" }).fill("250");
  await page.getByRole("spinbutton", { name: "Gems" }).fill("15");
  await shot(page, "console-promo-code-create");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`Promo code ${code} saved`)).toBeVisible();
  await expect(page.getByText("250 gold · 15 gems")).toBeVisible();
  await expect(page.getByText("0 of unlimited")).toBeVisible();

  // ── The player redeems it in the game site (any case) and sees the reward.
  const player = await demoPlayerBrowsing(browser, "/promo");
  const gemsBefore = await numberIn(player.page, "wallet-gems");
  await player.page.getByRole("textbox", { name: "Code" }).fill(code.toLowerCase());
  await player.page.getByRole("button", { name: "Redeem" }).click();
  await expect(player.page.getByRole("status")).toContainText(`${code} redeemed: 250 gold, 15 gems`);
  await expect.poll(() => numberIn(player.page, "wallet-gems")).toBe(gemsBefore + 15);
  await shot(player.page, "game-promo-redeemed-console-code");

  // ── The console shows the use and the redeemer.
  await page.reload();
  await expect(page.getByText("1 of unlimited")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: /\d/ }).last()).toBeVisible();
  await shot(page, "console-promo-code-show");

  // ── A batch of random codes, listed with a CSV download.
  await page.getByRole("menuitem", { name: "Promo codes" }).click();
  await page.getByRole("link", { name: "Create" }).click();
  await expect(page.getByRole("radio", { name: "One code" })).toBeChecked();
  await page.getByLabel("A batch of random codes").check();
  await page.getByRole("textbox", { name: "Prefix" }).fill(`batch${stamp}`.slice(0, 20));
  await page.getByRole("spinbutton", { name: "How many" }).fill("5");
  await page.getByRole("spinbutton", { name: "Gold" }).fill("10");
  // A monster through the rewards editor's item rows.
  await page.getByRole("button", { name: "Add" }).first().click();
  // The row's Name list just appeared: a click that lands while it settles leaves it closed
  // (CI once waited 3 minutes for the options), so it is opened until they show.
  await expect(async () => {
    await page.getByRole("combobox", { name: "Name" }).click();
    await expect(page.getByRole("option", { name: "Emberfox" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole("option", { name: "Emberfox" }).click();
  await page.getByRole("combobox", { name: "Quality" }).click();
  await page.getByRole("option", { name: "Epic" }).click();
  await shot(page, "console-promo-code-batch-form");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("5 codes made")).toBeVisible();
  const codes = ((await page.getByTestId("batch-codes").textContent()) ?? "").trim().split("\n");
  expect(codes).toHaveLength(5);
  expect(new Set(codes).size).toBe(5);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^promo-codes-BATCH.*\.csv$/);
  await shot(page, "console-promo-code-batch");

  // ── Polls: a seeded poll's results chart and table.
  await page.getByRole("menuitem", { name: "Polls" }).click();
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await shot(page, "console-polls-list");
  // The seeded ended poll has answers (the running one may get more from other specs).
  await page.getByRole("row").filter({ hasText: "next-legendary-element" }).click();
  await expect(
    page.getByTestId("poll-results-chart").locator(".recharts-bar-rectangle").first(),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "Poll results" })).toBeVisible();
  await shot(page, "console-poll-show");
  await page.getByRole("menuitem", { name: "Polls" }).click();
  await page.getByRole("link", { name: "Create" }).click();
  // The form's code loads when first opened, and the new form can still be reset by its
  // last loads: a key typed before them was lost.
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page.getByRole("textbox", { name: "Key" }).fill(`e2e-${stamp.toLowerCase()}`);
  await page.getByRole("textbox", { name: "Question" }).fill("Which event should come next?");
  await page.getByRole("textbox", { name: "Options" }).fill("Dragon week\nDouble gold");
  await page.getByLabel("Starts at").fill("2027-03-01T10:00");
  await page.getByLabel("Ends at").fill("2027-03-08T10:00");
  await shot(page, "console-poll-create");
  const pollCreated = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname === "/api/admin/polls",
  );
  await page.getByRole("button", { name: "Save" }).click();
  const pollId = ((await (await pollCreated).json()) as { id: number }).id;
  // The saved notice names the poll by its question, and its page opens on the results.
  await expect(page.getByText("Poll Which event should come next? saved")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Results", selected: true })).toBeVisible();
  // Stored as the instants the browser's local times name (tests/e2e/console-dates.spec.ts pins a zone).
  const savedPoll = await (await page.request.get(`/api/admin/polls/${pollId}`)).json();
  expect(savedPoll).toMatchObject({
    options: ["Dragon week", "Double gold"],
    startsAt: await page.evaluate(() => new Date("2027-03-01T10:00").toISOString()),
    endsAt: await page.evaluate(() => new Date("2027-03-08T10:00").toISOString()),
  });

  // ── Messages: compose to a segment (live count), then to the demo player, confirm, send.
  await page.getByRole("menuitem", { name: "Messages" }).click();
  await page.getByRole("link", { name: "Compose" }).click();
  // A template shows its text and one field per {param}.
  await page.getByLabel("Template", { exact: true }).check();
  await page.getByRole("combobox", { name: "Template" }).click();
  // Templates are offered by their names, as players read them (no keys).
  await page.getByRole("option", { name: "Welcome to Monster Arena", exact: true }).click();
  await expect(page.getByText("Welcome, tamer! You start with {gold} gold")).toBeVisible();
  await page.getByRole("textbox", { name: "gold" }).fill("1000");
  await page.getByRole("textbox", { name: "gems" }).fill("50");
  await shot(page, "console-message-compose-template");
  // This send is plain text.
  await page.getByLabel("Plain text").check();
  const text = `Hello from LiveOps ${stamp}`;
  // A plain text has a title of its own: the player's inbox shows it, never "Message".
  const title = `News from LiveOps ${stamp}`;
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("textbox", { name: "Text" }).fill(text);
  await page.getByLabel("A segment").check();
  await page.getByRole("spinbutton", { name: "Level from" }).fill("1");
  await expect(page.getByTestId("live-count")).toHaveText(/^Reaches [\d,]+ players$/);
  await shot(page, "console-message-compose-segment");
  await page.getByLabel("One player").check();
  await page.getByRole("combobox", { name: "Player (name or e-mail)" }).fill("player@example.com");
  await page.getByRole("option", { name: /player@example\.com/ }).click();
  await expect(page.getByTestId("live-count")).toHaveText("Reaches 1 player");
  await shot(page, "console-message-compose");
  await page.getByRole("button", { name: "Send…" }).click();
  const confirm = page.getByRole("dialog", { name: "Send this message?" });
  await expect(confirm).toContainText("It goes to one player: 1 player.");
  await shot(page, "console-message-confirm");
  await confirm.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Sent to 1 player")).toBeVisible();
  const sentRow = page.getByRole("row").filter({ hasText: text });
  await expect(sentRow).toContainText("DemoPlayer");
  await expect(sentRow).toContainText("plain text");
  await expect(sentRow).toContainText(title);
  await shot(page, "console-messages-sent-history");
  await sentRow.click();
  await expect(page.getByText(/\d+ read · \d+ collected their rewards · 1 still in inboxes/)).toBeVisible();
  await shot(page, "console-message-show");

  // ── Announcement to the demo player: their open game page shows it live, as a toast.
  await expect(player.page.locator(".live-events")).toHaveAttribute("data-connected", "true");
  await page.getByRole("menuitem", { name: "Announcements" }).click();
  await page.getByRole("link", { name: "Announce" }).click();
  await expect(page.getByRole("radio", { name: "One player" })).toBeChecked();
  const headline = `Double gold ${stamp}`;
  await page.getByRole("textbox", { name: "Title" }).fill(headline);
  await page.getByRole("textbox", { name: "Text" }).fill("All weekend long");
  await page.getByRole("combobox", { name: "Player (name or e-mail)" }).fill("player@example.com");
  await page.getByRole("option", { name: /player@example\.com/ }).click();
  await expect(page.getByTestId("live-count")).toHaveText("Reaches 1 player — those online now see it");
  await shot(page, "console-announcement-compose");
  await page.getByRole("button", { name: "Announce…" }).click();
  const announceDialog = page.getByRole("dialog", { name: "Announce now?" });
  await expect(announceDialog).toContainText("It goes to one player: 1 player — those online now see it.");
  await announceDialog.getByRole("button", { name: "Send" }).click();
  await expect(
    player.page.getByRole("status").filter({ hasText: `${headline}: All weekend long` }),
  ).toBeVisible();
  await shot(player.page, "game-announcement-toast");
  await expect(page.getByRole("row").filter({ hasText: headline })).toContainText("DemoPlayer");
  await shot(page, "console-announcements-list");

  // ── The player sees it in the game's inbox.
  await player.page.goto("/inbox");
  const received = player.page.getByTestId("inbox-message").filter({ hasText: text });
  await expect(received).toBeVisible();
  await expect(received.getByRole("heading")).toHaveText(title);
  await shot(player.page, "game-inbox-console-message");
  await player.context.close();

  // ── The analyst reads the same screens with no create, edit or delete buttons.
  const analystContext = await browser.newContext();
  const analyst = await analystContext.newPage();
  await signInToConsole(analyst, "analyst");
  await analyst.getByRole("menuitem", { name: "Promo codes" }).click();
  await expect(analyst.getByText(code)).toBeVisible();
  await expect(analyst.getByRole("link", { name: "Create" })).toHaveCount(0);
  await shot(analyst, "console-analyst-promo-codes");
  await analyst.getByText(code).click();
  await expect(analyst.getByText("1 of unlimited")).toBeVisible();
  await expect(analyst.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(analyst.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await analyst.getByRole("menuitem", { name: "Polls" }).click();
  await expect(analyst.getByRole("row").nth(1)).toBeVisible();
  await expect(analyst.getByRole("link", { name: "Create" })).toHaveCount(0);
  await analyst.getByRole("menuitem", { name: "Messages" }).click();
  await expect(analyst.getByRole("row").filter({ hasText: text })).toBeVisible();
  await expect(analyst.getByRole("link", { name: "Compose" })).toHaveCount(0);
  await shot(analyst, "console-analyst-messages");
  await analyst.getByRole("menuitem", { name: "Announcements" }).click();
  await expect(analyst.getByRole("row").filter({ hasText: headline })).toBeVisible();
  await expect(analyst.getByRole("link", { name: "Announce" })).toHaveCount(0);
  await analystContext.close();
});
