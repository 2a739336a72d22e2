// What a paid or reversed gem purchase does to the database, whatever order
// and however often Stripe's events arrive. Transaction.paymentIntentId is the
// idempotency key of a purchase: the gems are credited only by the statement
// that inserted the row. Work on one payment is serialised by
// transaction-scoped advisory locks, on its charge (when known) and then its
// payment intent, always in that order, so a refund racing its purchase is
// never lost and two never wait for each other. A credit records its
// purchase.completed webhook event, a refund its purchase.refunded, in the
// same transaction.

import type { Db } from "../db.ts";
import type { DomainEventMap } from "../events.ts";
import { grantReward } from "../grants/grant-reward.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import { grantGameAccess } from "../progression/game-access.ts";
import { credit, debitAtMost } from "../wallet/wallet.ts";
import { recordWebhookEvent } from "../webhooks/record-webhook-event.ts";
import { referralReward } from "./rules.ts";

export interface PaidPurchase {
  paymentIntentId: string;
  checkoutSessionId: string | null;
  chargeId: string | null;
  userId: string;
  gems: number;
  /** Minor units. */
  price: number;
  currency: string;
  country: string | null;
  description: string;
  now: Date;
}

export type PurchaseEffect =
  | { kind: "credited"; transactionId: number; gems: number; balanceAfter: number; referrerRewarded: boolean }
  | { kind: "already_recorded"; transactionId: number }
  | { kind: "unknown_player" };

export type ReversalKind = "refunded" | "disputed";

/** A gem purchase as its purchase:completed and purchase:refunded events tell it. */
export type GemPurchaseFacts = DomainEventMap["purchase:completed"];

export const gemPurchaseFacts = (purchase: {
  userId: string;
  gems: number;
  price: number;
  currency: string;
}): GemPurchaseFacts => ({
  userId: purchase.userId,
  item: `${purchase.gems} gems`,
  amount: purchase.price,
  currency: purchase.currency,
});

export type ReversalEffect =
  | {
      kind: "reversed";
      transactionId: number;
      userId: string;
      taken: number;
      shortfall: number;
      balanceAfter: number;
      /** The purchase reversed, for its purchase:refunded event. */
      purchase: GemPurchaseFacts;
    }
  | { kind: "already_reversed"; transactionId: number }
  | { kind: "pending" };

export const paymentRef = (paymentIntentId: string) => `payment:${paymentIntentId}`;

async function lockPayment(tx: Db, paymentIntentId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`payment:${paymentIntentId}`}))`;
}

/** Taken before lockPayment whenever both are: the charge is what a refund may know alone. */
async function lockCharge(tx: Db, chargeId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`charge:${chargeId}`}))`;
}

export async function recordGemPurchase(tx: Db, purchase: PaidPurchase): Promise<PurchaseEffect> {
  if (purchase.chargeId) await lockCharge(tx, purchase.chargeId);
  await lockPayment(tx, purchase.paymentIntentId);
  const user = await tx.user.findUnique({
    where: { id: purchase.userId },
    select: { id: true, referrerId: true },
  });
  if (!user) return { kind: "unknown_player" };
  const [row] = await tx.$queryRaw<{ id: number; chargeId: string | null; inserted: boolean }[]>`
    INSERT INTO "Transaction" ("userId", "paymentIntentId", "checkoutSessionId", "chargeId", "gems", "price",
                               "currency", "country", "description", "status", "createdAt")
    VALUES (${purchase.userId}::uuid, ${purchase.paymentIntentId}, ${purchase.checkoutSessionId},
            ${purchase.chargeId}, ${purchase.gems}, ${purchase.price}, ${purchase.currency}, ${purchase.country},
            ${purchase.description}, 'completed', ${purchase.now})
    ON CONFLICT ("paymentIntentId") DO UPDATE SET
      "checkoutSessionId" = COALESCE("Transaction"."checkoutSessionId", EXCLUDED."checkoutSessionId"),
      "chargeId" = COALESCE("Transaction"."chargeId", EXCLUDED."chargeId"),
      "country" = COALESCE("Transaction"."country", EXCLUDED."country")
    RETURNING id, "chargeId", (xmax = 0) AS inserted`;
  if (!row) throw new Error("INSERT … RETURNING gave no row");
  if (!row.inserted) {
    // The charge may be learnt only now (payment_intent.succeeded after the Checkout Session):
    // a refund that named only it is applied here.
    await applyPendingReversal(tx, purchase.paymentIntentId, row.chargeId, purchase.now);
    return { kind: "already_recorded", transactionId: row.id };
  }

  const change = await credit(tx, {
    userId: purchase.userId,
    currency: "gems",
    amount: purchase.gems,
    reason: "gem_purchase",
    ref: paymentRef(purchase.paymentIntentId),
  });
  await recordWebhookEvent(tx, "purchase.completed", gemPurchaseFacts(purchase));
  // Any real-money purchase opens the game, with the gems and once per payment (the insert above).
  // The purchase that opened it is recorded, so its thank-you page can say so.
  if (await grantGameAccess(tx, purchase.userId)) {
    await tx.history.create({
      data: {
        type: historyTypes.gameAccessByPurchase,
        userId: purchase.userId,
        createdAt: purchase.now,
        data: { transactionId: row.id, paymentIntentId: purchase.paymentIntentId },
      } satisfies HistoryEntry,
    });
  }
  const referrerRewarded = user.referrerId
    ? await rewardReferrer(tx, user.id, user.referrerId, purchase.now)
    : false;
  const reversal = await applyPendingReversal(tx, purchase.paymentIntentId, row.chargeId, purchase.now);
  const balanceAfter = reversal?.kind === "reversed" ? reversal.balanceAfter : change.balanceAfter;
  return { kind: "credited", transactionId: row.id, gems: purchase.gems, balanceAfter, referrerRewarded };
}

/**
 * A refund or dispute that came before this purchase could be found (by its
 * payment intent, or by its charge) is applied now and forgotten. The caller
 * holds the locks of both keys, so a reversal being remembered concurrently
 * has committed before this looks.
 */
async function applyPendingReversal(
  tx: Db,
  paymentIntentId: string,
  chargeId: string | null,
  now: Date,
): Promise<ReversalEffect | null> {
  const pending = await tx.$queryRaw<{ id: number; kind: ReversalKind }[]>`
    DELETE FROM "PendingPaymentReversal"
    WHERE "paymentIntentId" = ${paymentIntentId} OR "chargeId" = ${chargeId}
    RETURNING id, kind::text AS kind`;
  const first = pending.sort((a, b) => a.id - b.id)[0];
  if (!first) return null;
  return reverseGemPurchase(tx, { paymentIntentId, chargeId, kind: first.kind, now });
}

/** The referrer's reward for a referred player's first real-money purchase: once. */
async function rewardReferrer(tx: Db, userId: string, referrerId: string, now: Date): Promise<boolean> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`referral:${userId}`}))`;
  const purchases = await tx.transaction.count({ where: { userId } });
  if (purchases !== 1) return false;
  await grantReward(tx, {
    userId: referrerId,
    reward: referralReward,
    reason: "referral_reward",
    ref: `referral:${userId}`,
    now,
  });
  return true;
}

/**
 * Takes a refunded or disputed purchase's gems back: once (the status moves
 * away from completed), never below zero (what was already spent is recorded
 * as a shortfall for staff). A reversal for a purchase not recorded yet is
 * remembered and applied when the purchase arrives.
 */
export async function reverseGemPurchase(
  tx: Db,
  input: { paymentIntentId: string | null; chargeId: string | null; kind: ReversalKind; now: Date },
): Promise<ReversalEffect> {
  if (input.chargeId) await lockCharge(tx, input.chargeId);
  let paymentIntentId = input.paymentIntentId;
  if (!paymentIntentId && input.chargeId) {
    const byCharge = await tx.transaction.findUnique({ where: { chargeId: input.chargeId } });
    paymentIntentId = byCharge?.paymentIntentId ?? null;
  }
  if (paymentIntentId) await lockPayment(tx, paymentIntentId);
  const purchase = paymentIntentId ? await tx.transaction.findUnique({ where: { paymentIntentId } }) : null;
  if (!purchase || !paymentIntentId) {
    // Remembered once per key; the purchase that carries either key applies it.
    await tx.$executeRaw`
      INSERT INTO "PendingPaymentReversal" ("paymentIntentId", "chargeId", "kind", "receivedAt")
      VALUES (${paymentIntentId}, ${input.chargeId}, ${input.kind}::"PaymentStatus", ${input.now})
      ON CONFLICT DO NOTHING`;
    return { kind: "pending" };
  }
  const moved = await tx.transaction.updateMany({
    where: { id: purchase.id, status: "completed" },
    data: {
      status: input.kind,
      ...(purchase.chargeId || !input.chargeId ? {} : { chargeId: input.chargeId }),
    },
  });
  if (moved.count === 0) return { kind: "already_reversed", transactionId: purchase.id };
  const change = await debitAtMost(tx, {
    userId: purchase.userId,
    currency: "gems",
    amount: purchase.gems,
    reason: input.kind === "refunded" ? "gem_refund" : "gem_dispute",
    ref: paymentRef(paymentIntentId),
  });
  if (change.shortfall > 0) {
    await tx.history.create({
      data: {
        type: historyTypes.paymentShortfall,
        userId: purchase.userId,
        data: {
          paymentIntentId,
          transactionId: purchase.id,
          kind: input.kind,
          gems: purchase.gems,
          taken: -change.delta,
          shortfall: change.shortfall,
        },
      } satisfies HistoryEntry,
    });
  }
  const facts = gemPurchaseFacts(purchase);
  // A dispute is not a refund: Stripe may still decide for us.
  if (input.kind === "refunded") await recordWebhookEvent(tx, "purchase.refunded", facts);
  return {
    kind: "reversed",
    transactionId: purchase.id,
    userId: purchase.userId,
    taken: -change.delta,
    shortfall: change.shortfall,
    balanceAfter: change.balanceAfter,
    purchase: facts,
  };
}
