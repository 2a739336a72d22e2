// The console on a phone (390 px wide): the polls list still says when each
// poll starts and ends, and can be exported; the buttons an operator needs keep
// their words and sit inside the screen; lists show each row as a compact card.
import { expect, type Locator, test } from "@playwright/test";
import { dateTimeInWords } from "../../console/src/format/dates.ts";
import { signInToConsole } from "../support/console-e2e.ts";

test.use({ viewport: { width: 390, height: 844 }, timezoneId: "UTC", locale: "en-GB" });

test("the polls list at 390 px shows each poll's start and end, and exports", async ({ page }) => {
  await signInToConsole(page, "liveops");
  const polls = (await (
    await page.request.get('/api/admin/polls?range=[0,0]&sort=["startsAt","DESC"]')
  ).json()) as {
    question: string;
    startsAt: string;
    endsAt: string;
  }[];
  const newest = polls[0];
  if (!newest) throw new Error("the demo world has polls");
  await page.goto("/console/polls");
  // Each poll is a line that starts with its question (the key is an identifier, not for reading).
  const row = page.getByRole("link").filter({ hasText: newest.question }).first();
  // The list's code loads when first opened: slow on a busy machine.
  await expect(row).toContainText(`${dateTimeInWords(newest.startsAt)} → ${dateTimeInWords(newest.endsAt)}`, {
    timeout: 30_000,
  });
  await expect(page.getByRole("button", { name: "Export" })).toBeVisible();
});

/** Seen, with its words, and wholly inside the 390 px screen (no sideways scrolling to reach it). */
async function reachable(button: Locator, words: string | RegExp) {
  await expect(button).toBeVisible();
  await expect(button).toHaveText(words);
  const box = await button.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
}

test("at 390 px the shop, jobs and player page buttons are in reach, and lists are cards", async ({
  page,
}) => {
  await signInToConsole(page, "liveops");
  await page.goto("/console/shop-items");
  // The list's code loads when first opened: slow on a busy machine.
  await expect(page.getByText("Daily rotation")).toBeVisible({ timeout: 30_000 });
  for (const words of ["Preview next rotation", "Run rotation now"]) {
    await reachable(page.getByRole("button", { name: words }), words);
  }
  // Each item is one card: its name and its price in words.
  await expect(
    page
      .getByRole("link")
      .filter({ hasText: / gold| gems/ })
      .first(),
  ).toBeVisible();

  await page.goto("/console/jobs");
  await expect(page.getByRole("heading", { name: "Timed bans lifted" })).toBeVisible({ timeout: 30_000 });
  await reachable(page.getByRole("button", { name: "Run now" }).first(), "Run now");

  await page.goto("/console/players");
  const card = page
    .getByRole("link")
    .filter({ hasText: /Level \d+ · [\d,]+ gold/ })
    .first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.click();
  await expect(page.getByRole("tab", { name: "Profile" })).toBeVisible({ timeout: 30_000 });
  await reachable(page.getByRole("button", { name: "Grant", exact: true }), "Grant");
  const banOrUnban = page.getByRole("button", { name: /^(Ban|Unban)$/ });
  await reachable(banOrUnban, /^(Ban|Unban)$/);
  // The tabs out of view are a scroll button away.
  await expect(page.locator(".MuiTabs-scrollButtons").last()).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/console-narrow-player.png", fullPage: true });
});
