// Stripe webhook events as Stripe sends them: a unique event id, the event
// envelope, and the Stripe-Signature header made with the official client's
// stripe.webhooks.generateTestHeaderString, so the server's real signature
// check runs.
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

export interface StripeTestEvent {
  id: string;
  object: "event";
  type: string;
  created: number;
  livemode: false;
  data: { object: Record<string, unknown> };
}

export function stripeEvent(type: string, object: Record<string, unknown>): StripeTestEvent {
  return {
    id: `evt_test_${randomBytes(12).toString("hex")}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  };
}

/** POSTs the event (or any payload) to the server's webhook, signed with `secret`. */
export function deliverStripeEvent(serverUrl: string, payload: unknown, secret: string): Promise<Response> {
  const body = JSON.stringify(payload);
  return postSignedWebhook(serverUrl, body, stripeSignature(body, secret));
}

export function stripeSignature(body: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
}

/** POSTs a raw body with the given Stripe-Signature header (tests tamper with either). */
export function postSignedWebhook(serverUrl: string, body: string, signature: string): Promise<Response> {
  return fetch(`${serverUrl}/api/payments/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body,
  });
}
