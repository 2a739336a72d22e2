// Merging a duplicate monster into another of its species, on a real database:
// the duplicate goes, the other gains its xp, History says so; refusals change nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { makeTeamPlayer } from "../../../tests/support/progression.ts";
import { refusal } from "../../../tests/support/refusal.ts";
import type { AppDeps } from "../context.ts";
import { historyTypes } from "../history/types.ts";
import { addXp } from "../progression/add-xp.ts";
import { monsterMaxLevel, monsterXpForLevel } from "../progression/levels.ts";
import { listInventory } from "./list-inventory.ts";
import { mergeBaseXp, mergeMonster, mergeXp } from "./merge-monster.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());
const now = new Date("2026-11-26T12:00:00Z");

describe("merging a duplicate monster", () => {
  it("counts the base of its quality and every xp it had earned", () => {
    expect(mergeXp({ quality: "rare", level: 1, xp: 0 })).toBe(mergeBaseXp.rare);
    expect(mergeXp({ quality: "common", level: 3, xp: 5 })).toBe(
      mergeBaseXp.common + monsterXpForLevel(1) + monsterXpForLevel(2) + 5,
    );
  });

  it("removes the duplicate, gives its xp to the other and records it; refuses what is no duplicate", async () => {
    const player = await makeTeamPlayer(deps);
    const [inTeam] = player.monsters;
    const inventory = await deps.db.inventory.findUniqueOrThrow({ where: { userId: player.id } });
    const spare = await deps.db.item.create({
      data: {
        inventoryId: inventory.id,
        type: "monster",
        name: inTeam!.name,
        quality: "common",
        level: 2,
        xp: 7,
      },
    });
    const other = player.monsters.find((monster) => monster.name !== inTeam!.name)!;

    // Not the same species, the same monster, a monster in a team, or a stranger's: refused, nothing changes.
    const notDuplicate = await refusal(
      mergeMonster(deps, { userId: player.id, monsterId: spare.id, intoId: other.id, now }),
    );
    expect([notDuplicate.status, notDuplicate.details?.reason]).toEqual([409, "not_duplicate"]);
    const same = await refusal(
      mergeMonster(deps, { userId: player.id, monsterId: spare.id, intoId: spare.id, now }),
    );
    expect(same.status).toBe(400);
    const teamed = await refusal(
      mergeMonster(deps, { userId: player.id, monsterId: inTeam!.id, intoId: spare.id, now }),
    );
    expect([teamed.status, teamed.details?.reason]).toEqual([409, "in_team"]);
    const stranger = await makeTeamPlayer(deps);
    const notOwned = await refusal(
      mergeMonster(deps, { userId: stranger.id, monsterId: spare.id, intoId: stranger.monsters[0]!.id, now }),
    );
    expect(notOwned.status).toBe(404);
    // An id that names no row is refused by the input's schema (a 400 at every transport).
    await expect(
      mergeMonster(deps, { userId: player.id, monsterId: -1, intoId: spare.id, now }),
    ).rejects.toThrow(/too_small|at least/i);
    expect(await deps.db.item.count({ where: { id: spare.id } })).toBe(1);

    // The inventory says beforehand how much xp merging the spare gives; a relic gives none.
    const before = await listInventory(deps, { userId: player.id, now });
    const spareView = before.monsters.find((monster) => monster.id === spare.id)!;
    expect(spareView.mergeXp).toBe(mergeXp({ quality: "common", level: 2, xp: 7 }));
    expect(before.relics.every((relic) => relic.mergeXp === null)).toBe(true);

    // The spare merges into the one in the team (a monster in a team can take in a duplicate).
    const merged = await mergeMonster(deps, {
      userId: player.id,
      monsterId: spare.id,
      intoId: inTeam!.id,
      now,
    });
    const gained = mergeXp({ quality: "common", level: 2, xp: 7 });
    const expected = addXp(
      { level: inTeam!.level, xp: inTeam!.xp },
      gained,
      monsterXpForLevel,
      monsterMaxLevel,
    );
    expect(merged).toMatchObject({
      xp: spareView.mergeXp,
      into: { id: inTeam!.id, level: expected.level, xp: expected.xp },
    });
    expect(await deps.db.item.count({ where: { id: spare.id } })).toBe(0);
    expect(await deps.db.item.findUniqueOrThrow({ where: { id: inTeam!.id } })).toMatchObject({
      level: expected.level,
      xp: expected.xp,
    });
    const history = await deps.db.history.findMany({
      where: { userId: player.id, type: historyTypes.monsterMerged },
    });
    expect(history).toHaveLength(1);
    expect(history[0]!.data).toMatchObject({
      name: inTeam!.name,
      merged: { id: spare.id },
      into: { id: inTeam!.id },
      xp: gained,
    });

    // Gone now: merging it again is a 404.
    const gone = await refusal(
      mergeMonster(deps, { userId: player.id, monsterId: spare.id, intoId: inTeam!.id, now }),
    );
    expect(gone.status).toBe(404);
  });

  it("refuses to merge into a monster at the highest level", async () => {
    const player = await makeTeamPlayer(deps);
    const inventory = await deps.db.inventory.findUniqueOrThrow({ where: { userId: player.id } });
    const name = player.monsters[0]!.name;
    const [top, spare] = await Promise.all(
      [monsterMaxLevel, 1].map((level) =>
        deps.db.item.create({
          data: { inventoryId: inventory.id, type: "monster", name, quality: "common", level },
        }),
      ),
    );
    const full = await refusal(
      mergeMonster(deps, { userId: player.id, monsterId: spare!.id, intoId: top!.id, now }),
    );
    expect([full.status, full.details?.reason]).toEqual([409, "max_level"]);
  });
});
