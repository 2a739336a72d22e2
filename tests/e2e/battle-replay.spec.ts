// A battle worth watching, in Chromium, from a fresh sign-up: the page opens on the
// battle's start (the result is not in the page, nor in the server's HTML outside
// <noscript>), the turn counter advances, 2× speeds the replay up, Skip jumps to the
// results screen, which shows what the server stored: the banner, the gold, the drops,
// every monster's xp with its picture, and the turn counter at the battle's last turn.
import { expect, test } from "@playwright/test";
import { newPlayer, saveTeamInGame, signUpInGame } from "../support/game-e2e.ts";

interface StoredBattle {
  outcome: {
    turns: number;
    turnLimit: number;
    events: { effects: { matchup?: "strong" | "weak" }[] }[];
  };
  result: {
    won: boolean;
    gold: number;
    monsters: { name: string; xpGained: number }[];
    achievements: { name: string }[];
  };
}

test("a battle replays from its start, at 2×, and Skip brings the results screen", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpInGame(page, newPlayer("Watcher"));
  await page.goto("/teams");
  await saveTeamInGame(page, 3);
  await page.goto("/play");
  await page.getByRole("button", { name: "Fight Meadow Outskirts on Normal" }).click();
  await expect(page).toHaveURL(/\/battle\/\d+$/);
  const battleUrl = page.url();
  const id = /\/battle\/(\d+)$/.exec(battleUrl)?.[1];
  const stored = (await (await page.request.get(`/api/battles/${id}`)).json()) as StoredBattle;

  // The server renders the start: no result outside <noscript> (where a reader without JavaScript finds it).
  const html = await (await page.request.get(battleUrl)).text();
  const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
  expect(outsideNoscript).not.toContain('data-testid="battle-result"');
  expect(outsideNoscript).not.toMatch(/Victory!|Defeat</);
  expect(html).toMatch(/<noscript>[\s\S]*data-testid="battle-result"[\s\S]*<\/noscript>/);

  // Opened anew, right after load and before any wait: the battle's start, no result in the page.
  await page.goto(battleUrl, { waitUntil: "domcontentloaded" });
  const atLoad = await page.evaluate(() => ({
    result: document.querySelectorAll('[data-testid="battle-result"]').length,
    turn: document.querySelector('[data-testid="battle-turn"]')?.textContent,
  }));
  expect(atLoad.result).toBe(0);
  expect(atLoad.turn).toBe(`Turn 0 / ${stored.outcome.turnLimit}`);

  // The replay plays: the turn counter moves; the result is still not there.
  const turn = page.getByTestId("battle-turn");
  await expect(turn).toHaveText(new RegExp(`^Turn [1-9]\\d* / ${stored.outcome.turnLimit}$`));
  await expect(page.getByTestId("battle-log").getByRole("listitem").first()).toBeVisible();
  // Every unit is a card with its monster's picture, named.
  const units = page.locator(".battle-field [data-monster-card]");
  await expect(units.locator('img:not([alt=""])')).toHaveCount(await units.count());

  // 2×: the speed buttons say which one is on.
  const normal = page.getByTestId("battle-speed-1");
  const double = page.getByTestId("battle-speed-2");
  await expect(normal).toHaveAttribute("aria-pressed", "true");
  await double.click();
  await expect(double).toHaveAttribute("aria-pressed", "true");
  await expect(normal).toHaveAttribute("aria-pressed", "false");

  // Skip: the results screen, in view and focused, with what the server stored.
  await page.getByTestId("battle-skip").click();
  const result = page.getByTestId("battle-result");
  await expect(result).toBeInViewport();
  await expect(result.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(result.getByRole("heading", { level: 2 })).toHaveText(
    stored.result.won ? "Victory!" : "Defeat",
  );
  await expect(turn).toHaveText(`Turn ${stored.outcome.turns} / ${stored.outcome.turnLimit}`);
  await expect(page.getByTestId("battle-skip")).toHaveCount(0);
  await expect(result).toContainText(`${stored.result.gold.toLocaleString("en-US")} gold`);
  await expect(page.getByTestId("battle-drops")).toBeVisible();
  const monsters = result.locator(".battle-result__monsters [data-monster-card]");
  await expect(monsters).toHaveCount(stored.result.monsters.length);
  for (const [position, monster] of stored.result.monsters.entries()) {
    await expect(monsters.nth(position).getByRole("img", { name: monster.name })).toBeVisible();
    await expect(monsters.nth(position)).toContainText(`+${monster.xpGained} xp`);
  }
  // A fresh player's first battle unlocks achievements (a first kill): each has its card.
  const cards = result.getByTestId("battle-achievement");
  await expect(cards).toHaveCount(stored.result.achievements.length);
  for (const achievement of stored.result.achievements) {
    await expect(cards.filter({ hasText: achievement.name })).toBeVisible();
  }
  // The whole log is there now, and a matchup in it leads to the element chart.
  await page.getByText(`Full log (${stored.outcome.events.length} actions)`).click();
  const matchups = stored.outcome.events.flatMap((event) => event.effects.filter((effect) => effect.matchup));
  const links = page.locator(".battle-full-log").getByRole("link", { name: /effective/ });
  await expect(links).toHaveCount(matchups.length);
  if (matchups.length > 0) await expect(links.first()).toHaveAttribute("href", "/elements");
});
