// An admin's refund of a gem purchase. A refund asks Stripe to refund the payment
// (idempotency key per payment intent) and then takes the gems back with
// reverseGemPurchase — the very function the charge.refunded webhook runs —
// in one transaction with the staff_action row. When Stripe's webhook arrives
// later it finds the purchase already reversed and does nothing (ADR 073).
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { announceWallet } from "../wallet/wallet-events.ts";
import { reverseGemPurchase } from "./gem-purchases.ts";
import { stripeOf } from "./stripe-client.ts";
import { readTransaction } from "./transaction-record.ts";

const alreadyReversed = (status: string) =>
  new AppError("conflict", `This purchase is already ${status}: nothing to refund.`, { reason: status });

/** An admin refunds a gem purchase in full: Stripe first, then the gems come back out of the wallet once. */
export async function refundTransaction(
  deps: Pick<AppDeps, "db" | "env" | "events">,
  input: { actor: Actor; id: string | number; now: Date },
) {
  const { actor, now } = input;
  assertStaff(actor, "transactions.refund");
  const purchase = await readTransaction(deps, input.id);
  if (purchase.status !== "completed") throw alreadyReversed(purchase.status);
  const stripe = stripeOf(deps);
  // The local test mode has no Stripe payment to refund: only the gems come back.
  const stripeRefund = stripe
    ? await stripe.refunds.create(
        { payment_intent: purchase.paymentIntentId, metadata: { transactionId: String(purchase.id) } },
        { idempotencyKey: `refund:${purchase.paymentIntentId}` },
      )
    : null;
  const reversal = await deps.db.$transaction(async (tx) => {
    const effect = await reverseGemPurchase(tx, {
      paymentIntentId: purchase.paymentIntentId,
      chargeId: purchase.chargeId,
      kind: "refunded",
      now,
    });
    // Two refunds at once: Stripe answered both with the one refund; only the first takes the gems.
    if (effect.kind !== "reversed") throw alreadyReversed("refunded");
    await recordStaffAction(tx, actor, purchase.userId, {
      action: "transaction.refund",
      transactionId: purchase.id,
      paymentIntentId: purchase.paymentIntentId,
      stripeRefundId: stripeRefund?.id ?? null,
      gems: purchase.gems,
      taken: effect.taken,
      shortfall: effect.shortfall,
      before: { status: "completed" },
      after: { status: "refunded" },
    });
    return effect;
  });
  await announceWallet(deps, purchase.userId);
  deps.events.emit("purchase:refunded", reversal.purchase);
  return {
    transaction: await readTransaction(deps, purchase.id),
    taken: reversal.taken,
    shortfall: reversal.shortfall,
    balanceAfter: reversal.balanceAfter,
    stripeRefundId: stripeRefund?.id ?? null,
  };
}
