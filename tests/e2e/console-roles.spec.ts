// The role table in the browser: an analyst who opens a create or edit address
// directly gets the read-only page, not a form (also on a phone); a role that may
// not open a screen at all (analyst: staff, jobs; LiveOps: staff) gets a no-access
// page in words, never react-admin's "not found"; LiveOps reset a leaderboard from
// its page. Screenshots go to tests/screenshots/.
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

test("a role that may not open a screen gets a no-access page in words, with a way back", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cases = [
    {
      role: "analyst",
      address: "/console/staff",
      screen: "Staff",
      roleName: "analyst",
      who: "Give accounts a staff role, change or remove it, and act on staff accounts: admin only.",
    },
    {
      role: "analyst",
      address: "/console/jobs",
      screen: "Jobs",
      roleName: "analyst",
      who: "See the scheduled jobs and run one now: admin or LiveOps only.",
    },
    {
      // An address under the screen (a bookmarked staff member) says the same.
      role: "liveops",
      address: "/console/staff/00000000-0000-4000-8000-000000000000",
      screen: "Staff",
      roleName: "LiveOps",
      who: "Give accounts a staff role, change or remove it, and act on staff accounts: admin only.",
    },
  ] as const;
  let signedInAs = "";
  for (const [index, one] of cases.entries()) {
    // On a phone for the first, at desktop size for the others.
    await page.setViewportSize(index === 0 ? { width: 390, height: 844 } : { width: 1280, height: 800 });
    if (signedInAs !== one.role) {
      await page.context().clearCookies();
      await signInToConsole(page, one.role);
      signedInAs = one.role;
    }
    await page.goto(one.address);
    await expect(page.getByRole("heading", { level: 1, name: `No access to ${one.screen}` })).toBeVisible();
    await expect(page.getByText(`Your role (${one.roleName}) cannot open ${one.screen}.`)).toBeVisible();
    await expect(page.getByText(one.who)).toBeVisible();
    await expect(page.getByText("ask an admin to change your role")).toBeVisible();
    // Not react-admin's "not found".
    await expect(page.getByText(/not found|doesn't exist/i)).toHaveCount(0);
    await shot(page, `${one.role}-no-access-${one.screen.toLowerCase()}`);
    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await expect(page.getByText("Welcome to the Monster Arena LiveOps console")).toBeVisible();
    await expect(page).toHaveURL(/\/console\/$/);
  }
  // The screen is not offered in the menu (desktop: the menu is open).
  await expect(page.getByRole("menuitem", { name: "Live feed" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Staff" })).toHaveCount(0);
  // An admin opens the same addresses as screens.
  await page.context().clearCookies();
  await signInToConsole(page, "admin");
  await page.goto("/console/staff");
  await expect(page.getByRole("columnheader", { name: "Email" })).toBeVisible();
  await expect(page.getByTestId("role-refusal")).toHaveCount(0);
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
  // The audit trail names the board by its name, linked to it, never "leaderboard #3".
  await page.getByRole("menuitem", { name: "Audit trail" }).click();
  const sentence = page
    .getByTestId("audit-sentence")
    .filter({ hasText: /reset the daily .+ leaderboard \(\d+ ranks? archived\)$/ })
    .first();
  await expect(sentence).toBeVisible();
  await expect(sentence).not.toContainText("#");
  await shot(page, "liveops-reset-audit-trail");
  await sentence.getByRole("link", { name: /^the daily .+ leaderboard$/ }).click();
  await expect(page).toHaveURL(/\/console\/leaderboards\/\d+\/show$/);
});
