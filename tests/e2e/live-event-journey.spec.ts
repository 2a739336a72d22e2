// A live event from end to end in Chromium: a LiveOps operator makes a "VIP
// now" audience in the console's audience form and schedules a "double gold
// weekend" for it in the live event form, starting at the next minute. Two
// players sign up in the game; one becomes VIP the way the product sells it
// (gems through the local test checkout, then the VIP pass on the VIP page).
// Before the start neither sees a banner; once it starts the VIP sees the
// banner with its countdown (and the event page), plays a battle and earns
// double gold; the other player sees no banner and earns the normal gold. The
// event's show page in the console then charts both battles: one with the
// event, one without. The event has its own leaderboard (set in the same form):
// the VIP's win puts them on it, as the event page shows. Screenshots go to
// tests/screenshots/.
import { expect, type Page, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";
import { newPlayer, signUpInNewContext } from "../support/game-e2e.ts";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `tests/screenshots/live-event-${name}.png`, fullPage: true });

async function choose(page: Page, name: string | RegExp, option: string | RegExp) {
  await page.getByRole("combobox", { name }).click();
  const listbox = page.getByRole("listbox");
  await expect(async () => {
    if (await listbox.isVisible()) await listbox.getByRole("option", { name: option, exact: true }).click();
    await expect(listbox).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** A team of the player's three starter monsters, through the API with the page's session. */
async function starterTeam(page: Page) {
  const inventory = (await (await page.request.get("/api/inventory")).json()) as {
    monsters: { id: number }[];
  };
  for (const [slot, monster] of inventory.monsters.entries()) {
    const set = await page.request.put(`/api/teams/0/members/${slot}`, { data: { monsterId: monster.id } });
    expect(set.status()).toBe(200);
  }
}

/** Plays the first map from the play page; answers the battle's gold as the API recorded it. */
async function playFirstMap(page: Page): Promise<{ gold: number; bonus: number }> {
  await page.goto("/play");
  await page.getByRole("button", { name: "Fight Meadow Outskirts on Normal" }).click();
  await expect(page).toHaveURL(/\/battle\/\d+$/);
  const id = /\/battle\/(\d+)$/.exec(page.url())?.[1];
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page.getByTestId("battle-result")).toBeVisible();
  const battle = (await (await page.request.get(`/api/battles/${id}`)).json()) as {
    result: { gold: number; liveEvent?: { goldBonus: number } | null };
  };
  return { gold: battle.result.gold, bonus: battle.result.liveEvent?.goldBonus ?? 0 };
}

/** The browser's local "YYYY-MM-DDTHH:mm" of an instant, as the datetime-local field takes it. */
function localField(page: Page, at: number): Promise<string> {
  return page.evaluate((ms) => {
    const d = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, at);
}

test("a double gold weekend for VIPs doubles a VIP's battle gold, not a non-VIP's, and charts both", async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);

  // Two fresh sign-ups; one buys gems (test checkout) and then a VIP pass on the VIP page.
  const vipPlayer = newPlayer("EventVip");
  const vip = await signUpInNewContext(browser, vipPlayer);
  const plain = await signUpInNewContext(browser, newPlayer("EventPlain"));
  await vip.page.goto("/gems?currency=eur");
  await vip.page.getByRole("button", { name: /^Buy 550 gems for/ }).click();
  await expect(vip.page).toHaveURL(/\/gems\/test-checkout\?session=/);
  await vip.page.getByRole("button", { name: /^Pay .* \(test\)$/ }).click();
  await expect(vip.page.getByRole("status")).toContainText("550 gems were added to your wallet");
  await vip.page.goto("/vip");
  await vip.page.getByRole("link", { name: "Buy VIP 7 days" }).click();
  await vip.page.getByRole("dialog").getByRole("button", { name: "Confirm purchase" }).click();
  await expect(vip.page.getByRole("status")).toContainText("7 VIP days added");
  await starterTeam(vip.page);
  await starterTeam(plain.page);

  // LiveOps: the audience in its console form, then the event in the live event form.
  await signInToConsole(page, "liveops");
  const audienceName = `VIPs now ${stamp}`;
  await page.goto("/console/audiences/create");
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page.getByRole("textbox", { name: /^Name/ }).fill(audienceName);
  await choose(page, "VIP", "VIP now");
  const audienceSaved = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/admin/audiences",
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect((await audienceSaved).status()).toBe(201);

  const eventName = `Double gold weekend ${stamp}`;
  // Starts at the next whole minute (the field takes minutes), at least 15 s away; ends two days later.
  let startsAt = Math.ceil(Date.now() / 60_000) * 60_000;
  if (startsAt - Date.now() < 15_000) startsAt += 60_000;
  await page.goto("/console/live-events/create");
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page.getByRole("textbox", { name: /^Name/ }).fill(eventName);
  await page
    .getByRole("textbox", { name: /^Description/ })
    .fill("Twice the gold from every battle, for VIPs");
  await page.getByLabel(/^Starts at/).fill(await localField(page, startsAt));
  await page.getByLabel(/^Ends at/).fill(await localField(page, startsAt + 2 * 86_400_000));
  await page.getByRole("combobox", { name: "For the audience" }).fill(audienceName);
  await page.getByRole("option", { name: new RegExp(audienceName) }).click();
  await page.getByRole("button", { name: "Add" }).click();
  await choose(page, /^Modifier/, "More gold from battles");
  await page.getByRole("spinbutton", { name: /^Multiplier/ }).fill("2");
  // Its own leaderboard: PvE wins, 100 gems for rank 1 (the second modifier; its rewards are
  // rows of their own, whose "Add" comes before the modifiers' one).
  await page.getByRole("button", { name: "Add" }).click();
  await page
    .getByRole("combobox", { name: /^Modifier/ })
    .nth(1)
    .click();
  await page
    .getByRole("listbox")
    .getByRole("option", { name: "Event leaderboard with rank rewards" })
    .click();
  await choose(page, /^Ranks players by/, "PvE wins");
  await page.getByRole("button", { name: "Add" }).first().click();
  await page.getByRole("spinbutton", { name: /^From rank/ }).fill("1");
  await page.getByRole("spinbutton", { name: /^Gems/ }).fill("100");
  await shot(page, "console-form");
  const eventSaved = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/admin/live-events",
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const answer = await eventSaved;
  expect(answer.status(), await answer.text()).toBe(201);
  const event = (await answer.json()) as {
    id: number;
    status: string;
    effects: string[];
    audienceName: string;
  };
  expect(event).toMatchObject({
    status: "scheduled",
    effects: ["Double gold from battles", "Event leaderboard of PvE wins: prizes for the top player"],
    audienceName,
  });
  await expect(page.getByText(`Live event ${eventName} saved`).first()).toBeVisible();

  // Before the start: no banner for anyone.
  await vip.page.goto("/home");
  await expect(vip.page.getByTestId("event-banner")).toHaveCount(0);

  // Once it starts, the VIP sees the banner and its countdown on every page; the other player does not.
  await vip.page.waitForTimeout(Math.max(0, startsAt - Date.now()) + 1_000);
  await vip.page.goto("/home");
  const banner = vip.page.getByTestId("event-banner");
  await expect(banner).toContainText(eventName);
  await expect(banner).toContainText("Double gold from battles");
  const countdown = banner.getByTestId("event-countdown");
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? "", { timeout: 5_000 });
  await shot(vip.page, "banner");
  await banner.getByRole("link", { name: eventName }).click();
  await expect(vip.page.getByRole("heading", { level: 1, name: eventName })).toBeVisible();
  await expect(vip.page.getByTestId("event-when")).toContainText("Ends in");
  await shot(vip.page, "event-page");
  await plain.page.goto("/home");
  await expect(plain.page.getByTestId("signed-in-user")).toBeVisible();
  await expect(plain.page.getByTestId("event-banner")).toHaveCount(0);

  // One battle each: the VIP's gold is double the other player's.
  const vipBattle = await playFirstMap(vip.page);
  await expect(vip.page.getByTestId("battle-event-bonus")).toContainText(eventName);
  await shot(vip.page, "battle");
  const plainBattle = await playFirstMap(plain.page);
  await expect(plain.page.getByTestId("battle-event-bonus")).toHaveCount(0);
  expect(plainBattle.gold).toBeGreaterThan(0);
  expect(vipBattle.gold).toBe(plainBattle.gold * 2);
  expect(vipBattle.bonus).toBe(plainBattle.gold);
  expect(plainBattle.bonus).toBe(0);

  // The VIP's win put them on the event's own board, with what rank 1 is paid at the end.
  await vip.page.goto(`/events/${event.id}`);
  await expect(vip.page.getByTestId("event-board-me")).toContainText(/You are rank \d+ \(score 1\)/);
  await expect(vip.page.getByTestId("event-board-top")).toContainText("(you)");
  await expect(vip.page.getByTestId("event-board-rewards")).toContainText("Rank 1: 100 gems");
  await shot(vip.page, "event-board");

  // The console's results: both battles, one with the event and one without, in the chart.
  await page.goto(`/console/live-events/${event.id}/show`);
  const results = page.getByTestId("live-event-results");
  await expect(results.getByTestId("results-event-battles")).not.toHaveText("0", { timeout: 30_000 });
  expect(Number(await results.getByTestId("results-event-battles").textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await results.getByTestId("results-other-battles").textContent())).toBeGreaterThanOrEqual(1);
  expect(
    Number((await results.getByTestId("results-gold-bonus").textContent())?.replace(/,/g, "")),
  ).toBeGreaterThanOrEqual(plainBattle.gold);
  const chart = page.getByTestId("chart-live-event-battles");
  // A bar for each kind of battle (both on the event's first day).
  await expect.poll(() => chart.locator(".recharts-bar-rectangle").count()).toBeGreaterThanOrEqual(2);
  await chart.getByRole("button", { name: "Table" }).click();
  await expect(chart.getByRole("columnheader", { name: "Event battles" })).toBeVisible();
  await expect(chart.getByRole("columnheader", { name: "Other battles" })).toBeVisible();
  await shot(page, "results");
  // And the event's standings, with the VIP on them and what each rank gets.
  const standings = page.getByTestId("live-event-standings");
  await expect(standings).toContainText("Event leaderboard: PvE wins");
  await expect(standings.getByRole("link", { name: vipPlayer.name })).toBeVisible();
  await expect(standings).toContainText("Rank 1: 100 gems");

  // On a phone the calendar is a list of the month's events.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/console/live-events");
  await expect(page.getByText(eventName).first()).toBeVisible({ timeout: 30_000 });
  await shot(page, "calendar-phone");

  await vip.context.close();
  await plain.context.close();
});
