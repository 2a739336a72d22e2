// Dates typed into the console, in a browser set to New York time: the operator
// types local wall-clock times (the field names the zone), presses Save, and
// the API stores the same instant in UTC — read back through the admin API with
// the console's own session. One winter and one summer date, since New York's
// offset changes (-05:00 and -04:00). An end before the start is refused with
// the message under the field.
import { expect, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";

test.use({ timezoneId: "America/New_York" });

/** The id of the record the next create (POST to path) makes. */
async function createdId(page: Page, path: string, save: () => Promise<void>): Promise<number> {
  const created = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === path,
  );
  await save();
  const response = await created;
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The record as the admin API returns it, with the signed-in console's cookies. */
async function stored(page: Page, path: string): Promise<Record<string, unknown>> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

test("liveops types local times: polls, promo codes and messages store them in UTC", async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await signInToConsole(page, "liveops");

  // ── A poll from a winter morning to a summer evening.
  await page.getByRole("menuitem", { name: "Polls" }).click();
  await page.getByRole("link", { name: "Create" }).click();
  // The form's code loads when first opened, and the new form can still be reset by its
  // last loads: a key typed before them was lost.
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page.getByRole("textbox", { name: "Key" }).fill(`dates-${stamp}`);
  await page.getByRole("textbox", { name: "Question" }).fill("Which season should the next event be in?");
  await page.getByRole("textbox", { name: "Options" }).fill("Winter\nSummer");
  await page.getByLabel("Starts at").fill("2027-01-15T09:30");
  await page.getByLabel("Ends at").fill("2027-07-01T18:00");
  await expect(page.getByLabel("Starts at")).toHaveAccessibleDescription(
    "Time in America/New_York (UTC-05:00)",
  );
  await expect(page.getByLabel("Ends at")).toHaveAccessibleDescription(
    "Time in America/New_York (UTC-04:00)",
  );
  const pollId = await createdId(page, "/api/admin/polls", () =>
    page.getByRole("button", { name: "Save" }).click(),
  );
  const poll = await stored(page, `/api/admin/polls/${pollId}`);
  expect(poll.startsAt).toBe("2027-01-15T14:30:00.000Z");
  expect(poll.endsAt).toBe("2027-07-01T22:00:00.000Z");

  // ── Editing shows the stored instants in local time again, and an end before the start is refused.
  await page.goto(`/console/polls/${pollId}`);
  await expect(page.getByLabel("Starts at")).toHaveValue("2027-01-15T09:30");
  await expect(page.getByLabel("Ends at")).toHaveValue("2027-07-01T18:00");
  await page.getByLabel("Ends at").fill("2027-01-15T08:00");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByLabel("Ends at")).toHaveAccessibleDescription("the poll must end after it starts");
  expect((await stored(page, `/api/admin/polls/${pollId}`)).endsAt).toBe("2027-07-01T22:00:00.000Z");

  // ── A promo code that expires on a summer night; its edit form shows the local time.
  const code = `TZ-${stamp.toUpperCase()}`;
  await page.getByRole("menuitem", { name: "Promo codes" }).click();
  await page.getByRole("link", { name: "Create" }).click();
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("radio", { name: "One code" })).toBeChecked();
  await page.getByRole("textbox", { name: "Code" }).fill(code);
  await page.getByRole("textbox", { name: "Description" }).fill("Summer night gift");
  await page.getByLabel("Expires at").fill("2027-08-31T23:45");
  await expect(page.getByLabel("Expires at")).toHaveAccessibleDescription(
    "Empty: never · Time in America/New_York (UTC-04:00)",
  );
  await page.getByRole("spinbutton", { name: "Gold" }).fill("5");
  const promoId = await createdId(page, "/api/admin/promo-codes", () =>
    page.getByRole("button", { name: "Save" }).click(),
  );
  expect((await stored(page, `/api/admin/promo-codes/${promoId}`)).expiresAt).toBe(
    "2027-09-01T03:45:00.000Z",
  );
  await page.goto(`/console/promo-codes/${promoId}`);
  await expect(page.getByLabel("Expires at")).toHaveValue("2027-08-31T23:45");

  // ── A message to the demo player that expires on a winter evening.
  await page.getByRole("menuitem", { name: "Messages" }).click();
  await page.getByRole("link", { name: "Compose" }).click();
  await expect(page.getByRole("button", { name: "Send…" })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Plain text").check();
  await page.getByRole("textbox", { name: /^Title/ }).fill(`Season vote ${stamp}`);
  await page.getByRole("textbox", { name: "Text" }).fill(`Season vote closes soon ${stamp}`);
  await page.getByLabel("Expires at").fill("2027-02-01T20:15");
  await page.getByLabel("One player").check();
  await page.getByRole("combobox", { name: "Player (name or e-mail)" }).fill("player@example.com");
  await page.getByRole("option", { name: /player@example\.com/ }).click();
  await expect(page.getByTestId("live-count")).toHaveText("Reaches 1 player");
  await page.getByRole("button", { name: "Send…" }).click();
  const messageId = await createdId(page, "/api/admin/messages", () =>
    page.getByRole("dialog", { name: "Send this message?" }).getByRole("button", { name: "Send" }).click(),
  );
  expect((await stored(page, `/api/admin/messages/${messageId}`)).expiresAt).toBe("2027-02-02T01:15:00.000Z");
});
