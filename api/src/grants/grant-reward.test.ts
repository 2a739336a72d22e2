import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import { starterGrant } from "../catalogue/new-players.ts";
import { vipPerks } from "../catalogue/vip.ts";
import type { AppDeps } from "../context.ts";
import { messageKeys } from "../inbox/templates.ts";
import { inventoryDefaults } from "../inventory/defaults.ts";
import { verifyLedger } from "../wallet/verify-ledger.ts";
import { grantReward } from "./grant-reward.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const now = new Date("2026-11-21T12:00:00Z");
const monster = { type: "monster" as const, name: starterGrant.monsters[0], quality: "rare" as const };

describe("granting rewards", () => {
  it("grants currencies through the ledger, items, ingredients, VIP days and game access", async () => {
    const player = await makePlayer(deps.db);
    const result = await deps.db.$transaction((tx) =>
      grantReward(tx, {
        userId: player.id,
        reward: {
          gold: 10,
          gems: 5,
          items: [monster],
          ingredients: [{ name: "Slime Jelly", quantity: 4 }],
          vipDays: 7,
          gameAccess: true,
        },
        reason: "promo_code",
        ref: "WELCOME",
        now,
      }),
    );
    expect(result.overflow).toBeNull();
    expect(result.itemIds).toHaveLength(1);
    const user = await deps.db.user.findUniqueOrThrow({
      where: { id: player.id },
      include: { inventory: { include: { items: true, ingredients: true } } },
    });
    expect(user.freeCurrency).toBe(starterGrant.gold + 10);
    expect(user.paidCurrency).toBe(starterGrant.gems + 5);
    expect(user.hasGameAccess).toBe(true);
    expect(user.totalVipDays).toBe(7);
    expect(user.vipExpiresAt?.toISOString()).toBe("2026-11-28T12:00:00.000Z");
    expect(user.inventory?.items).toHaveLength(starterGrant.monsters.length + 1);
    expect(user.inventory?.ingredients).toEqual([
      expect.objectContaining({ name: "Slime Jelly", quantity: 4 }),
    ]);
    expect((await verifyLedger(deps)).mismatches).toEqual([]);
  });

  it("VIP extends from its current end, not from now", async () => {
    const player = await makePlayer(deps.db);
    await deps.db.$transaction((tx) =>
      grantReward(tx, { userId: player.id, reward: { vipDays: 30 }, reason: "staff_grant", now }),
    );
    await deps.db.$transaction((tx) =>
      grantReward(tx, { userId: player.id, reward: { vipDays: 7 }, reason: "staff_grant", now }),
    );
    const user = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    expect(user.vipExpiresAt?.toISOString()).toBe("2026-12-28T12:00:00.000Z");
    expect(user.totalVipDays).toBe(37);
  });

  it("what does not fit goes to the inbox as a message carrying the rest", async () => {
    const player = await makePlayer(deps.db);
    const room = inventoryDefaults.monsterSlots - starterGrant.monsters.length;
    const items = Array.from({ length: room + 2 }, () => monster);
    const result = await deps.db.$transaction((tx) =>
      grantReward(tx, {
        userId: player.id,
        reward: {
          items,
          ingredients: [{ name: "Slime Jelly", quantity: inventoryDefaults.ingredientsCap + 5 }],
        },
        reason: "match_reward",
        now,
      }),
    );
    expect(result.granted.items).toHaveLength(room);
    expect(result.overflow).toEqual({
      items: [monster, monster],
      ingredients: [{ name: "Slime Jelly", quantity: 5 }],
    });
    const message = await deps.db.message.findUniqueOrThrow({
      where: { id: result.overflowMessageId ?? -1 },
    });
    expect(message).toMatchObject({
      userId: player.id,
      message: messageKeys.inventoryFull,
      rewards: result.overflow,
    });
    const ingredient = await deps.db.ingredient.findFirstOrThrow({
      where: { inventory: { userId: player.id }, name: "Slime Jelly" },
    });
    expect(ingredient.quantity).toBe(inventoryDefaults.ingredientsCap);
  });

  it("VIP's extra slots make room while VIP is active", async () => {
    const player = await makePlayer(deps.db);
    const room =
      inventoryDefaults.monsterSlots + vipPerks.extraSlots.monsterSlots - starterGrant.monsters.length;
    const result = await deps.db.$transaction((tx) =>
      grantReward(tx, {
        userId: player.id,
        reward: { vipDays: 1, items: Array.from({ length: room }, () => monster) },
        reason: "staff_grant",
        now,
      }),
    );
    expect(result.overflow).toBeNull();
  });

  it("with overflow 'refuse', a grant that does not fit is a 409 and grants nothing", async () => {
    const player = await makePlayer(deps.db);
    const room = inventoryDefaults.monsterSlots - starterGrant.monsters.length;
    await expect(
      deps.db.$transaction((tx) =>
        grantReward(tx, {
          userId: player.id,
          reward: { gold: 50, items: Array.from({ length: room + 1 }, () => monster) },
          reason: "message_reward",
          now,
          overflow: "refuse",
        }),
      ),
    ).rejects.toMatchObject({ status: 409 });
    const user = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    expect(user.freeCurrency).toBe(starterGrant.gold);
    expect(await deps.db.item.count({ where: { inventory: { userId: player.id } } })).toBe(
      starterGrant.monsters.length,
    );
  });

  it("refuses an invalid reward (unknown monster)", async () => {
    const player = await makePlayer(deps.db);
    await expect(
      deps.db.$transaction((tx) =>
        grantReward(tx, {
          userId: player.id,
          reward: { items: [{ type: "monster", name: "Nope", quality: "rare" }] },
          reason: "staff_grant",
          now,
        }),
      ),
    ).rejects.toThrow(/unknown monster/);
  });
});
