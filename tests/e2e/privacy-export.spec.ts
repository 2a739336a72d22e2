// A player downloads their data from Settings → Your data and finds themselves in
// the file; a LiveOps staff member downloads the same player's data from the
// player's page in the console, and the player's audit trail shows who did
// (docs/decisions/129).
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";
import { newPlayer, signUpInGame } from "../support/game-e2e.ts";

interface Archive {
  format: string;
  player: { id: string; email: string; displayName: string };
  walletLedger: unknown[];
  signIns: { event: string }[];
}

test("a new player downloads their data from Settings, and LiveOps downloads it from the console", async ({
  page,
  browser,
}) => {
  const player = newPlayer("mydata");
  await signUpInGame(page, player);

  await page.goto("/profile/edit");
  await page.getByRole("link", { name: "Your data" }).click();
  await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
  await expect(page.getByText("You have not downloaded it yet.")).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const file = await download;
  // The page stays and says the file is on its way.
  await expect(page.getByRole("status").filter({ hasText: "Your download has started" })).toBeVisible();
  expect(file.suggestedFilename()).toMatch(/^monster-arena-data-mydata[a-z0-9]*-\d{4}-\d{2}-\d{2}\.json$/);
  const archive = JSON.parse(await readFile(await file.path(), "utf8")) as Archive;
  expect(archive.format).toBe("monster-arena-player-export");
  expect(archive.player).toMatchObject({ email: player.email, displayName: player.name });
  expect(archive.walletLedger.length).toBeGreaterThan(0);
  expect(archive.signIns.map((row) => row.event)).toContain("sign_up");

  // The page now says when they last downloaded it.
  await page.reload();
  await expect(page.getByText(/You last downloaded it on/)).toBeVisible();

  // LiveOps, in a browser of their own, downloads the same player's data from the player's page.
  const staff = await browser.newContext();
  const consolePage = await staff.newPage();
  await signInToConsole(consolePage, "liveops");
  await consolePage.goto(`/console/players/${archive.player.id}/show`);
  await consolePage.getByRole("button", { name: "Download data" }).click();
  const dialog = consolePage.getByRole("dialog", { name: `Download ${player.name}'s data` });
  await expect(dialog).toContainText("Make it only when the player asks");
  const staffDownload = consolePage.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download" }).click();
  const staffFile = await staffDownload;
  expect(staffFile.suggestedFilename()).toBe(file.suggestedFilename());
  const staffArchive = JSON.parse(await readFile(await staffFile.path(), "utf8")) as Archive;
  expect(staffArchive.player).toMatchObject({ id: archive.player.id, email: player.email });
  await expect(dialog).toContainText(`Done: ${file.suggestedFilename()}`);
  await dialog.getByRole("button", { name: "Close" }).click();

  // Recorded: the player's audit trail names the staff member who downloaded it.
  await consolePage.getByRole("tab", { name: "Data downloads" }).click();
  await expect(consolePage.getByText(`${player.name} downloaded a copy of their data`)).toBeVisible();
  await expect(
    consolePage.getByText(new RegExp(`\\(LiveOps\\) downloaded a copy of the data of ${player.name}$`)),
  ).toBeVisible();
  await staff.close();
});

test("a visitor reads what the game holds and why before signing up, and how to take a copy or delete it", async ({
  page,
}) => {
  await page.goto("/signup");
  await page.getByRole("link", { name: "what we hold and why" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { name: "Your privacy" })).toBeVisible();
  // The platform's own numbers: three downloads an hour, fourteen days to change one's mind.
  await expect(page.getByText(/up to 3 times an hour/)).toBeVisible();
  await expect(
    page.getByText(/14 days later your account is deleted, unless you sign in again/),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Your data" })).toHaveAttribute("href", "/account/data");
  await expect(page.getByRole("link", { name: "Delete account" })).toHaveAttribute("href", "/account/delete");
  // Every page's footer links here.
  await page.goto("/elements");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { name: "Your privacy" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "tests/screenshots/privacy-phone.png", fullPage: true });
});
