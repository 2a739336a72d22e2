// Starting a gem purchase: a Stripe Checkout Session (the customer is created
// once and kept in User.customerId; every create call carries an idempotency
// key), or, in the local test mode, a signed local session whose page stands
// in for Stripe's hosted checkout.
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { authSettings } from "../auth/settings.ts";
import type { PaymentCurrency } from "../catalogue/gem-packs.ts";
import type { AppDeps } from "../context.ts";
import { intText } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import { findGemPack, GemPackIdSchema, PaymentCurrencySchema } from "./gem-packs.ts";
import { stripeSettings } from "./rules.ts";
import { isLocalTestMode, localWebhookSecret, stripeOf } from "./stripe-client.ts";

export const CreateCheckoutSchema = z.object({
  packId: GemPackIdSchema,
  currency: PaymentCurrencySchema.default("usd"),
});

/** What Stripe keeps on the session and its PaymentIntent, read back by the webhook. */
export const PurchaseMetadataSchema = z.object({
  userId: z.string().uuid(),
  packId: GemPackIdSchema,
  gems: intText({ min: 1 }),
});
export type PurchaseMetadata = z.infer<typeof PurchaseMetadataSchema>;

export interface CheckoutResult {
  sessionId: string;
  url: string;
  testMode: boolean;
}

export async function createGemCheckout(
  deps: Pick<AppDeps, "db" | "env">,
  input: { userId: string; packId: string; currency?: string; idempotencyKey?: string | null },
): Promise<CheckoutResult> {
  const { packId, currency } = CreateCheckoutSchema.parse(input);
  const pack = findGemPack(packId)!;
  const origin = authSettings(deps.env).origin;
  const user = await deps.db.user.findUnique({
    where: { id: input.userId },
    select: { id: true, email: true, customerId: true },
  });
  if (!user) throw new AppError("not_found", "No such player.");
  const metadata = { userId: user.id, packId: pack.id, gems: String(pack.gems) };

  if (isLocalTestMode(deps)) {
    const sessionId = signLocalSession(deps, {
      userId: user.id,
      packId: pack.id,
      currency,
      nonce: randomUUID(),
    });
    return {
      sessionId,
      url: `${origin}/gems/test-checkout?session=${encodeURIComponent(sessionId)}`,
      testMode: true,
    };
  }

  const stripe = stripeOf(deps)!;
  const customerId = user.customerId ?? (await createCustomerOnce(deps, user));
  const requestKey = input.idempotencyKey ?? randomUUID();
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      customer: customerId,
      client_reference_id: user.id,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency,
            unit_amount: pack.prices[currency],
            product_data: { name: stripeSettings.productName(pack.gems) },
          },
        },
      ],
      metadata,
      payment_intent_data: { metadata, description: stripeSettings.productName(pack.gems) },
      billing_address_collection: "required",
      success_url: `${origin}/gems/return?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/gems?cancelled=1`,
    },
    { idempotencyKey: `checkout:${user.id}:${requestKey}` },
  );
  if (!session.url)
    throw new AppError("unavailable", "The payment page could not be opened. Try again in a moment.");
  return { sessionId: session.id, url: session.url, testMode: false };
}

/**
 * One Stripe customer per player. The create call's idempotency key is the
 * player id, so two first checkouts at once get the same customer back, and
 * the conditional update keeps whichever id was stored first.
 */
async function createCustomerOnce(
  deps: Pick<AppDeps, "db" | "env">,
  user: { id: string; email: string },
): Promise<string> {
  const stripe = stripeOf(deps)!;
  const customer = await stripe.customers.create(
    { email: user.email, metadata: { userId: user.id } },
    { idempotencyKey: `customer:${user.id}` },
  );
  await deps.db.user.updateMany({
    where: { id: user.id, customerId: null },
    data: { customerId: customer.id },
  });
  const stored = await deps.db.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { customerId: true },
  });
  return stored.customerId ?? customer.id;
}

// ───────────────────────── local test mode sessions ─────────────────────────

export interface LocalSession {
  userId: string;
  packId: string;
  currency: PaymentCurrency;
  nonce: string;
}

const LocalSessionSchema = z.object({
  userId: z.string().uuid(),
  packId: GemPackIdSchema,
  currency: PaymentCurrencySchema,
  nonce: z.string().min(8),
});

const localPrefix = "cs_local_";

function localMac(deps: Pick<AppDeps, "env">, body: string): string {
  return createHmac("sha256", localWebhookSecret(deps)).update(body).digest("base64url").slice(0, 32);
}

function signLocalSession(deps: Pick<AppDeps, "env">, session: LocalSession): string {
  const body = Buffer.from(JSON.stringify(session)).toString("base64url");
  return `${localPrefix}${body}.${localMac(deps, body)}`;
}

/** The local session a test-mode id stands for, or null when it is not ours or was altered. */
export function readLocalSession(deps: Pick<AppDeps, "env">, sessionId: string): LocalSession | null {
  if (!sessionId.startsWith(localPrefix)) return null;
  const [body, mac] = sessionId.slice(localPrefix.length).split(".");
  if (!body || !mac) return null;
  const expected = Buffer.from(localMac(deps, body));
  if (expected.length !== Buffer.byteLength(mac) || !timingSafeEqual(expected, Buffer.from(mac))) return null;
  try {
    const parsed = LocalSessionSchema.safeParse(JSON.parse(Buffer.from(body, "base64url").toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
