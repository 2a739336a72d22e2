import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { enterDemoSecondFactorCode } from "../support/console-e2e.ts";

/** A full-page screenshot in tests/screenshots (git-ignored) for a person to look at. */
async function saveScreenshot(page: Page, name: string) {
  const file = path.join(import.meta.dirname, "..", "screenshots", `${name}.png`);
  // Finished transitions, so a chip that just turned green is captured green.
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
}

/** Collects what would show up red in the browser's console, so a page that "works" but throws still fails. */
function recordBrowserErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("the landing page introduces the game and links to sign-in, sign-up and the console", async ({
  page,
}) => {
  const errors = recordBrowserErrors(page);
  await page.goto("/");

  await expect(page.getByRole("heading", { level: 1, name: "Monster Arena" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "What you can do" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(6);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/signin");
  await expect(header.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  await expect(header.getByRole("link", { name: "LiveOps console" })).toHaveAttribute("href", "/console/");

  await saveScreenshot(page, "landing");
  expect(errors).toEqual([]);
});

test("an unknown game page shows the error page with its status", async ({ page }) => {
  const response = await page.goto("/no-such-page");

  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This path leads nowhere" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the arena" })).toBeVisible();
  await saveScreenshot(page, "not-found");
});

test("the console opens on its dashboard and shows the platform's health", async ({ page }) => {
  const errors = recordBrowserErrors(page);
  await page.goto("/console/");
  // The console is staff-only: its sign-in page (index.html, no react-admin) signs in through /api/auth.
  await page.getByRole("textbox", { name: "E-mail" }).fill("admin@example.com");
  await page.getByRole("textbox", { name: "Password" }).fill("admin-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  // Admins pass a second factor: the demo admin's code (README "Demo accounts").
  await enterDemoSecondFactorCode(page, new URL(page.url()).origin);

  await expect(page.getByText("Welcome to the Monster Arena LiveOps console")).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Promo codes" })).toBeVisible();
  await expect(page.getByText("Healthy")).toBeVisible();
  await saveScreenshot(page, "console-dashboard");

  await page.getByRole("menuitem", { name: "Platform health" }).click();
  await expect(page).toHaveURL(/\/console\/health$/);
  await expect(page.getByRole("button", { name: "Check again" })).toBeEnabled();
  await expect(page.getByText(/\d+ applied, none pending/)).toBeVisible();
  await saveScreenshot(page, "console-health");
  expect(errors).toEqual([]);
});

test("the API reference is served at /api/docs from the OpenAPI document", async ({ page, request }) => {
  const response = await page.goto("/api/docs");

  expect(response?.ok()).toBe(true);
  // Swagger UI starts from a served script (the docs' CSP allows no inline script).
  expect(await response?.text()).toContain('<script src="/api/docs/init.js">');
  expect(await (await request.get("/api/docs/init.js")).text()).toContain("/api/openapi.json");
  const openApi = await (await request.get("/api/openapi.json")).json();
  expect(openApi.info.title).toBe("Monster Arena API");
  expect(openApi.paths).toHaveProperty("/healthz");
  // Swagger UI renders from its locally served files (no CDN is reachable offline).
  await expect(page.locator(".swagger-ui .info .title")).toContainText("Monster Arena API");
  await expect(page.locator(".swagger-ui .opblock").first()).toBeVisible();
  await saveScreenshot(page, "api-docs");
});

test("/healthz reports a reachable, fully migrated database", async ({ page }) => {
  const response = await page.goto("/healthz");

  expect(response?.status()).toBe(200);
  const health = await response?.json();
  expect(health).toMatchObject({ status: "ok", database: { reachable: true }, migrations: { pending: [] } });
  await saveScreenshot(page, "healthz");
});
