// The console's sign-in page is index.html's own form, painted before any script
// and run by a few KiB of script (console/src/main.ts, sign-in.ts): react-admin
// loads only once a staff member is signed in (docs/decisions/108). An address
// asked for before signing in opens once signed in; signing out comes back to the
// form and says so; the form says what went wrong in words. Desktop and phone.
import { expect, test } from "@playwright/test";

test("the sign-in page loads no react-admin and opens the address asked for", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/console/players");
  const email = page.getByRole("textbox", { name: "E-mail" });
  await expect(email).toBeVisible();
  await expect(email).toBeFocused();
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
  await page.waitForLoadState("load");
  // One script ran: the entry. The console's files are only prefetched (not run) at idle.
  expect(scripts).toHaveLength(1);
  await page.screenshot({ path: "tests/screenshots/console-sign-in-phone.png", fullPage: true });

  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter your e-mail and your password.");
  await email.fill("analyst@example.com");
  await page.getByRole("textbox", { name: "Password" }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Sign in failed. Check the details you provided are correct.",
  );
  await page.screenshot({ path: "tests/screenshots/console-sign-in-failed-phone.png", fullPage: true });

  await page.getByRole("textbox", { name: "Password" }).fill("analyst-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  // The address asked for, not the dashboard.
  await expect(page).toHaveURL(/\/console\/players$/);
  // At 390 px the players list is one card per player: a name, then level, gold and gems.
  await expect(page.getByText(/^Level \d+ · [\d,]+ gold · [\d,]+ gems$/).first()).toBeVisible({
    timeout: 30_000,
  });
});

test("signing out comes back to the sign-in form, which says so", async ({ page }) => {
  await page.goto("/console/");
  await page.getByRole("textbox", { name: "E-mail" }).fill("liveops@example.com");
  await page.getByRole("textbox", { name: "Password" }).fill("liveops-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Welcome to the Monster Arena LiveOps console")).toBeVisible();
  await page.getByRole("button", { name: /account menu/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("textbox", { name: "E-mail" })).toBeVisible();
  await expect(page.getByText("You have signed out.")).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/console-signed-out.png", fullPage: true });
  // Signed out for real: the admin API refuses the page's cookies.
  expect((await page.request.get("/api/admin/players")).status()).toBe(401);
});
