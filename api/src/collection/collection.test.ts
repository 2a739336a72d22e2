// The collection on a real database: the book's statuses (owned, seen, unknown) from
// what the player holds, transcended, mastered and played; a species' stats by level
// and a monster's stats are the battles' own; another player's monster is a 404, over
// HTTP too; the element chart is the battles' matchup rule.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { sessionCookie } from "../../../tests/support/economy.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import { makeTeamPlayer } from "../../../tests/support/progression.ts";
import { refusal } from "../../../tests/support/refusal.ts";
import { combatantStats } from "../battles/combatant.ts";
import { battleRules, elementMatchup } from "../battles/rules.ts";
import { elements } from "../catalogue/basics.ts";
import { findMonster, monsters } from "../catalogue/monsters.ts";
import { starterGrant } from "../catalogue/new-players.ts";
import type { AppDeps } from "../context.ts";
import { toAppError } from "../errors.ts";
import { createHttpApp } from "../http/app.ts";
import { monsterMaxLevel } from "../progression/levels.ts";
import { elementChart } from "./element-chart.ts";
import { getOwnedMonster } from "./get-owned-monster.ts";
import { getSpecies } from "./get-species.ts";
import { listCollection } from "./list-collection.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const statusOf = (book: Awaited<ReturnType<typeof listCollection>>, name: string) =>
  book.species.find((entry) => entry.name === name)?.status;

describe("the collection book", () => {
  it("shows a new player's starter monsters owned and every other species unknown", async () => {
    const player = await makePlayer(deps.db);
    const book = await listCollection(deps, { userId: player.id });
    expect(book.total).toBe(monsters.length);
    expect(
      book.species
        .filter((entry) => entry.status === "owned")
        .map((entry) => entry.name)
        .sort(),
    ).toEqual([...starterGrant.monsters].sort());
    expect(book.seen).toBe(0);
    expect(book.owned).toBe(starterGrant.monsters.length);
    expect(book.completion).toBe(Math.floor((starterGrant.monsters.length / monsters.length) * 100));
    expect(book.species.map((entry) => entry.number)).toEqual(monsters.map((_, index) => index + 1));
    const fire = book.elements.find((row) => row.element === "fire");
    expect(fire).toEqual({
      element: "fire",
      total: monsters.filter((monster) => monster.element === "fire").length,
      owned: 1,
      seen: 0,
    });
    expect(book.elements.reduce((sum, row) => sum + row.total, 0)).toBe(monsters.length);
  });

  it("counts enemies of played maps and mastered species as seen, transcended ones as owned", async () => {
    const player = await makePlayer(deps.db);
    // Meadow Outskirts' enemies are Sproutling (a starter, so still owned) and Gustling.
    await deps.db.mapProgress.create({
      data: { userId: player.id, name: "meadow-outskirts", difficulty: 1 },
    });
    await deps.db.mastery.create({ data: { userId: player.id, name: "Blazehorn", level: 2 } });
    await deps.db.userTranscendedItem.create({
      data: { userId: player.id, name: "Pyronyx", type: "monster" },
    });
    const book = await listCollection(deps, { userId: player.id });
    expect(statusOf(book, "Gustling")).toBe("seen");
    expect(statusOf(book, "Sproutling")).toBe("owned");
    expect(statusOf(book, "Blazehorn")).toBe("seen");
    expect(statusOf(book, "Pyronyx")).toBe("owned");
    expect(statusOf(book, "Umbradon")).toBe("unknown");
    expect(book.seen).toBe(2);
    expect(book.owned).toBe(starterGrant.monsters.length + 1);

    // A monster sold is no longer owned; having fought with it (mastery) it stays seen.
    const inventory = await deps.db.inventory.findUniqueOrThrow({ where: { userId: player.id } });
    await deps.db.mastery.create({ data: { userId: player.id, name: "Emberfox" } });
    await deps.db.item.deleteMany({ where: { inventoryId: inventory.id, name: "Emberfox" } });
    expect(statusOf(await listCollection(deps, { userId: player.id }), "Emberfox")).toBe("seen");
  });
});

describe("a species", () => {
  it("gives stats by level by the battles' own rule, the ability, mastery, skins and where to find it", async () => {
    const player = await makePlayer(deps.db);
    await deps.db.mastery.create({ data: { userId: player.id, name: "Emberfox", level: 3, xp: 40 } });
    const species = await getSpecies(deps, { userId: player.id, key: "EMBERFOX" });
    const emberfox = findMonster("Emberfox")!;
    expect(species.status).toBe("owned");
    expect(species.key).toBe("emberfox");
    expect(species.whereToFind.starter).toBe(true);
    const details = species.details!;
    expect(details.statsByLevel.map((row) => row.level)).toEqual([1, 10, 20, 30, 40, 50]);
    for (const row of details.statsByLevel) {
      const battle = combatantStats({ name: "Emberfox", level: row.level, quality: emberfox.quality });
      expect([row.hp, row.attack, row.defense, row.speed]).toEqual([
        battle.maxHp,
        battle.attack,
        battle.defense,
        battle.speed,
      ]);
    }
    expect(details.ability).toMatchObject({ ...emberfox.ability, cooldown: battleRules.abilityCooldown });
    expect(details.mastery).toMatchObject({ level: 3, xp: 40, statBonusPercent: 4 });
    expect(details.skins.map((skin) => skin.id)).toEqual([...emberfox.skins]);
    expect(details.skins[0]?.worn).toBe(1);
    expect(details.yourMonsters).toHaveLength(1);
    expect(details.transcendence).toMatchObject({
      requiredLevel: monsterMaxLevel,
      transcended: 0,
      ready: [],
    });
    expect(species.previous).toBeNull();
    expect(species.next?.number).toBe(2);
  });

  it("keeps an unknown species to its silhouette and where to find it, and refuses a species that does not exist", async () => {
    const player = await makePlayer(deps.db);
    const blazehorn = await getSpecies(deps, { userId: player.id, key: "blazehorn" });
    expect(blazehorn.status).toBe("unknown");
    expect(blazehorn.details).toBeNull();
    expect(blazehorn.whereToFind.enemyOn.map((map) => map.mapName)).toContain("Ember Canyon");
    expect(blazehorn.whereToFind.drops).toContainEqual(
      expect.objectContaining({ mapName: "Ember Canyon", quality: "rare" }),
    );
    expect(blazehorn.whereToFind.eggs.map((egg) => egg.name)).toContain("Ember Egg");
    expect((await refusal(getSpecies(deps, { userId: player.id, key: "nosuchmon" }))).status).toBe(404);
    const empty = await getSpecies(deps, { userId: player.id, key: "" }).catch((error: unknown) => error);
    expect(toAppError(empty).status).toBe(400);
  });
});

describe("an owned monster", () => {
  it("shows its level, xp, stats with the player's mastery, its teams and why it cannot transcend", async () => {
    const player = await makeTeamPlayer(deps);
    const [monster] = player.monsters;
    await deps.db.item.update({
      where: { id: monster!.id },
      data: { level: monsterMaxLevel, quality: "rare" },
    });
    await deps.db.mastery.create({ data: { userId: player.id, name: monster!.name, level: 4 } });
    const view = await getOwnedMonster(deps, { userId: player.id, monsterId: monster!.id });
    const battle = combatantStats({
      name: monster!.name,
      level: monsterMaxLevel,
      quality: "rare",
      masteryLevel: 4,
    });
    expect([view.stats.hp, view.stats.attack, view.stats.defense, view.stats.speed]).toEqual([
      battle.maxHp,
      battle.attack,
      battle.defense,
      battle.speed,
    ]);
    expect(view.statsByLevel.map((row) => row.level)).toEqual([1, 10, 20, 30, 40, 50]);
    expect(view.statsByLevel.at(-1)).toEqual(view.stats);
    expect(view.xpForNext).toBeNull();
    expect(view.teams).toEqual([{ slot: 0, name: "Team 1" }]);
    expect(view.transcend).toEqual({ ready: false, reason: "in_team", requiredLevel: monsterMaxLevel });
    expect(view.speciesKey).toBe(monster!.name.toLowerCase());
  });

  it("is a 404 for another player's monster, in the use case and over HTTP", async () => {
    const owner = await makeTeamPlayer(deps);
    const stranger = await makePlayer(deps.db);
    const theirs = owner.monsters[0]!.id;
    expect((await refusal(getOwnedMonster(deps, { userId: stranger.id, monsterId: theirs }))).status).toBe(
      404,
    );
    const app = createHttpApp(deps);
    const cookie = await sessionCookie(deps, stranger.id);
    const response = await app.request(`/api/collection/monsters/${theirs}`, { headers: { cookie } });
    expect(response.status).toBe(404);
    const own = await app.request(`/api/collection/monsters/${theirs}`, {
      headers: { cookie: await sessionCookie(deps, owner.id) },
    });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { id: number }).id).toBe(theirs);
    expect((await app.request("/api/collection")).status).toBe(401);
  });
});

describe("the element chart", () => {
  it("is the battles' matchup rule for every pair of elements", async () => {
    const chart = elementChart();
    expect(chart.rows.map((row) => row.attacker)).toEqual([...elements]);
    for (const row of chart.rows) {
      for (const cell of row.against) {
        const rule = elementMatchup(row.attacker, cell.defender);
        expect(cell.factor).toBe(rule.factor);
        expect(cell.matchup).toBe(rule.matchup ?? "even");
      }
    }
    const fire = chart.rows.find((row) => row.attacker === "fire")!;
    expect(fire.strongAgainst).toEqual(["nature"]);
    expect(fire.weakAgainst).toEqual(["water"]);
    expect(fire.threatenedBy).toEqual(["water"]);
    expect(chart.strongFactor).toBe(battleRules.elementAdvantage);
    expect(chart.weakFactor).toBe(1 / battleRules.elementAdvantage);
    const response = await createHttpApp(deps).request("/api/elements");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(chart)));
  });
});
