// Every game page fits a 390×844 phone (issue 18): no page is wider than the
// screen (document scrollWidth ≤ clientWidth), the header collapses into a Menu
// button whose list opens, closes with Escape and has links at least 44 px tall,
// and reaches every player page (Play, Shop, Community and Account groups). The
// shop's purchase dialog, in both its forms, lies inside the screen, and so do
// the settings page's account links (44 px tall). The pages are read from
// game/app/routes, so a new route that this test does not open fails it instead
// of being skipped. Signed out, then as a player who signs up here. A second test
// walks the desktop header at 880, 1024 and 1280 px: one row of sections that
// never overflows, the Shop and account menus opening and closing. Screenshots in
// tests/screenshots/phone-*.png and header-*.png.
import { readdirSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { scheduleUpcomingLiveEvent, signInToConsole } from "../support/console-e2e.ts";
import { newPlayer, signUpInGame } from "../support/game-e2e.ts";

const phone = { width: 390, height: 844 };
/** WCAG 2.5.5's target size, and Apple's and Google's. */
const minTarget = 44;

/** Every page the header's menu leads a signed-in player to, by its link's name. */
const signedInPages = [
  // Play
  "Home",
  "Play",
  "Teams",
  "Inventory",
  "Collection",
  "Quests",
  "Achievements",
  // Shop
  "Shop",
  "Gems",
  "VIP",
  "Daily reward",
  "Promo code",
  // Community
  "Leaderboards",
  "Polls",
  // Account
  "Inbox",
  "Profile",
  "Settings",
  "Purchases",
  "Sign out",
];

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
  // Every control in the open menu is a link: a group's button (the desktop's Shop and
  // account menus) is not shown on a phone, where each group's links show under its title.
  await expect(menu.getByRole("button"), `${label}: buttons in the phone's menu`).toHaveCount(0);
  for (const link of await links.all()) {
    const name = (await link.textContent())?.trim();
    // The list scrolls when it is taller than the screen: each link can be brought into view.
    await link.scrollIntoViewIfNeeded();
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
    expect(box!.y, `${label}: menu link "${name}" can be scrolled on screen`).toBeGreaterThanOrEqual(0);
    expect(
      box!.y + box!.height,
      `${label}: menu link "${name}" can be scrolled on screen`,
    ).toBeLessThanOrEqual(phone.height);
  }
  await menu.evaluate((panel) => panel.scrollTo(0, 0));
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

/** Everything in the element (and the element) that lies outside the viewport, as "<tag.class> "text": left,top → right,bottom". */
function outsideViewport(page: Page, selector: string) {
  return page.locator(selector).evaluate((root) => {
    const { innerWidth: width, innerHeight: height } = window;
    const outside: string[] = [];
    for (const element of [root, ...root.querySelectorAll("*")]) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.left >= -0.5 && box.top >= -0.5 && box.right <= width + 0.5 && box.bottom <= height + 0.5)
        continue;
      const classes = [...element.classList].map((name) => `.${name}`).join("");
      const text = (element.textContent ?? "").trim().slice(0, 30);
      outside.push(
        `<${element.tagName.toLowerCase()}${classes}> "${text}": ${Math.round(box.left)},${Math.round(box.top)} → ${Math.round(box.right)},${Math.round(box.bottom)}`,
      );
    }
    return outside;
  });
}

/**
 * The shop's confirmation for one item, opened as the Buy link does (?buy=<id>): the
 * dialog and everything in it inside the 390×844 screen, its buttons at least 44 px
 * tall. `affordable` picks an item the player can pay (Confirm purchase) or one they
 * are short of (how much, and where that currency comes from).
 */
async function checkPurchaseDialog(page: Page, affordable: boolean, walk: PhoneWalk): Promise<void> {
  const label = affordable ? "confirm" : "short";
  const shop = (await (await page.request.get("/api/shop")).json()) as {
    categories: { items: { id: number; name: string; shortfall: number; owned?: boolean }[] }[];
  };
  const item = shop.categories
    .flatMap((group) => group.items)
    .find((candidate) => !candidate.owned && (candidate.shortfall === 0) === affordable);
  expect(item, `an item on sale today that a new player ${affordable ? "can" : "cannot"} pay`).toBeTruthy();
  await walk.visit(page, "shop", `signed in /shop (${label} dialog)`, `/shop?buy=${item!.id}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading")).toHaveText(`Buy ${item!.name}?`);
  if (affordable) await expect(dialog.getByRole("button", { name: "Confirm purchase" })).toBeVisible();
  else await expect(dialog.getByTestId("shortfall")).toBeVisible();
  expect(
    await outsideViewport(page, '[role="dialog"]'),
    `the ${label} dialog and everything in it lie inside the ${phone.width}×${phone.height} screen`,
  ).toEqual([]);
  for (const control of await dialog.locator("a, button").all()) {
    const box = await control.boundingBox();
    expect(
      box?.height ?? 0,
      `${label} dialog: "${(await control.textContent())?.trim()}" is at least ${minTarget} px tall`,
    ).toBeGreaterThanOrEqual(minTarget);
  }
  await page.screenshot({ path: `tests/screenshots/phone-shop-${label}-dialog.png`, animations: "disabled" });
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
    400,
  );
  await walk.visit(
    visitor,
    "confirm-email",
    "signed out /confirm-email (bad link)",
    "/confirm-email?token=nope",
    400,
  );
  await walk.visit(visitor, "banned", "signed out /banned (no ban)", "/banned");
  // Account deletion's public pages (docs/decisions/130): the mailed link's and the one after it.
  await walk.visit(
    visitor,
    "account.delete_.confirm",
    "signed out /account/delete/confirm",
    "/account/delete/confirm?token=nope",
  );
  await walk.visit(
    visitor,
    "account.deleted",
    "signed out /account/deleted",
    "/account/deleted?due=2026-12-16T08%3A00%3A00.000Z",
  );
  await walk.visit(visitor, "profile.$name", "signed out /profile/:name", "/profile/DemoPlayer");
  await walk.visit(visitor, "(404)", "signed out 404", "/no-such-page", 404);

  // A player who signs up now, on a phone.
  const player = newPlayer("Phone");
  const playing = await newPhonePage(browser);
  const page = playing.page;
  await signUpInGame(page, player);
  await walk.visit(page, "home", "signed in /home", "/home");
  await checkMenu(page, "signed-in", signedInPages);
  // The groups' titles say what each part of the list is.
  await page.getByRole("banner").getByRole("button", { name: /^Menu/ }).click();
  for (const title of ["Play", "Shop", "Community", "Account"]) {
    await expect(page.locator("#site-menu .nav-group__title").filter({ hasText: title })).toBeVisible();
  }
  await page.keyboard.press("Escape");
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
  await walk.visit(page, "collection._index", "signed in /collection", "/collection");
  await walk.visit(page, "collection.$species", "signed in /collection/:species", "/collection/emberfox");
  await walk.visit(page, "monsters.$id", "signed in /monsters/:id", `/monsters/${inventory.monsters[0]?.id}`);
  await walk.visit(page, "elements", "signed in /elements", "/elements");
  await walk.visit(page, "privacy", "signed in /privacy", "/privacy");
  await walk.visit(page, "quests", "signed in /quests", "/quests");
  await walk.visit(page, "daily", "signed in /daily", "/daily");
  await walk.visit(page, "achievements", "signed in /achievements", "/achievements");
  await walk.visit(page, "shop", "signed in /shop", "/shop");
  // The confirmation for an item the player can pay (its Confirm button once ended at
  // 393.6 px on this screen), and for one they are short of.
  await checkPurchaseDialog(page, true, walk);
  await checkPurchaseDialog(page, false, walk);
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
  // An event's page: one coming for every player, scheduled by LiveOps in a browser of their own.
  const liveops = await browser.newContext();
  const liveopsPage = await liveops.newPage();
  await signInToConsole(liveopsPage, "liveops");
  const eventId = await scheduleUpcomingLiveEvent(liveopsPage);
  await liveops.close();
  await walk.visit(page, "events.$id", "signed in /events/:id", `/events/${eventId}`);
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
  // Settings: the account's pages are full-size touch targets (they were 19 px text links).
  for (const name of ["Change password", "Change e-mail", "Purchase history"]) {
    const box = await page.getByRole("main").getByRole("link", { name }).boundingBox();
    expect(box?.height ?? 0, `settings: "${name}" is at least ${minTarget} px tall`).toBeGreaterThanOrEqual(
      minTarget,
    );
    expect(box?.width ?? 0, `settings: "${name}" is at least ${minTarget} px wide`).toBeGreaterThanOrEqual(
      minTarget,
    );
  }
  await walk.visit(page, "account.email", "signed in /account/email", "/account/email");
  await walk.visit(page, "account.password", "signed in /account/password", "/account/password");
  await walk.visit(page, "account.devices", "signed in /account/devices", "/account/devices");
  await walk.visit(page, "account.data", "signed in /account/data", "/account/data");
  await walk.visit(page, "account.delete", "signed in /account/delete", "/account/delete");
  // The file "Download my data" sends, not a page: tests/e2e/privacy-export.spec.ts downloads it.
  walk.covered.add("account.data.download");
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

test("on a wide screen the header reaches every player page in one row of sections and two menus, without overflowing", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // A name as long as names go: the account menu's button carries it.
  await signUpInGame(page, newPlayer("WideHeaderPlayer"));
  await expect.poll(() => page.evaluate(() => "__remixRouter" in window)).toBe(true);
  const header = page.getByRole("banner");
  const main = header.getByRole("navigation", { name: "Main" });
  const account = header.getByRole("navigation", { name: "Account" });
  const shopButton = main.getByRole("button", { name: "Shop" });
  const accountButton = account.getByRole("button", { name: /^WideHeaderPlayer/ });

  for (const width of [880, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(header.getByRole("button", { name: /^Menu/ })).toBeHidden();
    // Nothing in the bar ends past the window, and the sections stay on one row.
    const bar = await header.evaluate((element) => {
      const right = Math.max(
        ...[...element.querySelectorAll("a, button")]
          .map((node) => node.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map((box) => box.right),
      );
      const sections = [...element.querySelectorAll(".site-sections a, .site-sections button")]
        .map((node) => node.getBoundingClientRect())
        .filter((box) => box.width > 0);
      // One row: every link's and button's middle at the same height (within a few pixels).
      const middles = sections.map((box) => box.top + box.height / 2);
      return {
        right,
        rowSpread: Math.max(...middles) - Math.min(...middles),
        scrollWidth: document.documentElement.scrollWidth,
      };
    });
    expect(bar.right, `${width} px: the header's last link ends inside the window`).toBeLessThanOrEqual(
      width,
    );
    expect(bar.rowSpread, `${width} px: the sections are one row`).toBeLessThan(8);
    expect(bar.scrollWidth, `${width} px: the page is no wider than the window`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `tests/screenshots/header-${width}.png`, animations: "disabled" });
  }

  // The sections: the Play and Community pages in the row, the shop's pages behind Shop.
  for (const name of [
    "Home",
    "Play",
    "Teams",
    "Inventory",
    "Collection",
    "Quests",
    "Achievements",
    "Leaderboards",
    "Polls",
  ]) {
    await expect(main.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(account.getByTestId("inbox-link")).toBeVisible();
  await expect(account.getByTestId("signed-in-user")).toHaveText(/^WideHeaderPlayer/);

  // Each menu: a disclosure that opens under its button, inside the window, and closes
  // with Escape (focus back on its button), with a click outside, and by following a link.
  const menus = [
    {
      button: shopButton,
      nav: main,
      links: ["Shop", "Gems", "VIP", "Daily reward", "Promo code"],
      shot: "shop",
    },
    {
      button: accountButton,
      nav: account,
      links: ["Profile", "Settings", "Purchases", "Sign out"],
      shot: "account",
    },
  ];
  for (const { button, nav, links, shot } of menus) {
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const list = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    await expect(list).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeVisible();
    for (const name of links) await expect(list.getByRole("link", { name, exact: true })).toBeVisible();
    const box = await list.boundingBox();
    expect(box!.x + box!.width, `the ${shot} menu ends inside the window`).toBeLessThanOrEqual(1280);
    await page.screenshot({ path: `tests/screenshots/header-menu-${shot}.png`, animations: "disabled" });
    // Tab walks from the button into its list; Escape closes it and puts the focus back.
    await page.keyboard.press("Tab");
    await expect(list.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();
    // A click elsewhere closes it too.
    await button.click();
    await expect(list).toBeVisible();
    await page.getByRole("main").click({ position: { x: 5, y: 5 } });
    await expect(list).toBeHidden();
    await expect(nav).toBeVisible();
  }

  // Following a link closes the menu; the button shows the group as current on its pages.
  await shopButton.click();
  await main.getByRole("link", { name: "Daily reward" }).click();
  await expect(page).toHaveURL(/\/daily$/);
  await expect(shopButton).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator(".nav-group--current").getByRole("button", { name: "Shop" })).toHaveCount(1);
  await accountButton.click();
  await account.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.locator(".nav-group--current").getByTestId("signed-in-user")).toHaveCount(1);
  await context.close();
});
