// The analyst dashboards in Chromium against the seeded demo world: the
// analyst opens each one from the menu, its charts render with data (recharts
// SVG), a table view has rows, a CSV downloads, and the range lives in the URL.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";

const dashboards = [
  { name: "Overview", path: "overview", table: "chart-active-users" },
  { name: "Retention", path: "retention", table: "chart-retention-lines" },
  { name: "Monetization", path: "monetization", table: "chart-revenue-by-country" },
  { name: "Economy", path: "economy", table: "chart-economy-gold" },
  { name: "Engagement", path: "engagement", table: "chart-polls" },
  { name: "Monsters", path: "monsters", table: "chart-monsters" },
] as const;

test("the analyst opens every dashboard and sees charts with data", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInToConsole(page, "analyst");
  await expect(page.getByText("Analyst dashboards", { exact: true })).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/analytics-home.png", fullPage: true });
  for (const dashboard of dashboards) {
    await page.getByRole("menuitem", { name: `Analytics: ${dashboard.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/console/analytics/${dashboard.path}`));
    await expect(page.getByTestId("chart-loading")).toHaveCount(0, { timeout: 30_000 });
    // Every card rendered something: a chart, never an error or an empty state.
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.locator(".recharts-surface").first()).toBeVisible();
    const drawn = page.locator(".recharts-line-curve, .recharts-bar-rectangle, .recharts-scatter-symbol");
    // Recharts measures its container before it draws: poll, do not sample once.
    await expect.poll(() => drawn.count(), { message: `${dashboard.name} draws data` }).toBeGreaterThan(0);
    // Legends name series in words ("Daily active players", "EUR"), never a field or key ("dau", "eur").
    for (const legend of await page.locator(".recharts-legend-item-text").allTextContents()) {
      expect(legend, `${dashboard.name} legend`).toMatch(/^[^a-z]/);
    }
    await page.screenshot({
      path: `tests/screenshots/analytics-${dashboard.path}.png`,
      fullPage: true,
    });

    const card = page.getByTestId(dashboard.table);
    await card.getByRole("button", { name: "Table" }).click();
    expect(await card.locator("tbody tr").count(), `${dashboard.name} table rows`).toBeGreaterThan(0);
    const download = page.waitForEvent("download");
    await card.getByRole("button", { name: /Export .* as CSV/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    // The CSV holds the table: a header and as many lines as the table has rows.
    const lines = (await readFile(await file.path(), "utf8")).trimEnd().split("\r\n");
    expect(lines.length - 1).toBe(await card.locator("tbody tr").count());
  }
});

test("the range and granularity are in the URL, so a view can be shared", async ({ page }) => {
  await signInToConsole(page, "analyst");
  await page.goto("/console/analytics/overview?from=2000-01-01&to=2000-01-31&granularity=week");
  await expect(page.getByLabel("From")).toHaveValue("2000-01-01");
  // Long before the seeded world: the empty state, not an error.
  await expect(page.getByText("No data for this range.").first()).toBeVisible();
  await page.getByRole("button", { name: "30 d" }).click();
  await expect(page).toHaveURL(/granularity=week/);
  await page.getByRole("button", { name: "Month" }).click();
  await expect(page).toHaveURL(/granularity=month/);
  await page.goto("/console/analytics/retention?granularity=week");
  await expect(page.getByTestId("chart-loading")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId("retention-heatmap").locator("tbody tr").first()).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/analytics-retention-heatmap.png", fullPage: true });
  // Printed: the charts and tables without the menu and the controls.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("menuitem", { name: "Analytics: Overview" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByTestId("retention-heatmap")).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/analytics-retention-print.png", fullPage: true });
});

test("revenue is also shown in one reporting currency, with the rates and their date", async ({ page }) => {
  await signInToConsole(page, "analyst");
  await page.goto("/console/analytics/monetization");
  await expect(page.getByTestId("chart-loading")).toHaveCount(0, { timeout: 30_000 });
  const card = page.getByTestId("chart-revenue-reporting-currency");
  await expect(card.getByText("Revenue in one currency")).toBeVisible();
  await expect(
    card.getByText(/All currencies in USD at the rates of 2 Nov 2026 \(1 EUR = 1\.16 USD/),
  ).toBeVisible();
  await expect
    .poll(() => card.locator(".recharts-line-curve").count(), { message: "the reporting line is drawn" })
    .toBeGreaterThan(0);
});
