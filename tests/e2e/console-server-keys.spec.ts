// The console's Server keys screen in Chromium: an admin makes a key (its
// scopes chosen in words), sees the whole key once and copies it, a game server
// uses it (the key's page lists the use), then rotates it (the old secret is
// refused, the new one works) and revokes it (refused too), each asked first;
// the saved records are checked through the admin API. The screens fit a
// 390×844 phone with no serious axe violation. Screenshots go to tests/screenshots/.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `tests/screenshots/console-server-keys-${name}.png`, fullPage: true });

/** Critical and serious axe violations on the page as it is. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === "critical" || violation.impact === "serious")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/** A game server's grant with a key: the status the API answers. */
async function grantWith(page: Page, key: string, userId: string, idempotencyKey: string) {
  const answer = await page.request.post(`/api/server/players/${userId}/grants`, {
    headers: { "x-game-server-key": key, "idempotency-key": idempotencyKey },
    data: { gold: 5, reason: "Console e2e check" },
  });
  return answer.status();
}

test("an admin makes a server key, sees it once, rotates it and revokes it", async ({ page, context }) => {
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToConsole(page, "admin");
  // The demo player, whom the game server's grants go to.
  const players = await page.request.get(
    `/api/admin/players?filter=${encodeURIComponent('{"q":"player@example.com"}')}`,
  );
  const [player] = (await players.json()) as { id: string }[];
  const name = `Cup server ${Date.now().toString(36)}`;

  await page.goto("/console/server-keys");
  await expect(page.getByRole("heading", { name: "Server keys" })).toBeVisible();
  await page.getByRole("link", { name: "New server key" }).click();
  await expect(page.getByRole("checkbox", { name: /^Report matches/ })).toBeChecked();
  await page.getByRole("checkbox", { name: /^Grant rewards/ }).check();
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(name);
  expect(await blockingViolations(page)).toEqual([]);
  await shot(page, "create-phone");
  await page.getByRole("button", { name: "Save" }).click();

  // The whole key, once, with the warning and a copy button.
  const secretBox = page.getByRole("textbox", { name: "Server key" });
  await expect(secretBox).toHaveValue(/^msk_[\w-]{43}$/);
  const secret = await secretBox.inputValue();
  await expect(page.getByText("you will not see it again")).toBeVisible();
  await page.getByRole("button", { name: "Copy the key" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  expect(await blockingViolations(page)).toEqual([]);
  await shot(page, "shown-once-phone");

  // A game server uses it; the key's page lists the use, and shows no secret.
  expect(await grantWith(page, secret, player!.id, `e2e-${name}-1`.replace(/\s/g, "-"))).toBe(200);
  await page.getByRole("link", { name: "I have copied it: open the key" }).click();
  await expect(page.getByText("Report matches, Grant rewards")).toBeVisible();
  await expect(page.getByText("Granted 5 gold (Console e2e check)")).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  const id = new URL(page.url()).pathname.split("/").at(-2)!;
  const saved = (await (await page.request.get(`/api/admin/server-keys/${id}`)).json()) as Record<
    string,
    unknown
  >;
  expect(saved).toMatchObject({ name, scopes: ["matches:report", "rewards:grant"], status: "active" });
  expect(saved.lastUsedAt).not.toBeNull();
  expect(JSON.stringify(saved)).not.toContain(secret);
  await page.waitForLoadState("networkidle");
  expect(await blockingViolations(page)).toEqual([]);
  await shot(page, "show-phone");

  // Rotate, the old key stopping now: the new key is shown once, the old one refused.
  await page.getByRole("button", { name: "Rotate" }).click();
  await page.getByRole("radio", { name: /^Stops now/ }).check();
  await page.getByRole("button", { name: "Rotate the key" }).click();
  const newBox = page.getByRole("dialog").getByRole("textbox", { name: "Server key" });
  await expect(newBox).toHaveValue(/^msk_/);
  const rotated = await newBox.inputValue();
  expect(rotated).not.toBe(secret);
  await expect(page.getByRole("dialog")).toContainText("has stopped working");
  await shot(page, "rotated-phone");
  expect(await grantWith(page, secret, player!.id, `e2e-${id}-2`)).toBe(401);
  expect(await grantWith(page, rotated, player!.id, `e2e-${id}-3`)).toBe(200);
  await page.getByRole("link", { name: "I have copied it: open the new key" }).click();
  await expect(page).not.toHaveURL(new RegExp(id));
  const newId = new URL(page.url()).pathname.split("/").at(-2)!;
  const old = (await (await page.request.get(`/api/admin/server-keys/${id}`)).json()) as Record<
    string,
    unknown
  >;
  expect(old).toMatchObject({ status: "replaced", replacedById: newId });

  // Revoke, asked first: the key stops at once.
  await page.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByRole("dialog")).toContainText("stops working now, for good");
  await page.getByRole("button", { name: "Revoke the key" }).click();
  await expect(page.getByText("Revoked", { exact: true })).toBeVisible();
  expect(await grantWith(page, rotated, player!.id, `e2e-${id}-4`)).toBe(401);
  const revoked = (await (await page.request.get(`/api/admin/server-keys/${newId}`)).json()) as Record<
    string,
    unknown
  >;
  expect(revoked).toMatchObject({ name, status: "revoked" });
  expect(revoked.revokedAt).not.toBeNull();

  // The list: both keys by name, with their status, at phone width and on a desktop.
  await page.goto(`/console/server-keys?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
  await expect(page.getByText(name)).toHaveCount(2);
  expect(await blockingViolations(page)).toEqual([]);
  await shot(page, "list-phone");
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("row").filter({ hasText: "Replaced" })).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: "Revoked" })).toHaveCount(1);
  expect(await blockingViolations(page)).toEqual([]);
  await shot(page, "list");
});
