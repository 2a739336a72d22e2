// Every game page fits a 390×844 phone (issue 18): no page is wider than the
// screen (document scrollWidth ≤ clientWidth), the header collapses into a Menu
// button whose list opens, closes with Escape and has links at least 44 px tall.
// The pages are read from game/app/routes, so a new route that this test does
// not open fails it instead of being skipped. Signed out, then as a player who
// signs up here. Screenshots in tests/screenshots/phone-*.png.
import { readdirSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { newPlayer, signUpInGame } from "../support/game-e2e.ts";

const phone = { width: 390, height: 844 };
/** WCAG 2.5.5's target size, and Apple's and Google's. */
const minTarget = 44;

/** game/app/routes, one name per route module (`battle.$id`, `gems._index`). */
function gameRouteModules(): string[] {
  return readdirSync("game/app/routes")
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|server)\.tsx?$/.test(file))
    .map((file) => file.replace(/\.tsx?$/, ""))
    .sort();
}

const shotName = (label: string) =>
  label
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();

/** What sticks out past the right edge of the screen: the outermost such elements, for the failure message. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      const parent = element.parentElement?.getBoundingClientRect();
      if (parent && parent.right > width + 0.5) continue;
      const classes = [...element.classList].map((name) => `.${name}`).join("");
      culprits.push(`<${element.tagName.toLowerCase()}${classes}> ends at ${Math.round(box.right)} px`);
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits: culprits.slice(0, 8) };
  });
}

class PhoneWalk {
  readonly covered = new Set<string>();
  readonly problems: string[] = [];

  /** The page as it is now fits the phone's width; a full-page screenshot for a person to look at. */
  async check(page: Page, module: string, label: string): Promise<void> {
    await page.waitForLoadState("load");
    await expect(page.locator("main")).toBeVisible();
    // Before hydration the Menu button does nothing: every check below is of the running page.
    await expect.poll(() => page.evaluate(() => "__remixRouter" in window)).toBe(true);
    const { scrollWidth, clientWidth, culprits } = await overflow(page);
    if (scrollWidth > clientWidth) {
      this.problems.push(
        `${label}: ${scrollWidth} px wide on a ${clientWidth} px screen: ${culprits.join("; ")}`,
      );
    }
    const toggle = page.getByRole("banner").getByRole("button", { name: /^Menu/ });
    await expect(toggle, `${label}: the header's Menu button`).toBeVisible();
    const box = await toggle.boundingBox();
    if (!box || box.height < minTarget || box.width < minTarget) {
      this.problems.push(`${label}: the Menu button is ${box?.width}×${box?.height} px`);
    }
    await page.screenshot({
      path: `tests/screenshots/phone-${shotName(label)}.png`,
      fullPage: true,
      animations: "disabled",
    });
    this.covered.add(module);
  }

  async visit(page: Page, module: string, label: string, path: string, status = 200): Promise<void> {
    const response = await page.goto(path);
    expect(response?.status(), `GET ${path}`).toBe(status);
    await this.check(page, module, label);
  }
}

/**
 * The header's menu on this page: closed at first, opened by its button (aria-expanded),
 * every link in it at least 44 px tall and inside the screen, closed by Escape with the
 * focus back on the button, and closed by following one of its links.
 */
async function checkMenu(page: Page, label: string, expectedLinks: string[]): Promise<void> {
  const toggle = page.getByRole("banner").getByRole("button", { name: /^Menu/ });
  const menu = page.locator("#site-menu");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(menu).toBeVisible();
  await page.screenshot({ path: `tests/screenshots/phone-menu-${label}-open.png`, animations: "disabled" });

  const links = menu.getByRole("link");
  const names = (await links.allTextContents()).map((name) => name.replace(/\d+\s*unread$/, "").trim());
  for (const name of expectedLinks) expect(names, `${label}: the menu's links`).toContain(name);
  for (const link of await links.all()) {
    const name = (await link.textContent())?.trim();
    const box = await link.boundingBox();
    expect(box, `${label}: menu link ${name} is laid out`).not.toBeNull();
    expect(
      box!.height,
      `${label}: menu link "${name}" is at least ${minTarget} px tall`,
    ).toBeGreaterThanOrEqual(minTarget);
    expect(box!.x, `${label}: menu link "${name}" starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${label}: menu link "${name}" ends on screen`).toBeLessThanOrEqual(
      phone.width,
    );
  }
  const { scrollWidth, clientWidth } = await overflow(page);
  expect(scrollWidth, `${label}: the open menu fits the screen`).toBeLessThanOrEqual(clientWidth);

  // Tab walks from the button into the list.
  await toggle.focus();
  await page.keyboard.press("Tab");
  await expect(menu.locator(":focus")).toHaveCount(1);
  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.screenshot({ path: `tests/screenshots/phone-menu-${label}-closed.png`, animations: "disabled" });
}

async function newPhonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
  return { context, page: await context.newPage() };
}

test("every game page fits a 390×844 phone, signed out and signed in, with a menu for the header", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const walk = new PhoneWalk();

  // A visitor: the public pages, and the header's menu.
  const visiting = await newPhonePage(browser);
  const visitor = visiting.page;
  await walk.visit(visitor, "_index", "signed out /", "/");
  await checkMenu(visitor, "signed-out", ["Leaderboards", "Sign in", "Sign up"]);
  // Following a link closes the menu.
  await visitor.getByRole("banner").getByRole("button", { name: /^Menu/ }).click();
  await visitor.locator("#site-menu").getByRole("link", { name: "Sign in" }).click();
  await expect(visitor).toHaveURL(/\/signin/);
  await expect(visitor.locator("#site-menu")).toBeHidden();
  await walk.check(visitor, "signin", "signed out /signin");
  await walk.visit(visitor, "signin", "signed out /signin (refused)", "/signin?error=CredentialsSignin");
  await walk.visit(visitor, "signup", "signed out /signup", "/signup");
  await walk.visit(visitor, "leaderboards", "signed out /leaderboards", "/leaderboards");
  await walk.visit(visitor, "forgot-password", "signed out /forgot-password", "/forgot-password");
  await walk.visit(visitor, "reset-password", "signed out /reset-password (no token)", "/reset-password");
  await walk.visit(
    visitor,
    "reset-password",
    "signed out /reset-password",
    "/reset-password?token=not-a-token",
  );
  await walk.visit(
    visitor,
    "verify-email",
    "signed out /verify-email (bad link)",
    "/verify-email?token=nope",
  );
  await walk.visit(
    visitor,
    "confirm-email",
    "signed out /confirm-email (bad link)",
    "/confirm-email?token=nope",
  );
  await walk.visit(visitor, "banned", "signed out /banned (no ban)", "/banned");
  await walk.visit(visitor, "profile.$name", "signed out /profile/:name", "/profile/DemoPlayer");
  await walk.visit(visitor, "(404)", "signed out 404", "/no-such-page", 404);

  // A player who signs up now, on a phone.
  const player = newPlayer("Phone");
  const playing = await newPhonePage(browser);
  const page = playing.page;
  await signUpInGame(page, player);
  await walk.visit(page, "home", "signed in /home", "/home");
  await checkMenu(page, "signed-in", [
    "Home",
    "Play",
    "Teams",
    "Inventory",
    "Quests",
    "Achievements",
    "Profile",
    "Shop",
    "Leaderboards",
    "Polls",
    "Inbox",
    "Sign out",
  ]);
  await walk.visit(page, "teams", "signed in /teams (empty)", "/teams");
  // A team of the starter monsters and a battle, through the API (the pages are what is under test).
  const inventory = (await (await page.request.get("/api/inventory")).json()) as {
    monsters: { id: number }[];
  };
  for (const [slot, monster] of inventory.monsters.slice(0, 3).entries()) {
    const set = await page.request.put(`/api/teams/0/members/${slot}`, { data: { monsterId: monster.id } });
    expect(set.status(), `team slot ${slot}`).toBe(200);
  }
  await walk.visit(page, "teams", "signed in /teams (full)", "/teams");
  await walk.visit(page, "play", "signed in /play", "/play");
  const battle = await page.request.post("/api/battles", {
    data: { mode: "campaign", map: "meadow-outskirts", difficulty: 1, teamSlot: 0 },
  });
  expect(battle.status(), "POST /api/battles").toBeLessThan(300);
  const { matchReportId } = (await battle.json()) as { matchReportId: number };
  await walk.visit(page, "battle.$id", "signed in /battle/:id", `/battle/${matchReportId}`);
  await walk.visit(page, "inventory", "signed in /inventory", "/inventory");
  await walk.visit(page, "quests", "signed in /quests", "/quests");
  await walk.visit(page, "daily", "signed in /daily", "/daily");
  await walk.visit(page, "achievements", "signed in /achievements", "/achievements");
  await walk.visit(page, "shop", "signed in /shop", "/shop");
  await walk.visit(page, "gems._index", "signed in /gems", "/gems");
  await page.getByRole("button", { name: /^Buy / }).first().click();
  await expect(page).toHaveURL(/\/gems\/test-checkout\?session=/);
  await walk.check(page, "gems.test-checkout", "signed in /gems/test-checkout");
  await page.getByRole("button", { name: /^Pay .* \(test\)$/ }).click();
  await expect(page).toHaveURL(/\/gems\/return\?session_id=/);
  await walk.check(page, "gems.return", "signed in /gems/return");
  await walk.visit(page, "purchases", "signed in /purchases", "/purchases");
  await walk.visit(page, "vip", "signed in /vip", "/vip");
  await walk.visit(page, "promo", "signed in /promo", "/promo");
  await walk.visit(page, "inbox", "signed in /inbox", "/inbox");
  await walk.visit(page, "polls", "signed in /polls", "/polls");
  await walk.visit(page, "leaderboards", "signed in /leaderboards", "/leaderboards");
  await walk.visit(
    page,
    "profile.$name",
    "signed in /profile/:name (own)",
    `/profile/${encodeURIComponent(player.name)}`,
  );
  await walk.visit(page, "profile.edit", "signed in /profile/edit", "/profile/edit");
  await walk.visit(page, "account.email", "signed in /account/email", "/account/email");
  await walk.visit(page, "account.password", "signed in /account/password", "/account/password");
  await walk.visit(page, "verify-email", "signed in /verify-email", "/verify-email");
  await walk.visit(page, "banned", "signed in /banned (no ban)", "/banned");
  await walk.visit(page, "_index", "signed in /", "/");
  await walk.visit(page, "signout", "signed in /signout", "/signout");
  await walk.visit(page, "(404)", "signed in 404", "/no-such-page", 404);
  await playing.context.close();
  await visiting.context.close();

  expect
    .soft(
      gameRouteModules().filter((module) => !walk.covered.has(module)),
      "route modules in game/app/routes this test does not open at 390 px: add them above",
    )
    .toEqual([]);
  expect(walk.problems, "pages wider than a 390 px phone").toEqual([]);
});
