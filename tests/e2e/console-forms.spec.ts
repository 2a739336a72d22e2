// Every create and edit form of the console, walked as an admin in Chromium:
// filled with valid data and saved (the record is then read back through the
// admin API with the console's own session, and the notice names it), then
// opened again with invalid data, whose error must show under its field —
// refused by the form before any request, or by the API with the field named —
// while nothing is saved. One entry of `forms` per form; the first test checks
// that every create and edit screen in console/src/*/index.ts has its entry.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, expect, type Locator, type Page, type Response, test } from "@playwright/test";
import { boardLabel, operatorLabel, periodicityLabel, statLabel } from "../../console/src/format/labels.ts";
import { signInToConsole } from "../support/console-e2e.ts";
import { newPlayer, signUpInNewContext } from "../support/game-e2e.ts";

type Json = Record<string, unknown>;

interface Ctx {
  page: Page;
  browser: Browser;
}

/** A field's error: the field (by its label) and the words under it. */
interface FieldError {
  field: (page: Page) => Locator;
  message: string | RegExp;
}

interface InvalidCase {
  what: string;
  fill(ctx: Ctx): Promise<void>;
  /** "form": refused before any request; "api": the API answers 400/409 naming the field. */
  refusedBy: "form" | "api";
  errors: FieldError[];
  /** Something changed elsewhere just before this save (a second operator). */
  before?(ctx: Ctx): Promise<void>;
}

interface FormCase {
  /** The console/src folder of the resource, whose index.ts declares the form. */
  folder: string;
  screen: "create" | "edit";
  name: string;
  /** The write the form makes: method and API path. */
  write(): { method: "POST" | "PUT"; path: string };
  open(ctx: Ctx): Promise<void>;
  fill(ctx: Ctx): Promise<void>;
  /** How this form is submitted (default: its Save button). */
  press?(page: Page): Promise<void>;
  /** A confirmation the valid save asks for after press (a send's dialog). */
  confirm?(page: Page): Promise<void>;
  /** The saved record (the write's answer) read back through the API and checked; returns it. */
  check(ctx: Ctx, answer: Json): Promise<void>;
  notice(): string | RegExp;
  invalid: InvalidCase[];
  /** Why a form has no invalid case (every value it can take is valid). */
  noInvalidInput?: string;
}

const stamp = Date.now().toString(36);
const STAMP = stamp.toUpperCase();
/** What the create forms made, for the edit forms (tests run in this order, in one worker). */
const made = new Map<string, Json>();

function madeBy(key: string): Json {
  const record = made.get(key);
  if (!record) throw new Error(`needs the record the ${key} form makes (that test failed or was skipped)`);
  return record;
}

/** The record as the admin API returns it now. */
async function stored(page: Page, path: string): Promise<Json> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as Json;
}

async function list(page: Page, resource: string): Promise<Json[]> {
  const response = await page.request.get(`/api/admin/${resource}?range=${encodeURIComponent("[0,499]")}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Json[];
}

/** The console's sign-in, given longer for its dashboard on a busy machine. */
async function signIn(page: Page) {
  await signInToConsole(page, "admin").catch(() =>
    expect(page.getByText("Welcome to the Monster Arena LiveOps console")).toBeVisible({ timeout: 30_000 }),
  );
}

/** A screen's code loads when first opened (console/src/lazy-screen.ts): slow on a busy machine. */
const screenLoad = 30_000;

/** The form's submit button: Save, or a send's Send… and Announce…. */
const formButton = (page: Page) => page.getByRole("button", { name: /^(Save|Send…|Announce…)$/ });

const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).click();

/** The new form, once its loads are done (a value typed before the form's last reset was lost). */
async function openNew(page: Page, resource: string) {
  await page.goto(`/console/${resource}/create`);
  await expect(formButton(page)).toBeVisible({ timeout: screenLoad });
  await page.waitForLoadState("networkidle");
}

async function openEdit(page: Page, resource: string, id: unknown, ready: Locator) {
  await page.goto(`/console/${resource}/${encodeURIComponent(String(id))}`);
  await expect(ready).not.toHaveValue("", { timeout: screenLoad });
  await page.waitForLoadState("networkidle");
}

const textbox = (name: string | RegExp) => (page: Page) => page.getByRole("textbox", { name });
const number = (name: string | RegExp) => (page: Page) => page.getByRole("spinbutton", { name });
const select = (name: string | RegExp) => (page: Page) => page.getByRole("combobox", { name });

async function choose(page: Page, name: string | RegExp, option: string) {
  await page.getByRole("combobox", { name }).click();
  const listbox = page.getByRole("listbox");
  // A click during the menu's opening transition can be lost (the menu stayed open): click until it closes.
  await expect(async () => {
    if (await listbox.isVisible()) await listbox.getByRole("option", { name: option, exact: true }).click();
    await expect(listbox).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** A raw key rather than words: one token in lower case, camelCase, snake_case or kebab-case (vip, vipDays, used_up, expire-vip). */
const rawKey = /^[a-z][\w-]*$|^\S*_\S*$/;

/**
 * Every choice list (select) of the form on screen shows words: each is opened, its
 * options read and the menu closed again. Autocompletes (people, by e-mail) are not
 * choice lists. Returns what it read, for the report.
 */
async function expectChoicesInWords(page: Page, where: string): Promise<string[]> {
  const selects = page.locator('#main-content div[role="combobox"][aria-haspopup="listbox"]');
  const read: string[] = [];
  for (let index = 0; index < (await selects.count()); index += 1) {
    const select = selects.nth(index);
    if (!(await select.isVisible()) || (await select.getAttribute("aria-disabled")) === "true") continue;
    const label = (await select.getAttribute("aria-labelledby"))?.split(" ")[0];
    // The label without a required field's asterisk.
    const name = label
      ? ((await page.locator(`[id="${label}"]`).textContent()) ?? "").replace(/[\s*\u2009]+$/, "").trim()
      : `#${index}`;
    await select.click();
    const listbox = page.getByRole("listbox");
    await expect(listbox).toBeVisible();
    const options = (await listbox.getByRole("option").allTextContents()).map((text) => text.trim());
    const named = options.filter((text) => text !== "");
    expect(named.length, `${where}: ${name} offers something`).toBeGreaterThan(0);
    expect(
      named.filter((text) => rawKey.test(text)),
      `${where}: ${name} shows words, not keys`,
    ).toEqual([]);
    read.push(`${name}: ${named.join(", ")}`);
    await page.keyboard.press("Escape");
    await expect(listbox).toBeHidden();
  }
  return read;
}

/** A message to everyone, scheduled a year ahead through the admin API, for the scheduled send's edit form. */
async function scheduleOneMessage(page: Page): Promise<Json> {
  const at = new Date(Date.now() + 365 * 86_400_000);
  at.setUTCSeconds(0, 0);
  const response = await page.request.post("/api/admin/scheduled-sends", {
    data: {
      kind: "message",
      payload: {
        target: { kind: "everyone" },
        draft: { title: `Sweep scheduled ${stamp}`, message: `Sweep scheduled hello ${stamp}` },
      },
      at: at.toISOString(),
      timeZone: "UTC",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Json;
}

async function choosePlayer(page: Page) {
  await page.getByRole("combobox", { name: "Player (name or e-mail)" }).fill("player@example.com");
  await page.getByRole("option", { name: /player@example\.com/ }).click();
  await expect(page.getByTestId("live-count")).toContainText("Reaches 1 player");
}

/** The error shows under the field: in the field's own form control, as its (error) helper text. */
async function expectFieldError(page: Page, error: FieldError) {
  const field = error.field(page).first();
  await expect(field).toBeVisible();
  const control = field.locator("xpath=ancestor::*[contains(@class,'MuiFormControl-root')][1]");
  await expect(control.locator(".MuiFormHelperText-root.Mui-error")).toContainText(error.message);
}

/** "Leaderboard Daily Elo rating saved": the board by the catalogue's name, never its keys ("daily elo"). */
function boardNotice(board: Json): string {
  return `Leaderboard ${boardLabel({ periodicity: String(board.periodicity), type: String(board.type) })} saved`;
}

// ── The forms ────────────────────────────────────────────────────────────────

const promoCode = `FORMS-${STAMP}`;
const batchPrefix = `FB${STAMP}`;
const pollKey = `forms-${stamp}`;
const audienceName = `Sweep audience ${stamp}`;
const liveEventName = `Sweep event ${stamp}`;
const experimentName = `Sweep experiment ${stamp}`;
const experimentKey = `sweep-${stamp}`;
const shopItemName = `Sweep pack ${stamp}`;
const serverKeyName = `Sweep server ${stamp}`;
const webhookUrl = `http://127.0.0.1:9/forms-${stamp}`;

const forms: FormCase[] = [
  {
    folder: "promo-codes",
    screen: "create",
    name: "Promo code: create one code",
    write: () => ({ method: "POST", path: "/api/admin/promo-codes" }),
    open: ({ page }) => openNew(page, "promo-codes"),
    async fill({ page }) {
      await expect(page.getByRole("radio", { name: "One code" })).toBeChecked();
      await page.getByRole("textbox", { name: /^Code/ }).fill(promoCode);
      await page.getByRole("textbox", { name: "Description" }).fill("Forms sweep gift");
      await page.getByRole("spinbutton", { name: "Max uses" }).fill("10");
      await page.getByRole("spinbutton", { name: "Gold" }).fill("5");
    },
    async check({ page }, answer) {
      const record = await stored(page, `/api/admin/promo-codes/${answer.id}`);
      expect(record).toMatchObject({
        code: promoCode,
        description: "Forms sweep gift",
        maxUses: 10,
        rewards: { gold: 5 },
      });
      made.set("promo-code", record);
      // The page it lands on is titled by the singular name and the code ("Promo codes X" before).
      await expect(page.locator("#react-admin-title")).toHaveText(`Promo code ${promoCode}`, {
        timeout: screenLoad,
      });
    },
    notice: () => `Promo code ${promoCode} saved`,
    invalid: [
      {
        what: "the same code again (codes ignore case)",
        refusedBy: "api",
        async fill({ page }) {
          await page.getByRole("textbox", { name: /^Code/ }).fill(promoCode.toLowerCase());
          await page.getByRole("spinbutton", { name: "Gold" }).fill("1");
        },
        errors: [{ field: textbox(/^Code/), message: "exists already" }],
      },
      {
        what: "max uses 0",
        refusedBy: "form",
        async fill({ page }) {
          await page.getByRole("textbox", { name: /^Code/ }).fill(`${promoCode}-B`);
          await page.getByRole("spinbutton", { name: "Max uses" }).fill("0");
          await page.getByRole("spinbutton", { name: "Gold" }).fill("1");
        },
        errors: [{ field: number("Max uses"), message: "Must be at least 1" }],
      },
      {
        what: "no code",
        refusedBy: "form",
        async fill({ page }) {
          await page.getByRole("spinbutton", { name: "Gold" }).fill("1");
        },
        errors: [{ field: textbox(/^Code/), message: "Required" }],
      },
    ],
  },
  {
    folder: "promo-codes",
    screen: "create",
    name: "Promo code: create a batch of codes",
    write: () => ({ method: "POST", path: "/api/admin/promo-codes/batch" }),
    open: ({ page }) => openNew(page, "promo-codes"),
    async fill({ page }) {
      await page.getByRole("radio", { name: "A batch of random codes" }).check();
      await page.getByRole("textbox", { name: /^Prefix/ }).fill(batchPrefix);
      await page.getByRole("spinbutton", { name: /^How many/ }).fill("3");
      await page.getByRole("spinbutton", { name: "Gold" }).fill("1");
    },
    async check({ page }, answer) {
      const codes = answer.codes as { id: number; code: string }[];
      expect(codes).toHaveLength(3);
      for (const row of codes) {
        expect(row.code.startsWith(`${batchPrefix}-`)).toBe(true);
        expect(await stored(page, `/api/admin/promo-codes/${row.id}`)).toMatchObject({
          code: row.code,
          rewards: { gold: 1 },
        });
      }
      await expect(page.getByTestId("batch-codes")).toContainText(codes[0]?.code ?? "?");
    },
    notice: () => "3 codes made",
    invalid: [
      {
        what: "0 codes and no prefix",
        refusedBy: "form",
        async fill({ page }) {
          await page.getByRole("radio", { name: "A batch of random codes" }).check();
          await page.getByRole("spinbutton", { name: /^How many/ }).fill("0");
          await page.getByRole("spinbutton", { name: "Gold" }).fill("1");
        },
        errors: [
          { field: number(/^How many/), message: "Must be at least 1" },
          { field: textbox(/^Prefix/), message: "Required" },
        ],
      },
    ],
  },
  {
    folder: "promo-codes",
    screen: "edit",
    name: "Promo code: edit its terms",
    write: () => ({ method: "PUT", path: `/api/admin/promo-codes/${madeBy("promo-code").id}` }),
    open: ({ page }) =>
      openEdit(page, "promo-codes", madeBy("promo-code").id, page.getByRole("textbox", { name: "Code" })),
    async fill({ page }) {
      await page.getByRole("textbox", { name: "Description" }).fill("Forms sweep gift, edited");
      await page.getByRole("spinbutton", { name: "Max uses" }).fill("20");
    },
    async check({ page }) {
      const record = await stored(page, `/api/admin/promo-codes/${madeBy("promo-code").id}`);
      expect(record).toMatchObject({ description: "Forms sweep gift, edited", maxUses: 20, expiresAt: null });
    },
    notice: () => `Promo code ${promoCode} saved`,
    invalid: [
      {
        what: "max uses 0",
        refusedBy: "form",
        fill: ({ page }) => page.getByRole("spinbutton", { name: "Max uses" }).fill("0"),
        errors: [{ field: number("Max uses"), message: "Must be at least 1" }],
      },
      // (A past expiry is taken on edit: it is how a code is ended now.)
      {
        what: "negative gold",
        refusedBy: "form",
        fill: ({ page }) => page.getByRole("spinbutton", { name: "Gold" }).fill("-5"),
        errors: [{ field: number("Gold"), message: "Must be at least 0" }],
      },
    ],
  },
  {
    folder: "audiences",
    screen: "create",
    name: "Audience: create",
    write: () => ({ method: "POST", path: "/api/admin/audiences" }),
    open: ({ page }) => openNew(page, "audiences"),
    async fill({ page }) {
      await page.getByRole("textbox", { name: /^Name/ }).fill(audienceName);
      await page.getByRole("textbox", { name: "Description" }).fill("Forms sweep audience");
      await page.getByRole("spinbutton", { name: "Level from" }).fill("5");
      await page.getByRole("spinbutton", { name: "Level to" }).fill("50");
      await choose(page, "VIP", "Not VIP");
      await page.getByRole("textbox", { name: /^Countries/ }).fill("fr, de");
      await page.getByRole("spinbutton", { name: /^Spent at least/ }).fill("1");
    },
    async check({ page }, answer) {
      const record = await stored(page, `/api/admin/audiences/${answer.id}`);
      expect(record).toMatchObject({
        name: audienceName,
        description: "Forms sweep audience",
        rules: { levelMin: 5, levelMax: 50, vip: false, countries: ["FR", "DE"], spendMinCents: 100 },
        size: expect.any(Number),
      });
      made.set("audience", record);
      await expect(page.locator("#react-admin-title")).toHaveText(`Audience ${audienceName}`, {
        timeout: screenLoad,
      });
    },
    notice: () => `Audience ${audienceName} saved`,
    invalid: [
      {
        what: "the same name again (names ignore case)",
        refusedBy: "api",
        fill: ({ page }) => page.getByRole("textbox", { name: /^Name/ }).fill(audienceName.toUpperCase()),
        errors: [{ field: textbox(/^Name/), message: "another audience has this name" }],
      },
      {
        what: "level to below level from",
        refusedBy: "api",
        async fill({ page }) {
          await page.getByRole("textbox", { name: /^Name/ }).fill(`${audienceName} B`);
          await page.getByRole("spinbutton", { name: "Level from" }).fill("20");
          await page.getByRole("spinbutton", { name: "Level to" }).fill("10");
        },
        errors: [{ field: number("Level to"), message: "must be at least the level from" }],
      },
      {
        what: "no name",
        refusedBy: "form",
        fill: ({ page }) => page.getByRole("spinbutton", { name: "Level from" }).fill("2"),
        errors: [{ field: textbox(/^Name/), message: "Required" }],
      },
    ],
  },
  {
    folder: "audiences",
    screen: "edit",
    name: "Audience: edit its rules",
    write: () => ({ method: "PUT", path: `/api/admin/audiences/${madeBy("audience").id}` }),
    open: ({ page }) =>
      openEdit(page, "audiences", madeBy("audience").id, page.getByRole("textbox", { name: /^Name/ })),
    async fill({ page }) {
      await page.getByRole("textbox", { name: "Description" }).fill("Forms sweep audience, edited");
      await page.getByRole("spinbutton", { name: "Level to" }).fill("60");
    },
    async check({ page }) {
      const record = await stored(page, `/api/admin/audiences/${madeBy("audience").id}`);
      expect(record).toMatchObject({
        description: "Forms sweep audience, edited",
        rules: { levelMin: 5, levelMax: 60, vip: false, countries: ["FR", "DE"], spendMinCents: 100 },
      });
    },
    notice: () => `Audience ${audienceName} saved`,
    invalid: [
      {
        what: "an experiment without its variant",
        refusedBy: "form",
        fill: ({ page }) => page.getByRole("textbox", { name: /^Experiment/ }).fill("price-test"),
        errors: [{ field: textbox(/^Variant seen/), message: "Enter the variant too" }],
      },
      {
        what: "spent at most below spent at least",
        refusedBy: "api",
        fill: ({ page }) => page.getByRole("spinbutton", { name: /^Spent at most/ }).fill("0.5"),
        errors: [{ field: number(/^Spent at most/), message: "must be at least the smallest spend" }],
      },
    ],
  },
  {
    folder: "live-events",
    screen: "create",
    name: "Live event: create",
    write: () => ({ method: "POST", path: "/api/admin/live-events" }),
    open: ({ page }) => openNew(page, "live-events"),
    async fill({ page }) {
      await page.getByRole("textbox", { name: /^Name/ }).fill(liveEventName);
      await page.getByRole("textbox", { name: /^Description/ }).fill("Forms sweep event");
      await page.getByLabel(/^Starts at/).fill("2027-04-01T10:00");
      await page.getByLabel(/^Ends at/).fill("2027-04-03T10:00");
      await page.getByRole("button", { name: "Add" }).click();
      await choose(page, /^Modifier/, "More experience from battles");
      await page.getByRole("spinbutton", { name: /^Multiplier/ }).fill("1.5");
    },
    async check({ page }, answer) {
      const record = await stored(page, `/api/admin/live-events/${answer.id}`);
      expect(record).toMatchObject({
        name: liveEventName,
        description: "Forms sweep event",
        audienceId: null,
        status: "scheduled",
        modifiers: [{ kind: "xpMultiplier", factor: 1.5 }],
      });
      made.set("live-event", record);
    },
    notice: () => `Live event ${liveEventName} saved`,
    invalid: [
      {
        what: "an end before the start",
        refusedBy: "api",
        async fill({ page }) {
          await page.getByRole("textbox", { name: /^Name/ }).fill(`${liveEventName} B`);
          await page.getByLabel(/^Starts at/).fill("2027-04-05T10:00");
          await page.getByLabel(/^Ends at/).fill("2027-04-04T10:00");
        },
        errors: [{ field: (page) => page.getByLabel(/^Ends at/), message: "must be after the start" }],
      },
      {
        what: "no name",
        refusedBy: "form",
        async fill({ page }) {
          await page.getByLabel(/^Starts at/).fill("2027-04-05T10:00");
          await page.getByLabel(/^Ends at/).fill("2027-04-06T10:00");
        },
        errors: [{ field: textbox(/^Name/), message: "Required" }],
      },
    ],
  },
  {
    folder: "live-events",
    screen: "edit",
    name: "Live event: edit",
    write: () => ({ method: "PUT", path: `/api/admin/live-events/${madeBy("live-event").id}` }),
    open: ({ page }) =>
      openEdit(page, "live-events", madeBy("live-event").id, page.getByRole("textbox", { name: /^Name/ })),
    async fill({ page }) {
      await page.getByRole("textbox", { name: /^Description/ }).fill("Forms sweep event, edited");
    },
    async check({ page }) {
      const record = await stored(page, `/api/admin/live-events/${madeBy("live-event").id}`);
      expect(record).toMatchObject({
        description: "Forms sweep event, edited",
        modifiers: [{ kind: "xpMultiplier", factor: 1.5 }],
      });
    },
    notice: () => `Live event ${liveEventName} saved`,
    invalid: [
      {
        what: "an end before the start",
        refusedBy: "api",
        fill: ({ page }) => page.getByLabel(/^Ends at/).fill("2027-03-01T10:00"),
        errors: [{ field: (page) => page.getByLabel(/^Ends at/), message: "must be after the start" }],
      },
    ],
  },
  {
    folder: "experiments",
    screen: "create",
    name: "Experiment: create a draft",
    write: () => ({ method: "POST", path: "/api/admin/experiments" }),
    open: ({ page }) => openNew(page, "experiments"),
    async fill({ page }) {
      await textbox(/^Name/)(page).first().fill(experimentName);
      await textbox(/^Key/)(page).first().fill(experimentKey);
      await choose(page, /^Primary metric/, "Conversion to payer");
      // The form starts with a control and a second variant; the second changes the egg button's word.
      const variant = page.getByRole("group", { name: "Variant 2", exact: true });
      await variant.getByRole("combobox", { name: /^Settings it changes/ }).click();
      await page.getByRole("listbox").getByRole("option", { name: "Egg button label", exact: true }).click();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("listbox")).toBeHidden();
      await variant.getByRole("textbox", { name: /^Egg button label/ }).fill("Hatch");
    },
    async check({ page }, answer) {
      const record = await stored(page, `/api/admin/experiments/${answer.id}`);
      expect(record).toMatchObject({
        key: experimentKey,
        name: experimentName,
        status: "draft",
        audienceId: null,
        trafficPercent: 100,
        metric: "payerConversion",
        variants: [
          { key: "control", name: "Control", weight: 1, values: {} },
          { key: "variant-b", name: "Variant B", weight: 1, values: { "summons.cta_label": "Hatch" } },
        ],
      });
      made.set("experiment", record);
    },
    notice: () => `Experiment ${experimentName} saved`,
    invalid: [
      {
        what: "a key another experiment has",
        refusedBy: "api",
        async fill({ page }) {
          await textbox(/^Name/)(page).first().fill(`${experimentName} B`);
          await textbox(/^Key/)(page).first().fill(experimentKey);
        },
        errors: [
          { field: (page) => textbox(/^Key/)(page).first(), message: "another experiment has this key" },
        ],
      },
      {
        what: "a key in capitals and no name",
        refusedBy: "form",
        fill: ({ page }) => textbox(/^Key/)(page).first().fill("Sweep Key"),
        errors: [
          { field: (page) => textbox(/^Key/)(page).first(), message: "3 to 60 lower-case letters" },
          { field: (page) => textbox(/^Name/)(page).first(), message: "Required" },
        ],
      },
      {
        what: "two variants with one key",
        refusedBy: "form",
        async fill({ page }) {
          await textbox(/^Name/)(page).first().fill(`${experimentName} C`);
          await textbox(/^Key/)(page).first().fill(`${experimentKey}-c`);
          const variant = page.getByRole("group", { name: "Variant 2", exact: true });
          await variant.getByRole("textbox", { name: /^Key/ }).fill("control");
        },
        errors: [
          {
            field: (page) => page.getByRole("group", { name: "Variant 2", exact: true }),
            message: "Two variants have the key control",
          },
        ],
      },
    ],
  },
  {
    folder: "experiments",
    screen: "edit",
    name: "Experiment: edit a draft",
    write: () => ({ method: "PUT", path: `/api/admin/experiments/${madeBy("experiment").id}` }),
    open: ({ page }) =>
      openEdit(page, "experiments", madeBy("experiment").id, textbox(/^Name/)(page).first()),
    async fill({ page }) {
      await textbox(/^Hypothesis/)(page).fill("Hatch says what an egg does");
      await number(/^Traffic/)(page).fill("50");
    },
    async check({ page }) {
      const record = await stored(page, `/api/admin/experiments/${madeBy("experiment").id}`);
      expect(record).toMatchObject({
        key: experimentKey,
        hypothesis: "Hatch says what an egg does",
        trafficPercent: 50,
        metric: "payerConversion",
        variants: [
          { key: "control", values: {} },
          { key: "variant-b", values: { "summons.cta_label": "Hatch" } },
        ],
      });
    },
    notice: () => `Experiment ${experimentName} saved`,
    invalid: [
      {
        what: "traffic 0 %",
        refusedBy: "form",
        fill: ({ page }) => number(/^Traffic/)(page).fill("0"),
        errors: [{ field: number(/^Traffic/), message: "Must be at least 1" }],
      },
    ],
  },
  {
    folder: "polls",
    screen: "create",
    name: "Poll: create",
    write: () => ({ method: "POST", path: "/api/admin/polls" }),
    open: ({ page }) => openNew(page, "polls"),
    async fill({ page }) {
      await page.getByRole("textbox", { name: /^Key/ }).fill(pollKey);
      await page.getByRole("textbox", { name: /^Question/ }).fill("Red or blue?");
      await page.getByRole("textbox", { name: /^Options/ }).fill("Red\nBlue");
      await page.getByLabel(/^Starts at/).fill("2027-03-01T10:00");
      await page.getByLabel(/^Ends at/).fill("2027-03-08T10:00");
      await page.getByRole("spinbutton", { name: "Gold" }).fill("3");
    },
    async check({ page }, answer) {
      const record = await stored(page, `/api/admin/polls/${answer.id}`);
      expect(record).toMatchObject({
        key: pollKey,
        question: "Red or blue?",
        options: ["Red", "Blue"],
        rewards: { gold: 3 },
      });
      made.set("poll", record);
    },
    // The poll by its question, as people read it; the key is its identifier.
    notice: () => "Poll Red or blue? saved",
    invalid: [
      {
        what: "no dates",
        refusedBy: "form",
        async fill({ page }) {
          await page.getByRole("textbox", { name: /^Key/ }).fill(`${pollKey}-b`);
          await page.getByRole("textbox", { name: /^Question/ }).fill("No dates?");
          await page.getByRole("textbox", { name: /^Options/ }).fill("Yes\nNo");
        },
        errors: [
          { field: (page) => page.getByLabel(/^Starts at/), message: "Required" },
          { field: (page) => page.getByLabel(/^Ends at/), message: "Required" },
        ],
      },
      {
        what: "one option",
        refusedBy: "form",
        async fill({ page }) {
          await page.getByRole("textbox", { name: /^Key/ }).fill(`${pollKey}-c`);
          await page.getByRole("textbox", { name: /^Question/ }).fill("Only one?");
          await page.getByRole("textbox", { name: /^Options/ }).fill("Yes");
          await page.getByLabel(/^Starts at/).fill("2027-03-01T10:00");
          await page.getByLabel(/^Ends at/).fill("2027-03-08T10:00");
        },
        errors: [{ field: textbox(/^Options/), message: "At least 2 options" }],
      },
      {
        what: "a key that is taken",
        refusedBy: "api",
        async fill({ page }) {
          await page.getByRole("textbox", { name: /^Key/ }).fill(pollKey);
          await page.getByRole("textbox", { name: /^Question/ }).fill("Again?");
          await page.getByRole("textbox", { name: /^Options/ }).fill("Yes\nNo");
          await page.getByLabel(/^Starts at/).fill("2027-03-01T10:00");
          await page.getByLabel(/^Ends at/).fill("2027-03-08T10:00");
        },
        errors: [{ field: textbox(/^Key/), message: "taken" }],
      },
    ],
  },
  {
    folder: "polls",
    screen: "edit",
    name: "Poll: edit",
    write: () => ({ method: "PUT", path: `/api/admin/polls/${madeBy("poll").id}` }),
    open: ({ page }) =>
      openEdit(page, "polls", madeBy("poll").id, page.getByRole("textbox", { name: "Key" })),
    fill: ({ page }) => page.getByRole("textbox", { name: /^Question/ }).fill("Red or blue, really?"),
    async check({ page }) {
      const record = await stored(page, `/api/admin/polls/${madeBy("poll").id}`);
      expect(record).toMatchObject({ question: "Red or blue, really?", endsAt: madeBy("poll").endsAt });
    },
    notice: () => "Poll Red or blue, really? saved",
    invalid: [
      {
        what: "an end before the start",
        refusedBy: "api",
        fill: ({ page }) => page.getByLabel(/^Ends at/).fill("2027-02-01T10:00"),
        errors: [{ field: (page) => page.getByLabel(/^Ends at/), message: "must end after it starts" }],
      },
      {
        what: "no question",
        refusedBy: "form",
        fill: ({ page }) => page.getByRole("textbox", { name: /^Question/ }).fill(""),
        errors: [{ field: textbox(/^Question/), message: "Required" }],
      },
    ],
  },
  {
    folder: "messages",
    screen: "create",
    name: "Message: compose and send",
    write: () => ({ method: "POST", path: "/api/admin/messages" }),
    open: ({ page }) => openNew(page, "messages"),
    async fill({ page }) {
      await page.getByLabel("Plain text").check();
      // A plain-text message has a title of its own (the player's inbox lists it).
      await page.getByRole("textbox", { name: /^Title/ }).fill(`Forms sweep ${stamp}`);
      await page.getByRole("textbox", { name: /^Text/ }).fill(`Forms sweep hello ${stamp}`);
      await page.getByRole("spinbutton", { name: "Gems" }).fill("2");
      await page.getByLabel("One player").check();
      await choosePlayer(page);
    },
    press: (page) => page.getByRole("button", { name: "Send…" }).click(),
    confirm: (page) =>
      page.getByRole("dialog", { name: "Send this message?" }).getByRole("button", { name: "Send" }).click(),
    async check({ page }, answer) {
      const record = await stored(page, `/api/admin/messages/${answer.id}`);
      expect(record).toMatchObject({
        title: `Forms sweep ${stamp}`,
        text: `Forms sweep hello ${stamp}`,
        rewards: { gems: 2 },
        count: 1,
      });
    },
    notice: () => "Sent to 1 player",
    invalid: [
      {
        what: "no text",
        refusedBy: "form",
        async fill({ page }) {
          await page.getByLabel("Plain text").check();
          await page.getByRole("textbox", { name: /^Title/ }).fill(`Forms sweep ${stamp}`);
          await page.getByLabel("One player").check();
          await choosePlayer(page);
        },
        errors: [{ field: textbox(/^Text/), message: "Required" }],
      },
    ],
  },
  {
    folder: "announcements",
    screen: "create",
    name: "Announcement: compose and announce",
    write: () => ({ method: "POST", path: "/api/admin/announcements" }),
    open: ({ page }) => openNew(page, "announcements"),
    async fill({ page }) {
      await page.getByRole("textbox", { name: /^Title/ }).fill(`Forms sweep ${stamp}`);
      await page.getByRole("textbox", { name: /^Text/ }).fill("A toast for the demo player");
      await choosePlayer(page);
    },
    press: (page) => page.getByRole("button", { name: "Announce…" }).click(),
    confirm: (page) =>
      page.getByRole("dialog", { name: "Announce now?" }).getByRole("button", { name: "Send" }).click(),
    async check({ page }, answer) {
      const record = await stored(page, `/api/admin/announcements/${answer.id}`);
      expect(record).toMatchObject({ title: `Forms sweep ${stamp}`, body: "A toast for the demo player" });
    },
    notice: () => "Announced",
    invalid: [
      {
        what: "no title",
        refusedBy: "form",
        fill: ({ page }) => choosePlayer(page),
        errors: [{ field: textbox(/^Title/), message: "Required" }],
      },
    ],
  },
  {
    folder: "scheduled-sends",
    screen: "edit",
    name: "Scheduled send: edit before it goes out",
    write: () => ({ method: "PUT", path: `/api/admin/scheduled-sends/${madeBy("scheduled-send").id}` }),
    async open({ page }) {
      if (!made.has("scheduled-send")) made.set("scheduled-send", await scheduleOneMessage(page));
      await openEdit(
        page,
        "scheduled-sends",
        madeBy("scheduled-send").id,
        page.getByRole("textbox", { name: /^Title/ }),
      );
    },
    async fill({ page }) {
      await page.getByRole("textbox", { name: /^Title/ }).fill(`Sweep scheduled ${stamp}, edited`);
      await choose(page, "Repeat", "Every N weeks");
      await page.getByRole("spinbutton", { name: /^N/ }).fill("2");
    },
    async check({ page }) {
      const record = await stored(page, `/api/admin/scheduled-sends/${madeBy("scheduled-send").id}`);
      expect(record).toMatchObject({
        title: `Sweep scheduled ${stamp}, edited`,
        status: "scheduled",
        recurrence: { every: "week", interval: 2, until: null },
        at: madeBy("scheduled-send").at,
      });
    },
    notice: () => "Scheduled send saved",
    invalid: [
      {
        what: "a time in the past",
        refusedBy: "api",
        fill: ({ page }) => page.getByLabel(/^Send at/).fill("2020-01-01T10:00"),
        errors: [{ field: (page) => page.getByLabel(/^Send at/), message: "must be in the future" }],
      },
      {
        what: "no title",
        refusedBy: "form",
        fill: ({ page }) => page.getByRole("textbox", { name: /^Title/ }).fill(""),
        errors: [{ field: textbox(/^Title/), message: "Required" }],
      },
    ],
  },
  {
    folder: "shop-items",
    screen: "create",
    name: "Shop item: create",
    write: () => ({ method: "POST", path: "/api/admin/shop-items" }),
    open: ({ page }) => openNew(page, "shop-items"),
    async fill({ page }) {
      await page.getByRole("textbox", { name: /^Name/ }).fill(shopItemName);
      await choose(page, /^Category/, "Passes");
      await page.getByRole("spinbutton", { name: /^Price/ }).fill("120");
      await choose(page, /^Grants/, "VIP days");
      await page.getByRole("spinbutton", { name: /^VIP days/ }).fill("3");
    },
    async check({ page }, answer) {
      // The saved item opens, as other forms' records do (not the list, sorted away from it).
      await expect(page).toHaveURL(new RegExp(`/console/shop-items/${answer.id}$`));
      const record = await stored(page, `/api/admin/shop-items/${answer.id}`);
      expect(record).toMatchObject({
        name: shopItemName,
        category: "vip",
        price: 120,
        currency: "gold",
        tier: 1,
        isAvailable: false,
        grant: { kind: "vipDays", days: 3 },
      });
      made.set("shop-item", record);
    },
    notice: () => `Shop item ${shopItemName} saved`,
    invalid: [
      {
        what: "price 0",
        refusedBy: "form",
        async fill({ page }) {
          await page.getByRole("textbox", { name: /^Name/ }).fill(`${shopItemName} b`);
          await choose(page, /^Category/, "Passes");
          await page.getByRole("spinbutton", { name: /^Price/ }).fill("0");
          await choose(page, /^Grants/, "VIP days");
          await page.getByRole("spinbutton", { name: /^VIP days/ }).fill("3");
        },
        errors: [{ field: number(/^Price/), message: "Must be at least 1" }],
      },
      {
        what: "a name that is taken",
        refusedBy: "api",
        async fill({ page }) {
          await page.getByRole("textbox", { name: /^Name/ }).fill(shopItemName);
          await choose(page, /^Category/, "Passes");
          await page.getByRole("spinbutton", { name: /^Price/ }).fill("99");
          await choose(page, /^Grants/, "VIP days");
          await page.getByRole("spinbutton", { name: /^VIP days/ }).fill("1");
        },
        errors: [{ field: textbox(/^Name/), message: `There is already an item called ${shopItemName}` }],
      },
    ],
  },
  {
    folder: "shop-items",
    screen: "edit",
    name: "Shop item: edit",
    write: () => ({ method: "PUT", path: `/api/admin/shop-items/${madeBy("shop-item").id}` }),
    open: ({ page }) =>
      openEdit(page, "shop-items", madeBy("shop-item").id, page.getByRole("textbox", { name: /^Name/ })),
    async fill({ page }) {
      await page.getByRole("spinbutton", { name: /^Price/ }).fill("150");
      await page.getByRole("spinbutton", { name: /^Discount/ }).fill("10");
    },
    async check({ page }) {
      const record = await stored(page, `/api/admin/shop-items/${madeBy("shop-item").id}`);
      expect(record).toMatchObject({ name: shopItemName, price: 150, discount: 10 });
    },
    notice: () => `Shop item ${shopItemName} saved`,
    invalid: [
      {
        what: "a 95% discount",
        refusedBy: "form",
        fill: ({ page }) => page.getByRole("spinbutton", { name: /^Discount/ }).fill("95"),
        errors: [{ field: number(/^Discount/), message: "Must be 90 or less" }],
      },
      {
        what: "another item's name",
        refusedBy: "api",
        async fill({ page }) {
          const other = (await list(page, "shop-items")).find((item) => item.name !== shopItemName);
          await page.getByRole("textbox", { name: /^Name/ }).fill(String(other?.name));
        },
        errors: [{ field: textbox(/^Name/), message: "There is already an item called" }],
      },
    ],
  },
  {
    folder: "leaderboards",
    screen: "create",
    name: "Leaderboard: create",
    write: () => ({ method: "POST", path: "/api/admin/leaderboards" }),
    open: ({ page }) => openNew(page, "leaderboards"),
    async fill({ page }) {
      // A board the world does not have yet (the demo world has every configured one; elo has no daily).
      const boards = await list(page, "leaderboards");
      const free = ["daily", "weekly", "monthly", "season", "allTime"]
        .flatMap((periodicity) => ["elo", "kills", "bossPoints"].map((type) => ({ periodicity, type })))
        .find(
          (board) => !boards.some((row) => row.type === board.type && row.periodicity === board.periodicity),
        );
      if (!free) throw new Error("every leaderboard exists already");
      made.set("leaderboard-wanted", free);
      await choose(page, /^Ranked stat/, statLabel(free.type));
      // The periods the stat already has a board for are marked and cannot be chosen.
      const taken = boards.filter((row) => row.type === free.type);
      if (taken.length > 0) {
        await page.getByRole("combobox", { name: /^Periodicity/ }).click();
        for (const board of taken) {
          await expect(
            page.getByRole("option", { name: `${periodicityLabel(String(board.periodicity))} (exists)` }),
          ).toHaveAttribute("aria-disabled", "true");
        }
        await page.keyboard.press("Escape");
      }
      await choose(page, /^Periodicity/, periodicityLabel(free.periodicity));
      await choose(page, /^Operator/, operatorLabel("set"));
    },
    async check({ page }, answer) {
      const wanted = madeBy("leaderboard-wanted");
      const record = await stored(page, `/api/admin/leaderboards/${answer.id}`);
      expect(record).toMatchObject({ ...wanted, operator: "set" });
      made.set("leaderboard", record);
    },
    notice: () => {
      return boardNotice(madeBy("leaderboard-wanted"));
    },
    invalid: [
      {
        what: "no periodicity",
        refusedBy: "form",
        async fill({ page }) {
          await choose(page, /^Ranked stat/, statLabel("kills"));
          await choose(page, /^Operator/, operatorLabel("increment"));
        },
        errors: [{ field: select(/^Periodicity/), message: "Required" }],
      },
    ],
  },
  {
    folder: "leaderboards",
    screen: "edit",
    name: "Leaderboard: change its operator",
    write: () => ({ method: "PUT", path: `/api/admin/leaderboards/${madeBy("leaderboard").id}` }),
    async open({ page }) {
      await page.goto(`/console/leaderboards/${madeBy("leaderboard").id}`);
      await expect(page.getByRole("combobox", { name: /^Operator/ })).toHaveText(operatorLabel("set"), {
        timeout: screenLoad,
      });
      await page.waitForLoadState("networkidle");
    },
    fill: ({ page }) => choose(page, /^Operator/, operatorLabel("best")),
    async check({ page }) {
      const record = await stored(page, `/api/admin/leaderboards/${madeBy("leaderboard").id}`);
      expect(record.operator).toBe("best");
    },
    notice: () => {
      return boardNotice(madeBy("leaderboard"));
    },
    invalid: [],
    noInvalidInput: "its one input is a required choice among valid operators (it cannot be emptied)",
  },
  {
    folder: "staff",
    screen: "create",
    name: "Staff: give an account a role",
    write: () => ({ method: "POST", path: "/api/admin/staff" }),
    async open({ page, browser }) {
      const person = newPlayer("Fm");
      const signedUp = await signUpInNewContext(browser, person);
      await signedUp.context.close();
      made.set("staff-person", { ...person });
      await openNew(page, "staff");
    },
    async fill({ page }) {
      await page.getByRole("textbox", { name: /^Email/ }).fill(String(madeBy("staff-person").email));
      await choose(page, /^Role/, "LiveOps");
    },
    async check({ page }, answer) {
      const record = await stored(page, `/api/admin/staff/${answer.id}`);
      expect(record).toMatchObject({ email: madeBy("staff-person").email, role: "liveops" });
      made.set("staff", record);
    },
    notice: () => `${madeBy("staff-person").email} now has the LiveOps role`,
    invalid: [
      {
        what: "an e-mail nobody signed up with",
        refusedBy: "api",
        async fill({ page }) {
          await page.getByRole("textbox", { name: /^Email/ }).fill(`nobody-${stamp}@example.com`);
          await choose(page, /^Role/, "Analyst");
        },
        errors: [{ field: textbox(/^Email/), message: "No account has this e-mail" }],
      },
      {
        what: "not an e-mail address",
        refusedBy: "form",
        async fill({ page }) {
          await page.getByRole("textbox", { name: /^Email/ }).fill("not-an-address");
          await choose(page, /^Role/, "Analyst");
        },
        errors: [{ field: textbox(/^Email/), message: "Must be a valid email" }],
      },
    ],
  },
  {
    folder: "staff",
    screen: "edit",
    name: "Staff: change a role",
    write: () => ({ method: "PUT", path: `/api/admin/staff/${madeBy("staff").id}` }),
    async open({ page }) {
      await page.goto(`/console/staff/${madeBy("staff").id}`);
      await expect(page.getByRole("combobox", { name: /^Role/ })).not.toHaveText("", {
        timeout: screenLoad,
      });
      await page.waitForLoadState("networkidle");
    },
    fill: ({ page }) => choose(page, /^Role/, "Analyst"),
    async check({ page }) {
      expect((await stored(page, `/api/admin/staff/${madeBy("staff").id}`)).role).toBe("analyst");
    },
    notice: () => `${madeBy("staff").email} now has the Analyst role`,
    invalid: [
      {
        what: "the role another admin gave meanwhile",
        refusedBy: "api",
        async before({ page }) {
          const response = await page.request.put(`/api/admin/staff/${madeBy("staff").id}`, {
            data: { role: "liveops" },
          });
          expect(response.status()).toBe(200);
        },
        fill: ({ page }) => choose(page, /^Role/, "LiveOps"),
        errors: [{ field: select(/^Role/), message: "This account already has the LiveOps role." }],
      },
    ],
  },
  {
    folder: "server-keys",
    screen: "create",
    name: "Server key: create",
    write: () => ({ method: "POST", path: "/api/admin/server-keys" }),
    open: ({ page }) => openNew(page, "server-keys"),
    async fill({ page }) {
      await page.getByRole("textbox", { name: "Name" }).fill(serverKeyName);
      await page.getByRole("checkbox", { name: /^Grant rewards/ }).check();
    },
    async check({ page }, answer) {
      const record = await stored(page, `/api/admin/server-keys/${answer.id}`);
      expect(record).toMatchObject({
        name: serverKeyName,
        scopes: ["matches:report", "rewards:grant"],
        expiresAt: null,
        status: "active",
      });
      // The whole key is in the create answer only, never read back.
      expect(JSON.stringify(record)).not.toContain(String(answer.secret));
    },
    notice: () => `Server key ${serverKeyName} made: copy it now`,
    invalid: [
      {
        what: "no name",
        refusedBy: "form",
        fill: ({ page }) => page.getByRole("checkbox", { name: /^Grant rewards/ }).check(),
        errors: [{ field: textbox("Name"), message: "Required" }],
      },
    ],
  },
  {
    folder: "webhooks",
    screen: "create",
    name: "Webhook endpoint: register",
    write: () => ({ method: "POST", path: "/api/admin/webhook-endpoints" }),
    open: ({ page }) => openNew(page, "webhook-endpoints"),
    async fill({ page }) {
      await page.getByRole("textbox", { name: "URL" }).fill(webhookUrl);
      await page.getByRole("textbox", { name: "Description" }).fill("The form sweep's receiver");
      await page.getByRole("checkbox", { name: "A player signs up" }).check();
      // Disabled: nothing listens at this address, and the sweep's sign-ups must not queue retries.
      await page.getByLabel("Enabled", { exact: true }).uncheck();
    },
    async check({ page }, answer) {
      const record = await stored(page, `/api/admin/webhook-endpoints/${answer.id}`);
      expect(record).toMatchObject({
        url: webhookUrl,
        description: "The form sweep's receiver",
        events: ["player.signed_up"],
        enabled: false,
      });
      made.set("webhook", record);
    },
    notice: () => "Endpoint registered: copy its signing secret to the receiver",
    invalid: [
      {
        what: "an address that is not a URL",
        refusedBy: "api",
        async fill({ page }) {
          await page.getByRole("textbox", { name: "URL" }).fill("not a url");
          await page.getByRole("checkbox", { name: "A player signs up" }).check();
        },
        errors: [{ field: textbox("URL"), message: "Give a full URL starting with https://." }],
      },
    ],
  },
  {
    folder: "webhooks",
    screen: "edit",
    name: "Webhook endpoint: edit",
    write: () => ({ method: "PUT", path: `/api/admin/webhook-endpoints/${madeBy("webhook").id}` }),
    open: ({ page }) =>
      openEdit(page, "webhook-endpoints", madeBy("webhook").id, page.getByRole("textbox", { name: "URL" })),
    fill: ({ page }) => page.getByRole("checkbox", { name: "A player is banned" }).check(),
    async check({ page }) {
      const record = await stored(page, `/api/admin/webhook-endpoints/${madeBy("webhook").id}`);
      expect(record).toMatchObject({ url: webhookUrl, enabled: false });
      expect([...(record.events as string[])].sort()).toEqual(["player.banned", "player.signed_up"]);
    },
    notice: () => /saved/,
    invalid: [
      {
        what: "no event",
        refusedBy: "form",
        async fill({ page }) {
          for (const name of ["A player signs up", "A player is banned"]) {
            await page.getByRole("checkbox", { name }).uncheck();
          }
        },
        errors: [
          {
            field: (page) => page.getByRole("checkbox", { name: "A player signs up" }),
            message: "Choose at least one event.",
          },
        ],
      },
    ],
  },
];

// ── The sweep ────────────────────────────────────────────────────────────────

/** The writes to `path` this page makes from now on, with their answers. */
function watchWrites(page: Page, write: { method: string; path: string }) {
  const seen: Response[] = [];
  const requests: string[] = [];
  const matches = (url: string, method: string) =>
    method === write.method && new URL(url).pathname === write.path;
  page.on("request", (request) => {
    if (matches(request.url(), request.method())) requests.push(request.url());
  });
  page.on("response", (response) => {
    if (matches(response.url(), response.request().method())) seen.push(response);
  });
  return { requests, seen, matches };
}

test("every create and edit form of the console is in the sweep", () => {
  const root = join(import.meta.dirname, "../../console/src");
  const declared = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      let index: string;
      try {
        index = readFileSync(join(root, entry.name, "index.ts"), "utf8");
      } catch {
        return [];
      }
      return (["create", "edit"] as const)
        .filter((screen) => new RegExp(`^\\s*${screen}\\s*[:,]`, "m").test(index))
        .map((screen) => `${entry.name} ${screen}`);
    });
  const covered = new Set(forms.map((form) => `${form.folder} ${form.screen}`));
  expect(declared.filter((screen) => !covered.has(screen))).toEqual([]);
  console.log(
    [
      `The form sweep covers ${forms.length} forms (${declared.length} create and edit screens):`,
      ...forms.map(
        (form) =>
          `  ${form.name} — saves, then refuses ${
            form.invalid.map((invalid) => `${invalid.what} (${invalid.refusedBy})`).join(", ") ||
            `nothing: ${form.noInvalidInput}`
          }`,
      ),
    ].join("\n"),
  );
});

test("the shop item form's choice lists show words for every kind of grant", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await openNew(page, "shop-items");
  const read = await expectChoicesInWords(page, "Shop item");
  expect(read.find((line) => line.startsWith("Category"))).toBe(
    "Category: Monster eggs, Relics, Ingredients, Cosmetics, Passes, Inventory slots",
  );
  expect(read.find((line) => line.startsWith("Currency"))).toBe("Currency: Gold, Gems");
  const kinds = [
    "A pull from an egg",
    "A monster",
    "A relic",
    "Ingredients",
    "A cosmetic",
    "VIP days",
    "Game access",
  ];
  expect(read.find((line) => line.startsWith("Grants"))).toBe(
    `Grants: ${[...kinds, "More inventory space"].join(", ")}`,
  );
  for (const kind of [...kinds, "More inventory space"]) {
    await choose(page, /^Grants/, kind);
    read.push(...(await expectChoicesInWords(page, `Shop item granting ${kind}`)));
  }
  expect(read).toContain("Inventory: Monster slots, Relic slots, Ingredient slots, Ingredients per stack");
  expect(read).toContain("Slot: Avatar, Banner, Frame");
  expect(read).toContain(
    "Egg: Wild Egg, Ember Egg, Tide Egg, Grove Egg, Stone Egg, Gale Egg, Dawn Egg, Dusk Egg, Radiant Egg, Starborn Egg",
  );
  expect(read).toContain("Quality: Common, Rare, Epic, Legendary");
  await page.getByRole("combobox", { name: /^Category/ }).click();
  await page.screenshot({ path: "tests/screenshots/console-shop-item-category-menu.png" });
  await page.keyboard.press("Escape");
});

for (const form of forms) {
  test(form.name, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const ctx = { page, browser };
    await signIn(page);

    await test.step("valid data is saved and reads back through the API", async () => {
      await form.open(ctx);
      await expectChoicesInWords(page, form.name);
      await form.fill(ctx);
      const write = form.write();
      const answered = page.waitForResponse(
        (response) =>
          response.request().method() === write.method && new URL(response.url()).pathname === write.path,
      );
      await (form.press ?? save)(page);
      await form.confirm?.(page);
      const response = await answered;
      expect(response.status(), await response.text()).toBeLessThan(300);
      await expect(page.getByText(form.notice()).first()).toBeVisible();
      await form.check(ctx, (await response.json()) as Json);
    });

    for (const invalid of form.invalid) {
      await test.step(`refused: ${invalid.what}`, async () => {
        await form.open(ctx);
        await invalid.fill(ctx);
        await invalid.before?.(ctx);
        const write = form.write();
        const writes = watchWrites(page, write);
        if (invalid.refusedBy === "api") {
          const answered = page.waitForResponse((response) =>
            writes.matches(response.url(), response.request().method()),
          );
          await (form.press ?? save)(page);
          const response = await answered;
          expect([400, 409]).toContain(response.status());
        } else {
          await (form.press ?? save)(page);
        }
        for (const error of invalid.errors) await expectFieldError(page, error);
        if (invalid.refusedBy === "form") expect(writes.requests).toEqual([]);
        else expect(writes.seen.every((response) => response.status() >= 400)).toBe(true);
      });
    }
    // Unless a refusal came from a change made meanwhile (its own save, not the form's).
    if (
      form.screen === "edit" &&
      form.invalid.length > 0 &&
      form.invalid.every((invalid) => !invalid.before)
    ) {
      await test.step("the record still holds what the valid save stored", () => form.check(ctx, {}));
    }
  });
}
