// Engagement in Chromium, as the seeded demo player: read a message and collect
// its reward, collect all the others at once, answer the running poll, find
// themselves on a weekly leaderboard.
import { expect, test } from "@playwright/test";
import { signInAsDemoPlayer } from "../support/game-e2e.ts";

test("inbox: read a message, collect its reward; poll: answer; leaderboard: find myself", async ({
  page,
}) => {
  await signInAsDemoPlayer(page, "/inbox");
  await expect(page.getByRole("heading", { name: "Your messages" })).toBeVisible();
  const badge = page.getByTestId("inbox-link").locator(".nav-badge");
  await expect(badge).toBeVisible();
  const unreadBefore = Number(await badge.textContent());
  await page.screenshot({ path: "tests/screenshots/engagement-inbox.png", fullPage: true });

  // A message with rewards: collect it (this also reads it).
  const gift = page
    .getByTestId("inbox-message")
    .filter({ has: page.getByRole("button", { name: "Collect" }) })
    .first();
  const giftText = await gift.locator(".inbox-item__text").textContent();
  await gift.getByRole("button", { name: "Collect" }).click();
  // The flash says what came in, in words ("Collected: 50 gems, 1 epic Solarion.").
  await expect(page.getByRole("status")).toHaveText(/^Collected: .+\.$/);
  const collected = page
    .getByTestId("inbox-message")
    .filter({ hasText: giftText ?? "" })
    .first();
  await expect(collected.getByText("Collected")).toBeVisible();
  await expect(collected.getByRole("button", { name: "Collect" })).toHaveCount(0);
  await expect(badge).toHaveText(String(unreadBefore - 1));
  await page.screenshot({ path: "tests/screenshots/engagement-inbox-collected.png", fullPage: true });

  // Collect all: one click collects every other waiting reward and says what it gave.
  const collectAll = page.getByRole("button", { name: /^Collect all \(\d+\)$/ });
  await expect(collectAll).toBeVisible();
  await collectAll.click();
  const summary = page.getByTestId("collected-all");
  await expect(summary).toContainText(/Collected \d+ rewards?/);
  await expect(summary.getByRole("list", { name: "Rewards" }).getByRole("listitem").first()).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/engagement-inbox-collected-all.png", fullPage: true });
  // Only rewards that did not fit in the inventory are left, and the page says how many.
  const left = await page.getByTestId("inbox-message").getByRole("button", { name: "Collect" }).count();
  await expect(page.getByText(`${left} with rewards to collect`)).toBeVisible();
  if (left === 0) await expect(collectAll).toHaveCount(0);

  // Read another unread message.
  const unread = page
    .getByTestId("inbox-message")
    .filter({ has: page.getByRole("button", { name: "Mark read" }) })
    .first();
  if ((await unread.count()) > 0) {
    await unread.getByRole("button", { name: "Mark read" }).click();
    await expect(page.getByRole("status")).toHaveText("Marked as read.");
  }

  // The running poll.
  await page.getByRole("link", { name: "Polls" }).click();
  const poll = page.getByTestId("poll-card");
  await expect(poll.getByRole("heading")).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/engagement-poll.png", fullPage: true });
  const firstOption = poll.getByRole("radio").nth(1);
  await firstOption.check();
  await poll.getByRole("button", { name: "Answer" }).click();
  await expect(page.getByRole("status")).toHaveText("Thanks for answering!");
  await expect(poll.getByRole("list", { name: "Results" })).toContainText("your answer");
  await page.screenshot({ path: "tests/screenshots/engagement-poll-results.png", fullPage: true });

  // Weekly leaderboards: the player's own row is on one of them (pinned when below the first page).
  await page.getByRole("link", { name: "Leaderboards" }).click();
  await expect(page.getByRole("heading", { name: "Climb the ranks" })).toBeVisible();
  await expect(page.getByTestId("next-reset")).toContainText("Resets in");
  const types = await page
    .getByRole("navigation", { name: "Ranked stat" })
    .getByRole("link")
    .allTextContents();
  let found = false;
  for (const type of types) {
    const stat = page.getByRole("navigation", { name: "Ranked stat" }).getByRole("link", { name: type });
    await stat.click();
    // The board has changed before its periods are read (the click navigates in the page).
    await expect(stat).toHaveAttribute("aria-current", "page");
    const weekly = page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "Weekly" });
    if ((await weekly.count()) === 0) continue;
    await weekly.click();
    await expect(weekly).toHaveAttribute("aria-current", "page");
    if ((await page.getByTestId("my-row").count()) > 0) {
      found = true;
      break;
    }
  }
  expect(found).toBe(true);
  await expect(page.getByTestId("my-row")).toContainText("(you)");
  await page.screenshot({ path: "tests/screenshots/engagement-leaderboard-weekly.png", fullPage: true });

  await page.getByRole("link", { name: "Around me" }).click();
  await expect(page.getByTestId("my-row")).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/engagement-leaderboard-around-me.png", fullPage: true });
  await page.getByRole("link", { name: "Past periods" }).click();
  await page.screenshot({ path: "tests/screenshots/engagement-leaderboard-past.png", fullPage: true });
});

test("visitors are sent to sign in", async ({ page }) => {
  await page.goto("/inbox");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Finbox/);
});
