// The console's A/B experiments in Chromium against the real server: a LiveOps
// operator makes an experiment from the form — a control and a variant, each
// setting the home page's headline (the remote config key home.headline) — and
// the saved draft is read back through the admin API; the operator starts it
// and it is Running (an analyst reads the same page without the buttons that
// change it); a player who signs up now opens their home page, which reads the
// config and so exposes them to one variant, whose headline they see; the
// results then count 1 exposed player; the operator ships the variant, after a
// confirmation that says what will happen, and the live remote config has its
// headline. The show page fits a 390×844 phone with no serious axe violation.
// The config version from before is restored at the end (the lane's other
// specs read the home page too). Screenshots go to tests/screenshots/.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";
import { newPlayer, signUpInNewContext } from "../support/game-e2e.ts";

const stamp = Date.now().toString(36);
const experimentName = `Home headline test ${stamp}`;
const experimentKey = `home-headline-${stamp}`;
const controlHeadline = `Welcome back, trainer ${stamp}`;
const variantHeadline = `The arena is waiting for you ${stamp}`;

/** A screen's code loads when first opened (console/src/lazy-screen.ts): slow on a busy machine. */
const screenLoad = 30_000;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `tests/screenshots/console-experiments-${name}.png`, fullPage: true });

interface ExperimentJson {
  id: number;
  key: string;
  name: string;
  status: string;
  exposed: number;
  shippedVariant: string | null;
  variants: { key: string; name: string; weight: number; values: Record<string, unknown> }[];
}

async function experiment(page: Page, id: number): Promise<ExperimentJson> {
  const answer = await page.request.get(`/api/admin/experiments/${id}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as ExperimentJson;
}

interface LiveConfig {
  live: { id: number; document: { values: Record<string, unknown> } } | null;
}

async function liveConfig(page: Page): Promise<LiveConfig["live"]> {
  const answer = await page.request.get("/api/admin/remote-config");
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as LiveConfig).live;
}

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === "critical" || violation.impact === "serious")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/**
 * Presses a confirmation dialog's button. Once (stop 30's CI) the dialog's button could not be found
 * for minutes after its text had been read; if the dialog is gone, the page's own button opens it
 * again, and if it still cannot be pressed, the page's accessibility tree is printed to say why.
 */
async function confirmInDialog(page: Page, name: string) {
  const dialog = page.getByRole("dialog");
  try {
    await expect(async () => {
      if (!(await dialog.isVisible()))
        await page.getByRole("button", { name, exact: true }).click({ timeout: 5_000 });
      await dialog.getByRole("button", { name, exact: true }).click({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
  } catch (error) {
    console.log(
      `The dialog's "${name}" could not be pressed; the page reads:\n${await page.locator("body").ariaSnapshot()}`,
    );
    throw error;
  }
}

/** Picks one setting a variant changes, then closes the (multiple-choice) menu. */
async function chooseSetting(page: Page, variant: string, setting: string) {
  const group = page.getByRole("group", { name: variant, exact: true });
  await group.getByRole("combobox", { name: /^Settings it changes/ }).click();
  const listbox = page.getByRole("listbox");
  await listbox.getByRole("option", { name: setting, exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(listbox).toBeHidden();
  await expect(group.getByRole("textbox", { name: setting })).toBeVisible();
}

let made: number | null = null;
let versionBefore: number | null = null;

test.afterAll(async ({ browser }) => {
  // A run that failed half-way must not leave a running experiment or the shipped headline in this lane.
  if (made === null) return;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, "liveops");
  const left = await experiment(page, made);
  if (left.status === "running") await page.request.post(`/api/admin/experiments/${made}/stop`, { data: {} });
  const note = "Back to before the experiments check (end-to-end)";
  const live = await liveConfig(page);
  if (versionBefore !== null && live?.id !== versionBefore) {
    await page.request.post(`/api/admin/remote-config/versions/${versionBefore}/restore`, { data: { note } });
  } else if (versionBefore === null && live) {
    // Nothing was saved before: every setting back at its default.
    await page.request.post("/api/admin/remote-config", { data: { values: {}, audiences: [], note } });
  }
  await context.close();
});

test("a LiveOps operator runs an experiment on the home headline and ships the variant", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInToConsole(page, "liveops");
  versionBefore = (await liveConfig(page))?.id ?? null;

  await test.step("the form makes a draft, read back through the admin API", async () => {
    await page.goto("/console/experiments/create");
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible({
      timeout: screenLoad,
    });
    await page.waitForLoadState("networkidle");
    await page.getByRole("textbox", { name: /^Name/ }).first().fill(experimentName);
    await page.getByRole("textbox", { name: /^Key/ }).first().fill(experimentKey);
    await page
      .getByRole("textbox", { name: /^Hypothesis/ })
      .fill("A headline that calls players to the arena brings more battles.");
    await page.getByRole("combobox", { name: /^Primary metric/ }).click();
    await page.getByRole("option", { name: "Battles per player", exact: true }).click();
    await expect(page.getByRole("listbox")).toBeHidden();

    const control = page.getByRole("group", { name: "Control", exact: true });
    await expect(control.getByRole("textbox", { name: /^Name/ })).toHaveValue("Control");
    await expect(control.getByRole("textbox", { name: /^Key/ })).toHaveValue("control");
    await chooseSetting(page, "Control", "Home page headline");
    await control.getByRole("textbox", { name: "Home page headline" }).fill(controlHeadline);

    const variant = page.getByRole("group", { name: "Variant 2", exact: true });
    await variant.getByRole("textbox", { name: /^Name/ }).fill("Call to the arena");
    await variant.getByRole("textbox", { name: /^Key/ }).fill("call");
    await chooseSetting(page, "Variant 2", "Home page headline");
    await variant.getByRole("textbox", { name: "Home page headline" }).fill(variantHeadline);
    await shot(page, "form");

    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        new URL(response.url()).pathname === "/api/admin/experiments",
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const response = await answered;
    expect(response.status(), await response.text()).toBe(201);
    made = ((await response.json()) as { id: number }).id;
    await expect(page.getByText(`Experiment ${experimentName} saved`)).toBeVisible();

    expect(await experiment(page, made)).toMatchObject({
      key: experimentKey,
      name: experimentName,
      status: "draft",
      audienceId: null,
      trafficPercent: 100,
      metric: "battlesPerPlayer",
      exposed: 0,
      variants: [
        { key: "control", name: "Control", weight: 1, values: { "home.headline": controlHeadline } },
        { key: "call", name: "Call to the arena", weight: 1, values: { "home.headline": variantHeadline } },
      ],
    });
  });

  await test.step("started, it is Running", async () => {
    await expect(page).toHaveURL(new RegExp(`/console/experiments/${made}/show$`), { timeout: screenLoad });
    await expect(page.getByText("Draft", { exact: true })).toBeVisible({ timeout: screenLoad });
    await page.getByRole("button", { name: "Start", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`Start ${experimentName}?`);
    await expect(dialog).toContainText("100 % of all players get one of its 2 variants");
    await dialog.getByRole("button", { name: "Start the experiment" }).click();
    await expect(page.getByText(`${experimentName} is running`)).toBeVisible();
    await expect(page.getByText("Running", { exact: true })).toBeVisible();
    expect((await experiment(page, made!)).status).toBe("running");
    await expect(page.getByRole("button", { name: "Stop", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Ship Call to the arena" })).toBeVisible();
  });

  await test.step("an analyst reads it without the buttons that change it", async () => {
    const context = await browser.newContext();
    const analyst = await context.newPage();
    await signInToConsole(analyst, "analyst");
    await analyst.goto(`/console/experiments/${made}/show`);
    await expect(analyst.getByText("Running", { exact: true })).toBeVisible({ timeout: screenLoad });
    await expect(analyst.getByTestId("experiment-variants")).toContainText("Call to the arena");
    await expect(analyst.getByRole("button", { name: /^(Stop|Ship )/ })).toHaveCount(0);
    await expect(analyst.getByRole("link", { name: "Edit" })).toHaveCount(0);
    await context.close();
  });

  let served = "";
  await test.step("a new player's home page shows their variant's headline", async () => {
    const game = await signUpInNewContext(browser, newPlayer("Exp"));
    await game.page.goto("/home");
    const headline = game.page.getByTestId("home-headline");
    await expect(headline).toBeVisible();
    served = (await headline.textContent()) ?? "";
    expect([controlHeadline, variantHeadline]).toContain(served);
    await game.context.close();
    expect((await experiment(page, made!)).exposed).toBe(1);
  });

  await test.step("the results count the exposed player", async () => {
    await page.reload();
    const results = page.getByTestId("experiment-results");
    await expect(results.getByTestId("results-exposed")).toHaveText("1", { timeout: screenLoad });
    const servedKey = served === variantHeadline ? "call" : "control";
    await expect(results.getByTestId(`results-exposed-${servedKey}`)).toHaveText("1");
    // The primary metric first, marked, then the others.
    const first = results.locator("[data-testid^='metric-']").first();
    await expect(first).toHaveAttribute("data-testid", "metric-battlesPerPlayer");
    await expect(first).toContainText("Primary metric");
    await expect(results.getByTestId("chart-experiment-split")).toBeVisible();
    await shot(page, "results");
  });

  await test.step("shipping the variant makes its headline the live config's", async () => {
    await page.getByRole("button", { name: "Ship Call to the arena" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(
      "Call to the arena's values become the remote config's defaults for every player",
    );
    await expect(dialog).toContainText(`Home page headline: “${variantHeadline}”`);
    await expect(dialog).toContainText("the experiment ends");
    await shot(page, "ship-confirm");
    await confirmInDialog(page, "Ship Call to the arena");
    await expect(page.getByText(/^Call to the arena shipped: config version \d+ is live$/)).toBeVisible();
    await expect(page.getByText("Shipped", { exact: true })).toBeVisible();
    expect(await experiment(page, made!)).toMatchObject({ status: "shipped", shippedVariant: "call" });
    const live = await liveConfig(page);
    expect(live?.document.values["home.headline"]).toBe(variantHeadline);
  });

  await test.step("the show page fits a 390×844 phone", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByText("Shipped", { exact: true })).toBeVisible({ timeout: screenLoad });
    await expect(page.getByTestId("results-exposed")).toHaveText("1", { timeout: screenLoad });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "the page scrolls sideways on a phone").toBeLessThanOrEqual(0);
    expect(await blockingViolations(page)).toEqual([]);
    await shot(page, "phone");
  });
});
