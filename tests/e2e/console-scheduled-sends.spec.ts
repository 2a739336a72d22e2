// Scheduling a message from the console, in a browser set to Paris time: a
// fresh sign-in, the message compose screen's "Schedule" with a local time
// (the field names the zone) and a daily repeat, the confirmation, the saved
// record read back through the admin API (the instant in UTC, the operator's
// zone, the repeat), the send in the scheduled sends list (next time in the
// operator's zone, UTC on hover), and cancelling it after a confirmation —
// then at a phone's size the list and the page still fit.
import { expect, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";

test.use({ timezoneId: "Europe/Paris" });

const stamp = Date.now().toString(36);
/** Next year, 10 June at 09:30 in Paris (summer: UTC+02:00). */
const year = new Date().getUTCFullYear() + 1;
const local = `${year}-06-10T09:30`;
const utc = `${year}-06-10T07:30:00.000Z`;

test("liveops schedules a daily message, finds it in the list and cancels it", async ({ page }) => {
  test.setTimeout(120_000);
  await signInToConsole(page, "liveops");

  await page.goto("/console/messages/create");
  await expect(page.getByRole("button", { name: "Send…" })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Plain text").check();
  await page.getByRole("textbox", { name: /^Title/ }).fill(`Scheduled ${stamp}`);
  await page.getByRole("textbox", { name: /^Text/ }).fill(`Good morning ${stamp}`);
  await page.getByLabel("One player").check();
  await page.getByRole("combobox", { name: "Player (name or e-mail)" }).fill("player@example.com");
  await page.getByRole("option", { name: /player@example\.com/ }).click();
  await expect(page.getByTestId("live-count")).toContainText("Reaches 1 player");

  await page.getByLabel("Schedule", { exact: true }).check();
  await page.getByLabel(/^Send at/).fill(local);
  await expect(page.getByText(/Time in Europe\/Paris \(UTC\+02:00\)/).first()).toBeVisible();
  await page.getByRole("combobox", { name: "Repeat" }).click();
  await page.getByRole("option", { name: "Every N days" }).click();
  await expect(page.getByRole("spinbutton", { name: /^N/ })).toHaveValue("1");

  const created = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname === "/api/admin/scheduled-sends",
  );
  await page.getByRole("button", { name: "Schedule…" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule this message?" });
  await expect(dialog).toContainText("one player (1 player now)");
  await expect(dialog).toContainText("Every day");
  await dialog.getByRole("button", { name: "Schedule" }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  await expect(page.getByText(/^Scheduled for 10 Jun/).first()).toBeVisible();

  // The saved record: the instant in UTC, the operator's zone, the repeat, what and to whom.
  const stored = await page.request.get(`/api/admin/scheduled-sends/${id}`);
  expect(stored.status()).toBe(200);
  expect(await stored.json()).toMatchObject({
    kind: "message",
    at: utc,
    timeZone: "Europe/Paris",
    recurrence: { every: "day", interval: 1, until: null },
    status: "scheduled",
    title: `Scheduled ${stamp}`,
    targetKind: "player",
    payload: { draft: { message: `Good morning ${stamp}`, title: `Scheduled ${stamp}` } },
  });

  // In the list of upcoming sends, in the operator's time, with UTC on hover.
  await page.goto("/console/scheduled-sends");
  const row = page.getByRole("row", { name: new RegExp(`Scheduled ${stamp}`) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(`10 Jun ${year}, 09:30 CEST`);
  await expect(row).toContainText("Every day");
  await expect(row).toContainText("Scheduled");
  await row.getByText(`10 Jun ${year}, 09:30 CEST`).hover();
  await expect(page.getByRole("tooltip")).toContainText(`10 Jun ${year}, 07:30 UTC`);

  // Its page, then cancel after the confirmation.
  await row.click();
  await expect(page.getByText(`Message: Scheduled ${stamp}`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Not sent yet.")).toBeVisible();
  await page.getByRole("button", { name: "Cancel send" }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel this scheduled send?" });
  await expect(confirm).toContainText("What went out already stays sent");
  const cancelled = page.waitForResponse(
    (answer) => new URL(answer.url()).pathname === `/api/admin/scheduled-sends/${id}/cancel`,
  );
  await confirm.getByRole("button", { name: "Cancel the send" }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(page.getByText("Cancelled: it will not go out")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel send" })).toBeHidden();
  const after = await page.request.get(`/api/admin/scheduled-sends/${id}`);
  expect(await after.json()).toMatchObject({ status: "cancelled", at: null, sentCount: 0 });

  // At a phone's size the list and the page fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    "/console/scheduled-sends?filter=%7B%22when%22%3A%22past%22%7D",
    `/console/scheduled-sends/${id}/show`,
  ]) {
    await page.goto(path);
    await expect(page.getByText(`Scheduled ${stamp}`).first()).toBeVisible({ timeout: 30_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} fits a phone`).toBeLessThanOrEqual(0);
  }
});
