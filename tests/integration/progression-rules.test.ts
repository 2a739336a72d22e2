// The inventory, team and quest rules on a real database: teams (set, move,
// swap, clear, and the database's own checks), relic upgrades, the black
// market, transcending, quest claims under concurrency.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monsterMaxLevel, relicUpgradeCost } from "../../api/src/config/game.ts";
import type { AppDeps } from "../../api/src/context.ts";
import { AppError } from "../../api/src/errors.ts";
import { blackMarketTrade } from "../../api/src/inventory/black-market-trade.ts";
import { listInventory } from "../../api/src/inventory/list-inventory.ts";
import { transcendMonster } from "../../api/src/inventory/transcend-monster.ts";
import { upgradeRelic } from "../../api/src/inventory/upgrade-relic.ts";
import { playerHome } from "../../api/src/progression/player-home.ts";
import { claimQuest } from "../../api/src/quests/claim-quest.ts";
import { clearTeamMember, setTeamMember, swapTeamMembers } from "../../api/src/teams/edit-team.ts";
import { listTeams } from "../../api/src/teams/list-teams.ts";
import { createTestDeps } from "../support/deps.ts";
import { makePlayer } from "../support/players.ts";
import { makeTeamPlayer } from "../support/progression.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());
const now = new Date("2026-11-21T12:00:00Z");

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

const names = async (userId: string, team = 0) =>
  (await listTeams(deps, userId))[team]!.members.map((member) => member?.monster.name ?? null);

describe("teams", () => {
  it("sets, moves, swaps and clears members; a monster is at most once per team", async () => {
    const player = await makeTeamPlayer(deps);
    const [a, b, c] = player.monsters.map((monster) => monster.name);
    expect(await names(player.id)).toEqual([a, b, c, null, null]);
    await setTeamMember(deps, { userId: player.id, teamSlot: 0, slot: 4, monsterId: player.monsters[0]!.id });
    expect(await names(player.id)).toEqual([null, b, c, null, a]);
    await setTeamMember(deps, { userId: player.id, teamSlot: 0, slot: 1, monsterId: player.monsters[2]!.id });
    expect(await names(player.id)).toEqual([null, c, b, null, a]);
    await swapTeamMembers(deps, { userId: player.id, teamSlot: 0, from: 1, to: 4 });
    expect(await names(player.id)).toEqual([null, a, b, null, c]);
    await clearTeamMember(deps, { userId: player.id, teamSlot: 0, slot: 4 });
    expect(await names(player.id)).toEqual([null, a, b, null, null]);
    // The same monster may be in another team.
    await setTeamMember(deps, { userId: player.id, teamSlot: 2, slot: 0, monsterId: player.monsters[0]!.id });
    expect(await names(player.id, 2)).toEqual([a, null, null, null, null]);
  });

  it("refuses another player's monster, and so does the database", async () => {
    const player = await makeTeamPlayer(deps);
    const other = await makeTeamPlayer(deps);
    const error = await refusal(
      setTeamMember(deps, { userId: player.id, teamSlot: 0, slot: 3, monsterId: other.monsters[0]!.id }),
    );
    expect(error.status).toBe(404);
    const team = await deps.db.team.findFirstOrThrow({
      where: { inventory: { userId: player.id }, slot: 0 },
    });
    await expect(
      deps.db.teamMember.create({ data: { teamId: team.id, slot: 3, monsterId: other.monsters[0]!.id } }),
    ).rejects.toThrow();
    await expect(
      deps.db.teamMember.create({ data: { teamId: team.id, slot: 5, monsterId: player.monsters[0]!.id } }),
    ).rejects.toThrow();
    await expect(deps.db.team.create({ data: { inventoryId: team.inventoryId, slot: 3 } })).rejects.toThrow();
  });
});

describe("reads", () => {
  it("the home summary's team size counts the members of the player's own first team only", async () => {
    const player = await makeTeamPlayer(deps);
    const other = await makeTeamPlayer(deps);
    // A second team of the same player does not count either.
    await setTeamMember(deps, { userId: player.id, teamSlot: 1, slot: 0, monsterId: player.monsters[0]!.id });
    const home = await playerHome(deps, { userId: player.id, now });
    expect(home.teamSize).toBe(player.monsters.length);
    expect(home.quests.length).toBeGreaterThan(0);
    await clearTeamMember(deps, { userId: other.id, teamSlot: 0, slot: 0 });
    expect((await playerHome(deps, { userId: other.id, now })).teamSize).toBe(other.monsters.length - 1);
    expect((await playerHome(deps, { userId: (await makePlayer(deps.db)).id, now })).teamSize).toBe(0);
  });

  it("the inventory marks each monster and relic with the team slots it is in", async () => {
    const player = await makeTeamPlayer(deps);
    await makeTeamPlayer(deps);
    const inventory = await deps.db.inventory.findUniqueOrThrow({ where: { userId: player.id } });
    const relic = await deps.db.item.create({
      data: { inventoryId: inventory.id, type: "relic", name: "Ember Charm", quality: "common" },
    });
    const [first, second] = player.monsters;
    await setTeamMember(deps, {
      userId: player.id,
      teamSlot: 2,
      slot: 1,
      monsterId: first!.id,
      relicId: relic.id,
    });
    await setTeamMember(deps, { userId: player.id, teamSlot: 1, slot: 0, monsterId: first!.id });
    await clearTeamMember(deps, { userId: player.id, teamSlot: 0, slot: 1 });
    const view = await listInventory(deps, { userId: player.id, now });
    const teamsOf = (id: number) => [...view.monsters, ...view.relics].find((item) => item.id === id)!.teams;
    expect(teamsOf(first!.id)).toEqual([0, 1, 2]);
    expect(teamsOf(second!.id)).toEqual([]);
    expect(teamsOf(relic.id)).toEqual([2]);
    expect(view.usage).toMatchObject({ monsterSlots: player.monsters.length, relicSlots: 1 });
  });
});

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

describe("quests", () => {
  it("claims a finished quest once, even when claimed five times at once", async () => {
    const player = await makePlayer(deps.db);
    const early = await refusal(claimQuest(deps, { userId: player.id, key: "daily-play-3", now }));
    expect(early.status).toBe(409);
    await deps.db.quest.create({
      data: { userId: player.id, name: "daily-play-3", type: "daily", value: 3 },
    });
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map(() => claimQuest(deps, { userId: player.id, key: "daily-play-3", now })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const user = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    expect(user.freeCurrency).toBe(1000 + 100);
    const stats = await deps.db.userStats.findUniqueOrThrow({ where: { userId: player.id } });
    expect(stats.questsCompletedDaily).toBe(1);
    // The daily reset (jobs) sets value 0 and isClaimed false: claimable again next period.
    await deps.db.quest.updateMany({ where: { userId: player.id }, data: { value: 3, isClaimed: false } });
    await claimQuest(deps, { userId: player.id, key: "daily-play-3", now });
  });
});
