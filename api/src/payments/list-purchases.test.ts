// The purchase history on a real database: an egg's row says what it hatched
// (the recorded pull), any other item's row has no pull, newest first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { setBalance, stockWholeShop } from "../../../tests/support/economy.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import { shopCatalogue } from "../catalogue/shop.ts";
import { findSummonEgg } from "../catalogue/summons.ts";
import type { AppDeps } from "../context.ts";
import { purchaseShopItem } from "../shop/purchase-shop-item.ts";
import { listPurchases } from "./list-purchases.ts";

let deps: AppDeps & { close(): Promise<void> };
const ids = new Map<string, number>();

beforeAll(async () => {
  deps = await createTestDeps();
  for (const [name, id] of await stockWholeShop(deps)) ids.set(name, id);
});
afterAll(() => deps.close());

describe("listing a player's purchases", () => {
  it("shows what each egg hatched and no pull for other items", async () => {
    const player = await makePlayer(deps.db);
    await setBalance(deps, player.id, "gold", 100_000);
    const wild = findSummonEgg("wild")!;
    const ingredient = shopCatalogue.find(
      (item) => item.category === "ingredients" && item.currency === "gold",
    )!;
    const egg = await purchaseShopItem(deps, {
      userId: player.id,
      shopItemId: ids.get(wild.name)!,
      idempotencyKey: "history-egg",
      now: new Date("2026-11-26T12:00:00.000Z"),
    });
    const other = await purchaseShopItem(deps, {
      userId: player.id,
      shopItemId: ids.get(ingredient.name)!,
      idempotencyKey: "history-ingredient",
      now: new Date("2026-11-26T12:05:00.000Z"),
    });

    const history = await listPurchases(deps, { userId: player.id });

    expect(history.shop.map((row) => [row.id, row.name])).toEqual([
      [other.purchase.id, ingredient.name],
      [egg.purchase.id, wild.name],
    ]);
    expect(history.shop[0]!.pull).toBeNull();
    expect(history.shop[1]!.pull).toEqual(egg.pull);
    expect(history.shop[1]!.pull).toMatchObject({ egg: "wild", eggName: "Wild Egg" });
  });
});
