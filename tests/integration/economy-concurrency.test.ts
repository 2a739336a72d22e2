// The economy's invariants under concurrency: on PostgreSQL at full size (the
// issue's numbers), and a smaller variant on PGlite (one connection, so it
// checks the same code paths without real parallelism).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAuthRuntime } from "../../api/src/auth/runtime.ts";
import type { AppDeps } from "../../api/src/context.ts";
import { claimDailyReward } from "../../api/src/daily-reward/claim-daily-reward.ts";
import type { AppError } from "../../api/src/errors.ts";
import { redeemPromoCode } from "../../api/src/promo/redeem-promo-code.ts";
import { purchaseShopItem } from "../../api/src/shop/purchase-shop-item.ts";
import { verifyLedger } from "../../api/src/wallet/verify-ledger.ts";
import { createTestDeps } from "../support/deps.ts";
import { setBalance } from "../support/economy.ts";
import { makePlayer } from "../support/players.ts";

const onPostgres = Boolean(process.env.DATABASE_URL);
const size = onPostgres
  ? { purchases: 200, affordable: 50, redeemers: 1000, maxUses: 100 }
  : { purchases: 40, affordable: 10, redeemers: 60, maxUses: 20 };

let deps: AppDeps & { close(): Promise<void> };
let itemId: number;
const price = 100;

beforeAll(async () => {
  deps = await createTestDeps();
  const item = await deps.db.shopItem.create({
    data: {
      name: "Test Slots",
      category: "slots",
      type: "slots",
      tier: 1,
      price,
      currency: "gold",
      grant: { kind: "slots", inventory: "relicSlots", amount: 1 },
      isAvailable: true,
    },
  });
  itemId = item.id;
});
afterAll(async () => {
  await closeAuthRuntime(deps);
  await deps.close();
});

async function settle<T>(tasks: (() => Promise<T>)[]) {
  const results = await Promise.allSettled(tasks.map((task) => task()));
  const ok = results.filter((result) => result.status === "fulfilled");
  const errors = results.flatMap((result) =>
    result.status === "rejected" ? [result.reason as unknown] : [],
  );
  return { ok, errors };
}

describe(`concurrency invariants (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it(`${size.purchases} simultaneous purchases with money for ${size.affordable}: exactly that many succeed`, async () => {
    const player = await makePlayer(deps.db);
    await setBalance(deps, player.id, "gold", price * size.affordable);
    const now = new Date();
    const { ok, errors } = await settle(
      Array.from(
        { length: size.purchases },
        (_, index) => () =>
          purchaseShopItem(deps, {
            userId: player.id,
            shopItemId: itemId,
            idempotencyKey: `bulk-${index}-key`,
            now,
          }),
      ),
    );
    expect(ok).toHaveLength(size.affordable);
    expect(errors).toHaveLength(size.purchases - size.affordable);
    for (const error of errors) expect((error as AppError).status).toBe(402);
    const user = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    expect(user.freeCurrency).toBe(0);
    expect(await deps.db.shopItemTransaction.count({ where: { userId: player.id } })).toBe(size.affordable);
    const inventory = await deps.db.inventory.findUniqueOrThrow({ where: { userId: player.id } });
    expect(inventory.relicSlots).toBe(30 + size.affordable);
    const report = await verifyLedger(deps);
    expect(report.mismatches).toEqual([]);
    expect(report.negativeBalances).toBe(0);
  });

  it(`${size.redeemers} players redeem a code with maxUses ${size.maxUses} at once: exactly ${size.maxUses} do`, async () => {
    const promo = await deps.db.promoCode.create({
      data: { code: "RUSH100", maxUses: size.maxUses, rewards: { gems: 5, gold: 10 } },
    });
    const players: string[] = [];
    for (let batch = 0; batch < size.redeemers; batch += 25) {
      const made = await Promise.all(
        Array.from({ length: Math.min(25, size.redeemers - batch) }, () => makePlayer(deps.db)),
      );
      players.push(...made.map((player) => player.id));
    }
    const now = new Date();
    const { ok, errors } = await settle(
      players.map(
        (userId, index) => () =>
          redeemPromoCode(deps, { userId, code: index % 2 ? "rush100" : "Rush100", now }),
      ),
    );
    expect(ok).toHaveLength(size.maxUses);
    for (const error of errors) expect((error as AppError).details?.reason).toBe("used_up");
    const stored = await deps.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } });
    expect(stored.currentUses).toBe(size.maxUses);
    expect(await deps.db.promoCodeRedemption.count({ where: { promoCodeId: promo.id } })).toBe(size.maxUses);
    const report = await verifyLedger(deps);
    expect(report.mismatches).toEqual([]);
  });

  it("the same player redeeming twice in parallel gets it once", async () => {
    await deps.db.promoCode.create({ data: { code: "TWICE", rewards: { gems: 7 } } });
    const player = await makePlayer(deps.db);
    const now = new Date();
    const { ok, errors } = await settle(
      Array.from({ length: 2 }, () => () => redeemPromoCode(deps, { userId: player.id, code: "twice", now })),
    );
    expect(ok).toHaveLength(1);
    expect((errors[0] as AppError).details?.reason).toBe("already_redeemed");
    const user = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    expect(user.usedPromoCodes).toEqual(["TWICE"]);
    expect(await deps.db.promoCodeRedemption.count({ where: { userId: player.id } })).toBe(1);
  });

  it("a daily reward claimed five times at once is granted once", async () => {
    const player = await makePlayer(deps.db);
    const now = new Date();
    const { ok, errors } = await settle(
      Array.from({ length: 5 }, () => () => claimDailyReward(deps, { userId: player.id, now })),
    );
    expect(ok).toHaveLength(1);
    for (const error of errors) expect((error as AppError).details?.reason).toBe("already_claimed");
    expect(await deps.db.history.count({ where: { userId: player.id, type: "daily_reward" } })).toBe(1);
  });
});
