// Staff changes to a player's monsters, relics and ingredients, and the ban and
// sign-in histories, over real HTTP with the console's own data provider:
// each change writes one staff_action row with before and after; bad input is
// a 400 naming the field and changes nothing; analysts are refused (403).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConsoleDataProvider } from "../../../console/src/data-provider.ts";
import { adminProvider, failure, type Role, signedIn } from "../../../tests/support/admin-http.ts";
import { createTestPlayer } from "../../../tests/support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../../../tests/support/auth-server.ts";
import { monsterMaxLevel, relicMaxLevel } from "../progression/levels.ts";
import { inventoryStaffActions } from "./inventory-staff-record.ts";

let server: AuthTestServer;
const providers = {} as Record<Exclude<Role, "player">, ConsoleDataProvider>;
const staffIds = {} as Record<Exclude<Role, "player">, string>;

beforeAll(async () => {
  server = await startAuthServer();
  for (const role of ["analyst", "liveops", "admin"] as const) {
    const { browser, account } = await signedIn(server, role);
    providers[role] = adminProvider(server, browser.fetch);
    staffIds[role] = account.id;
  }
});
afterAll(() => server.close());

const staffActions = (userId: string) =>
  server.deps.db.history.findMany({ where: { type: "staff_action", userId }, orderBy: { id: "asc" } });

/** A player holding the starter monsters, a relic and 5 Slime Jelly (granted by liveops). */
async function playerWithThings() {
  const player = await createTestPlayer(server.deps);
  await providers.liveops.playerAction(player.id, "grant", {
    items: [{ type: "relic", name: "Ember Charm", quality: "rare" }],
    ingredients: [{ name: "Slime Jelly", quantity: 5 }],
    reason: "test setup",
  });
  const items = await server.deps.db.item.findMany({
    where: { inventory: { userId: player.id } },
    orderBy: { id: "asc" },
  });
  const ingredient = await server.deps.db.ingredient.findFirstOrThrow({
    where: { inventory: { userId: player.id } },
  });
  return {
    player,
    monster: items.find((item) => item.type === "monster")!,
    relic: items.find((item) => item.type === "relic")!,
    ingredient,
  };
}

const page = { page: 1, perPage: 10 };

describe("the player's monsters, relics and ingredients", () => {
  it("lists them by type with names, rarity, element and skin in words, paged and sorted", async () => {
    const { player } = await playerWithThings();
    const monsters = await providers.analyst.getManyReference("player-items", {
      target: "userId",
      id: player.id,
      pagination: { page: 1, perPage: 2 },
      sort: { field: "name", order: "ASC" },
      filter: { type: "monster" },
    });
    expect(monsters.total).toBe(3);
    expect(monsters.data.map((row) => row.name)).toEqual(["Emberfox", "Sproutling"]);
    expect(monsters.data[0]).toMatchObject({
      type: "monster",
      quality: "common",
      element: "fire",
      skinId: "emberfox-classic",
      skin: "Classic",
      level: 1,
      maxLevel: monsterMaxLevel,
    });
    const relics = await providers.liveops.getManyReference("player-items", {
      target: "userId",
      id: player.id,
      pagination: page,
      sort: { field: "level", order: "DESC" },
      filter: { type: "relic" },
    });
    expect(relics.data.map((row) => [row.name, row.quality, row.maxLevel])).toEqual([
      ["Ember Charm", "rare", relicMaxLevel],
    ]);
    const ingredients = await providers.liveops.getManyReference("player-ingredients", {
      target: "userId",
      id: player.id,
      pagination: page,
      sort: { field: "quantity", order: "DESC" },
      filter: {},
    });
    expect(ingredients.data.map((row) => [row.name, row.quantity, row.rarity])).toEqual([
      ["Slime Jelly", 5, "common"],
    ]);
  });

  it("sets a monster's level with an audit row; out-of-bounds levels and missing reasons are 400s that change nothing", async () => {
    const { player, monster, relic } = await playerWithThings();
    const rowsBefore = (await staffActions(player.id)).length;
    for (const [id, body, field] of [
      [monster.id, { level: 0, reason: "too low" }, "level"],
      [monster.id, { level: monsterMaxLevel + 1, reason: "too high" }, "level"],
      [relic.id, { level: relicMaxLevel + 1, reason: "too high for a relic" }, "level"],
      [monster.id, { level: 5, reason: "" }, "reason"],
      [monster.id, { level: "five", reason: "words" }, "level"],
    ] as const) {
      const refused = await failure(providers.liveops.possessionAction(id, "player-items/level", body));
      expect(refused.status).toBe(400);
      expect((refused.body as { errors: Record<string, unknown> }).errors[field]).toEqual(expect.any(String));
    }
    const relicRefusal = await failure(
      providers.liveops.possessionAction(relic.id, "player-items/level", { level: 11, reason: "too high" }),
    );
    expect((relicRefusal.body as { errors: { level: string } }).errors.level).toBe(
      `A relic's level is 1 to ${relicMaxLevel}.`,
    );
    expect(await staffActions(player.id)).toHaveLength(rowsBefore);
    expect(await server.deps.db.item.findUniqueOrThrow({ where: { id: monster.id } })).toMatchObject({
      level: 1,
    });

    await server.deps.db.item.update({ where: { id: monster.id }, data: { xp: 17 } });
    await providers.liveops.possessionAction(monster.id, "player-items/level", {
      level: 12,
      reason: "compensation for a lost match",
    });
    expect(await server.deps.db.item.findUniqueOrThrow({ where: { id: monster.id } })).toMatchObject({
      level: 12,
      xp: 0,
    });
    const rows = await staffActions(player.id);
    expect(rows).toHaveLength(rowsBefore + 1);
    expect(rows.at(-1)).toMatchObject({
      actorId: staffIds.liveops,
      data: {
        action: inventoryStaffActions.setItemLevel,
        reason: "compensation for a lost match",
        before: { id: monster.id, name: monster.name, level: 1, xp: 17 },
        after: { id: monster.id, name: monster.name, level: 12, xp: 0 },
      },
    });
  });

  it("removes a monster from the player and its teams, with an audit row", async () => {
    const { player, monster } = await playerWithThings();
    const team = await server.deps.db.team.create({
      data: { inventory: { connect: { userId: player.id } }, slot: 0 },
    });
    await server.deps.db.teamMember.create({ data: { teamId: team.id, monsterId: monster.id, slot: 0 } });
    const refused = await failure(
      providers.liveops.possessionAction(monster.id, "player-items/remove", { reason: "" }),
    );
    expect(refused.status).toBe(400);
    expect(await server.deps.db.item.findUnique({ where: { id: monster.id } })).not.toBeNull();

    await providers.admin.possessionAction(monster.id, "player-items/remove", {
      reason: "duplicated by a bug",
    });
    expect(await server.deps.db.item.findUnique({ where: { id: monster.id } })).toBeNull();
    expect(await server.deps.db.teamMember.count({ where: { teamId: team.id } })).toBe(0);
    expect((await staffActions(player.id)).at(-1)).toMatchObject({
      actorId: staffIds.admin,
      data: {
        action: inventoryStaffActions.removeItem,
        reason: "duplicated by a bug",
        before: {
          id: monster.id,
          name: monster.name,
          type: "monster",
          teamSlots: [{ teamId: team.id, slot: 0 }],
        },
        after: null,
      },
    });
    const again = await failure(
      providers.admin.possessionAction(monster.id, "player-items/remove", { reason: "once more" }),
    );
    expect(again.status).toBe(404);
  });

  it("removes some, then all, of an ingredient; more than held is a 400", async () => {
    const { player, ingredient } = await playerWithThings();
    const tooMany = await failure(
      providers.liveops.possessionAction(ingredient.id, "player-ingredients/remove", {
        quantity: 6,
        reason: "too many",
      }),
    );
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as { errors: { quantity: string } }).errors.quantity).toBe(
      "The player has 5 Slime Jelly.",
    );
    const some = await providers.liveops.possessionAction(ingredient.id, "player-ingredients/remove", {
      quantity: 2,
      reason: "exploit",
    });
    expect(some.data).toEqual({ userId: player.id, name: "Slime Jelly", removed: 2, left: 3 });
    await providers.liveops.possessionAction(ingredient.id, "player-ingredients/remove", {
      reason: "all of it",
    });
    expect(await server.deps.db.ingredient.findUnique({ where: { id: ingredient.id } })).toBeNull();
    const rows = (await staffActions(player.id)).slice(-2);
    expect(rows.map((row) => row.data)).toEqual([
      {
        action: inventoryStaffActions.removeIngredient,
        reason: "exploit",
        before: { id: ingredient.id, name: "Slime Jelly", quantity: 5 },
        after: { id: ingredient.id, name: "Slime Jelly", quantity: 3 },
      },
      {
        action: inventoryStaffActions.removeIngredient,
        reason: "all of it",
        before: { id: ingredient.id, name: "Slime Jelly", quantity: 3 },
        after: null,
      },
    ]);
  });

  it("refuses analysts (403) and changes nothing", async () => {
    const { player, monster, ingredient } = await playerWithThings();
    const rowsBefore = (await staffActions(player.id)).length;
    // One at a time: a refusal started before the loop awaits it would be an unhandled rejection.
    for (const attempt of [
      () =>
        providers.analyst.possessionAction(monster.id, "player-items/level", { level: 3, reason: "analyst" }),
      () => providers.analyst.possessionAction(monster.id, "player-items/remove", { reason: "analyst" }),
      () =>
        providers.analyst.possessionAction(ingredient.id, "player-ingredients/remove", { reason: "analyst" }),
      () =>
        providers.analyst.playerAction(player.id, "grant", {
          items: [{ type: "monster", name: "Emberfox", quality: "epic" }],
          reason: "analyst",
        }),
    ]) {
      expect((await failure(attempt())).status).toBe(403);
    }
    expect(await staffActions(player.id)).toHaveLength(rowsBefore);
    expect(await server.deps.db.item.findUniqueOrThrow({ where: { id: monster.id } })).toMatchObject({
      level: 1,
    });
    expect(await server.deps.db.ingredient.findUniqueOrThrow({ where: { id: ingredient.id } })).toMatchObject(
      {
        quantity: 5,
      },
    );
  });
});

describe("the player's ban and sign-in histories", () => {
  it("lists every ban and unban with who, why and until when", async () => {
    const player = await createTestPlayer(server.deps);
    await providers.liveops.playerAction(player.id, "ban", { reason: "cheating in PvP", durationHours: 24 });
    await providers.liveops.playerAction(player.id, "unban", { note: "appeal accepted" });
    await providers.admin.playerAction(player.id, "ban", { reason: "chargeback fraud", permanent: true });
    const bans = await providers.analyst.getManyReference("player-bans", {
      target: "userId",
      id: player.id,
      pagination: page,
      sort: { field: "createdAt", order: "DESC" },
      filter: {},
    });
    expect(bans.total).toBe(3);
    expect(bans.data.map((row) => [row.event, row.reason, row.until === null, row.by.id])).toEqual([
      ["Banned", "chargeback fraud", true, staffIds.admin],
      ["Unbanned", "appeal accepted", true, staffIds.liveops],
      ["Banned", "cheating in PvP", false, staffIds.liveops],
    ]);
    // The unban names the ban it lifted, apart from its own note.
    expect(bans.data[1]!.lifted).toEqual({ reason: "cheating in PvP", until: bans.data[2]!.until });
    const adminProfile = await server.deps.db.userProfile.findUniqueOrThrow({
      where: { userId: staffIds.admin },
    });
    expect(bans.data[0]!.by).toEqual({
      id: staffIds.admin,
      name: adminProfile.name,
      email: expect.stringMatching(/^.\*\*\*@/),
      role: "admin",
    });
  });

  it("refuses a staff member's ban of their own account, and says why", async () => {
    const refused = await failure(
      providers.liveops.playerAction(staffIds.liveops, "ban", { reason: "testing myself", durationHours: 1 }),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toBe("Staff cannot act on their own account.");
    const self = await server.deps.db.user.findUniqueOrThrow({ where: { id: staffIds.liveops } });
    expect(self.isBanned).toBe(false);
  });

  it("words a grant's number out of bounds, and a too long unban note", async () => {
    const player = await createTestPlayer(server.deps);
    const grant = await failure(
      providers.liveops.playerAction(player.id, "grant", { gold: -50, reason: "oops" }),
    );
    expect(grant.status).toBe(400);
    expect((grant.body as { errors: { gold: string } }).errors.gold).toBe("Enter at least 1.");
    await providers.liveops.playerAction(player.id, "ban", { reason: "spam in chat", durationHours: 2 });
    const unban = await failure(
      providers.liveops.playerAction(player.id, "unban", { note: "x".repeat(501) }),
    );
    expect(unban.status).toBe(400);
    expect((unban.body as { errors: { note: string } }).errors.note).toBe(
      "Keep the note under 500 characters.",
    );
  });

  it("lists sign-ins with the method and address", async () => {
    const { account } = await signedIn(server, "player");
    const signIns = await providers.liveops.getManyReference("player-sign-ins", {
      target: "userId",
      id: account.id,
      pagination: page,
      sort: { field: "createdAt", order: "DESC" },
      filter: {},
    });
    expect(signIns.data).toEqual([
      expect.objectContaining({
        outcome: "Signed in",
        method: "E-mail and password",
        address: expect.any(String),
      }),
    ]);
  });

  it("refuses a list without its player (400)", async () => {
    const refused = await failure(
      providers.liveops.getList("player-items", {
        pagination: page,
        sort: { field: "id", order: "ASC" },
        filter: {},
      }),
    );
    expect(refused.status).toBe(400);
  });
});
