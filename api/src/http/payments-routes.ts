// Gems for real money: the packs, Stripe Checkout, the return page's status
// and Stripe's webhook. The webhook reads the raw body before anything parses it.
import { z } from "@hono/zod-openapi";
import { paymentCurrencies } from "../catalogue/gem-packs.ts";
import type { AppDeps } from "../context.ts";
import { CreateCheckoutSchema, createGemCheckout } from "../payments/checkout.ts";
import { CheckoutSessionIdSchema, checkoutStatus } from "../payments/checkout-status.ts";
import { listGemPacks, PaymentCurrencySchema } from "../payments/gem-packs.ts";
import { handleStripeWebhook } from "../payments/handle-stripe-webhook.ts";
import { isLocalTestMode } from "../payments/stripe-client.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute } from "./openapi-route.ts";

const packsRoute = apiRoute({
  operationId: "listGemPacks",
  method: "get",
  path: "/api/payments/packs",
  tag: "payments",
  access: "public",
  summary: "Gem packs and their prices in a currency",
  request: { query: z.object({ currency: PaymentCurrencySchema.default("usd") }) },
  responses: {
    200: {
      description: "Packs",
      content: {
        "application/json": {
          schema: z.object({
            testMode: z.boolean().openapi({ description: "True without STRIPE_SECRET_KEY: no real payment" }),
            currencies: z.array(z.enum(paymentCurrencies)),
            packs: z.array(
              z.object({
                id: z.string(),
                gems: z.number().int().openapi({ description: "What the pack credits, bonus included" }),
                baseGems: z.number().int(),
                bonusGems: z.number().int(),
                bonusPercent: z.number().int().openapi({ description: "The bonus over the base, percent" }),
                currency: z.string(),
                price: z.number().int().openapi({ description: "Minor units (cents, pence)" }),
                priceLabel: z.string(),
              }),
            ),
          }),
        },
      },
    },
  },
});

const checkoutRoute = apiRoute({
  operationId: "startCheckout",
  method: "post",
  path: "/api/payments/checkout",
  tag: "payments",
  access: "player",
  summary: "Start buying a gem pack: returns the Stripe Checkout URL (or the local test checkout's)",
  request: {
    headers: z.object({ "idempotency-key": z.string().min(8).max(100).optional() }),
    body: { required: true, content: { "application/json": { schema: CreateCheckoutSchema } } },
  },
  responses: {
    200: {
      description: "Go to `url`",
      content: {
        "application/json": {
          schema: z
            .object({ sessionId: z.string(), url: z.string(), testMode: z.boolean() })
            .openapi("Checkout"),
        },
      },
    },
  },
  errors: { 400: "Unknown pack or currency" },
});

const statusRoute = apiRoute({
  operationId: "getCheckoutStatus",
  method: "get",
  path: "/api/payments/checkout/{sessionId}",
  tag: "payments",
  access: "player",
  summary: "Whether a checkout's gems were credited (the return page polls this)",
  request: {
    params: z.object({
      // .openapi() on a fresh schema: the domain one may be built before zod-openapi extends zod.
      sessionId: z
        .string()
        .openapi({ param: { name: "sessionId", in: "path" }, example: "cs_test_a1B2c3D4e5F6" })
        .pipe(CheckoutSessionIdSchema),
    }),
  },
  responses: {
    200: {
      description: "credited, reversed, processing (paid, webhook not yet in) or unpaid",
      content: { "application/json": { schema: z.object({ status: z.string() }).passthrough() } },
    },
  },
  errors: { 404: "No such checkout for this player" },
});

const webhookRoute = apiRoute({
  operationId: "receiveStripeWebhook",
  method: "post",
  path: "/api/payments/webhook",
  tag: "payments",
  access: "public",
  summary: "Stripe's webhook (signature verified with STRIPE_WEBHOOK_SECRET)",
  description:
    "Handles checkout.session.completed, checkout.session.async_payment_succeeded, payment_intent.succeeded, " +
    "charge.refunded and charge.dispute.created. Each event id is stored once: a redelivery answers 200 and does nothing.",
  request: { headers: z.object({ "stripe-signature": z.string().optional() }) },
  responses: {
    200: {
      description: "Received",
      content: {
        "application/json": {
          schema: z.object({ received: z.literal(true), duplicate: z.boolean(), type: z.string() }),
        },
      },
    },
  },
  errors: { 400: "Bad or missing signature: nothing was done" },
});

export function paymentsRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.use("/api/payments/checkout/*", userRequired(deps));
  return app
    .openapi(packsRoute, (c) => {
      const { currency } = c.req.valid("query");
      return c.json(
        {
          testMode: isLocalTestMode(deps),
          currencies: [...paymentCurrencies],
          packs: listGemPacks(currency),
        },
        200,
      );
    })
    .openapi(checkoutRoute, async (c) => {
      const body = c.req.valid("json");
      const result = await createGemCheckout(deps, {
        userId: c.get("user").id,
        ...body,
        idempotencyKey: c.req.valid("header")["idempotency-key"] ?? null,
      });
      return c.json(result, 200);
    })
    .openapi(statusRoute, async (c) => {
      const { sessionId } = c.req.valid("param");
      return c.json(await checkoutStatus(deps, { userId: c.get("user").id, sessionId }), 200);
    })
    .openapi(webhookRoute, async (c) => {
      // The signature covers the exact bytes Stripe sent: read them before any parsing.
      const payload = await c.req.text();
      const result = await handleStripeWebhook(deps, {
        payload,
        signature: c.req.header("stripe-signature"),
      });
      return c.json(
        { received: true as const, duplicate: result.effect.kind === "duplicate", type: result.type },
        200,
      );
    });
}
