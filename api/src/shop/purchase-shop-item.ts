// Buying a shop item: price after discounts charged, grant applied,
// ShopItemTransaction (price actually paid) and OwnedShopItem (one-time items)
// written — one database transaction. An egg's monster is drawn in that same
// transaction (summons/pull-from-egg.ts) and the pull recorded with the purchase. The client's idempotency key is the
// unique (userId, idempotencyKey) of ShopItemTransaction: the row is inserted
// before anything else, so a retry (even a concurrent one) finds it and gets
// the original result back without a second charge.
// From @hono/zod-openapi, so the schema carries .openapi() whatever is imported first.
import { z } from "@hono/zod-openapi";
import { type Currency, inventoryCapacities } from "../catalogue/basics.ts";
import { type ShopGrant, ShopGrantSchema } from "../catalogue/rewards.ts";
import type { AppDeps } from "../context.ts";
import { RowIdTextSchema } from "../db/row-id.ts";
import { type Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import type { ShopItem } from "../generated/prisma/client.ts";
import { grantReward } from "../grants/grant-reward.ts";
import { activeEventsFor } from "../live-events/active-events.ts";
import { shopDiscountFor } from "../live-events/modifiers.ts";
import { grantGameAccess } from "../progression/game-access.ts";
import { advanceQuests } from "../quests/advance-quests.ts";
import {
  pullFromEgg,
  type SummonPullResult,
  summonPullOf,
  summonPullSelect,
} from "../summons/pull-from-egg.ts";
import { isVip } from "../vip/extend-vip.ts";
import { debit } from "../wallet/wallet.ts";
import { announceWallet } from "../wallet/wallet-events.ts";
import { recordWebhookEvent } from "../webhooks/record-webhook-event.ts";
import { shopPriceAfterDiscounts, shopPurchaseRules } from "./rules.ts";
import { rewardOfShopGrant } from "./shop-grant.ts";

export const IdempotencyKeySchema = z
  .string({ error: "Send an idempotency key: the same one on every retry of this request." })
  .min(shopPurchaseRules.idempotencyKeyLength.min)
  .max(shopPurchaseRules.idempotencyKeyLength.max)
  .regex(/^[\w.:-]+$/, "letters, digits and . _ : - only");

export const PurchaseShopItemSchema = z.object({
  shopItemId: RowIdTextSchema,
  idempotencyKey: IdempotencyKeySchema,
});

export interface PurchaseResult {
  purchase: {
    id: number;
    shopItemId: number;
    name: string;
    category: string;
    price: number;
    currency: Currency;
    boughtAt: string;
    idempotencyKey: string;
  };
  grant: ShopGrant;
  /** The balance the price was taken from, right after this purchase. */
  balance: { currency: Currency; balanceAfter: number };
  /** Gift of a grant that went to the inbox (never for shop items: a full inventory refuses). */
  overflowMessageId: number | null;
  /** What an egg gave: the pull, as recorded. Null for every other item. */
  pull: SummonPullResult | null;
}

/** Ledger `ref` of a purchase's charge: also how a replay finds its balance. */
export const shopPurchaseRef = (purchaseId: number) => `shopPurchase:${purchaseId}`;

export async function purchaseShopItem(
  deps: Pick<AppDeps, "db" | "events">,
  input: { userId: string; shopItemId: number; idempotencyKey: string; now: Date },
): Promise<PurchaseResult & { replayed: boolean }> {
  const { shopItemId, idempotencyKey } = PurchaseShopItemSchema.parse(input);
  // The events running for the player (the shared snapshot, read before the transaction).
  const events = await activeEventsFor(deps.db, { userId: input.userId, now: input.now });
  const result = await deps.db.$transaction(
    async (tx) => {
      // Inventory first, then User: the same lock order as grantReward, so
      // concurrent economy actions of one player queue instead of deadlocking.
      // One statement locks and reads what the purchase needs.
      const [row] = await tx.$queryRaw<
        ({ vipExpiresAt: Date | null } & Partial<Omit<ShopItem, "currency">> & {
            currency: Currency | null;
          })[]
      >`
        SELECT u."vipExpiresAt", s.id, s.name, s.category, s.price, s.discount, s.currency, s.grant,
               s."isOneTime", s."isAvailable"
        FROM "Inventory" i JOIN "User" u ON u.id = i."userId"
        LEFT JOIN "ShopItem" s ON s.id = ${shopItemId}
        WHERE i."userId" = ${input.userId}::uuid FOR UPDATE OF i`;
      if (!row) throw new AppError("not_found", "No such player.");
      if (row.id == null) throw new AppError("not_found", "No such shop item.");
      const item = row as ShopItem;
      const eventGrant = ShopGrantSchema.safeParse(item.grant).data;
      const eventDiscount = shopDiscountFor(events, {
        category: item.category,
        egg: eventGrant?.kind === "summon" ? eventGrant.egg : null,
      });
      const price = shopPriceAfterDiscounts(
        item.price,
        item.discount,
        isVip(row, input.now),
        eventDiscount.percent,
      );

      const inserted = await tx.$queryRaw<{ id: number; boughtAt: Date }[]>`
        INSERT INTO "ShopItemTransaction" ("userId", "shopItemId", "price", "currency", "idempotencyKey", "boughtAt",
          "liveEventId")
        VALUES (${input.userId}::uuid, ${item.id}, ${price}, ${item.currency}::"Currency", ${idempotencyKey}, ${input.now},
          ${eventDiscount.eventId}::int)
        ON CONFLICT ("userId", "idempotencyKey") DO NOTHING
        RETURNING id, "boughtAt"`;
      const purchase = inserted[0];
      if (!purchase) return { ...(await replay(tx, input.userId, idempotencyKey, item.id)), replayed: true };

      if (!item.isAvailable) {
        throw new AppError("conflict", `${item.name} is not on sale right now.`, { reason: "not_available" });
      }
      const grant = ShopGrantSchema.parse(item.grant);
      if (item.isOneTime) {
        const owned = await tx.$queryRaw<{ id: number }[]>`
          INSERT INTO "OwnedShopItem" ("userId", "itemId", "acquiredAt")
          VALUES (${input.userId}::uuid, ${item.id}, ${input.now})
          ON CONFLICT ("userId", "itemId") DO NOTHING RETURNING id`;
        if (owned.length === 0) {
          throw new AppError("conflict", `You already own ${item.name}.`, { reason: "already_owned" });
        }
      }

      // Before the charge: a player who has game access is refused instead of paying twice.
      if (grant.kind === "gameAccess" && !(await grantGameAccess(tx, input.userId))) {
        throw new AppError("conflict", "You already have game access.", { reason: "already_owned" });
      }

      const ref = shopPurchaseRef(purchase.id);
      const balance =
        price > 0
          ? await debit(tx, {
              userId: input.userId,
              currency: item.currency,
              amount: price,
              reason: "shop_purchase",
              ref,
            })
          : { currency: item.currency, balanceAfter: await currentBalance(tx, input.userId, item.currency) };

      let overflowMessageId: number | null = null;
      let pull: SummonPullResult | null = null;
      const reward = rewardOfShopGrant(grant);
      if (reward || grant.kind === "summon") {
        try {
          if (grant.kind === "summon") {
            pull = await pullFromEgg(tx, {
              userId: input.userId,
              egg: grant.egg,
              purchaseId: purchase.id,
              ref,
              now: input.now,
            });
          } else if (reward) {
            const result = await grantReward(tx, {
              userId: input.userId,
              reward,
              reason: "shop_purchase",
              ref,
              now: input.now,
              overflow: "refuse",
            });
            overflowMessageId = result.overflowMessageId;
          }
        } catch (error) {
          if (error instanceof AppError && error.code === "conflict") {
            throw new AppError("conflict", "Your inventory is full: make room before buying this.", {
              reason: "inventory_full",
              ...error.details,
            });
          }
          throw error;
        }
      } else if (grant.kind === "slots") {
        await raiseCapacity(tx, input.userId, grant.inventory, grant.amount);
      }
      // "Buy something in the shop": a purchase counts once (a replay returned above).
      await advanceQuests(tx, input.userId, { shopPurchases: 1 });
      await recordWebhookEvent(tx, "purchase.completed", {
        userId: input.userId,
        item: item.name,
        amount: price,
        currency: item.currency,
      });

      return {
        purchase: {
          id: purchase.id,
          shopItemId: item.id,
          name: item.name,
          category: item.category,
          price,
          currency: item.currency,
          boughtAt: purchase.boughtAt.toISOString(),
          idempotencyKey,
        },
        grant,
        balance: { currency: balance.currency, balanceAfter: balance.balanceAfter },
        overflowMessageId,
        pull,
        replayed: false,
      };
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
  // After the commit: live wallet for the player, the purchase in the staff feed (not for a replay).
  if (!result.replayed) {
    await announceWallet(deps, input.userId);
    deps.events.emit("purchase:completed", {
      userId: input.userId,
      item: result.purchase.name,
      amount: result.purchase.price,
      currency: result.purchase.currency,
    });
  }
  return result;
}

async function raiseCapacity(
  tx: Db,
  userId: string,
  column: Extract<ShopGrant, { kind: "slots" }>["inventory"],
  amount: number,
): Promise<void> {
  // The column name comes from the ShopGrant schema's enum, never from input text.
  const name = Prisma.raw(`"${inventoryCapacities.find((capacity) => capacity === column)!}"`);
  await tx.$executeRaw`UPDATE "Inventory" SET ${name} = ${name} + ${amount} WHERE "userId" = ${userId}::uuid`;
}

async function currentBalance(tx: Db, userId: string, currency: Currency): Promise<number> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { freeCurrency: true, paidCurrency: true },
  });
  return currency === "gold" ? user.freeCurrency : user.paidCurrency;
}

/** The stored result of the purchase that first used this key. */
async function replay(
  tx: Db,
  userId: string,
  idempotencyKey: string,
  shopItemId: number,
): Promise<PurchaseResult> {
  const stored = await tx.shopItemTransaction.findUniqueOrThrow({
    where: { userId_idempotencyKey: { userId, idempotencyKey } },
    include: { shopItem: true, pull: { select: summonPullSelect } },
  });
  if (stored.shopItemId !== shopItemId) {
    throw new AppError("conflict", "This idempotency key was already used for another purchase.", {
      reason: "idempotency_key_reused",
    });
  }
  const ref = shopPurchaseRef(stored.id);
  const [ledger] = await tx.$queryRaw<{ balanceAfter: number }[]>`
    SELECT ("data"->>'balanceAfter')::int AS "balanceAfter" FROM "History"
    WHERE "userId" = ${userId}::uuid AND "type" = 'currency' AND "data"->>'ref' = ${ref}
    ORDER BY id LIMIT 1`;
  return {
    purchase: {
      id: stored.id,
      shopItemId: stored.shopItemId,
      name: stored.shopItem.name,
      category: stored.shopItem.category,
      price: stored.price,
      currency: stored.currency,
      boughtAt: stored.boughtAt.toISOString(),
      idempotencyKey,
    },
    grant: ShopGrantSchema.parse(stored.shopItem.grant),
    balance: {
      currency: stored.currency,
      balanceAfter: ledger?.balanceAfter ?? (await currentBalance(tx, userId, stored.currency)),
    },
    overflowMessageId: null,
    pull: stored.pull ? summonPullOf(stored.pull) : null,
  };
}
