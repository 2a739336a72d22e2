// The staff second factor in the console (docs/decisions/131), as people use
// it: a new admin (a player made admin on the staff page) opens the console
// and must set one up, scanning the QR code (here: reading the secret the page
// shows and computing the code with a real TOTP generator), saves the recovery
// codes and reaches the dashboard; signs out and in again with a code; then
// with a recovery code. The demo admin resets that admin's second factor from
// the staff page, with a reason, and the audit trail says so. Desktop and phone;
// axe on each step.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";
import { newPlayer, newPlayerPassword, signUpInNewContext } from "../support/game-e2e.ts";
import { totpCode } from "../support/second-factor.ts";

const welcome = "Welcome to the Monster Arena LiveOps console";
const periodMs = 30_000;

async function noBlockingAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const blocking = results.violations.filter((violation) =>
    ["critical", "serious"].includes(violation.impact ?? ""),
  );
  expect(
    blocking.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
    label,
  ).toEqual([]);
}

/** Nothing runs off a 390 px screen. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function screens(page: Page, name: string) {
  for (const [width, height, size] of [
    [1280, 800, "desktop"],
    [390, 844, "phone"],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (size === "phone") await fitsThePhone(page);
    await page.screenshot({
      path: `tests/screenshots/console-second-factor-${name}-${size}.png`,
      fullPage: true,
    });
  }
  await noBlockingAxeViolations(page, name);
  // Back at desktop size for the next step (the app bar's account menu is a desktop control).
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a new admin sets up a second factor, signs in with a code and with a recovery code; an admin resets it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // A player of the game, made admin by the demo admin on the staff page.
  const person = newPlayer("Tfa");
  const game = await signUpInNewContext(browser, person);
  await signInToConsole(page, "admin");
  await page.goto("/console/staff/create");
  await page.getByRole("textbox", { name: /^Email/ }).fill(person.email);
  await page.getByRole("combobox", { name: /^Role/ }).click();
  await page.getByRole("option", { name: "Admin", exact: true }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(person.email)).toBeVisible();

  // Signed in on the game's site, the new admin opens the console: the set-up step, not the console.
  const admin = game.page;
  await admin.goto("/console/");
  await expect(admin.getByRole("heading", { name: "Second factor" })).toBeVisible();
  await expect(admin.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const shownSecret = admin.locator("#second-factor-secret");
  await expect(shownSecret).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const secret = ((await shownSecret.textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await screens(admin, "setup");

  // A wrong code is refused in words; the app's code turns it on.
  await admin
    .getByRole("textbox", { name: "Code from the app" })
    .fill(totpCode(secret, Date.now() - 600_000));
  await admin.getByRole("button", { name: "Turn on the second factor" }).click();
  await expect(admin.getByRole("alert")).toContainText("That code is not right");
  const setupStep = Math.floor(Date.now() / periodMs);
  await admin
    .getByRole("textbox", { name: "Code from the app" })
    .fill(totpCode(secret, setupStep * periodMs));
  await admin.getByRole("button", { name: "Turn on the second factor" }).click();
  await expect(admin.getByText("Save these recovery codes somewhere safe")).toBeVisible();
  const codes = await admin.locator("#second-factor-codes li").allTextContents();
  expect(codes).toHaveLength(10);
  await expect(admin.getByRole("button", { name: "Download" })).toBeVisible();
  await expect(admin.getByRole("button", { name: "Copy" })).toBeVisible();
  await screens(admin, "recovery-codes");
  await admin.getByRole("button", { name: "I have saved them" }).click();
  await expect(admin.getByText(welcome)).toBeVisible();

  // As the console shows it to admins: on, since today.
  await page.goto("/console/staff");
  const row = page.getByRole("row").filter({ hasText: person.email });
  await expect(row).toContainText("On since");

  // Signed out and in again: the code step.
  await admin.getByRole("button", { name: /account menu/ }).click();
  await admin.getByRole("menuitem", { name: "Logout" }).click();
  await admin.getByRole("textbox", { name: "E-mail" }).fill(person.email);
  await admin.getByRole("textbox", { name: "Password" }).fill(newPlayerPassword);
  await admin.getByRole("button", { name: "Sign in" }).click();
  await expect(admin.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
  await screens(admin, "code");
  // The set-up took this step's code: the next step's is the one a phone shows next (±1 step taken).
  await admin.getByRole("textbox", { name: "Code" }).fill(totpCode(secret, (setupStep + 1) * periodMs));
  await admin.getByRole("button", { name: "Verify" }).click();
  await expect(admin.getByText(welcome)).toBeVisible();

  // And with a recovery code instead.
  await admin.getByRole("button", { name: /account menu/ }).click();
  await admin.getByRole("menuitem", { name: "Logout" }).click();
  await admin.getByRole("textbox", { name: "E-mail" }).fill(person.email);
  await admin.getByRole("textbox", { name: "Password" }).fill(newPlayerPassword);
  await admin.getByRole("button", { name: "Sign in" }).click();
  await admin.getByRole("button", { name: "Use a recovery code instead" }).click();
  await admin.getByRole("textbox", { name: "Recovery code" }).fill(codes[0]!);
  await screens(admin, "recovery-code");
  await admin.getByRole("button", { name: "Use this recovery code" }).click();
  await expect(admin.getByText(welcome)).toBeVisible();

  // Their own page says how many codes are left.
  await admin.goto("/console/second-factor");
  await expect(admin.getByText(/On since .*\. 9 recovery codes left\./)).toBeVisible();
  await screens(admin, "own-page");

  // The demo admin resets it (asked first, with a reason); the new admin's session ends.
  await row.click();
  await expect(page).toHaveURL(/\/console\/staff\/[^/]+/);
  await expect(page.getByText(/^On since /)).toHaveCount(1);
  await page.getByRole("button", { name: "Reset second factor" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Reset the second factor of ${person.email}?`);
  await dialog.getByRole("button", { name: "Reset second factor" }).click();
  await expect(dialog.getByText("Say why (at least 3 characters).")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Reason" }).fill("lost their phone");
  await screens(page, "reset-dialog");
  await dialog.getByRole("button", { name: "Reset second factor" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Not set up — required")).toBeVisible();

  // The audit trail says who did it, to whom and why.
  await page.goto("/console/history");
  await expect(page.getByText(/reset the second factor of .*: lost their phone/).first()).toBeVisible();

  // Their session ended: the console asks them to sign in again.
  await admin.goto("/console/");
  await expect(admin.getByRole("textbox", { name: "E-mail" })).toBeVisible();
  await game.context.close();
});

test("an admin's own second factor page has the staff security setting", async ({ page }) => {
  await signInToConsole(page, "admin");
  await page.goto("/console/second-factor");
  await expect(page.getByText(/^On since /)).toBeVisible();
  const setting = page.getByLabel("Require a second factor for every staff role");
  await expect(setting).not.toBeChecked();
  await screens(page, "admin-page");
  try {
    // Saved at once (the switch follows the answer).
    await setting.click();
    await expect(page.getByText("Every staff role now needs a second factor")).toBeVisible();
    // As saved: read back on a fresh load.
    await page.reload();
    await expect(setting).toBeChecked();
    await setting.click();
    await expect(page.getByText("Only admins now need a second factor")).toBeVisible();
    await page.reload();
    await expect(setting).not.toBeChecked();
  } finally {
    // The lane's other specs sign in as LiveOps and analysts without one.
    await page.request.put("/api/admin/staff-security", { data: { requireSecondFactorForAllStaff: false } });
  }
});
