// Export in the console, in Chromium: the audit trail over a date range (more
// rows than one API page of 500) and the promo codes with a formula-like
// description. The downloaded CSV must hold every row the list's total
// (the API's Content-Range) counts, with headers in words and the formula
// neutralised.
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index++;
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** The list's total as the API reports it: Content-Range's "/<total>". */
async function apiTotal(page: Page, resource: string, filter: object): Promise<number> {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), range: "[0,0]" });
  const response = await page.request.get(`/api/admin/${resource}?${query}`);
  expect(response.status()).toBe(200);
  return Number(response.headers()["content-range"]?.split("/")[1]);
}

/** Presses Export and reads the download: its headers, and each row keyed by header. */
async function exportCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export" }).click(),
  ]);
  const [headers = [], ...rows] = parseCsv(await readFile(await download.path(), "utf8"));
  const records = rows.map((row) =>
    Object.fromEntries(headers.map((header, index) => [header, row[index] ?? ""])),
  );
  return { headers, records };
}

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

test("the audit trail exports every row of a date range, more than one API page", async ({ page }) => {
  test.setTimeout(180_000);
  await signInToConsole(page, "analyst");
  // Days that have passed: no new row lands in them while the test runs.
  const filter = { type: "currency", createdAt_gte: isoDay(60), createdAt_lte: isoDay(1) };
  const total = await apiTotal(page, "history", filter);
  expect(total, "the seeded demo world's currency rows over those days").toBeGreaterThan(500);

  await page.getByRole("menuitem", { name: "Audit trail" }).click();
  await page.getByRole("combobox", { name: "Kind" }).click();
  await page.getByRole("option", { name: "Wallet (gold and gems)" }).click();
  await page.getByLabel("From", { exact: true }).fill(filter.createdAt_gte);
  await page.getByLabel("To", { exact: true }).fill(filter.createdAt_lte);
  await expect(page.getByText(new RegExp(`of (${total}|${total.toLocaleString("en-US")})$`))).toBeVisible();

  const { headers, records } = await exportCsv(page);
  expect(headers).toEqual(["Time (UTC)", "Who", "What happened", "Player", "Entry"]);
  expect(records).toHaveLength(total);
  expect(new Set(records.map((record) => record.Entry)).size).toBe(total);
  // Checked in plain code and asserted once: thousands of expect calls take minutes.
  const outside = records.filter((record) => {
    const day = record["Time (UTC)"]?.slice(0, 10) ?? "";
    return day < filter.createdAt_gte || day > filter.createdAt_lte;
  });
  expect(outside).toEqual([]);
  // Each row is a sentence naming the player (a wallet change in words); analysts see no e-mail address.
  expect(
    records.filter(
      (record) => !/ (received|spent) [\d,]+ (gold|gems?) \(/.test(record["What happened"] ?? ""),
    ),
  ).toEqual([]);
  expect(records.filter((record) => !record.Player)).toEqual([]);
  const unmasked = /[^\s"@*]+@example\.com/;
  expect(records.filter((record) => Object.values(record).some((cell) => unmasked.test(cell ?? "")))).toEqual(
    [],
  );
});

test("a promo code whose description starts with = exports as text, not a formula", async ({ page }) => {
  test.setTimeout(120_000);
  await signInToConsole(page, "liveops");
  const code = `CSV-${Date.now().toString(36).toUpperCase()}`;
  const description = '=HYPERLINK("https://example.com/steal?x=1","Claim, now")';
  const created = await page.request.post("/api/admin/promo-codes", {
    data: { code, description, rewards: { gold: 150, gems: 5 } },
  });
  expect(created.status()).toBe(201);

  await page.getByRole("menuitem", { name: "Promo codes" }).click();
  await page.getByPlaceholder("Code prefix").fill(code);
  await expect(page.getByText("1-1 of 1")).toBeVisible();

  const { headers, records } = await exportCsv(page);
  expect(records).toHaveLength(await apiTotal(page, "promo-codes", { q: code }));
  expect(headers).toEqual([
    "Code",
    "Description",
    "Reward",
    "Reward gold",
    "Reward gems",
    "Uses",
    "Most uses (empty: unlimited)",
    "Expires (UTC)",
    "Created (UTC)",
  ]);
  expect(records[0]).toMatchObject({
    Code: code,
    Description: `'${description}`,
    "Reward gold": "150",
    "Reward gems": "5",
  });
});

test("every list with Export downloads as many rows as the API counts, under headers in words", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInToConsole(page, "admin");
  for (const resource of [
    "players",
    "promo-codes",
    "polls",
    "messages",
    "announcements",
    "shop-items",
    "leaderboards",
    "transactions",
    "staff",
  ]) {
    await page.goto(`/console/${resource}`);
    const total = await apiTotal(page, resource, {});
    if (total === 0) {
      await expect(page.getByRole("button", { name: "Export" })).toBeDisabled();
      continue;
    }
    await expect(page.getByRole("button", { name: "Export" })).toBeEnabled();
    const { headers, records } = await exportCsv(page);
    expect(records, resource).toHaveLength(total);
    for (const header of headers) {
      // Words: a capital first, no camelCase or snake_case keys.
      expect(header, resource).toMatch(/^[A-Z]/);
      expect(header, resource).not.toMatch(/[a-z][A-Z]|_/);
    }
  }
});
