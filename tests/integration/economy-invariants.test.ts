// The economy's invariants under random sequences (fast-check): shop purchases
// (with retried Idempotency-Keys), promo redemptions, gem purchases (the local
// test mode's signed checkout.session.completed, through the real webhook
// handler), staff refunds, inbox reward collects and daily rewards, across a
// few players. After every sequence: each balance equals its ledger sum, no
// balance is negative, and every inventory holds what its capacity allows.
// A refusal (AppError) is a legitimate outcome; anything else fails the run,
// and fast-check shrinks the sequence to the smallest one that still fails.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../api/src/audit/staff-action.ts";
import { closeAuthRuntime } from "../../api/src/auth/runtime.ts";
import { gemPacks } from "../../api/src/catalogue/gem-packs.ts";
import type { AppDeps } from "../../api/src/context.ts";
import { claimDailyReward } from "../../api/src/daily-reward/claim-daily-reward.ts";
import { AppError } from "../../api/src/errors.ts";
import { collectMessageRewards } from "../../api/src/inbox/collect-rewards.ts";
import { effectiveCapacities } from "../../api/src/inventory/capacity.ts";
import { createGemCheckout } from "../../api/src/payments/checkout.ts";
import { confirmLocalCheckout } from "../../api/src/payments/local-test-mode.ts";
import { refundTransaction } from "../../api/src/payments/refund-transaction.ts";
import { redeemPromoCode } from "../../api/src/promo/redeem-promo-code.ts";
import { purchaseShopItem } from "../../api/src/shop/purchase-shop-item.ts";
import { verifyLedger } from "../../api/src/wallet/verify-ledger.ts";
import { createTestDeps } from "../support/deps.ts";
import { makePlayer } from "../support/players.ts";

const players = 3;
const promoCodes = ["INVARIANT-GOLD", "INVARIANT-GEMS"];

type Action =
  | { kind: "buy"; player: number; item: number; key: number }
  | { kind: "redeem"; player: number; code: number }
  | { kind: "buyGems"; player: number; pack: number }
  | { kind: "refund"; player: number; nth: number }
  | { kind: "collect"; player: number; nth: number }
  | { kind: "daily"; player: number };

const player = fc.nat({ max: players - 1 });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant("buy" as const), player, item: fc.nat({ max: 2 }), key: fc.nat({ max: 3 }) }),
  fc.record({ kind: fc.constant("redeem" as const), player, code: fc.nat({ max: promoCodes.length - 1 }) }),
  fc.record({ kind: fc.constant("buyGems" as const), player, pack: fc.nat({ max: 1 }) }),
  fc.record({ kind: fc.constant("refund" as const), player, nth: fc.nat({ max: 2 }) }),
  fc.record({ kind: fc.constant("collect" as const), player, nth: fc.nat({ max: 1 }) }),
  fc.record({ kind: fc.constant("daily" as const), player }),
);

let deps: AppDeps & { close(): Promise<void> };
let admin: Actor;
const itemIds: number[] = [];

beforeAll(async () => {
  deps = await createTestDeps({ PLAYER_WRITES_PER_MINUTE: "1000000" });
  const staff = await makePlayer(deps.db);
  await deps.db.user.update({ where: { id: staff.id }, data: { role: "admin" } });
  admin = { id: staff.id, role: "admin" };
  const items = [
    {
      name: "Slime Jelly x10",
      price: 200,
      currency: "gold",
      grant: { kind: "ingredient", name: "Slime Jelly", quantity: 10 },
    },
    {
      name: "Relic slot",
      price: 40,
      currency: "gems",
      grant: { kind: "slots", inventory: "relicSlots", amount: 1 },
    },
    {
      name: "Fang x60",
      price: 900,
      currency: "gold",
      grant: { kind: "ingredient", name: "Wolf Fang", quantity: 60 },
    },
  ] as const;
  for (const item of items) {
    const row = await deps.db.shopItem.create({
      data: {
        ...item,
        category: item.grant.kind === "slots" ? "slots" : "ingredients",
        type: item.grant.kind,
        tier: 1,
        isAvailable: true,
      },
    });
    itemIds.push(row.id);
  }
  await deps.db.promoCode.createMany({
    data: [
      { code: promoCodes[0]!, rewards: { gold: 700 } },
      { code: promoCodes[1]!, rewards: { gems: 25, vipDays: 1 } },
    ],
  });
});
afterAll(async () => {
  await closeAuthRuntime(deps);
  await deps.close();
});

/** Fresh players for one sequence, each with two reward messages in the inbox. */
async function newPlayers() {
  return Promise.all(
    Array.from({ length: players }, async () => {
      const { id } = await makePlayer(deps.db);
      const messages = await Promise.all(
        [{ gold: 150 }, { gems: 15 }].map((rewards) =>
          deps.db.message.create({
            data: { userId: id, message: "invariants.gift", rewards },
            select: { id: true },
          }),
        ),
      );
      return { id, messageIds: messages.map((m) => m.id) };
    }),
  );
}

async function run(step: Action, cast: Awaited<ReturnType<typeof newPlayers>>, sequence: number, now: Date) {
  const who = cast[step.player]!;
  switch (step.kind) {
    case "buy":
      return purchaseShopItem(deps, {
        userId: who.id,
        shopItemId: itemIds[step.item]!,
        idempotencyKey: `inv-${sequence}-${step.player}-${step.key}`,
        now,
      });
    case "redeem":
      return redeemPromoCode(deps, { userId: who.id, code: promoCodes[step.code]!, now });
    case "buyGems": {
      const checkout = await createGemCheckout(deps, { userId: who.id, packId: gemPacks[step.pack]!.id });
      return confirmLocalCheckout(deps, {
        userId: who.id,
        sessionId: checkout.sessionId,
        country: "DE",
        now,
      });
    }
    case "refund": {
      const purchases = await deps.db.transaction.findMany({
        where: { userId: who.id },
        orderBy: { id: "asc" },
      });
      const purchase = purchases[step.nth];
      return purchase ? refundTransaction(deps, { actor: admin, id: purchase.id, now }) : null;
    }
    case "collect":
      return collectMessageRewards(deps, { userId: who.id, messageId: who.messageIds[step.nth]!, now });
    case "daily":
      return claimDailyReward(deps, { userId: who.id, now });
  }
}

/** Every inventory within its (VIP-aware) capacities, and no negative quantity. */
async function inventoryProblems(userIds: string[], now: Date): Promise<string[]> {
  const inventories = await deps.db.inventory.findMany({
    where: { userId: { in: userIds } },
    include: {
      user: { select: { vipExpiresAt: true } },
      ingredients: true,
      items: { select: { type: true } },
    },
  });
  return inventories.flatMap((inventory) => {
    const cap = effectiveCapacities(inventory, inventory.user, now);
    const problems: string[] = [];
    const monsters = inventory.items.filter((item) => item.type === "monster").length;
    const relics = inventory.items.filter((item) => item.type === "relic").length;
    if (monsters > cap.monsterSlots)
      problems.push(`${inventory.userId}: ${monsters} monsters > ${cap.monsterSlots}`);
    if (relics > cap.relicSlots) problems.push(`${inventory.userId}: ${relics} relics > ${cap.relicSlots}`);
    if (inventory.ingredients.length > cap.ingredientSlots)
      problems.push(
        `${inventory.userId}: ${inventory.ingredients.length} ingredient kinds > ${cap.ingredientSlots}`,
      );
    for (const ingredient of inventory.ingredients) {
      if (ingredient.quantity < 0 || ingredient.quantity > cap.ingredientsCap)
        problems.push(
          `${inventory.userId}: ${ingredient.quantity} ${ingredient.name} outside 0..${cap.ingredientsCap}`,
        );
    }
    return problems;
  });
}

describe("economy invariants under random sequences", () => {
  it("keeps balances = ledger, no negatives and inventories within capacity", async () => {
    let sequence = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
        sequence += 1;
        const cast = await newPlayers();
        const now = new Date();
        for (const step of actions) {
          try {
            await run(step, cast, sequence, now);
          } catch (error) {
            // Refusals (not enough gold, already redeemed, nothing to refund…) are fine; bugs are not.
            if (!(error instanceof AppError) || error.status >= 500) throw error;
          }
        }
        const ledger = await verifyLedger(deps);
        expect(ledger.mismatches).toEqual([]);
        expect(ledger.negativeBalances).toBe(0);
        expect(
          await inventoryProblems(
            cast.map((p) => p.id),
            now,
          ),
        ).toEqual([]);
      }),
      { numRuns: 20, seed: 92 },
    );
  });
});
