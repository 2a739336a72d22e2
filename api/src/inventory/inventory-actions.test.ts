// The inventory's actions on a real database: relic upgrades, the black market and
// transcending.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import { makeTeamPlayer } from "../../../tests/support/progression.ts";
import { refusal } from "../../../tests/support/refusal.ts";
import type { AppDeps } from "../context.ts";
import { monsterMaxLevel } from "../progression/levels.ts";
import { blackMarketTrade } from "./black-market-trade.ts";
import { relicUpgradeCost } from "./prices.ts";
import { transcendMonster } from "./transcend-monster.ts";
import { upgradeRelic } from "./upgrade-relic.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());
const now = new Date("2026-11-21T12:00:00Z");

describe("inventory actions", () => {
  it("upgrades a relic with gold and ingredients of its rarity", async () => {
    const player = await makePlayer(deps.db);
    const inventory = await deps.db.inventory.findUniqueOrThrow({ where: { userId: player.id } });
    const relic = await deps.db.item.create({
      data: { inventoryId: inventory.id, type: "relic", name: "Ember Charm", quality: "common" },
    });
    await deps.db.ingredient.create({ data: { inventoryId: inventory.id, name: "Iron Ore", quantity: 2 } });
    const cost = relicUpgradeCost("common", 1);
    const result = await upgradeRelic(deps, {
      userId: player.id,
      relicId: relic.id,
      ingredient: "Iron Ore",
      now,
    });
    expect(result.relic.level).toBe(2);
    expect(result.balance.balanceAfter).toBe(1000 - cost.gold);
    expect(await deps.db.ingredient.count({ where: { inventoryId: inventory.id } })).toBe(0);
    const wrongRarity = await refusal(
      upgradeRelic(deps, { userId: player.id, relicId: relic.id, ingredient: "Star Dust", now }),
    );
    expect(wrongRarity.status).toBe(400);
    const notEnough = await refusal(
      upgradeRelic(deps, { userId: player.id, relicId: relic.id, ingredient: "Iron Ore", now }),
    );
    expect(notEnough.details?.reason).toBe("not_enough_ingredients");
    const stats = await deps.db.userStats.findUniqueOrThrow({ where: { userId: player.id } });
    expect(stats.upgradedRelics).toBe(1);
  });

  it("trades on the black market within a rarity", async () => {
    const player = await makePlayer(deps.db);
    const inventory = await deps.db.inventory.findUniqueOrThrow({ where: { userId: player.id } });
    await deps.db.ingredient.create({
      data: { inventoryId: inventory.id, name: "Slime Jelly", quantity: 7 },
    });
    const trade = await blackMarketTrade(deps, {
      userId: player.id,
      give: "Slime Jelly",
      receive: "Wolf Fang",
      times: 2,
      now,
    });
    expect(trade.gave.quantity).toBe(6);
    expect(trade.received.quantity).toBe(2);
    const held = await deps.db.ingredient.findMany({
      where: { inventoryId: inventory.id },
      orderBy: { name: "asc" },
    });
    expect(held.map((row) => [row.name, row.quantity])).toEqual([
      ["Slime Jelly", 1],
      ["Wolf Fang", 2],
    ]);
    const across = await refusal(
      blackMarketTrade(deps, { userId: player.id, give: "Slime Jelly", receive: "Star Dust", now }),
    );
    expect(across.status).toBe(400);
    expect(
      (await deps.db.userStats.findUniqueOrThrow({ where: { userId: player.id } })).blackMarketTrades,
    ).toBe(2);
  });

  it("transcends only a max-level monster that is in no team", async () => {
    const player = await makeTeamPlayer(deps);
    const monster = player.monsters[0]!;
    const tooLow = await refusal(transcendMonster(deps, { userId: player.id, monsterId: monster.id, now }));
    expect(tooLow.details?.reason).toBe("not_max_level");
    await deps.db.item.update({ where: { id: monster.id }, data: { level: monsterMaxLevel } });
    const inTeam = await refusal(transcendMonster(deps, { userId: player.id, monsterId: monster.id, now }));
    expect(inTeam.details?.reason).toBe("in_team");
    await deps.db.teamMember.deleteMany({ where: { monsterId: monster.id } });
    const done = await transcendMonster(deps, { userId: player.id, monsterId: monster.id, now });
    expect(done.transcended.name).toBe(monster.name);
    expect(await deps.db.item.count({ where: { id: monster.id } })).toBe(0);
  });
});
