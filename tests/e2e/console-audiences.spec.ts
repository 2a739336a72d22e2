// The console's Audiences screen in Chromium, on a 390×844 phone: a LiveOps
// operator signs in, makes an audience in the rules form (in words), sees its
// live size change as the rules change, saves it, and finds the saved record
// through the admin API with the same size the page shows. Screenshots go to
// tests/screenshots/.
import { expect, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `tests/screenshots/console-audiences-${name}.png`, fullPage: true });

async function choose(page: Page, name: string | RegExp, option: string) {
  await page.getByRole("combobox", { name }).click();
  const listbox = page.getByRole("listbox");
  await expect(async () => {
    if (await listbox.isVisible()) await listbox.getByRole("option", { name: option, exact: true }).click();
    await expect(listbox).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** "1,234 players now" → 1234. */
const sizeIn = (text: string) =>
  Number(/([\d,]+) players? now/.exec(text)?.[1]?.replaceAll(",", "") ?? Number.NaN);

test("a LiveOps operator saves an audience in the rules form and sees its size", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToConsole(page, "liveops");
  const name = `Payers e2e ${Date.now().toString(36)}`;

  await page.goto("/console/audiences/create");
  const size = page.getByTestId("audience-live-size");
  await expect(size).toContainText("now", { timeout: 30_000 });
  await expect(size).not.toContainText("updating");
  const everyone = sizeIn((await size.textContent()) ?? "");
  expect(everyone).toBeGreaterThan(0);

  await page.getByRole("textbox", { name: /^Name/ }).fill(name);
  await page.getByRole("textbox", { name: "Description" }).fill("Players who paid, any level");
  await page.getByRole("spinbutton", { name: "Level from" }).fill("1");
  await choose(page, "Has paid", "Has paid");
  // The size follows the rules a moment after they stop changing.
  await expect(async () => {
    const text = (await size.textContent()) ?? "";
    expect(text).not.toContain("updating");
    expect(sizeIn(text)).toBeLessThan(everyone);
  }).toPass({ timeout: 20_000 });
  const payers = sizeIn((await size.textContent()) ?? "");
  await shot(page, "form");

  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname === "/api/admin/audiences",
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const answer = await saved;
  expect(answer.status(), await answer.text()).toBe(201);
  const { id } = (await answer.json()) as { id: number };
  await expect(page.getByText(`Audience ${name} saved`).first()).toBeVisible();

  // The show page: its size, and the conditions in words.
  await expect(page.getByTestId("audience-size")).toHaveText(
    `${payers.toLocaleString("en-US")} ${payers === 1 ? "player" : "players"}`,
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByText("level 1–∞, has paid")).toBeVisible();
  await shot(page, "show");

  const record = await page.request.get(`/api/admin/audiences/${id}`);
  expect(record.status()).toBe(200);
  expect(await record.json()).toMatchObject({
    name,
    description: "Players who paid, any level",
    rules: { levelMin: 1, hasPaid: true, includeBanned: false },
    size: payers,
  });

  // The list shows it with its size; nothing runs off the phone's screen.
  await page.goto("/console/audiences");
  await expect(page.getByText(name)).toBeVisible({ timeout: 30_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, "list");
});
