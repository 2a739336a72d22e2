// Bulk actions and undoable mutations in the console, in Chromium: a liveops
// member bans two players at once from the players list (their sessions end)
// and unbans them; retires two shop items at once; deletes them, undoes the
// delete within its few seconds (nothing was sent), then lets it go through.
import { expect, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";
import { newPlayer, signUpInNewContext } from "../support/game-e2e.ts";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `tests/screenshots/console-bulk-${name}.png`, fullPage: true });

/** Selects every row the list shows (its header checkbox). */
const selectAll = (page: Page) => page.getByRole("checkbox", { name: "Select all" }).check();

test("liveops bans and unbans two players at once from the list", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const players = [
    await signUpInNewContext(browser, newPlayer(`Bk${stamp}`, "a")),
    await signUpInNewContext(browser, newPlayer(`Bk${stamp}`, "b")),
  ];
  for (const player of players) expect((await player.page.request.get("/api/me")).status()).toBe(200);

  await signInToConsole(page, "liveops");
  await page.getByRole("menuitem", { name: "Players" }).click();
  // Both players, found by the name prefix they share (the search is debounced: wait for it).
  await page.getByPlaceholder("Id, e-mail or name prefix").fill(`Bk${stamp}`);
  await expect(page.getByText("1-2 of 2")).toBeVisible();
  await selectAll(page);
  await expect(page.getByText("2 items selected")).toBeVisible();
  await page.getByRole("button", { name: "Ban…", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Ban 2 players" });
  await dialog.getByLabel("Reason").fill("Win trading ring");
  await shot(page, "ban-dialog");
  await dialog.getByRole("button", { name: "Ban" }).click();
  await expect(page.getByText("Banned 2 players")).toBeVisible();
  for (const player of players) {
    expect([401, 403]).toContain((await player.page.request.get("/api/me")).status());
  }
  await shot(page, "players-banned");

  await selectAll(page);
  await page.getByRole("button", { name: "Unban…" }).click();
  const unban = page.getByRole("dialog", { name: "Unban 2 players?" });
  await unban.getByRole("textbox", { name: "Note (optional)" }).fill("Appeals accepted");
  await unban.getByRole("button", { name: "Unban", exact: true }).click();
  await expect(page.getByText("Unbanned 2 players")).toBeVisible();
  for (const player of players) await player.context.close();
});

test("liveops retires two shop items at once, undoes their delete, then deletes them", async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await signInToConsole(page, "liveops");
  const ids: number[] = [];
  for (const suffix of ["a", "b"]) {
    const created = await page.request.post("/api/admin/shop-items", {
      data: {
        name: `Bulk ${stamp} ${suffix}`,
        category: "ingredients",
        price: 50,
        currency: "gold",
        tier: 1,
        grant: { kind: "ingredient", name: "Slime Jelly", quantity: 3 },
      },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }
  const item = (id: number) => page.request.get(`/api/admin/shop-items/${id}`);

  await page.getByRole("menuitem", { name: "Shop items" }).click();
  await page.getByPlaceholder("Name prefix").fill(`Bulk ${stamp}`);
  await expect(page.getByText("1-2 of 2")).toBeVisible();
  await selectAll(page);
  await page.getByRole("button", { name: "Retire" }).click();
  // Undoable: the change is sent once the notification's few seconds have passed.
  await expect(page.getByText(/updated/i).first()).toBeVisible();
  await expect
    .poll(
      async () =>
        Promise.all(
          ids.map(async (id) => ((await (await item(id)).json()) as { isRetired: boolean }).isRetired),
        ),
      {
        timeout: 15_000,
      },
    )
    .toEqual([true, true]);
  await shot(page, "shop-items-retired");

  await selectAll(page);
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row").filter({ hasText: stamp })).toHaveCount(0);
  await shot(page, "delete-undo");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("row").filter({ hasText: stamp })).toHaveCount(2);
  // Nothing was sent: the items are still there after the undo window.
  await page.waitForTimeout(6_000);
  for (const id of ids) expect((await item(id)).status()).toBe(200);

  await selectAll(page);
  await page.getByRole("button", { name: "Delete" }).click();
  await expect
    .poll(async () => Promise.all(ids.map(async (id) => (await item(id)).status())), { timeout: 15_000 })
    .toEqual([404, 404]);
});
