// The LiveOps console in Chromium: a liveops member finds a player, bans them
// (the player's next request is refused), and an analyst sees the player and
// the audit trail but no ban button. The banned player signs up here, so the
// seeded demo player stays playable for the other specs.
import { expect, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";
import { newPlayer, signUpInNewContext } from "../support/game-e2e.ts";

async function openPlayer(page: Page, name: string, shot: string) {
  await page.getByRole("menuitem", { name: "Players" }).click();
  await page.getByPlaceholder("Id, e-mail or name prefix").fill(name);
  // The search is debounced: wait for the filtered list (one player) before clicking its row,
  // or the click lands on a row of the unfiltered list that is being replaced.
  await expect(page.getByText("1-1 of 1")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `tests/screenshots/console-player-search-${shot}.png`, fullPage: true });
  await row.click();
  await expect(page.getByText(`Player ${name}`)).toBeVisible();
  // The list's row shows first; the full record (profile, wallet, stats) follows.
  await page.waitForLoadState("networkidle");
}

test("liveops bans a player, whose next request is refused; the analyst has no ban button", async ({
  page,
  browser,
}) => {
  const player = newPlayer("Banme");
  const browsing = await signUpInNewContext(browser, player);
  expect((await browsing.page.request.get("/api/me")).status()).toBe(200);

  await signInToConsole(page, "liveops");
  await openPlayer(page, player.name, "liveops");
  await page.screenshot({ path: "tests/screenshots/console-player-show.png", fullPage: true });

  await page.getByRole("button", { name: "Ban" }).click();
  const dialog = page.getByRole("dialog", { name: "Ban player" });
  await dialog.getByLabel("Reason").fill("Cheating in the arena");
  await dialog.getByLabel("Duration (hours)").fill("48");
  await page.screenshot({ path: "tests/screenshots/console-ban-dialog.png", fullPage: true });
  await dialog.getByRole("button", { name: "Ban" }).click();
  await expect(page.getByText("Player banned")).toBeVisible();
  await expect(page.getByText(/Banned until .*: Cheating in the arena/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Unban" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: "tests/screenshots/console-player-banned.png", fullPage: true });

  // The ban ended the player's session at once.
  expect([401, 403]).toContain((await browsing.page.request.get("/api/me")).status());
  await browsing.context.close();

  // The audit trail says who did it, in words.
  await page.getByRole("menuitem", { name: "Audit trail" }).click();
  await expect(
    page.getByTestId("audit-sentence").filter({
      hasText: `DemoLiveOps (LiveOps) banned ${player.name} for 2 days: Cheating in the arena`,
    }),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: "tests/screenshots/console-audit-trail.png", fullPage: true });

  // An analyst reads the same player, with the e-mail masked and no buttons that change anything.
  const analystContext = await browser.newContext();
  const analyst = await analystContext.newPage();
  await signInToConsole(analyst, "analyst");
  await expect(analyst.getByRole("menuitem", { name: "Jobs" })).toHaveCount(0);
  await expect(analyst.getByRole("link", { name: "Jobs" })).toHaveCount(0);
  await expect(analyst.getByRole("link", { name: "Announcements" })).toBeVisible();
  await openPlayer(analyst, player.name, "analyst");
  await expect(analyst.getByText(`${player.email[0]}***@example.com`)).toBeVisible();
  await expect(analyst.getByRole("button", { name: "Unban" })).toHaveCount(0);
  await expect(analyst.getByRole("button", { name: "Ban" })).toHaveCount(0);
  await expect(analyst.getByRole("button", { name: "Grant" })).toHaveCount(0);
  await analyst.screenshot({ path: "tests/screenshots/console-analyst-player.png", fullPage: true });
  await analystContext.close();
});

test("liveops sees the scheduled jobs and can run one now", async ({ page }) => {
  await signInToConsole(page, "liveops");
  // The dashboard links each tool to its screen.
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: "tests/screenshots/console-dashboard.png", fullPage: true });
  await page.getByRole("link", { name: "Jobs" }).click();
  const row = page
    .getByRole("row")
    .filter({ hasText: "Timed bans lifted" })
    .filter({ has: page.getByRole("button", { name: "Run now" }) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.getByRole("button", { name: "Run now" }).click();
  // Nothing runs before the confirmation, which says what the job does.
  const confirmRun = page.getByRole("dialog", { name: "Run “Timed bans lifted” now?" });
  await expect(confirmRun).toContainText("cannot be undone");
  await confirmRun.getByRole("button", { name: "Run now" }).click();
  await expect(page.getByText("Timed bans lifted started")).toBeVisible();
  // The run is in the runs list, started by hand by this staff member.
  await expect(
    page
      .getByTestId("job-runs")
      .getByRole("row")
      .filter({ hasText: "Timed bans lifted" })
      .filter({ hasText: "DemoLiveOps (LiveOps)" })
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/console-jobs.png", fullPage: true });
});
