// Signing up, out and in through the game's pages in Chromium, as a player does.
import { expect, test } from "@playwright/test";
import { newPlayer, newPlayerPassword, signInAsDemoPlayer, signUpInGame } from "../support/game-e2e.ts";

test("sign up, sign out, sign in, and a bad password's message", async ({ page }) => {
  const { email, name } = newPlayer("Tamer");
  await signUpInGame(page, { email, name });
  await page.screenshot({ path: "tests/screenshots/auth-signed-up.png", fullPage: true });

  // Sign out is in the account menu, under the player's name.
  await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name }).click();
  await page.getByRole("link", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign out" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" }),
  ).toBeVisible();

  await page.goto("/signin");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("not-my-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Sign in failed. Check the details you provided are correct.",
  );
  await page.screenshot({ path: "tests/screenshots/auth-bad-credentials.png", fullPage: true });

  await page.getByLabel("E-mail").fill(email.toUpperCase());
  await page.getByLabel("Password").fill(newPlayerPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByTestId("signed-in-user")).toHaveText(name);
});

test("the seeded demo player signs in; a common password is refused at sign-up", async ({ page }) => {
  await signInAsDemoPlayer(page);

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto("/signup");
  await visitor.getByLabel("E-mail").fill(`common-${Date.now()}@example.com`);
  await visitor.getByLabel("Display name").fill(`Common${Date.now().toString(36)}`.slice(0, 20));
  await visitor.getByLabel("Password").fill("1234567890");
  await visitor.getByRole("button", { name: "Create account" }).click();
  await expect(visitor.getByRole("alert")).toContainText("too common");
  await visitor.screenshot({ path: "tests/screenshots/auth-common-password.png", fullPage: true });
  // Words in a link made elsewhere are not shown as the page's own.
  await visitor.goto(`/signup?error=${encodeURIComponent("Your account was hacked. Call 555-0100 now.")}`);
  await expect(visitor.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await expect(visitor.getByText("Your account was hacked")).toHaveCount(0);
});

test("the console refuses a player and lets staff in", async ({ page }) => {
  await page.goto("/console/");
  await page.getByRole("textbox", { name: "E-mail" }).fill("player@example.com");
  await page.getByRole("textbox", { name: "Password" }).fill("player-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Players have no console access.")).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/console-player-refused.png", fullPage: true });

  await page.getByRole("textbox", { name: "E-mail" }).fill("liveops@example.com");
  await page.getByRole("textbox", { name: "Password" }).fill("liveops-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Welcome to the Monster Arena LiveOps console")).toBeVisible();
});

test("five wrong passwords lock only this browser's address out of that account, in words; another account signs in", async ({
  page,
}) => {
  const player = newPlayer("Locked");
  await signUpInGame(page, player);
  await page.context().clearCookies();

  const signIn = async (password: string) => {
    await page.goto("/signin");
    await page.getByLabel("E-mail").fill(player.email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
  };
  // authConfig.rateLimits.signInFailuresPerPair: 5 (docs/security.md, Sign-in limits).
  for (let attempt = 1; attempt <= 5; attempt++) {
    await signIn(`not-my-password-${attempt}`);
    await expect(page.getByRole("alert")).toHaveText(
      "Sign in failed. Check the details you provided are correct.",
    );
  }
  // The right password from this address now waits out the window, and the page says how long.
  await signIn(newPlayerPassword);
  await expect(page.getByRole("alert")).toHaveText(
    "Too many failed sign-ins to this account from your network. Try again in 15 minutes.",
  );
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" }),
  ).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/auth-sign-in-limited.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "tests/screenshots/auth-sign-in-limited-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Another account from the same address is not refused.
  await signInAsDemoPlayer(page);
});
