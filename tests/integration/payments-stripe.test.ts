// Buying gems with the official `stripe` client against a loopback Stripe
// double, and webhooks signed with stripe.webhooks.generateTestHeaderString,
// so the real signature check runs.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gemPacks } from "../../api/src/catalogue/gem-packs.ts";
import { starterGrant } from "../../api/src/catalogue/new-players.ts";
import { historyTypes } from "../../api/src/history/types.ts";
import { referralReward, stripeSettings } from "../../api/src/payments/rules.ts";
import { verifyLedger } from "../../api/src/wallet/verify-ledger.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";
import { sessionCookie, setBalance } from "../support/economy.ts";
import { makePlayer } from "../support/players.ts";
import { type StripeDouble, startStripeDouble } from "../support/stripe-double.ts";
import {
  deliverStripeEvent,
  postSignedWebhook,
  stripeEvent,
  stripeSignature,
} from "../support/stripe-webhooks.ts";

const webhookSecret = "whsec_test_economy_secret";
const { webhookToleranceSeconds } = stripeSettings;
let stripeDouble: StripeDouble;
let server: AuthTestServer;

beforeAll(async () => {
  stripeDouble = await startStripeDouble();
  server = await startAuthServer({
    STRIPE_SECRET_KEY: "sk_test_double",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_HOST: stripeDouble.host,
    STRIPE_API_PORT: String(stripeDouble.port),
    STRIPE_API_PROTOCOL: "http",
  });
});
afterAll(async () => {
  await server.close();
  await stripeDouble.close();
});

const deliver = (payload: unknown, secret = webhookSecret) => deliverStripeEvent(server.url, payload, secret);

const pack = gemPacks[1];
function purchaseEvents(userId: string, paymentIntentId: string, sessionId = `cs_test_${paymentIntentId}`) {
  const metadata = { userId, packId: pack.id, gems: String(pack.gems) };
  return {
    completed: stripeEvent("checkout.session.completed", {
      id: sessionId,
      object: "checkout.session",
      payment_intent: paymentIntentId,
      payment_status: "paid",
      amount_total: pack.prices.eur,
      currency: "eur",
      metadata,
      customer_details: { address: { country: "FR" } },
    }),
    succeeded: stripeEvent("payment_intent.succeeded", {
      id: paymentIntentId,
      object: "payment_intent",
      amount: pack.prices.eur,
      amount_received: pack.prices.eur,
      currency: "eur",
      latest_charge: `ch_${paymentIntentId}`,
      metadata,
    }),
    refunded: stripeEvent("charge.refunded", {
      id: `ch_${paymentIntentId}`,
      object: "charge",
      payment_intent: paymentIntentId,
      refunded: true,
      amount: pack.prices.eur,
      amount_refunded: pack.prices.eur,
    }),
    disputed: stripeEvent("charge.dispute.created", {
      id: `dp_${paymentIntentId}`,
      object: "dispute",
      charge: `ch_${paymentIntentId}`,
      payment_intent: paymentIntentId,
    }),
  };
}

const gemsOf = async (userId: string) =>
  (await server.deps.db.user.findUniqueOrThrow({ where: { id: userId } })).paidCurrency;

describe("checkout", () => {
  it("creates the Stripe customer once, a Checkout Session with an idempotency key, and returns its URL", async () => {
    const player = await makePlayer(server.deps.db);
    const cookie = await sessionCookie(server.deps, player.id);
    const checkout = async () => {
      const response = await fetch(`${server.url}/api/payments/checkout`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ packId: pack.id, currency: "gbp" }),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { sessionId: string; url: string; testMode: boolean };
    };
    const first = await checkout();
    const second = await checkout();
    expect(first.testMode).toBe(false);
    expect(first.url).toContain(`/pay/${first.sessionId}`);
    expect(second.sessionId).not.toBe(first.sessionId);

    const customerCreates = stripeDouble.requests.filter((request) => request.path === "/v1/customers");
    expect(customerCreates).toHaveLength(1);
    const user = await server.deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    expect(user.customerId).toBe([...stripeDouble.customers.keys()][0]);
    const sessionCreates = stripeDouble.requests.filter(
      (request) => request.path === "/v1/checkout/sessions",
    );
    expect(sessionCreates).toHaveLength(2);
    for (const request of [...customerCreates, ...sessionCreates])
      expect(request.idempotencyKey).toBeTruthy();
    expect(sessionCreates[0]!.body.get("customer")).toBe(user.customerId);
    expect(sessionCreates[0]!.body.get("line_items[0][price_data][unit_amount]")).toBe(
      String(pack.prices.gbp),
    );
    expect(sessionCreates[0]!.body.get("metadata[userId]")).toBe(player.id);
    expect(sessionCreates[0]!.body.get("payment_intent_data[metadata][gems]")).toBe(String(pack.gems));

    // The return page's status: paid at Stripe but the webhook not in yet → processing.
    stripeDouble.markPaid(first.sessionId);
    const status = await fetch(`${server.url}/api/payments/checkout/${first.sessionId}`, {
      headers: { cookie },
    });
    expect(await status.json()).toEqual({ status: "processing" });
    const session = stripeDouble.sessions.get(first.sessionId)!;
    const events = purchaseEvents(player.id, String(session.payment_intent), first.sessionId);
    expect((await deliver(events.completed)).status).toBe(200);
    const credited = await fetch(`${server.url}/api/payments/checkout/${first.sessionId}`, {
      headers: { cookie },
    });
    // The player had no game access: this purchase opened it, and the return page says so.
    expect(await credited.json()).toMatchObject({
      status: "credited",
      gems: pack.gems,
      gameAccessOpened: "Game access is open: the campaign from map 4 on, challenges and PvP.",
    });
    // A second purchase opens nothing new.
    stripeDouble.markPaid(second.sessionId);
    const secondSession = stripeDouble.sessions.get(second.sessionId)!;
    const secondEvents = purchaseEvents(player.id, String(secondSession.payment_intent), second.sessionId);
    expect((await deliver(secondEvents.completed)).status).toBe(200);
    const again = await fetch(`${server.url}/api/payments/checkout/${second.sessionId}`, {
      headers: { cookie },
    });
    expect(await again.json()).toMatchObject({ status: "credited", gameAccessOpened: null });
  });

  it("refuses unknown packs and visitors", async () => {
    const player = await makePlayer(server.deps.db);
    const cookie = await sessionCookie(server.deps, player.id);
    const bad = await fetch(`${server.url}/api/payments/checkout`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ packId: "gems-1", currency: "usd" }),
    });
    expect(bad.status).toBe(400);
    const visitor = await fetch(`${server.url}/api/payments/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ packId: pack.id }),
    });
    expect(visitor.status).toBe(401);
  });
});

describe("the webhook", () => {
  it("refuses a bad signature with 400 and credits nothing", async () => {
    const player = await makePlayer(server.deps.db);
    const events = purchaseEvents(player.id, `pi_bad_${Date.now()}`);
    expect((await deliver(events.completed, "whsec_someone_else")).status).toBe(400);
    const unsigned = await fetch(`${server.url}/api/payments/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(events.completed),
    });
    expect(unsigned.status).toBe(400);
    // A valid signature over a different body does not pass either.
    const body = JSON.stringify(events.completed);
    const signature = stripeSignature(body, webhookSecret);
    const tampered = await postSignedWebhook(
      server.url,
      body.replace(String(pack.gems), "999999"),
      signature,
    );
    expect(tampered.status).toBe(400);
    expect(await gemsOf(player.id)).toBe(starterGrant.gems);
    expect(await server.deps.db.stripeEvent.count({ where: { id: events.completed.id } })).toBe(0);
  });

  it("refuses a signature whose timestamp is outside the tolerance, in the past or in the future", async () => {
    const player = await makePlayer(server.deps.db);
    const events = purchaseEvents(player.id, `pi_clock_${Date.now()}`);
    const body = JSON.stringify(events.completed);
    const now = Math.floor(Date.now() / 1000);
    const signedAt = (timestamp: number) =>
      postSignedWebhook(
        server.url,
        body,
        Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret, timestamp }),
      );
    for (const offset of [-3600, -(webhookToleranceSeconds + 5), webhookToleranceSeconds + 5, 86_400 * 365]) {
      const refused = await signedAt(now + offset);
      expect({ offset, status: refused.status }).toEqual({ offset, status: 400 });
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/timestamp/i);
    }
    expect(await gemsOf(player.id)).toBe(starterGrant.gems);
    expect(await server.deps.db.stripeEvent.count({ where: { id: events.completed.id } })).toBe(0);
    // A clock a little ahead or behind is within the tolerance.
    expect((await signedAt(now + 60)).status).toBe(200);
    expect(await gemsOf(player.id)).toBe(starterGrant.gems + pack.gems);
  });

  it("credits once and grants game access when the same events arrive 5 times each and out of order", async () => {
    const player = await makePlayer(server.deps.db);
    expect((await server.deps.db.user.findUniqueOrThrow({ where: { id: player.id } })).hasGameAccess).toBe(
      false,
    );
    const paymentIntentId = `pi_multi_${Date.now()}`;
    const events = purchaseEvents(player.id, paymentIntentId);
    const deliveries = [
      events.succeeded,
      events.completed,
      events.succeeded,
      events.completed,
      events.completed,
      events.succeeded,
      events.completed,
      events.succeeded,
      events.succeeded,
      events.completed,
    ];
    const responses = await Promise.all(deliveries.map((payload) => deliver(payload)));
    expect(responses.map((response) => response.status)).toEqual(deliveries.map(() => 200));
    const bodies = (await Promise.all(responses.map((response) => response.json()))) as {
      duplicate: boolean;
    }[];
    expect(bodies.filter((body) => !body.duplicate)).toHaveLength(2);
    expect(await gemsOf(player.id)).toBe(starterGrant.gems + pack.gems);
    // Any real-money purchase opens the game, in the transaction that credits it.
    expect((await server.deps.db.user.findUniqueOrThrow({ where: { id: player.id } })).hasGameAccess).toBe(
      true,
    );
    const purchase = await server.deps.db.transaction.findUniqueOrThrow({ where: { paymentIntentId } });
    expect(purchase).toMatchObject({
      userId: player.id,
      gems: pack.gems,
      price: pack.prices.eur,
      currency: "eur",
      country: "FR",
      status: "completed",
      checkoutSessionId: `cs_test_${paymentIntentId}`,
      chargeId: `ch_${paymentIntentId}`,
    });
    expect(purchase.description).toContain("550");
  });

  it("a refund after the credit takes the gems back; a dispute after it does nothing more", async () => {
    const player = await makePlayer(server.deps.db);
    const paymentIntentId = `pi_refund_${Date.now()}`;
    const events = purchaseEvents(player.id, paymentIntentId);
    await deliver(events.completed);
    expect(await gemsOf(player.id)).toBe(starterGrant.gems + pack.gems);
    await deliver(events.refunded);
    await deliver(events.refunded);
    await deliver(events.disputed);
    expect(await gemsOf(player.id)).toBe(starterGrant.gems);
    const purchase = await server.deps.db.transaction.findUniqueOrThrow({ where: { paymentIntentId } });
    expect(purchase.status).toBe("refunded");
  });

  it("a refund of spent gems stops at zero and records the shortfall for staff", async () => {
    const player = await makePlayer(server.deps.db);
    const paymentIntentId = `pi_spent_${Date.now()}`;
    const events = purchaseEvents(player.id, paymentIntentId);
    await deliver(events.completed);
    await setBalance(server.deps, player.id, "gems", 100);
    await deliver(events.disputed);
    expect(await gemsOf(player.id)).toBe(0);
    const shortfall = await server.deps.db.history.findFirstOrThrow({
      where: { userId: player.id, type: historyTypes.paymentShortfall },
    });
    expect(shortfall.data).toMatchObject({
      paymentIntentId,
      kind: "disputed",
      gems: pack.gems,
      taken: 100,
      shortfall: pack.gems - 100,
    });
    expect((await server.deps.db.transaction.findUniqueOrThrow({ where: { paymentIntentId } })).status).toBe(
      "disputed",
    );
  });

  it("a refund before the completed event never goes negative and is applied when the purchase arrives", async () => {
    const player = await makePlayer(server.deps.db);
    await setBalance(server.deps, player.id, "gems", 0);
    const paymentIntentId = `pi_early_${Date.now()}`;
    const events = purchaseEvents(player.id, paymentIntentId);
    expect((await deliver(events.refunded)).status).toBe(200);
    expect(await gemsOf(player.id)).toBe(0);
    await deliver(events.completed);
    await deliver(events.succeeded);
    expect(await gemsOf(player.id)).toBe(0);
    const purchase = await server.deps.db.transaction.findUniqueOrThrow({ where: { paymentIntentId } });
    expect(purchase.status).toBe("refunded");
    const report = await verifyLedger(server.deps);
    expect(report.mismatches).toEqual([]);
    expect(report.negativeBalances).toBe(0);
  });

  it("a refund naming only the charge, before its purchase is recorded, is applied when the purchase carries that charge", async () => {
    const chargeOnly = (event: ReturnType<typeof purchaseEvents>["refunded"]) => ({
      ...event,
      data: { object: { ...event.data.object, payment_intent: null } },
    });
    const expectRefunded = async (userId: string, paymentIntentId: string) => {
      expect(await gemsOf(userId)).toBe(0);
      const purchase = await server.deps.db.transaction.findUniqueOrThrow({ where: { paymentIntentId } });
      expect(purchase.status).toBe("refunded");
      expect(
        await server.deps.db.pendingPaymentReversal.count({ where: { chargeId: purchase.chargeId } }),
      ).toBe(0);
    };

    // Before any purchase event: the payment intent's event carries the charge.
    const first = await makePlayer(server.deps.db);
    await setBalance(server.deps, first.id, "gems", 0);
    const firstEvents = purchaseEvents(first.id, `pi_chonly1_${Date.now()}`);
    expect((await deliver(chargeOnly(firstEvents.refunded))).status).toBe(200);
    await deliver(chargeOnly(firstEvents.refunded));
    await deliver(firstEvents.succeeded);
    await deliver(firstEvents.completed);
    await deliver(firstEvents.succeeded);
    await expectRefunded(first.id, String(firstEvents.succeeded.data.object.id));

    // After the Checkout Session (which names no charge), before the payment intent's event.
    const second = await makePlayer(server.deps.db);
    await setBalance(server.deps, second.id, "gems", 0);
    const secondId = `pi_chonly2_${Date.now()}`;
    const secondEvents = purchaseEvents(second.id, secondId);
    await deliver(secondEvents.completed);
    expect(await gemsOf(second.id)).toBe(pack.gems);
    await deliver(chargeOnly(secondEvents.refunded));
    expect(await gemsOf(second.id)).toBe(pack.gems);
    await deliver(secondEvents.succeeded);
    await expectRefunded(second.id, secondId);

    // Racing: the refund and the purchase at once, every order, all applied once.
    const racers = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const player = await makePlayer(server.deps.db);
        await setBalance(server.deps, player.id, "gems", 0);
        const id = `pi_chrace${index}_${Date.now()}`;
        const events = purchaseEvents(player.id, id);
        const refund = deliver(chargeOnly(events.refunded));
        const purchase = index % 2 === 0 ? deliver(events.succeeded) : deliver(events.completed);
        expect((await Promise.all([refund, purchase])).map((r) => r.status)).toEqual([200, 200]);
        await deliver(events.succeeded);
        return { userId: player.id, id };
      }),
    );
    for (const { userId, id } of racers) await expectRefunded(userId, id);
    const report = await verifyLedger(server.deps);
    expect(report.mismatches).toEqual([]);
    expect(report.negativeBalances).toBe(0);
  });

  it("rewards the referrer once, on the referred player's first purchase", async () => {
    const referrer = await makePlayer(server.deps.db);
    const referred = await makePlayer(server.deps.db);
    await server.deps.db.user.update({ where: { id: referred.id }, data: { referrerId: referrer.id } });
    const first = purchaseEvents(referred.id, `pi_ref1_${Date.now()}`);
    const second = purchaseEvents(referred.id, `pi_ref2_${Date.now()}`);
    await Promise.all([deliver(first.completed), deliver(first.succeeded), deliver(first.completed)]);
    await deliver(second.completed);
    expect(await gemsOf(referrer.id)).toBe(starterGrant.gems + (referralReward.gems ?? 0));
  });

  it("answers 200 to events it does not use", async () => {
    const response = await deliver(stripeEvent("customer.created", { id: "cus_x", object: "customer" }));
    expect(response.status).toBe(200);
  });
});
