// POST /api/payments/webhook: the signature is checked on the raw body with
// the webhook secret, each event id is stored once (a redelivery does
// nothing), and the event's effect is applied in the same transaction, so a
// failure stores nothing and Stripe's retry tries again. The local test mode
// feeds its signed events through this same function.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { intInput } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import { announceWallet } from "../wallet/wallet-events.ts";
import { PurchaseMetadataSchema } from "./checkout.ts";
import {
  gemPurchaseFacts,
  type PurchaseEffect,
  type ReversalEffect,
  recordGemPurchase,
  reverseGemPurchase,
} from "./gem-purchases.ts";
import { stripeSettings } from "./rules.ts";
import { Stripe, webhookSecrets } from "./stripe-client.ts";

const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((value) => value.id)]).nullish();

const EventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const CheckoutSessionSchema = z.object({
  id: z.string(),
  payment_intent: idOf,
  payment_status: z.string(),
  amount_total: intInput({ min: 0 }).nullish(),
  currency: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  customer_details: z.object({ address: z.object({ country: z.string().nullish() }).nullish() }).nullish(),
});

const PaymentIntentSchema = z.object({
  id: z.string(),
  amount: intInput({ min: 0 }),
  amount_received: intInput({ min: 0 }).nullish(),
  currency: z.string(),
  latest_charge: idOf,
  metadata: z.record(z.string(), z.string()).nullish(),
});

const ChargeSchema = z.object({
  id: z.string(),
  payment_intent: idOf,
  refunded: z.boolean(),
  amount: intInput({ min: 0 }),
  amount_refunded: intInput({ min: 0 }),
});

const DisputeSchema = z.object({ id: z.string(), charge: idOf, payment_intent: idOf });

export type WebhookEffect =
  | { kind: "duplicate" }
  | { kind: "ignored"; why: string }
  | ({ kind: "purchase" } & {
      purchase: PurchaseEffect;
      /** Who paid what, for the live wallet and the staff feed. */
      paid: { userId: string; price: number; currency: string };
    })
  | ({ kind: "reversal" } & { reversal: ReversalEffect })
  | { kind: "partial_refund" };

export interface WebhookResult {
  eventId: string;
  type: string;
  effect: WebhookEffect;
}

/**
 * The signed timestamp (`t=` of Stripe-Signature) must be within the tolerance
 * of our clock either way. Stripe's client refuses only old ones (it measures
 * now − t), so a signature captured with a clock far ahead would replay for as
 * long as its timestamp stays in the future.
 */
function refuseOutsideTolerance(signature: string, nowMs: number): void {
  const tolerance = stripeSettings.webhookToleranceSeconds;
  const signedAt = signature
    .split(",")
    .map((part) => /^t=(\d{1,12})$/.exec(part.trim())?.[1])
    .find((value) => value !== undefined);
  if (signedAt === undefined) throw new AppError("bad_request", "The Stripe signature has no timestamp.");
  if (Math.abs(nowMs / 1000 - Number(signedAt)) > tolerance) {
    throw new AppError(
      "bad_request",
      `The Stripe signature's timestamp is more than ${tolerance} seconds from our clock.`,
    );
  }
}

/** Verifies the signature and returns the parsed event; 400 when no secret matches. */
export function verifyStripeEvent(
  deps: Pick<AppDeps, "env">,
  payload: string,
  signature: string | null | undefined,
): z.infer<typeof EventSchema> {
  if (!signature) throw new AppError("bad_request", "Missing Stripe-Signature header.");
  refuseOutsideTolerance(signature, Date.now());
  const secrets = webhookSecrets(deps);
  // A Stripe key without a webhook secret is a configuration error: 503 makes Stripe retry later.
  if (secrets.length === 0) throw new AppError("unavailable", "STRIPE_WEBHOOK_SECRET is not configured.");
  for (const secret of secrets) {
    try {
      const event = Stripe.webhooks.constructEvent(
        payload,
        signature,
        secret,
        stripeSettings.webhookToleranceSeconds,
      );
      return EventSchema.parse(event);
    } catch (error) {
      if (error instanceof z.ZodError) throw new AppError("bad_request", "Not a Stripe event.");
      // try the next secret
    }
  }
  throw new AppError("bad_request", "The Stripe signature does not match.");
}

export async function handleStripeWebhook(
  deps: Pick<AppDeps, "db" | "env" | "logger" | "events">,
  input: { payload: string; signature: string | null | undefined; now?: Date },
): Promise<WebhookResult> {
  const event = verifyStripeEvent(deps, input.payload, input.signature);
  const now = input.now ?? new Date();
  const effect = await deps.db.$transaction(
    async (tx): Promise<WebhookEffect> => {
      const stored = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO "StripeEvent" (id, type, "receivedAt") VALUES (${event.id}, ${event.type}, ${now})
        ON CONFLICT (id) DO NOTHING RETURNING id`;
      if (stored.length === 0) return { kind: "duplicate" };
      const object = event.data.object;

      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded": {
          const session = CheckoutSessionSchema.parse(object);
          if (session.payment_status !== "paid") return { kind: "ignored", why: "not paid yet" };
          const metadata = PurchaseMetadataSchema.safeParse(session.metadata ?? {});
          if (!metadata.success || !session.payment_intent)
            return { kind: "ignored", why: "not a gem purchase" };
          const purchase = await recordGemPurchase(tx, {
            paymentIntentId: session.payment_intent,
            checkoutSessionId: session.id,
            chargeId: null,
            userId: metadata.data.userId,
            gems: metadata.data.gems,
            price: session.amount_total ?? 0,
            currency: session.currency ?? "usd",
            country: session.customer_details?.address?.country ?? null,
            description: stripeSettings.productName(metadata.data.gems),
            now,
          });
          const paid = {
            userId: metadata.data.userId,
            price: session.amount_total ?? 0,
            currency: session.currency ?? "usd",
          };
          return { kind: "purchase", purchase, paid };
        }
        case "payment_intent.succeeded": {
          const intent = PaymentIntentSchema.parse(object);
          const metadata = PurchaseMetadataSchema.safeParse(intent.metadata ?? {});
          if (!metadata.success) return { kind: "ignored", why: "not a gem purchase" };
          const purchase = await recordGemPurchase(tx, {
            paymentIntentId: intent.id,
            checkoutSessionId: null,
            chargeId: intent.latest_charge ?? null,
            userId: metadata.data.userId,
            gems: metadata.data.gems,
            price: intent.amount_received ?? intent.amount,
            currency: intent.currency,
            // Billing details live on the charge and the Checkout Session; the session's event fills it in.
            country: null,
            description: stripeSettings.productName(metadata.data.gems),
            now,
          });
          const paid = {
            userId: metadata.data.userId,
            price: intent.amount_received ?? intent.amount,
            currency: intent.currency,
          };
          return { kind: "purchase", purchase, paid };
        }
        case "charge.refunded": {
          const charge = ChargeSchema.parse(object);
          if (!charge.refunded) {
            // Partial refunds keep the gems: staff decide (History for the console).
            await tx.history.create({
              data: {
                type: historyTypes.paymentPartialRefund,
                data: {
                  chargeId: charge.id,
                  paymentIntentId: charge.payment_intent ?? null,
                  amount: charge.amount,
                  amountRefunded: charge.amount_refunded,
                },
              } satisfies HistoryEntry,
            });
            return { kind: "partial_refund" };
          }
          const reversal = await reverseGemPurchase(tx, {
            paymentIntentId: charge.payment_intent ?? null,
            chargeId: charge.id,
            kind: "refunded",
            now,
          });
          return { kind: "reversal", reversal };
        }
        case "charge.dispute.created": {
          const dispute = DisputeSchema.parse(object);
          const reversal = await reverseGemPurchase(tx, {
            paymentIntentId: dispute.payment_intent ?? null,
            chargeId: dispute.charge ?? null,
            kind: "disputed",
            now,
          });
          return { kind: "reversal", reversal };
        }
        default:
          return { kind: "ignored", why: "event type not used" };
      }
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
  deps.logger.info({ stripeEvent: event.id, type: event.type, effect: effect.kind }, "stripe event");
  // After the commit: the player's live wallet and the staff feed.
  if (effect.kind === "purchase" && effect.purchase.kind === "credited") {
    await announceWallet(deps, effect.paid.userId);
    deps.events.emit("purchase:completed", gemPurchaseFacts({ ...effect.paid, gems: effect.purchase.gems }));
  }
  if (effect.kind === "reversal" && effect.reversal.kind === "reversed") {
    await announceWallet(deps, effect.reversal.userId);
    if (event.type === "charge.refunded") deps.events.emit("purchase:refunded", effect.reversal.purchase);
  }
  return { eventId: event.id, type: event.type, effect };
}
