import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { setBalance, stockWholeShop } from "../../../tests/support/economy.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import { starterGrant } from "../catalogue/new-players.ts";
import { shopCatalogue, shopRotation } from "../catalogue/shop.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { vipStatus } from "../vip/vip-status.ts";
import { verifyLedger } from "../wallet/verify-ledger.ts";
import { listShop } from "./list-shop.ts";
import { purchaseShopItem } from "./purchase-shop-item.ts";
import { drawRotation, isAlwaysOnSale, rotateShop } from "./rotate-shop.ts";

let deps: AppDeps & { close(): Promise<void> };
const now = new Date("2026-11-20T12:00:00.000Z");
const ids = new Map<string, number>();

beforeAll(async () => {
  deps = await createTestDeps();
  for (const [name, id] of await stockWholeShop(deps)) ids.set(name, id);
});
afterAll(() => deps.close());

const id = (name: string) => ids.get(name)!;
let keyCounter = 0;
const key = () => `test-key-${++keyCounter}-${Date.now()}`;

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("buying in the shop", () => {
  it("charges the price after discounts, grants the item and records the purchase", async () => {
    const player = await makePlayer(deps.db);
    await setBalance(deps, player.id, "gold", 5000);
    await deps.db.shopItem.update({ where: { id: id("Ember Egg") }, data: { discount: 20 } });
    const result = await purchaseShopItem(deps, {
      userId: player.id,
      shopItemId: id("Ember Egg"),
      idempotencyKey: key(),
      now,
    });
    expect(result.purchase.price).toBe(1200);
    expect(result.balance).toEqual({ currency: "gold", balanceAfter: 3800 });
    // The egg gave one monster, the one its recorded pull names.
    const items = await deps.db.item.findMany({
      where: { inventory: { userId: player.id }, type: "monster" },
      orderBy: { id: "asc" },
    });
    expect(items).toHaveLength(starterGrant.monsters.length + 1);
    expect(items.at(-1)).toMatchObject({
      id: result.pull!.itemId,
      name: result.pull!.species,
      quality: result.pull!.quality,
    });
    const stored = await deps.db.shopItemTransaction.findUniqueOrThrow({ where: { id: result.purchase.id } });
    expect(stored.price).toBe(1200);
    expect(stored.currency).toBe("gold");
  });

  it("gives VIPs an extra 10 % off and shows it in the listing", async () => {
    const player = await makePlayer(deps.db);
    await deps.db.user.update({
      where: { id: player.id },
      data: { vipExpiresAt: new Date(now.getTime() + 86_400_000) },
    });
    const shop = await listShop(deps, { userId: player.id, now });
    expect(shop.isVip).toBe(true);
    const egg = shop.categories.flatMap((group) => group.items).find((item) => item.name === "Ember Egg")!;
    expect(egg.effectivePrice).toBe(Math.floor(1500 * 0.8 * 0.9));
    expect(shop.categories.map((group) => group.category)).toEqual([
      "monsters",
      "relics",
      "ingredients",
      "cosmetics",
      "vip",
      "slots",
    ]);
  });

  it("says how much a player is short of each price", async () => {
    const player = await makePlayer(deps.db);
    await setBalance(deps, player.id, "gold", 1000);
    await setBalance(deps, player.id, "gems", 30);
    const shop = await listShop(deps, { userId: player.id, now });
    expect(shop.balances).toEqual({ gold: 1000, gems: 30 });
    for (const item of shop.categories.flatMap((group) => group.items)) {
      const balance = shop.balances[item.currency];
      expect(item.shortfall).toBe(Math.max(0, item.effectivePrice - balance));
    }
    const egg = shop.categories.flatMap((group) => group.items).find((item) => item.name === "Wild Egg")!;
    expect(egg).toMatchObject({ effectivePrice: 900, shortfall: 0 });
    const refused = await failure(
      purchaseShopItem(deps, {
        userId: player.id,
        shopItemId: id("Radiant Egg"),
        idempotencyKey: key(),
        now,
      }),
    );
    expect(refused.details).toMatchObject({ shortfall: 270 });
    const visitor = await listShop(deps, { userId: null, now });
    expect(visitor.balances).toEqual({ gold: 0, gems: 0 });
  });

  it("sells a VIP pass at one price: the VIP page shows the shop's row, and buying charges it", async () => {
    const player = await makePlayer(deps.db);
    await setBalance(deps, player.id, "gems", 1000);
    // A discount on the shop's row is the pass's price everywhere it is sold.
    await deps.db.shopItem.update({ where: { id: id("VIP 30 days") }, data: { discount: 25 } });
    try {
      const shop = await listShop(deps, { userId: player.id, now });
      const inShop = shop.categories
        .flatMap((group) => group.items)
        .filter((item) => item.category === "vip");
      const vip = await vipStatus(deps, { userId: player.id, now });
      expect(vip.passes.map((pass) => pass.days)).toEqual([7, 30, 90]);
      for (const pass of vip.passes) {
        expect(inShop.find((item) => item.id === pass.id)).toMatchObject({
          effectivePrice: pass.effectivePrice,
          shortfall: pass.shortfall,
        });
      }
      const month = vip.passes.find((pass) => pass.days === 30)!;
      expect(month.effectivePrice).toBe(300);
      const bought = await purchaseShopItem(deps, {
        userId: player.id,
        shopItemId: month.id,
        idempotencyKey: key(),
        now,
      });
      expect(bought.purchase.price).toBe(month.effectivePrice);
      expect(bought.balance.balanceAfter).toBe(1000 - month.effectivePrice);
      // Now a VIP: the VIP discount applies on both pages alike.
      const after = await vipStatus(deps, { userId: player.id, now });
      expect(after.isVip).toBe(true);
      expect(after.passes.find((pass) => pass.days === 30)!.effectivePrice).toBe(
        Math.floor(400 * 0.75 * 0.9),
      );
      expect(after.balances.gems).toBe(700);
    } finally {
      await deps.db.shopItem.update({ where: { id: id("VIP 30 days") }, data: { discount: 0 } });
    }
  });

  it("a retry with the same idempotency key returns the same result and charges once", async () => {
    const player = await makePlayer(deps.db);
    await setBalance(deps, player.id, "gold", 1000);
    const idempotencyKey = key();
    const input = { userId: player.id, shopItemId: id("Slime Jelly x10"), idempotencyKey, now };
    const [first, second] = await Promise.all([purchaseShopItem(deps, input), purchaseShopItem(deps, input)]);
    const third = await purchaseShopItem(deps, input);
    const { replayed: _a, ...firstBody } = first;
    const { replayed: _b, ...secondBody } = second;
    const { replayed: thirdReplayed, ...thirdBody } = third;
    expect(secondBody).toEqual(firstBody);
    expect(thirdBody).toEqual(firstBody);
    expect(thirdReplayed).toBe(true);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    const user = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    expect(user.freeCurrency).toBe(800);
    expect(await deps.db.shopItemTransaction.count({ where: { userId: player.id } })).toBe(1);
    // It counts once toward "Buy something in the shop", however often it is retried.
    const quest = await deps.db.quest.findUniqueOrThrow({
      where: { userId_name: { userId: player.id, name: "daily-shop" } },
    });
    expect(quest.value).toBe(1);
    const reuse = await failure(purchaseShopItem(deps, { ...input, shopItemId: id("Wolf Fang x10") }));
    expect(reuse.details?.reason).toBe("idempotency_key_reused");
  });

  it("refuses with clear errors: not available, not enough (with the shortfall), already owned", async () => {
    const player = await makePlayer(deps.db);
    await setBalance(deps, player.id, "gold", 1200);
    await deps.db.shopItem.update({ where: { id: id("Dusk Egg") }, data: { isAvailable: false } });
    const unavailable = await failure(
      purchaseShopItem(deps, {
        userId: player.id,
        shopItemId: id("Dusk Egg"),
        idempotencyKey: key(),
        now,
      }),
    );
    expect([unavailable.status, unavailable.details?.reason]).toEqual([409, "not_available"]);

    const poor = await failure(
      purchaseShopItem(deps, {
        userId: player.id,
        shopItemId: id("Gale Egg"),
        idempotencyKey: key(),
        now,
      }),
    );
    expect(poor.status).toBe(402);
    expect(poor.details).toMatchObject({ currency: "gold", price: 1500, balance: 1200, shortfall: 300 });

    await purchaseShopItem(deps, {
      userId: player.id,
      shopItemId: id("Frame: Bronze"),
      idempotencyKey: key(),
      now,
    });
    expect(await deps.db.ownedShopItem.count({ where: { userId: player.id } })).toBe(1);
    const owned = await failure(
      purchaseShopItem(deps, {
        userId: player.id,
        shopItemId: id("Frame: Bronze"),
        idempotencyKey: key(),
        now,
      }),
    );
    expect([owned.status, owned.details?.reason]).toEqual([409, "already_owned"]);
    const listed = (await listShop(deps, { userId: player.id, now })).categories
      .flatMap((group) => group.items)
      .find((item) => item.name === "Frame: Bronze");
    expect(listed?.owned).toBe(true);
    // Nothing was charged by the refused attempts.
    expect((await deps.db.user.findUniqueOrThrow({ where: { id: player.id } })).freeCurrency).toBe(200);
  });

  it("refuses when the inventory is full, charging nothing", async () => {
    const player = await makePlayer(deps.db);
    await setBalance(deps, player.id, "gold", 10_000);
    await deps.db.inventory.update({ where: { userId: player.id }, data: { monsterSlots: 3 } });
    const full = await failure(
      purchaseShopItem(deps, {
        userId: player.id,
        shopItemId: id("Wild Egg"),
        idempotencyKey: key(),
        now,
      }),
    );
    expect([full.status, full.details?.reason]).toEqual([409, "inventory_full"]);
    expect((await deps.db.user.findUniqueOrThrow({ where: { id: player.id } })).freeCurrency).toBe(10_000);
    // No pull was recorded and the pity count did not move.
    expect(await deps.db.summonPull.count({ where: { userId: player.id } })).toBe(0);
    expect(await deps.db.summonPity.count({ where: { userId: player.id } })).toBe(0);
  });

  it("slots raise the inventory's capacity; VIP passes extend VIP", async () => {
    const player = await makePlayer(deps.db);
    await setBalance(deps, player.id, "gold", 2000);
    await setBalance(deps, player.id, "gems", 400);
    await purchaseShopItem(deps, {
      userId: player.id,
      shopItemId: id("+5 Monster Slots"),
      idempotencyKey: key(),
      now,
    });
    expect((await deps.db.inventory.findUniqueOrThrow({ where: { userId: player.id } })).monsterSlots).toBe(
      35,
    );
    await purchaseShopItem(deps, {
      userId: player.id,
      shopItemId: id("VIP 30 days"),
      idempotencyKey: key(),
      now,
    });
    const user = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    expect(user.totalVipDays).toBe(30);
    expect(user.vipExpiresAt?.toISOString()).toBe(new Date(now.getTime() + 30 * 86_400_000).toISOString());
    expect(user.paidCurrency).toBe(0);
    const report = await verifyLedger(deps);
    expect(report.mismatches).toEqual([]);
  });
});

describe("the shop rotation", () => {
  it("is deterministic for a day, avoids the previous rotation, and discounts a few", async () => {
    const first = await rotateShop(deps, { now });
    const again = await rotateShop(deps, { now: new Date(now.getTime() + 3600_000) });
    expect(again).toEqual(first);
    const alwaysOnSale = shopCatalogue.filter((item) =>
      isAlwaysOnSale({ type: item.grant.kind, name: item.name }),
    ).length;
    const total =
      Object.values(shopRotation.availablePerCategory).reduce<number>((sum, count) => sum + count, 0) +
      alwaysOnSale;
    expect(first.available).toBe(total);
    expect(first.discounted).toBe(shopRotation.discountedItemsPerRotation);
    // The Arena Pass, every VIP pass and the Wild Egg are on sale every day, at their list price.
    const passes = first.items.filter((item) => item.category === "vip");
    expect(passes.map((item) => item.name).sort()).toEqual(
      ["Arena Pass", "VIP 30 days", "VIP 7 days", "VIP 90 days"].sort(),
    );
    expect(passes.every((item) => item.discount === 0)).toBe(true);
    expect(first.items.find((item) => item.name === "Wild Egg")?.discount).toBe(0);
    const available = await deps.db.shopItem.findMany({ where: { isAvailable: true } });
    expect(available.map((item) => item.id).sort()).toEqual(first.items.map((item) => item.id).sort());
    expect(available.every((item) => item.lastAvailable?.toISOString() === "2026-11-20T00:00:00.000Z")).toBe(
      true,
    );

    const next = await rotateShop(deps, { now: new Date("2026-11-21T00:00:05.000Z") });
    const yesterday = new Set(first.items.map((item) => item.id));
    // Categories with enough other items never repeat yesterday's (the Wild Egg is on sale every day).
    const everyDay = new Set<string>(shopRotation.alwaysOnSaleItems);
    for (const category of ["monsters", "relics", "cosmetics"] as const) {
      const today = next.items.filter((item) => item.category === category && !everyDay.has(item.name));
      expect(today.some((item) => yesterday.has(item.id))).toBe(false);
    }
    for (const item of next.items.filter((candidate) => candidate.discount > 0)) {
      expect(item.discount).toBeGreaterThanOrEqual(shopRotation.discountPercent.min);
      expect(item.discount).toBeLessThanOrEqual(shopRotation.discountPercent.max);
    }
  });

  it("draws cheap tiers more often than expensive ones", () => {
    const catalogue = shopCatalogue.map((item, index) => ({ ...item, id: index + 1, type: item.grant.kind }));
    const counts = new Map<number, number>();
    for (let day = 0; day < 400; day++) {
      const { picked } = drawRotation(`2027-${day}`, catalogue, new Set());
      for (const item of picked.filter((candidate) => candidate.category === "monsters")) {
        counts.set(item.tier, (counts.get(item.tier) ?? 0) + 1);
      }
    }
    expect(counts.get(1)!).toBeGreaterThan(counts.get(5)!);
  });
});
