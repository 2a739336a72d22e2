// The local test mode (no STRIPE_SECRET_KEY): the game's /gems/test-checkout
// page, clearly labelled "Test mode — no real payment", stands in for Stripe's
// hosted checkout. Confirming it builds the checkout.session.completed event
// Stripe would send, signs it with the local webhook secret, and hands it to
// the same webhook handler, so the whole purchase path runs on a fresh machine.
import { createHash, randomUUID } from "node:crypto";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { readLocalSession } from "./checkout.ts";
import { findGemPack } from "./gem-packs.ts";
import { handleStripeWebhook, type WebhookResult } from "./handle-stripe-webhook.ts";
import { isLocalTestMode, localWebhookSecret, Stripe } from "./stripe-client.ts";

export interface LocalCheckoutView {
  sessionId: string;
  packId: string;
  gems: number;
  currency: string;
  price: number;
}

export function localCheckoutOf(
  deps: Pick<AppDeps, "env">,
  input: { userId: string; sessionId: string },
): LocalCheckoutView {
  if (!isLocalTestMode(deps))
    throw new AppError("not_found", "This test checkout is closed. Buy gems from the gems page.");
  const session = readLocalSession(deps, input.sessionId);
  if (!session)
    throw new AppError("not_found", "This checkout link is not valid. Start again from the gems page.");
  if (session.userId !== input.userId)
    throw new AppError("forbidden", "This checkout belongs to another player.");
  const pack = findGemPack(session.packId)!;
  return {
    sessionId: input.sessionId,
    packId: pack.id,
    gems: pack.gems,
    currency: session.currency,
    price: pack.prices[session.currency],
  };
}

/** A test session's payment intent id: the same for every confirmation of it, so it credits once. */
export function localPaymentIntentId(sessionId: string): string {
  return `pi_local_${createHash("sha256").update(sessionId).digest("hex").slice(0, 24)}`;
}

export async function confirmLocalCheckout(
  deps: Pick<AppDeps, "db" | "env" | "logger" | "events">,
  input: { userId: string; sessionId: string; country: string | null; now?: Date },
): Promise<WebhookResult> {
  const view = localCheckoutOf(deps, input);
  const now = input.now ?? new Date();
  const event = {
    id: `evt_local_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    data: {
      object: {
        id: view.sessionId,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        payment_intent: localPaymentIntentId(view.sessionId),
        amount_total: view.price,
        currency: view.currency,
        client_reference_id: input.userId,
        metadata: { userId: input.userId, packId: view.packId, gems: String(view.gems) },
        customer_details: { address: { country: input.country } },
      },
    },
  };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: localWebhookSecret(deps) });
  return handleStripeWebhook(deps, { payload, signature, now });
}
