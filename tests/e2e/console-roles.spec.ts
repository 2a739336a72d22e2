// The role table in the browser: an analyst who opens a create or edit address
// directly gets the read-only page, not a form (also on a phone); LiveOps reset a
// leaderboard from its page. Screenshots go to tests/screenshots/.
import { expect, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `tests/screenshots/console-roles-${name}.png`, fullPage: true });

test("an analyst who opens a create or edit address sees that the role may read only", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToConsole(page, "analyst");
  for (const address of ["/console/promo-codes/create", "/console/polls/create", "/console/shop-items/1"]) {
    await page.goto(address);
    await expect(page.getByRole("heading", { level: 1, name: "Read-only" })).toBeVisible();
    await expect(page.getByText("Your role (analyst) can read this but not change it.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
  }
  await page.goto("/console/promo-codes/create");
  await expect(page.getByText("Create, edit and delete promo codes: admin or LiveOps only.")).toBeVisible();
  // Its words show on a phone too (react-admin's own button shows only an icon there).
  await expect(page.getByRole("link", { name: "Back to the list" })).toHaveText("Back to the list");
  await shot(page, "analyst-read-only");
  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(page).toHaveURL(/\/console\/promo-codes$/);
  await expect(page.getByRole("link", { name: "Create" })).toHaveCount(0);
});

test("LiveOps reset a leaderboard from the console", async ({ page }) => {
  await signInToConsole(page, "liveops");
  await expect(page.getByText("Read-only")).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Leaderboards" }).click();
  // A daily board: it resets every day anyway, so the other specs' boards keep their standings.
  await page.getByRole("row").filter({ hasText: /daily/i }).first().click();
  await page.getByRole("button", { name: "Reset now" }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("This cannot be undone.");
  await confirm.getByRole("button", { name: "Reset now" }).click();
  await expect(page.getByText(/^Reset: \d+ archived, \d+ rewards sent$/)).toBeVisible();
  await shot(page, "liveops-reset");
});
