// axe-core on every game page and every console screen, at desktop size and on a
// 390×844 phone: no critical and no serious violation. The pages are read from
// the code (game/app/routes, console/src/App.tsx and each resource's index.ts,
// the analytics dashboards' list), so a new route or resource view is audited
// without editing this file, and a route file nobody knows how to open fails
// the test instead of being skipped. One browser context per role: a visitor,
// a player who signs up here, and the admin.
import { readdirSync, readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import {
  enterDemoSecondFactorCode,
  scheduleUpcomingLiveEvent,
  signInToConsole,
  stoppedExperiment,
} from "../support/console-e2e.ts";
import { newPlayer, saveTeamInGame, signUpInGame } from "../support/game-e2e.ts";

const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone 390×844", width: 390, height: 844 },
] as const;

const blocking = new Set(["critical", "serious"]);

interface Finding {
  page: string;
  viewport: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

/** Every critical and serious violation found, with what was audited. */
class Audit {
  readonly findings: Finding[] = [];
  readonly audited: string[] = [];

  /** Audits the page as it is now at each viewport; `settle` waits for its content. */
  async check(page: Page, label: string, settle: (page: Page) => Promise<void>): Promise<void> {
    for (const viewport of viewports) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await settle(page);
      // Legacy mode runs axe once in the page instead of per frame plus a blank page to merge
      // the frames' results: these pages have no iframes, and it is several times faster.
      const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
      for (const violation of results.violations) {
        if (!blocking.has(violation.impact ?? "")) continue;
        // As it happens, so a run cut short by its timeout still says what it found.
        console.log(
          `${label} [${viewport.name}]: ${violation.id} (${violation.impact}) ×${violation.nodes.length}`,
        );
        this.findings.push({
          page: label,
          viewport: viewport.name,
          rule: violation.id,
          impact: violation.impact ?? "",
          help: violation.help,
          helpUrl: violation.helpUrl,
          // The element, and for a contrast failure the colours and ratio axe measured.
          targets: violation.nodes.map((node) => {
            const why = [...node.any, ...node.all, ...node.none].find((check) => check.message)?.message;
            return violation.id === "color-contrast" && why
              ? `${node.target.join(" ")}: ${why}`
              : node.target.join(" ");
          }),
        });
      }
    }
    this.audited.push(label);
  }

  /** One readable block per page and rule: the viewports it failed at and the elements. */
  report(): string {
    const groups = new Map<string, { finding: Finding; viewports: string[]; targets: Set<string> }>();
    for (const finding of this.findings) {
      const key = `${finding.page}\n${finding.rule}`;
      const group = groups.get(key) ?? { finding, viewports: [], targets: new Set<string>() };
      group.viewports.push(finding.viewport);
      for (const target of finding.targets) group.targets.add(target);
      groups.set(key, group);
    }
    return [...groups.values()]
      .map(({ finding, viewports, targets }) =>
        [
          `${finding.page} [${viewports.join(", ")}]`,
          `  ${finding.rule} (${finding.impact}): ${finding.help}`,
          `  ${finding.helpUrl}`,
          ...[...targets].slice(0, 12).map((target) => `    ${target}`),
          ...(targets.size > 12 ? [`    … and ${targets.size - 12} more`] : []),
        ].join("\n"),
      )
      .join("\n");
  }

  expectClean(): void {
    expect(this.report(), `critical or serious axe violations on ${this.audited.length} pages`).toBe("");
  }
}

/** Opens a path and fails on an HTTP error unless `status` says that error is the page under test. */
async function open(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `GET ${path}`).toBe(status);
}

// ---------------------------------------------------------------------------
// The game

/** game/app/routes, one name per route module (`battle.$id`, `gems._index`). */
function gameRouteModules(): string[] {
  return readdirSync("game/app/routes")
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|server)\.tsx?$/.test(file))
    .map((file) => file.replace(/\.tsx?$/, ""))
    .sort();
}

/** A server-rendered game page is ready once loaded and hydrated (no animation left half-way). */
async function gameReady(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await expect(page.locator("main")).toBeVisible();
}

test("every game page, signed out and signed in, has no critical or serious axe violation", async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const audit = new Audit();
  // Route modules each visit below covers; checked against game/app/routes at the end.
  const covered = new Set<string>();
  const visit = async (page: Page, module: string, label: string, path?: string, status?: number) => {
    if (path) await open(page, path, status);
    await audit.check(page, label, gameReady);
    covered.add(module);
  };

  // A player who signs up now, in a browser of their own.
  const player = newPlayer("A11y");
  const playing = await newContext(browser);
  const page = playing.page;
  await signUpInGame(page, player);

  await visit(page, "home", "game /home", "/home");
  // A new player's teams page has empty slots: audit it, then fill them to play.
  await visit(page, "teams", "game /teams (empty)", "/teams");
  await saveTeamInGame(page, 3);
  await visit(page, "teams", "game /teams (full)");
  await visit(page, "play", "game /play", "/play");
  await page.getByRole("button", { name: "Fight Meadow Outskirts on Normal" }).click();
  await expect(page).toHaveURL(/\/battle\/\d+$/);
  // The browser asks for reduced motion, so the battle shows its result at once (no replay to skip).
  await expect(page.getByTestId("battle-result")).toBeVisible();
  await visit(page, "battle.$id", "game /battle/:id");
  await visit(page, "inventory", "game /inventory", "/inventory");
  await visit(page, "collection._index", "game /collection", "/collection");
  await visit(page, "collection.$species", "game /collection/:species (owned)", "/collection/emberfox");
  await visit(page, "collection.$species", "game /collection/:species (unknown)", "/collection/umbradon");
  const held = (await (await page.request.get("/api/inventory")).json()) as { monsters: { id: number }[] };
  await visit(page, "monsters.$id", "game /monsters/:id", `/monsters/${held.monsters[0]?.id}`);
  await visit(page, "elements", "game /elements", "/elements");
  await visit(page, "privacy", "game /privacy", "/privacy");
  await visit(page, "quests", "game /quests", "/quests");
  await visit(page, "daily", "game /daily", "/daily");
  await visit(page, "achievements", "game /achievements", "/achievements");
  await visit(page, "shop", "game /shop", "/shop");
  await page.getByRole("link", { name: /^Buy / }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await visit(page, "shop", "game /shop?buy=… (confirm dialog)");
  // An egg's odds, open, and the reveal of what a Wild Egg hatched (reduced motion: at once).
  await page.goto("/shop?category=monsters");
  const wildEgg = page.getByTestId("shop-item").filter({ hasText: "Wild Egg" });
  await wildEgg.getByText("Odds", { exact: true }).click();
  await expect(wildEgg.getByTestId("egg-odds").getByRole("table")).toBeVisible();
  await visit(page, "shop", "game /shop (an egg's odds open)");
  await wildEgg.getByRole("link", { name: "Buy Wild Egg" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm purchase" }).click();
  await expect(page.getByTestId("summon-result")).toBeVisible();
  await visit(page, "shop", "game /shop (an egg's reveal)");
  await visit(page, "gems._index", "game /gems", "/gems");
  await page.getByRole("button", { name: /^Buy 550 gems for/ }).click();
  await expect(page).toHaveURL(/\/gems\/test-checkout\?session=/);
  await visit(page, "gems.test-checkout", "game /gems/test-checkout");
  await page.getByRole("button", { name: /^Pay .* \(test\)$/ }).click();
  await expect(page).toHaveURL(/\/gems\/return\?session_id=/);
  await visit(page, "gems.return", "game /gems/return");
  await visit(page, "purchases", "game /purchases", "/purchases");
  await visit(page, "vip", "game /vip", "/vip");
  await visit(page, "promo", "game /promo", "/promo");
  // An event coming for every player, scheduled by LiveOps in a browser of their own: its page.
  const liveops = await newContext(browser);
  await signInToConsole(liveops.page, "liveops");
  const eventId = await scheduleUpcomingLiveEvent(liveops.page);
  await liveops.context.close();
  await visit(page, "events.$id", "game /events/:id", `/events/${eventId}`);
  await visit(page, "inbox", "game /inbox", "/inbox");
  await visit(page, "polls", "game /polls", "/polls");
  await visit(page, "leaderboards", "game /leaderboards", "/leaderboards");
  await visit(
    page,
    "profile.$name",
    "game /profile/:name (own)",
    `/profile/${encodeURIComponent(player.name)}`,
  );
  await visit(page, "profile.edit", "game /profile/edit", "/profile/edit");
  await visit(page, "account.email", "game /account/email", "/account/email");
  await visit(page, "account.password", "game /account/password", "/account/password");
  await visit(page, "account.devices", "game /account/devices", "/account/devices");
  await visit(page, "account.data", "game /account/data", "/account/data");
  await visit(page, "account.delete", "game /account/delete", "/account/delete");
  // The file "Download my data" sends, not a page: tests/e2e/privacy-export.spec.ts downloads it.
  covered.add("account.data.download");
  // A new player has not opened the mailed link yet: the page offers to send it again.
  await visit(page, "verify-email", "game /verify-email (waiting)", "/verify-email");
  await visit(page, "signout", "game /signout", "/signout");
  await open(page, "/no-such-page", 404);
  await audit.check(page, "game 404 page (signed in)", gameReady);
  await playing.context.close();

  // A visitor: the public pages.
  const visiting = await newContext(browser);
  const visitor = visiting.page;
  await visit(visitor, "_index", "game / (landing)", "/");
  await visit(visitor, "signin", "game /signin", "/signin");
  await visit(visitor, "signin", "game /signin (refused)", "/signin?error=CredentialsSignin");
  await visit(visitor, "signup", "game /signup", "/signup");
  await visit(visitor, "leaderboards", "game /leaderboards (signed out)", "/leaderboards");
  await visit(visitor, "forgot-password", "game /forgot-password", "/forgot-password");
  // Without a ban the page says there is none (tests/e2e/ban-notice.spec.ts shows one in force).
  await visit(visitor, "banned", "game /banned (no ban)", "/banned");
  // The mailed links, opened without their token or with one that is no good: the pages
  // say the link is incomplete, invalid or expired.
  await visit(visitor, "reset-password", "game /reset-password (no token)", "/reset-password");
  await visit(visitor, "reset-password", "game /reset-password", "/reset-password?token=not-a-real-token");
  await visit(
    visitor,
    "verify-email",
    "game /verify-email (bad link)",
    "/verify-email?token=not-a-real-token",
    400,
  );
  await visit(
    visitor,
    "confirm-email",
    "game /confirm-email (bad link)",
    "/confirm-email?token=not-a-real-token",
    400,
  );
  // Account deletion's public pages (docs/decisions/130): the mailed link's and the one after it.
  await visit(
    visitor,
    "account.delete_.confirm",
    "game /account/delete/confirm",
    "/account/delete/confirm?token=not-a-real-token",
  );
  await visit(
    visitor,
    "account.deleted",
    "game /account/deleted",
    "/account/deleted?due=2026-12-16T08%3A00%3A00.000Z",
  );
  await visit(
    visitor,
    "profile.$name",
    "game /profile/:name (signed out)",
    `/profile/${encodeURIComponent(player.name)}`,
  );
  await open(visitor, "/no-such-page", 404);
  await audit.check(visitor, "game 404 page (signed out)", gameReady);
  await visiting.context.close();

  expect
    .soft(
      gameRouteModules().filter((module) => !covered.has(module)),
      "route modules in game/app/routes this test does not open: add them above",
    )
    .toEqual([]);
  audit.expectClean();
});

// ---------------------------------------------------------------------------
// The console

interface ConsoleResource {
  name: string;
  views: Set<"list" | "show" | "edit" | "create">;
}

// A block comment opens after a space, a line start or JSX's "{": the "/*" inside a route's
// path="/jobs/*" is not one (read as one, it swallowed the routes and resources after it).
const withoutComments = (source: string) =>
  source.replace(/(?<=^|[\s{])\/\*[\s\S]*?\*\//gm, "").replace(/\/\/.*$/gm, "");

/**
 * The resources App.tsx registers with views (`{...players}`, or `{...changeScreensFor(polls, …)}`,
 * which keeps every screen for the admin), and which views each resource's index file exports.
 */
function consoleResources(): ConsoleResource[] {
  const app = withoutComments(readFileSync("console/src/App.tsx", "utf8"));
  const folders = new Map(
    [...app.matchAll(/import\s+(\w+)\s+from\s+"\.\/([\w-]+)"/g)].map(([, name = "", folder = ""]) => [
      name,
      folder,
    ]),
  );
  const resources = [...app.matchAll(/<Resource\s+name="([\w-]+)"\s+\{\.\.\.(?:\w+\()?(\w+)/g)].map(
    ([, name = "", spread = ""]) => {
      const folder = folders.get(spread);
      if (!folder) throw new Error(`App.tsx: cannot tell which folder <Resource name="${name}"> comes from`);
      const index = withoutComments(readFileSync(indexFile(`console/src/${folder}`), "utf8"));
      const views = new Set(
        [...index.matchAll(/\b(list|show|edit|create)\s*[:,}]/g)].map(
          ([, view]) => view as "list" | "show" | "edit" | "create",
        ),
      );
      return { name, views };
    },
  );
  // A layout change in App.tsx that this reader no longer understands must not pass as "nothing to audit".
  expect(resources.length, "resources read from console/src/App.tsx").toBeGreaterThan(5);
  return resources;
}

function indexFile(folder: string): string {
  const files = readdirSync(folder);
  const index = ["index.ts", "index.tsx"].find((file) => files.includes(file));
  if (!index) throw new Error(`${folder} has no index.ts`);
  return `${folder}/${index}`;
}

/** The console's own pages: App.tsx's custom routes and the analytics dashboards. */
function consoleCustomPaths(): string[] {
  const app = withoutComments(readFileSync("console/src/App.tsx", "utf8"));
  const routes = [...app.matchAll(/<Route\s+path="(\/[^"*]+)"/g)].map(([, path = ""]) => path);
  const dashboards = withoutComments(readFileSync("console/src/analytics/dashboards.tsx", "utf8"));
  const analytics = [...dashboards.matchAll(/path:\s*"([^"]+)"/g)].map(([, path = ""]) => `/${path}`);
  expect(analytics.length, "dashboards read from console/src/analytics/dashboards.tsx").toBeGreaterThan(0);
  return [...routes, ...analytics];
}

/** A console screen is ready when react-admin has nothing loading any more. */
async function consoleReady(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  // The sign-in page has no <main>: its form is the page.
  await expect(page.locator("#main-content, main, form").first()).toBeVisible();
  await expect(
    page.locator(".MuiLinearProgress-indeterminate, .MuiCircularProgress-indeterminate, .MuiSkeleton-root"),
  ).toHaveCount(0, { timeout: 15_000 });
}

/** The id of one record of a resource, through the admin API (the same session cookie). */
async function firstRecordId(page: Page, resource: string): Promise<string | number | null> {
  const response = await page.request.get(`/api/admin/${resource}?range=${encodeURIComponent("[0,0]")}`);
  expect(response.status(), `GET /api/admin/${resource}`).toBe(200);
  const rows = (await response.json()) as { id: string | number }[];
  return rows[0]?.id ?? null;
}

/** One staff message to one player, through the admin API, unless a message was sent already. */
async function sendOneMessage(page: Page): Promise<void> {
  if ((await firstRecordId(page, "messages")) !== null) return;
  const filter = encodeURIComponent(JSON.stringify({ role: "player" }));
  const players = await page.request.get(
    `/api/admin/players?filter=${filter}&range=${encodeURIComponent("[0,0]")}`,
  );
  expect(players.status(), "GET /api/admin/players").toBe(200);
  const [player] = (await players.json()) as { id: string }[];
  expect(player, "a player to send a message to").toBeDefined();
  const sent = await page.request.post("/api/admin/messages", {
    data: {
      target: { kind: "player", userId: player?.id },
      draft: { message: "Accessibility check: hello" },
    },
  });
  expect(sent.status(), `POST /api/admin/messages: ${await sent.text()}`).toBe(201);
}

/** One message scheduled a year ahead, unless a send is scheduled already: its page and edit are audited too. */
async function scheduleOneSend(page: Page): Promise<void> {
  if ((await firstRecordId(page, "scheduled-sends")) !== null) return;
  const made = await page.request.post("/api/admin/scheduled-sends", {
    data: {
      kind: "message",
      payload: {
        target: { kind: "everyone" },
        draft: { title: "Accessibility", message: "Accessibility check" },
      },
      at: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      recurrence: { every: "week" },
      timeZone: "UTC",
    },
  });
  expect(made.status(), `POST /api/admin/scheduled-sends: ${await made.text()}`).toBe(201);
}

async function makeOneLiveEvent(page: Page): Promise<void> {
  if ((await firstRecordId(page, "live-events")) !== null) return;
  await scheduleUpcomingLiveEvent(page);
}

/** One experiment, unless there is one already: stopped, so its page shows its results and Ship buttons. */
async function makeOneExperiment(page: Page): Promise<void> {
  if ((await firstRecordId(page, "experiments")) !== null) return;
  await stoppedExperiment(page);
}

/** One saved audience, unless there is one already: its page and its edit are audited too. */
async function makeOneAudience(page: Page): Promise<void> {
  if ((await firstRecordId(page, "audiences")) !== null) return;
  const made = await page.request.post("/api/admin/audiences", {
    data: { name: "Accessibility payers", rules: { hasPaid: true, levelMin: 2 } },
  });
  expect(made.status(), `POST /api/admin/audiences: ${await made.text()}`).toBe(201);
}

/** A disabled webhook endpoint with one test delivery (to a closed port), unless there is a delivery already. */
async function registerOneWebhookEndpoint(page: Page): Promise<void> {
  if ((await firstRecordId(page, "webhook-deliveries")) !== null) return;
  const made = await page.request.post("/api/admin/webhook-endpoints", {
    data: { url: "http://127.0.0.1:9/accessibility", events: ["player.signed_up"], enabled: false },
  });
  expect(made.status(), `POST /api/admin/webhook-endpoints: ${await made.text()}`).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const sent = await page.request.post(`/api/admin/webhook-endpoints/${id}/test`, { data: {} });
  expect(sent.status(), `POST /api/admin/webhook-endpoints/${id}/test: ${await sent.text()}`).toBe(200);
}

/** A revoked server key, unless there is a key already: the demo world has none, and its page is audited too. */
async function makeOneServerKey(page: Page): Promise<void> {
  if ((await firstRecordId(page, "server-keys")) !== null) return;
  const made = await page.request.post("/api/admin/server-keys", {
    data: { name: "Accessibility check", scopes: ["matches:report"] },
  });
  expect(made.status(), `POST /api/admin/server-keys: ${await made.text()}`).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const revoked = await page.request.post(`/api/admin/server-keys/${id}/revoke`, { data: {} });
  expect(revoked.status(), `POST /api/admin/server-keys/${id}/revoke: ${await revoked.text()}`).toBeLessThan(
    300,
  );
}

test("every console screen has no critical or serious axe violation", async ({ browser }) => {
  test.setTimeout(600_000);
  const audit = new Audit();
  const { page, context } = await newContext(browser);

  await open(page, "/console/");
  await expect(page.getByRole("textbox", { name: "E-mail" })).toBeVisible();
  await audit.check(page, "console sign-in", consoleReady);

  // The second factor's steps on the same page (docs/decisions/131): the code, and the recovery code.
  await page.getByRole("textbox", { name: "E-mail" }).fill("admin@example.com");
  await page.getByRole("textbox", { name: "Password" }).fill("admin-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("textbox", { name: "Code" })).toBeVisible();
  await audit.check(page, "console sign-in: second factor code", consoleReady);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await expect(page.getByRole("textbox", { name: "Recovery code" })).toBeVisible();
  await audit.check(page, "console sign-in: recovery code", consoleReady);
  await page.getByRole("button", { name: "Use a code from the app instead" }).click();
  await enterDemoSecondFactorCode(page, new URL(page.url()).origin);
  await expect(page.getByText("Welcome to the Monster Arena LiveOps console")).toBeVisible();
  await audit.check(page, "console dashboard", consoleReady);

  const opened = new Set<string>(["/console/"]);
  const screen = async (path: string, label = `console ${path}`) => {
    await open(page, `/console${path}`);
    await audit.check(page, label, consoleReady);
    opened.add(`/console${path}`);
  };

  // The demo world has no sent message: send one, so the message's show page is audited too.
  await sendOneMessage(page);
  // Nor a scheduled send: schedule one, for its page and its edit.
  await scheduleOneSend(page);
  // Nor a webhook endpoint: register a disabled one with one delivery, for their pages.
  await registerOneWebhookEndpoint(page);
  await makeOneServerKey(page);
  await makeOneAudience(page);
  await makeOneLiveEvent(page);
  await makeOneExperiment(page);
  const missingRecords: string[] = [];
  for (const resource of consoleResources()) {
    if (resource.views.has("list")) await screen(`/${resource.name}`);
    if (resource.views.has("create")) await screen(`/${resource.name}/create`);
    if (!resource.views.has("show") && !resource.views.has("edit")) continue;
    const id = await firstRecordId(page, resource.name);
    if (id === null) {
      missingRecords.push(resource.name);
      continue;
    }
    const recordPath = `/${resource.name}/${encodeURIComponent(String(id))}`;
    if (resource.views.has("show")) await screen(`${recordPath}/show`, `console /${resource.name}/:id/show`);
    if (resource.views.has("edit")) await screen(recordPath, `console /${resource.name}/:id (edit)`);
  }
  for (const path of consoleCustomPaths()) await screen(path);

  // Every menu entry is one of the screens above.
  // At desktop width, where the menu is open (the phone size closes it).
  await page.setViewportSize({ width: viewports[0].width, height: viewports[0].height });
  await open(page, "/console/");
  // The menu draws once the console knows who is signed in: wait for it before reading it.
  // (react-admin's menu has no RaMenu-root class: the run found none; it is the page's role=menu.)
  const menu = page.getByRole("menu").locator("a[href]");
  await expect(menu.first()).toBeVisible();
  const menuLinks = await menu.evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
  expect.soft(menuLinks.length, "links in the console menu").toBeGreaterThan(5);
  await context.close();

  expect.soft(missingRecords, "resources with a show or edit page but no record to open").toEqual([]);
  expect(
    menuLinks.filter((link) => !opened.has(link)),
    "menu entries this test did not audit",
  ).toEqual([]);
  audit.expectClean();
});

/** A browser of one role's own; reduced motion, so no transition is caught half-way by axe. */
async function newContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  return { context, page: await context.newPage() };
}
