// The player page in Chromium: liveops opens a player who just signed up in the
// game, grants a monster and sets its level, removes a relic and some of an
// ingredient, bans and unbans, and sees each outcome on the page, in the ban
// history and the sign-in history; the saved records are checked through the
// admin API. Screenshots at desktop size and at 390×844 go to tests/screenshots/.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";
import { newPlayer, newPlayerPassword, signUpInNewContext } from "../support/game-e2e.ts";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `tests/screenshots/console-player-${name}.png`, fullPage: true });

/** Fills the Reason field of a dialog and presses its confirming button. */
async function confirm(dialog: Locator, reason: string, button: string) {
  await dialog.getByRole("textbox", { name: "Reason" }).fill(reason);
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test("liveops grants, levels and removes a player's things, bans and unbans, and reads the histories", async ({
  page,
  browser,
}) => {
  test.slow();
  const player = newPlayer("Keeper");
  const game = await signUpInNewContext(browser, player);
  const { user } = (await (await game.page.request.get("/api/me")).json()) as { user: { id: string } };
  // A second sign-in, from another browser, for the sign-in history.
  const again = await browser.newContext();
  const signIn = await again.newPage();
  await signIn.goto("/signin");
  await signIn.getByLabel("E-mail").fill(player.email);
  await signIn.getByLabel("Password").fill(newPlayerPassword);
  await signIn.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(signIn.getByTestId("signed-in-user")).toHaveText(player.name);
  await again.close();
  await game.context.close();

  await signInToConsole(page, "liveops");
  // A relic and an ingredient to remove later, granted through the API.
  const setup = await page.request.post(`/api/admin/players/${user.id}/grant`, {
    data: {
      items: [{ type: "relic", name: "Ember Charm", quality: "rare" }],
      ingredients: [{ name: "Slime Jelly", quantity: 5 }],
      reason: "e2e setup",
    },
  });
  expect(setup.status()).toBe(200);

  await page.goto(`/console/players/${user.id}/show`);
  // A fresh page load fetches the player screens' code first: slow on a busy machine.
  await expect(page.getByText(`Player ${player.name}`)).toBeVisible({ timeout: 30_000 });

  // ── Monsters: the starter three, then a granted one, levelled up.
  await page.getByRole("tab", { name: "Monsters" }).click();
  await expect(page.getByText("3 of 30 monster slots used")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Emberfox" })).toContainText("Common, Fire");
  await page.getByRole("button", { name: "Grant a monster" }).click();
  const grant = page.getByRole("dialog", { name: "Grant a monster" });
  await grant.getByRole("combobox", { name: "Monster" }).click();
  await page.getByRole("option", { name: "Pyronyx" }).click();
  await grant.getByRole("combobox", { name: "Quality" }).click();
  await page.getByRole("option", { name: "Epic" }).click();
  await shot(page, "grant-dialog");
  await confirm(grant, "Apology for the outage", "Grant");
  await expect(page.getByText("Granted 1 epic Pyronyx")).toBeVisible();
  const pyronyx = page.getByRole("row").filter({ hasText: "Pyronyx" });
  await expect(pyronyx).toContainText("Epic, Fire");
  await expect(pyronyx).toContainText("Classic");

  await pyronyx.getByRole("button", { name: "Set level" }).click();
  const level = page.getByRole("dialog", { name: "Set Pyronyx's level" });
  await level.getByRole("spinbutton", { name: "Level" }).fill("51");
  await level.getByRole("textbox", { name: "Reason" }).fill("Too far");
  await level.getByRole("button", { name: "Set level" }).click();
  await expect(
    level.getByText("A level is a whole number: 1 to 50 for a monster, 1 to 10 for a relic."),
  ).toBeVisible();
  expect(
    await page.request
      .get(
        `/api/admin/player-items?filter=${encodeURIComponent(JSON.stringify({ userId: user.id, type: "monster" }))}`,
      )
      .then((r) => r.json()),
  ).toContainEqual(expect.objectContaining({ name: "Pyronyx", level: 1 }));
  await level.getByRole("spinbutton", { name: "Level" }).fill("20");
  await confirm(level, "Lost progress restored", "Set level");
  await expect(page.getByText("Pyronyx is now level 20")).toBeVisible();
  await expect(pyronyx.getByRole("cell", { name: "20", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await shot(page, "monsters");

  // ── Relics: remove the granted one after confirming.
  await page.getByRole("tab", { name: "Relics" }).click();
  const charm = page.getByRole("row").filter({ hasText: "Ember Charm" });
  await expect(charm).toContainText("Rare");
  await charm.getByRole("button", { name: "Remove" }).click();
  const removeRelic = page.getByRole("dialog", { name: "Remove Ember Charm?" });
  await expect(removeRelic).toContainText("The player loses Ember Charm (level 1)");
  await shot(page, "remove-relic-dialog");
  await confirm(removeRelic, "Granted by mistake", "Remove");
  await expect(page.getByText("Removed Ember Charm (level 1)")).toBeVisible();
  await expect(page.getByText("No relics.")).toBeVisible();

  // ── Ingredients: take 2 of the 5.
  await page.getByRole("tab", { name: "Ingredients" }).click();
  const jelly = page.getByRole("row").filter({ hasText: "Slime Jelly" });
  await expect(jelly).toContainText("5");
  await jelly.getByRole("button", { name: "Remove" }).click();
  const removeJelly = page.getByRole("dialog", { name: "Remove Slime Jelly?" });
  await removeJelly.getByRole("spinbutton", { name: "How many to remove" }).fill("2");
  await confirm(removeJelly, "Duplicated by a bug", "Remove");
  await expect(page.getByText("Removed 2 Slime Jelly; 3 left")).toBeVisible();
  await expect(jelly.getByRole("cell", { name: "3", exact: true })).toBeVisible();

  // ── The page's Grant: an unfinished item line is refused next to its field, and nothing is granted.
  const goldOf = async () =>
    ((await (await page.request.get(`/api/admin/players/${user.id}`)).json()) as { wallet: { gold: number } })
      .wallet.gold;
  const goldBefore = await goldOf();
  await page.getByRole("button", { name: "Grant", exact: true }).click();
  const grantTo = page.getByRole("dialog", { name: "Grant to player" });
  await grantTo.getByRole("spinbutton", { name: "Gold" }).fill("-50");
  await grantTo.getByRole("textbox", { name: "Reason" }).fill("Compensation for the outage");
  await grantTo.getByRole("button", { name: "Grant", exact: true }).click();
  await expect(grantTo.getByText("Enter at least 1.")).toBeVisible();
  await grantTo.getByRole("spinbutton", { name: "Gold" }).fill("500");
  await grantTo.getByRole("combobox", { name: "Item" }).click();
  await page.getByRole("option", { name: "Monster" }).click();
  await grantTo.getByRole("button", { name: "Grant", exact: true }).click();
  await expect(grantTo.getByText("Choose which monster, or set Item to None")).toBeVisible();
  expect(await goldOf()).toBe(goldBefore);
  await grantTo.getByRole("combobox", { name: "Item" }).click();
  await page.getByRole("option", { name: "None" }).click();
  await grantTo.getByRole("button", { name: "Grant", exact: true }).click();
  await expect(page.getByText(`Granted 500 gold to ${player.name}`)).toBeVisible();
  expect(await goldOf()).toBe(goldBefore + 500);

  // ── Ban, then unban (asked first, with a note).
  await page.getByRole("button", { name: "Ban", exact: true }).click();
  const ban = page.getByRole("dialog", { name: "Ban player" });
  await ban.getByLabel("Duration (hours)").fill("48");
  await confirm(ban, "Cheating in the arena", "Ban");
  await expect(page.getByText("Player banned")).toBeVisible();
  await page.getByRole("button", { name: "Unban" }).click();
  const unban = page.getByRole("dialog", { name: `Unban ${player.name}?` });
  await expect(unban).toContainText("Cheating in the arena");
  await unban.getByRole("textbox", { name: "Note (optional)" }).fill("Appeal accepted");
  await unban.getByRole("button", { name: "Unban", exact: true }).click();
  await expect(page.getByText(`${player.name} unbanned`)).toBeVisible();

  await page.getByRole("tab", { name: "Bans" }).click();
  const banRows = page.getByRole("row").filter({ hasText: "Cheating in the arena" });
  await expect(banRows).toHaveCount(2);
  // The unban row has its own note and names the ban it lifted; only the ban has an end.
  await expect(banRows.nth(0)).toContainText("Unbanned: lifted the ban for “Cheating in the arena”");
  await expect(banRows.nth(0)).toContainText("Note: Appeal accepted");
  await expect(banRows.nth(0)).toContainText("DemoLiveOps");
  await expect(banRows.nth(1)).toContainText("Banned until");
  await expect(banRows.nth(1)).not.toContainText("Appeal accepted");
  await page.waitForLoadState("networkidle");
  await shot(page, "bans");

  await page.getByRole("tab", { name: "Sign-ins" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Signed in" })).toContainText("E-mail and password");
  await expect(page.getByRole("row").filter({ hasText: "Signed up" })).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  await shot(page, "sign-ins");

  // ── The saved records, through the admin API.
  const list = async (resource: string, filter: object) => {
    const response = await page.request.get(
      `/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent("[0,49]")}`,
    );
    expect(response.status()).toBe(200);
    return (await response.json()) as Record<string, unknown>[];
  };
  const items = await list("player-items", { userId: user.id });
  expect(items.map((item) => [item.name, item.level]).sort()).toEqual([
    ["Emberfox", 1],
    ["Pyronyx", 20],
    ["Sproutling", 1],
    ["Tidepup", 1],
  ]);
  expect(await list("player-ingredients", { userId: user.id })).toEqual([
    expect.objectContaining({ name: "Slime Jelly", quantity: 3 }),
  ]);
  const staffRows = await list("history", { userId: user.id, type: "staff_action" });
  const actions = staffRows.map((row) => (row.data as { action: string }).action);
  // One grant from the page's dialog: the refused ones (unfinished line, −50 gold) wrote nothing.
  expect(actions).toEqual([
    "player.unban",
    "player.ban",
    "player.grant",
    "player.remove_ingredient",
    "player.remove_item",
    "player.set_item_level",
    "player.grant",
    "player.grant",
  ]);
  expect(staffRows[0]?.data).toMatchObject({ action: "player.unban", reason: "Appeal accepted" });
  expect((await list("player-sign-ins", { userId: user.id })).map((row) => row.outcome)).toEqual([
    "Signed in",
    "Signed up",
  ]);

  // ── The same page on a phone: shorter lists, buttons with their words.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("tab", { name: "Monsters" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Pyronyx" })).toContainText(
    "Epic, Fire, Classic skin",
  );
  await expect(
    page.getByRole("row").filter({ hasText: "Pyronyx" }).getByRole("button", { name: "Set level" }),
  ).toBeVisible();
  // The page's actions keep their words, and the tabs out of view are a scroll button away.
  for (const name of ["Grant", "Ban"]) {
    const button = page.getByRole("button", { name, exact: true });
    await expect(button).toBeVisible();
    await expect(button).toHaveText(name);
  }
  await expect(page.locator(".MuiTabs-scrollButtons").last()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await shot(page, "monsters-phone");
  await page.getByRole("tab", { name: "Bans" }).click();
  await expect(page.getByText("Unbanned: lifted the ban for “Cheating in the arena”")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await shot(page, "bans-phone");
  await page.getByRole("tab", { name: "Sign-ins" }).click();
  await expect(page.getByText("Signed in: E-mail and password")).toBeVisible();
  await shot(page, "sign-ins-phone");
});

test("a staff member's own player page offers no ban, and the API refuses one in words", async ({ page }) => {
  await signInToConsole(page, "liveops");
  const { user } = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
  await page.goto(`/console/players/${user.id}/show`);
  await expect(page.getByRole("tab", { name: "Profile" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("liveops@example.com")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ban", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Grant", exact: true })).toHaveCount(0);
  const refused = await page.request.post(`/api/admin/players/${user.id}/ban`, {
    data: { reason: "testing myself", durationHours: 1 },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("Staff cannot act on their own account.");
});

test("an admin makes a password reset link for a player who cannot get the mail; the player uses it and signs in", async ({
  page,
  browser,
}) => {
  test.slow();
  const player = newPlayer("Lockedout");
  const game = await signUpInNewContext(browser, player);
  const { user } = (await (await game.page.request.get("/api/me")).json()) as { user: { id: string } };

  await signInToConsole(page, "admin");
  await page.goto(`/console/players/${user.id}/show`);
  await expect(page.getByText(`Player ${player.name}`)).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Password reset link" }).click();
  const dialog = page.getByRole("dialog", { name: `Password reset link for ${player.name}` });
  await expect(dialog).toContainText("after checking who asks");
  await dialog.getByRole("button", { name: "Make the link" }).click();
  const field = dialog.getByRole("textbox", { name: "Reset link" });
  await expect(field).toHaveValue(/\/reset-password\?token=/);
  await expect(dialog).toContainText("It works once, until");
  await shot(page, "password-link");
  const link = await field.inputValue();
  await dialog.getByRole("button", { name: "Close" }).click();

  // The audit trail says who made a link for whom, and never holds the link.
  const audit = (await (
    await page.request.get(
      `/api/admin/history?filter=${encodeURIComponent(JSON.stringify({ userId: user.id }))}`,
    )
  ).json()) as { data: unknown }[];
  const rows = JSON.stringify(audit);
  expect(rows).toContain("player.password_reset_link");
  expect(rows).not.toContain(new URL(link).searchParams.get("token"));

  // The player opens the link, chooses a new password, and signs in with it; their old session ended.
  await game.page.goto(link);
  await expect(game.page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await game.page.getByLabel("New password").fill("handed-over-passphrase-7");
  await game.page.getByRole("button", { name: "Save new password" }).click();
  await expect(game.page.getByRole("status")).toHaveText(
    "Your password is changed. Sign in with the new one.",
  );
  await game.page.getByLabel("E-mail").fill(player.email);
  await game.page.getByLabel("Password").fill("handed-over-passphrase-7");
  await game.page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(game.page.getByTestId("signed-in-user")).toHaveText(player.name);
  await game.context.close();
});

test("LiveOps is not offered a password reset link", async ({ page }) => {
  await signInToConsole(page, "liveops");
  const players = (await (
    await page.request.get('/api/admin/players?range=[0,0]&filter={"role":"player"}')
  ).json()) as {
    id: string;
  }[];
  const someone = players[0];
  if (!someone) throw new Error("the demo world has players");
  await page.goto(`/console/players/${someone.id}/show`);
  await expect(page.getByRole("button", { name: "Grant", exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Password reset link" })).toHaveCount(0);
  const refused = await page.request.post(`/api/admin/players/${someone.id}/password-reset-link`, {
    data: {},
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("This needs the admin role.");
});
