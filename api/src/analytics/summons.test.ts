// The eggs' observed rates against the published odds, from recorded pulls.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { setBalance, stockWholeShop } from "../../../tests/support/economy.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import { findSummonEgg } from "../catalogue/summons.ts";
import type { AppDeps } from "../context.ts";
import { purchaseShopItem } from "../shop/purchase-shop-item.ts";
import { runMetric } from "./run-metric.ts";
import type { SummonRateRow } from "./summons.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
  await stockWholeShop(deps);
});
afterAll(() => deps.close());

describe("summon rates", () => {
  it("counts every pull per egg, odds version and quality beside the published odds", async () => {
    const wild = findSummonEgg("wild")!;
    const player = await makePlayer(deps.db);
    await setBalance(deps, player.id, "gold", 6 * wild.price);
    const shopItemId = (await deps.db.shopItem.findUniqueOrThrow({ where: { name: wild.name } })).id;
    const now = new Date("2026-11-26T12:00:00Z");
    for (let index = 0; index < 6; index++) {
      await purchaseShopItem(deps, {
        userId: player.id,
        shopItemId,
        idempotencyKey: `summon-rates-${index}`,
        now,
      });
    }
    const actor = { id: player.id, role: "analyst" as const };
    const rows = (await runMetric(deps, {
      actor,
      metric: "summons",
      query: {},
    })) as unknown as SummonRateRow[];
    expect(rows.every((row) => row.egg === "Wild Egg" && row.oddsVersion === wild.oddsVersion)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.pulls, 0)).toBe(6);
    expect(rows.every((row) => row.eggPulls === 6)).toBe(true);
    // Every quality the egg lists is shown, with its published odds, even before one is drawn.
    expect(rows.map((row) => [row.quality, row.published])).toEqual([
      ["common", 0.72],
      ["rare", 0.22],
      ["epic", 0.05],
      ["legendary", 0.01],
    ]);
    const stored = await deps.db.summonPull.groupBy({ by: ["quality"], _count: { _all: true } });
    for (const row of stored) {
      expect(rows.find((candidate) => candidate.quality === row.quality)!.observed).toBeCloseTo(
        row._count._all / 6,
        4,
      );
    }
  });
});
