// A player forgets their password and gets back in through a mailed link, at
// desktop size and on a 390×844 phone. The spec runs its own server (its own
// in-memory database) whose SMTP_URL is a real SMTP server on loopback that
// the spec reads, so the link followed is the one in the received mail.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { newPlayer, newPlayerPassword, signUpInGame } from "../support/game-e2e.ts";
import { freePort } from "../support/local-services.ts";
import { type ServerProcess, startServerProcess, stopServerProcess } from "../support/server-process.ts";
import { type LoopbackSmtp, linkIn, startLoopbackSmtp } from "../support/smtp.ts";

const viewports = [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: { width: 390, height: 844 } },
] as const;

const newPassword = "a-fresh-start-passphrase";

let smtp: LoopbackSmtp;
let server: ServerProcess | undefined;

test.beforeAll(async () => {
  // The spec's own server starts, migrates and seeds its in-memory database.
  test.setTimeout(240_000);
  smtp = await startLoopbackSmtp();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  server = await startServerProcess({
    PORT: String(port),
    AUTH_URL: url,
    AUTH_SECRET: "e2e-only-secret-not-for-real-use",
    DATABASE_URL: undefined,
    PGLITE_DATA_DIR: "memory://",
    SEED: "if-empty",
    ALLOW_DEMO_SEED: "true",
    JOBS: "off",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Monster Arena <arena@example.com>",
  });
});

test.afterAll(async () => {
  await stopServerProcess(server);
  await smtp?.close();
});

async function pageOn(browser: Browser, size: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server!.url, viewport: size });
  return context.newPage();
}

for (const { name: viewport, size } of viewports) {
  test(`a forgotten password is reset through the mailed link (${viewport})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await pageOn(browser, size);
    const shot = (step: string) =>
      page.screenshot({ path: `tests/screenshots/account-recovery-${viewport}-${step}.png`, fullPage: true });
    const player = newPlayer(viewport === "phone" ? "Lost" : "Forgot");

    await signUpInGame(page, player);
    await shot("1-signed-up");
    // Sign-up mails a link to confirm the address first.
    expect((await smtp.nextMail(player.email)).subject).toBe("Confirm your Monster Arena e-mail address");
    await page.goto("/signout");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).not.toHaveURL(/\/signout/);

    await page.goto("/signin");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await shot("2-forgot-password");
    await page.getByLabel("E-mail").fill(player.email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "If an account uses that address, a link to choose a new password is on its way. It works for one hour.",
    );
    await shot("3-link-sent");

    const mail = await smtp.nextMail(player.email);
    expect(mail.subject).toBe("Reset your Monster Arena password");
    await page.setContent(mail.html);
    await shot("4-mail");
    const link = linkIn(mail, "/reset-password");
    expect(link.origin).toBe(server!.url);
    await page.goto(link.href);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await page.getByLabel("New password").fill(newPassword);
    await shot("5-new-password");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("status")).toHaveText("Your password is changed. Sign in with the new one.");
    await shot("6-password-changed");

    await page.getByLabel("E-mail").fill(player.email);
    await page.getByLabel("Password").fill(newPlayerPassword);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Sign in failed. Check the details you provided are correct.",
    );
    await shot("7-old-password-refused");

    await page.getByLabel("E-mail").fill(player.email);
    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByTestId("signed-in-user")).toHaveText(player.name);
    await shot("8-signed-in");

    // The link worked once.
    await page.goto(link.href);
    await page.getByLabel("New password").fill("yet-another-passphrase");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("alert")).toContainText("This reset link is no longer valid");
    await page.context().close();
  });
}
