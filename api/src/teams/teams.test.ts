// The team rules on a real database: set, move, swap and clear members, the database's
// own checks, and how the home summary and the inventory read a player's teams.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import { makeTeamPlayer } from "../../../tests/support/progression.ts";
import { refusal } from "../../../tests/support/refusal.ts";
import type { AppDeps } from "../context.ts";
import { playerHome } from "../home/player-home.ts";
import { listInventory } from "../inventory/list-inventory.ts";
import { clearTeamMember, setTeamMember, swapTeamMembers } from "./edit-team.ts";
import { listTeams } from "./list-teams.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());
const now = new Date("2026-11-21T12:00:00Z");

const names = async (userId: string, team = 0) =>
  (await listTeams(deps, { userId }))[team]!.members.map((member) => member?.monster.name ?? null);

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
