// Operations read like English, in Chromium: a LiveOps member bans a player and
// runs the shop rotation from the shop page; the audit trail says both in
// sentences that name the people (linked), an opened row shows the ban's
// before/after table, and the jobs screen lists the rotation as a rotate-shop
// run started by hand by that staff member. Screenshots at desktop and phone
// sizes go to tests/screenshots/.
import { expect, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";
import { newPlayer, signUpInNewContext } from "../support/game-e2e.ts";

const phone = { width: 390, height: 844 };

async function shots(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `tests/screenshots/console-audit-${name}.png`, fullPage: true });
  const desktop = page.viewportSize();
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `tests/screenshots/console-audit-${name}-phone.png`, fullPage: true });
  if (desktop) await page.setViewportSize(desktop);
}

test("the audit trail reads as sentences with names, and a rotation by hand is a recorded job run", async ({
  page,
  browser,
}) => {
  test.slow();
  // A busy machine: the lists' first loads get longer than the default 5 s.
  test.setTimeout(240_000);
  const player = newPlayer("Audited");
  const signedUp = await signUpInNewContext(browser, player);
  await signedUp.context.close();

  await signInToConsole(page, "liveops");
  // Ban the player from their page.
  await page.getByRole("menuitem", { name: "Players" }).click();
  await page.getByPlaceholder("Id, e-mail or name prefix").fill(player.name);
  await expect(page.getByText("1-1 of 1")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("row").filter({ hasText: player.name }).click();
  await expect(page.getByText(`Player ${player.name}`)).toBeVisible();
  await page.getByRole("button", { name: "Ban", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Ban player" });
  await dialog.getByLabel("Reason").fill("Cheating in the arena");
  await dialog.getByLabel("Duration (hours)").fill("168");
  await dialog.getByRole("button", { name: "Ban" }).click();
  await expect(page.getByRole("button", { name: "Unban" })).toBeVisible();

  // Run the rotation from the shop page.
  await page.getByRole("menuitem", { name: "Shop items" }).click();
  await page.getByRole("button", { name: "Run rotation now" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(/^Rotation for \d{4}-\d{2}-\d{2}: \d+ items on sale/)).toBeVisible({
    timeout: 20_000,
  });

  // The audit trail: one sentence per row, people by name.
  await page.getByRole("menuitem", { name: "Audit trail" }).click();
  const sentences = page.getByTestId("audit-sentence");
  const ban = sentences.filter({
    hasText: `DemoLiveOps (LiveOps) banned ${player.name} for 7 days: Cheating in the arena`,
  });
  await expect(ban).toBeVisible({ timeout: 20_000 });
  await expect(ban.getByRole("link", { name: player.name })).toHaveAttribute(
    "href",
    /^\/console\/players\/[0-9a-f-]+\/show$/,
  );
  await expect(
    sentences
      .filter({
        hasText: /^DemoLiveOps \(LiveOps\) ran the Shop rotation job by hand$/,
      })
      .first(),
  ).toBeVisible();
  // No scheduled run floods it: the every-minute jobs are on the jobs screen only.
  await expect(page.getByText(/^Job run/)).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText('"action"');

  // Opened, the ban row shows what changed, field by field (by its expand button, which
  // react-admin hides from assistive tech since the row itself expands: the sentence's middle
  // may be a person's link, which opens their page instead).
  await page.getByRole("row").filter({ has: ban }).locator('[aria-label="Expand"]').click();
  const changes = page.getByTestId("audit-changes");
  await expect(changes.getByRole("row").filter({ hasText: "Is banned" })).toContainText(/no\s*yes/);
  await expect(changes.getByRole("row").filter({ hasText: "Ban reason" })).toContainText(
    "Cheating in the arena",
  );
  await shots(page, "trail");

  // The jobs screen lists the rotation as a run by hand, by this staff member.
  await page.getByRole("menuitem", { name: "Jobs" }).click();
  const runs = page.getByTestId("job-runs");
  const rotation = runs
    .getByRole("row")
    .filter({ hasText: "Shop rotation" })
    .filter({ hasText: "By hand (console)" })
    .first();
  await expect(rotation).toContainText("DemoLiveOps (LiveOps)", { timeout: 20_000 });
  await expect(rotation).toContainText("Succeeded");
  await expect(rotation).toContainText(/\d+ available, \d+ discounted/);
  await shots(page, "jobs");
});
