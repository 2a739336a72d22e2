// Account deletion in the browser (docs/decisions/130): a new player deletes their
// account from Settings with their password, is signed out and told the date;
// signing in again keeps the account and the game says so once. Then a LiveOps
// staff member deletes another player at once from the console, and carries out a
// scheduled deletion at once when the player asks again: the player's page
// says it is deleted, and the admin API finds nothing under the address any more.
import { expect, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";
import { newPlayer, newPlayerPassword, signUpInGame, signUpInNewContext } from "../support/game-e2e.ts";

const shots = process.env.DELETION_SHOTS;

async function shot(page: Page, name: string) {
  if (!shots) return;
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a player deletes their account from Settings, and signing in again keeps it", async ({ page }) => {
  const player = newPlayer("bye");
  await signUpInGame(page, player);

  await page.goto("/profile/edit");
  await page.getByRole("link", { name: "Delete account" }).click();
  await expect(page.getByRole("heading", { name: "Delete your account" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download your data" })).toHaveAttribute(
    "href",
    "/account/data",
  );
  await shot(page, "delete");

  // A wrong password changes nothing, and says so on the field.
  const form = page.getByRole("form", { name: "Delete your account" });
  await form.getByLabel("Your password").fill("not-my-password-at-all");
  await form.getByLabel(/I understand that my account will be deleted in 14 days/).check();
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("alert")).toHaveText("That is not your password.");
  // The refused password is cleared, the field marked and ready for the next try.
  await expect(form.getByLabel("Your password")).toHaveValue("");
  await expect(form.getByLabel("Your password")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Your password")).toBeFocused();
  await shot(page, "delete-refused");

  await form.getByLabel("Your password").fill(newPlayerPassword);
  await form.getByLabel(/I understand that my account will be deleted in 14 days/).check();
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/account\/deleted\?due=/);
  const due = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(page.getByTestId("deletion-scheduled")).toHaveText(
    `Your account will be deleted on ${due}. You have been signed out everywhere.`,
  );
  await shot(page, "deleted");
  // Signed out: the game's pages ask to sign in.
  await page.goto("/home");
  await expect(page).toHaveURL(/\/signin/);

  // Signing in again keeps the account, and the game says so once.
  await page.getByLabel("E-mail").fill(player.email);
  await page.getByLabel("Password").fill(newPlayerPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByTestId("deletion-cancelled-notice")).toHaveText(
    "Your account will not be deleted: signing in again called off its deletion.",
  );
  await shot(page, "welcome-back");
  await page.reload();
  await expect(page.getByTestId("signed-in-user")).toHaveText(player.name);
  await expect(page.getByTestId("deletion-cancelled-notice")).toHaveCount(0);
});

test("LiveOps deletes a player at once from the console; the page says so and the address is gone", async ({
  browser,
  page,
}) => {
  const player = newPlayer("gone");
  const playing = await signUpInNewContext(browser, player);
  const me = (await (await playing.page.request.get("/api/me")).json()) as { user: { id: string } };
  const id = me.user.id;
  await playing.context.close();

  await signInToConsole(page, "liveops");
  await page.goto(`/console/players/${id}/show`);
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${player.name}'s account` });
  await expect(dialog).toContainText("Only when the player asks");
  await shot(page, "console-dialog");
  // The undoable choice is the one made for them; "now" is chosen on purpose.
  await expect(dialog.getByLabel("After 14 days (signing in cancels it)")).toBeChecked();
  await dialog.getByLabel("Delete now (cannot be undone)").check();
  // No reason: refused under the field, nothing deleted.
  await dialog.getByLabel("The player asked for this").check();
  await dialog.getByRole("button", { name: "Delete now" }).click();
  await expect(dialog.getByText("Give a reason (at least 3 characters).")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Support request 4711");
  await dialog.getByRole("button", { name: "Delete now" }).click();
  await expect(page.getByText("Account deleted")).toBeVisible();
  await expect(page.getByText(/^Deleted on .*: personal data removed/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Ban" })).toHaveCount(0);
  await shot(page, "console-deleted");
  // Nothing can be given to an erased account, and the list says it is deleted.
  await page.getByRole("tab", { name: "Monsters" }).click();
  await expect(page.getByText(/monster slots used/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Grant/ })).toHaveCount(0);
  await page.goto(`/console/players?filter=${encodeURIComponent(JSON.stringify({ q: id }))}`);
  await expect(page.getByRole("row").filter({ hasText: "Player · deleted" })).toHaveCount(1);
  await page.goto(`/console/players/${id}/show`);

  // What the database holds now, through the admin API (LiveOps sees full addresses).
  const found = await page.request.get(
    `/api/admin/players?filter=${encodeURIComponent(JSON.stringify({ q: player.email }))}`,
  );
  expect(await found.json()).toEqual([]);
  const row = (await (await page.request.get(`/api/admin/players/${id}`)).json()) as {
    email: string;
    displayName: string;
    deletion: { deletedAt: string | null };
  };
  expect(row.email).toMatch(/^deleted-.+@deleted\.invalid$/);
  expect(row.displayName).toMatch(/^Deleted player /);
  expect(row.deletion.deletedAt).not.toBeNull();
  // The stand-in address is not shown as if it were one.
  await expect(page.getByText("None (the account was deleted)")).toBeVisible();
  await expect(page.getByText(/@deleted\.invalid/)).toHaveCount(0);
  // The audit trail says who deleted it and why.
  await page.getByRole("tab", { name: "Staff actions" }).click();
  await expect(
    page.getByText(/\(LiveOps\) deleted the account of Deleted player .*: Support request 4711/),
  ).toBeVisible();
  await shot(page, "console-audit");
});

test("LiveOps carries out a scheduled deletion at once when the player asks again, on a phone", async ({
  browser,
  page,
}) => {
  const player = newPlayer("again");
  const playing = await signUpInNewContext(browser, player);
  const me = (await (await playing.page.request.get("/api/me")).json()) as { user: { id: string } };
  const id = me.user.id;
  await playing.context.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await signInToConsole(page, "liveops");
  await page.goto(`/console/players/${id}/show`);
  // First the undoable choice: scheduled for 14 days from now.
  await page.getByRole("button", { name: "Delete account" }).click();
  let dialog = page.getByRole("dialog", { name: `Delete ${player.name}'s account` });
  await dialog.getByLabel("Reason").fill("Support request 4712");
  await dialog.getByLabel("The player asked for this").check();
  await dialog.getByRole("button", { name: "Schedule deletion" }).click();
  await expect(page.getByText(/^Deletion scheduled for /)).toBeVisible();

  // Then the player asks for it now: the page offers it beside calling it off.
  await expect(page.getByRole("button", { name: "Cancel deletion" })).toBeVisible();
  await page.getByRole("button", { name: "Delete now" }).click();
  dialog = page.getByRole("dialog", { name: `Delete ${player.name}'s account` });
  await expect(dialog).toContainText("Its deletion is already scheduled for");
  await dialog.getByLabel("Reason").fill("Support request 4712: now, please");
  await dialog.getByLabel("The player asked for this").check();
  await dialog.getByRole("button", { name: "Delete now" }).click();
  await expect(page.getByText(/^Deleted on .*: personal data removed/)).toBeVisible();
  const row = (await (await page.request.get(`/api/admin/players/${id}`)).json()) as {
    deletion: { deletedAt: string | null };
  };
  expect(row.deletion.deletedAt).not.toBeNull();
});
