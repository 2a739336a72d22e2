// Outbound webhooks end to end (docs/decisions/126): admins register endpoints
// through the admin API, real use cases record events (a sign-up through the
// sign-up route, a ban and a refund through the admin routes, a shop purchase,
// a gem purchase, a promo redemption and battles through the player API), and
// the sender POSTs them, signed, to real HTTP receivers on loopback. The
// sender's clock is the test's, so a back-off of hours passes in no time.
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { gemPacks } from "../../api/src/catalogue/gem-packs.ts";
import { createGemCheckout } from "../../api/src/payments/checkout.ts";
import { confirmLocalCheckout } from "../../api/src/payments/local-test-mode.ts";
import { deliverDueWebhooks } from "../../api/src/webhooks/deliver-webhooks.ts";
import { type WebhookEventType, webhookEventTypes } from "../../api/src/webhooks/event-types.ts";
import { webhookRules } from "../../api/src/webhooks/rules.ts";
import {
  verifyWebhookSignature,
  WebhookSignatureError,
  webhookHeaders,
} from "../../api/src/webhooks/signature.ts";
import type { ConsoleDataProvider } from "../../console/src/data-provider.ts";
import { adminProvider, failure, signedIn } from "../support/admin-http.ts";
import { createBrowser, csrfToken } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";
import { sessionCookie } from "../support/economy.ts";
import { readyToPlay } from "../support/progression.ts";

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

interface Receiver {
  url: string;
  received: Received[];
  /** The status answered to the nth request (1, 2, …), at once or when the promise settles. */
  answer: (nth: number) => number | Promise<number>;
  close(): Promise<void>;
}

const receivers: Receiver[] = [];

/** A webhook receiver on loopback: keeps every request and answers what `answer` says. */
async function startReceiver(answer: Receiver["answer"] = () => 200): Promise<Receiver> {
  const received: Received[] = [];
  const receiver: Receiver = { url: "", received, answer, close: async () => {} };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.statusCode = await receiver.answer(received.length);
      response.end(response.statusCode < 300 ? "ok" : "the receiver is down for maintenance");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/arena`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  receivers.push(receiver);
  return receiver;
}

let server: AuthTestServer;
let admin: ConsoleDataProvider;
/** The sender's clock: the real one, moved on by the tests (a back-off of hours passes at once). */
let aheadMs = 0;
const now = () => new Date(Date.now() + aheadMs);
const sender = { now, random: () => 0.5 };
const deliver = () => deliverDueWebhooks(server.deps, sender);

beforeAll(async () => {
  server = await startAuthServer();
  const { browser } = await signedIn(server, "admin");
  admin = adminProvider(server, browser.fetch);
});
afterEach(async () => {
  // Each test's endpoints (and their deliveries) go, so no test delivers another's events.
  await server.deps.db.webhookEndpoint.deleteMany();
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
afterAll(() => server.close());

async function register(url: string, events: readonly WebhookEventType[], enabled = true) {
  const { data } = await admin.create("webhook-endpoints", {
    data: { url, events, enabled, description: "A test receiver" },
  });
  return data as { id: string; secret: string; secretHint: string; events: string[] };
}

/** A new credential player, signed up through the sign-up route; their id. */
async function signUpThroughTheRoute(): Promise<string> {
  const browser = createBrowser();
  const email = `hook-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const answer = await browser.fetch(`${server.url}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      csrfToken: await csrfToken(server.url, browser),
      email,
      password: "a-long-unusual-passphrase",
      name: `Hook${Math.floor(Math.random() * 1e8)}`,
    }),
  });
  expect(answer.status).toBe(201);
  return (await server.deps.db.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
}

/** The player API as this player (a session cookie). */
async function playerApi(userId: string) {
  const cookie = await sessionCookie(server.deps, userId);
  return (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
}

const payloadOf = (request: Received) =>
  JSON.parse(request.body) as { id: string; type: string; data: unknown };

async function deliveriesOf(endpointId: string) {
  const { data } = await admin.getList("webhook-deliveries", {
    pagination: { page: 1, perPage: 50 },
    sort: { field: "id", order: "ASC" },
    filter: { endpointId },
  });
  return data;
}

describe("signing", () => {
  it("shows the secret on creation; every delivery verifies with it and with no other; reveal and roll", async () => {
    const receiver = await startReceiver();
    const endpoint = await register(receiver.url, ["player.signed_up"]);
    expect(endpoint.secret).toMatch(/^whsec_[\w-]{32}$/);
    expect(endpoint.secretHint).toBe(`${endpoint.secret.slice(0, 10)}…`);
    const { data: one } = await admin.getOne("webhook-endpoints", { id: endpoint.id });
    expect(one).not.toHaveProperty("secret");

    const userId = await signUpThroughTheRoute();
    expect(await deliver()).toMatchObject([{ delivered: true, statusCode: 200 }]);
    const [request] = receiver.received;
    const header = request!.headers[webhookHeaders.signature.toLowerCase()] as string;
    expect(header).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    const event = verifyWebhookSignature({
      body: request!.body,
      header,
      secret: endpoint.secret,
      now: now(),
    });
    expect(event).toMatchObject({ type: "player.signed_up", data: { userId, method: "credentials" } });
    expect(request!.headers[webhookHeaders.eventId.toLowerCase()]).toBe(event.id);
    expect(request!.headers["content-type"]).toBe("application/json");
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({
      eventId: event.id,
      status: "delivered",
      attempts: 1,
      lastStatusCode: 200,
    });

    const refused = (input: Partial<Parameters<typeof verifyWebhookSignature>[0]>) => () =>
      verifyWebhookSignature({ body: request!.body, header, secret: endpoint.secret, now: now(), ...input });
    expect(refused({ secret: "whsec_another-endpoints-secret-000000" })).toThrow(WebhookSignatureError);
    expect(refused({ body: request!.body.replace(userId, "00000000-0000-4000-8000-000000000000") })).toThrow(
      "does not match",
    );
    const late = new Date(now().getTime() + (webhookRules.signatureToleranceSeconds + 1) * 1000);
    expect(refused({ now: late })).toThrow("seconds from now");
    expect(refused({ header: undefined })).toThrow(WebhookSignatureError);

    const { data: revealed } = await admin.revealWebhookSecret(endpoint.id);
    expect(revealed).toEqual({ secret: endpoint.secret });
    await admin.update("webhook-endpoints", {
      id: endpoint.id,
      data: { ...one, description: "Renamed" },
      previousData: one,
    });
    const {
      data: { secret },
    } = await admin.rollWebhookSecret(endpoint.id);
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(endpoint.secret);
    await signUpThroughTheRoute();
    await deliver();
    const second = receiver.received[1]!;
    const signed = second.headers[webhookHeaders.signature.toLowerCase()] as string;
    expect(verifyWebhookSignature({ body: second.body, header: signed, secret, now: now() }).type).toBe(
      "player.signed_up",
    );
    expect(() =>
      verifyWebhookSignature({ body: second.body, header: signed, secret: endpoint.secret, now: now() }),
    ).toThrow(WebhookSignatureError);

    // Every change is in the audit trail, and no secret is.
    const audits = await server.deps.db.history.findMany({ where: { type: "staff_action" } });
    const actions = audits.map((row) => (row.data as { action: string }).action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "webhook_endpoint.create",
        "webhook_endpoint.update",
        "webhook_endpoint.roll_secret",
      ]),
    );
    expect(JSON.stringify(audits)).not.toContain(endpoint.secret);
    expect(JSON.stringify(audits)).not.toContain(secret);
  });
});

describe("retries", () => {
  it("a receiver that fails with 500 and recovers gets the same event on a retry, after the back-off", async () => {
    const receiver = await startReceiver((nth) => (nth === 1 ? 500 : 204));
    const endpoint = await register(receiver.url, ["player.signed_up"]);
    await signUpThroughTheRoute();
    expect(await deliver()).toMatchObject([{ delivered: false, statusCode: 500 }]);
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatusCode: 500,
      lastError: "The receiver answered 500: the receiver is down for maintenance",
    });
    // random 0.5: the first wait is exactly a minute.
    expect(Date.parse(failed!.nextAttemptAt) - Date.parse(failed!.lastAttemptAt)).toBe(
      webhookRules.firstRetryMs,
    );
    expect(await deliver()).toEqual([]);
    aheadMs += webhookRules.firstRetryMs;
    expect(await deliver()).toMatchObject([{ delivered: true, statusCode: 204 }]);
    expect(receiver.received).toHaveLength(2);
    expect(payloadOf(receiver.received[1]!).id).toBe(payloadOf(receiver.received[0]!).id);
    const [delivered] = await deliveriesOf(endpoint.id);
    expect(delivered).toMatchObject({
      status: "delivered",
      attempts: 2,
      lastStatusCode: 204,
      lastError: null,
    });
    expect(delivered!.nextAttemptAt).toBeNull();
  });

  it("a receiver that never recovers is tried 8 times over about a day, then the delivery fails; resend delivers it again", async () => {
    const receiver = await startReceiver(() => 503);
    const endpoint = await register(receiver.url, ["player.signed_up"]);
    await signUpThroughTheRoute();
    const started = now().getTime();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= webhookRules.maxAttempts; attempt++) {
      expect(await deliver()).toHaveLength(1);
      const [delivery] = await deliveriesOf(endpoint.id);
      expect(delivery!.attempts).toBe(attempt);
      if (attempt < webhookRules.maxAttempts) {
        expect(delivery!.status).toBe("pending");
        const wait = Date.parse(delivery!.nextAttemptAt) - Date.parse(delivery!.lastAttemptAt);
        waits.push(wait);
        aheadMs += wait;
      } else {
        expect(delivery).toMatchObject({ status: "failed", lastStatusCode: 503, nextAttemptAt: null });
      }
    }
    // Growing waits, capped; the last attempt about a day after the first.
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(Math.max(...waits)).toBe(webhookRules.maxRetryMs);
    const hours = (now().getTime() - started) / 3_600_000;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThan(30);
    aheadMs += 48 * 3_600_000;
    expect(await deliver()).toEqual([]);
    expect(receiver.received).toHaveLength(webhookRules.maxAttempts);

    receiver.answer = () => 200;
    const [failed] = await deliveriesOf(endpoint.id);
    const { data: resent } = await admin.resendWebhookDelivery(failed!.id);
    expect(resent).toMatchObject({
      status: "delivered",
      attempts: webhookRules.maxAttempts + 1,
      lastStatusCode: 200,
    });
    expect(receiver.received).toHaveLength(webhookRules.maxAttempts + 1);
    const ids = new Set(receiver.received.map((request) => payloadOf(request).id));
    expect([...ids]).toEqual([failed!.eventId]);

    // A delivered one can be resent too: the same event id once more.
    await admin.resendWebhookDelivery(failed!.id);
    expect(payloadOf(receiver.received.at(-1)!).id).toBe(failed!.eventId);
    const audits = await server.deps.db.history.findMany({ where: { type: "staff_action" } });
    expect(
      audits.filter((row) => (row.data as { action: string }).action === "webhook_delivery.resend"),
    ).toHaveLength(2);
  });

  it("a refused connection and a redirect are failures in words; a delivery in flight is not claimed again", async () => {
    const gone = await startReceiver();
    await gone.close();
    const redirecting = await startReceiver(() => 302);
    await register(gone.url, ["player.signed_up"]);
    await register(redirecting.url, ["player.signed_up"]);
    await signUpThroughTheRoute();
    const outcomes = await deliver();
    expect(outcomes.map((outcome) => outcome.error).sort()).toEqual([
      "Could not reach the receiver (ECONNREFUSED).",
      "The receiver answered 302, a redirect (to nowhere): deliveries do not follow redirects.",
    ]);
    await server.deps.db.webhookEndpoint.deleteMany();

    let answer: (status: number) => void = () => {};
    const slow = await startReceiver(() => new Promise<number>((resolve) => (answer = resolve)));
    await register(slow.url, ["player.signed_up"]);
    await signUpThroughTheRoute();
    const inFlight = deliver();
    while (slow.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    // Claimed: not due again while the lease runs, even at the same moment.
    expect(await deliver()).toEqual([]);
    answer(200);
    expect(await inFlight).toMatchObject([{ delivered: true }]);
    expect(slow.received).toHaveLength(1);
  });

  it("two senders at once share the due deliveries: each is attempted once", async () => {
    const receiver = await startReceiver();
    await register(receiver.url, ["player.signed_up"]);
    for (let n = 0; n < 5; n++) await signUpThroughTheRoute();
    const [first, second] = await Promise.all([
      deliverDueWebhooks(server.deps, { ...sender, batchSize: 3 }),
      deliverDueWebhooks(server.deps, { ...sender, batchSize: 3 }),
    ]);
    expect(first!.length + second!.length).toBe(5);
    expect(new Set(receiver.received.map((request) => payloadOf(request).id)).size).toBe(5);
    expect(await deliver()).toEqual([]);
  });
});

describe("who gets what", () => {
  it("an endpoint gets only the event types it chose, a disabled one gets nothing", async () => {
    const bans = await startReceiver();
    const signUps = await startReceiver();
    const disabled = await startReceiver();
    await register(bans.url, ["player.banned"]);
    await register(signUps.url, ["player.signed_up"]);
    const off = await register(disabled.url, webhookEventTypes, false);
    const userId = await signUpThroughTheRoute();
    await admin.playerAction(userId, "ban", { reason: "Cheating in the arena", durationHours: 24 });
    await deliver();
    expect(bans.received.map((request) => payloadOf(request).type)).toEqual(["player.banned"]);
    expect(payloadOf(bans.received[0]!).data).toMatchObject({ userId, reason: "Cheating in the arena" });
    expect(signUps.received.map((request) => payloadOf(request).type)).toEqual(["player.signed_up"]);
    expect(disabled.received).toHaveLength(0);
    expect(await server.deps.db.webhookDelivery.count({ where: { endpointId: off.id } })).toBe(0);
  });

  it("each event type comes from its real use case, with its domain event's payload", async () => {
    const receiver = await startReceiver();
    await register(receiver.url, webhookEventTypes);
    const received = async () => {
      await deliver();
      return receiver.received.map(payloadOf);
    };

    const userId = await signUpThroughTheRoute();
    const api = await playerApi(userId);
    // A shop purchase, through the player API.
    const item = await server.deps.db.shopItem.create({
      data: {
        name: "Hook Jelly x5",
        category: "ingredients",
        type: "ingredient",
        tier: 1,
        price: 100,
        currency: "gold",
        grant: { kind: "ingredient", name: "Slime Jelly", quantity: 5 },
        isAvailable: true,
      },
    });
    const bought = await api(
      "/api/shop/purchases",
      { shopItemId: item.id },
      { "idempotency-key": "hook-buy-1" },
    );
    expect(bought.status).toBe(200);
    // A promo code an admin made, redeemed through the player API.
    await admin.create("promo-codes", { data: { code: "HOOKS", rewards: { gold: 10 } } });
    expect((await api("/api/promo-codes/redeem", { code: "hooks" })).status).toBe(200);
    // Battles on the first map until the first kill and a level (80 xp; each win pays 30).
    await readyToPlay(server.deps, userId);
    for (let battle = 0; battle < 12; battle++) {
      const played = await api("/api/battles", { mode: "campaign", map: "meadow-outskirts" });
      expect(played.status).toBe(200);
      if ((await received()).some((event) => event.type === "player.level_up")) break;
    }
    // A gem purchase in the local test mode, and an admin's refund of it.
    const checkout = await createGemCheckout(server.deps, { userId, packId: gemPacks[0].id });
    await confirmLocalCheckout(server.deps, { userId, sessionId: checkout.sessionId, country: "FR" });
    const purchase = await server.deps.db.transaction.findFirstOrThrow({ where: { userId } });
    await admin.refundTransaction(purchase.id);
    await admin.playerAction(userId, "ban", { reason: "Testing every event", permanent: true });

    const events = await received();
    const byType = (type: WebhookEventType) => events.filter((event) => event.type === type);
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(webhookEventTypes));
    expect(byType("player.signed_up")).toMatchObject([{ data: { userId, method: "credentials" } }]);
    expect(byType("purchase.completed")).toMatchObject([
      { data: { userId, item: "Hook Jelly x5", amount: 100, currency: "gold" } },
      {
        data: {
          userId,
          item: `${gemPacks[0].gems} gems`,
          amount: purchase.price,
          currency: purchase.currency,
        },
      },
    ]);
    expect(byType("purchase.refunded")).toMatchObject([
      {
        data: {
          userId,
          item: `${gemPacks[0].gems} gems`,
          amount: purchase.price,
          currency: purchase.currency,
        },
      },
    ]);
    expect(byType("promo.redeemed")).toMatchObject([{ data: { userId, code: "HOOKS" } }]);
    expect(byType("achievement.unlocked")[0]).toMatchObject({ data: { userId, key: "first-blood" } });
    expect(byType("player.level_up")).toMatchObject([{ data: { userId, level: 2 } }]);
    expect(byType("player.banned")).toMatchObject([
      { data: { userId, reason: "Testing every event", until: null } },
    ]);
    // One event id per event, never reused.
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
  });

  it("sends a test event to one endpoint, whatever it chose, and says how it went", async () => {
    const receiver = await startReceiver();
    const endpoint = await register(receiver.url, ["promo.redeemed"], false);
    const { data: sent } = await admin.sendTestWebhook(endpoint.id);
    expect(sent).toMatchObject({
      status: "delivered",
      attempts: 1,
      lastStatusCode: 200,
      event: { type: "webhook.test" },
    });
    const [request] = receiver.received;
    expect(
      verifyWebhookSignature({
        body: request!.body,
        header: request!.headers[webhookHeaders.signature.toLowerCase()] as string,
        secret: endpoint.secret,
      }),
    ).toMatchObject({ id: sent.event.id, type: "webhook.test", data: { endpointId: endpoint.id } });
    const { data: detail } = await admin.getOne("webhook-deliveries", { id: sent.id });
    expect(detail).toMatchObject({ url: receiver.url, event: { id: sent.event.id } });
    const failedOnly = await admin.getList("webhook-deliveries", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "createdAt", order: "DESC" },
      filter: { endpointId: endpoint.id, status: "failed" },
    });
    expect(failedOnly.total).toBe(0);
  });
});

describe("the admin API", () => {
  it("refuses bad input with a 400 that changes nothing, and other roles with a 403", async () => {
    const bad = async (data: object) => {
      const refused = await failure(admin.create("webhook-endpoints", { data }));
      expect(refused.status).toBe(400);
      return refused.body as { errors: Record<string, unknown> };
    };
    expect((await bad({ url: "not a url", events: ["player.banned"] })).errors).toHaveProperty("url");
    expect((await bad({ url: "ftp://example.com/hook", events: ["player.banned"] })).errors).toHaveProperty(
      "url",
    );
    expect(
      (await bad({ url: "https://user:pw@example.com/hook", events: ["player.banned"] })).errors,
    ).toHaveProperty("url");
    expect((await bad({ url: "https://example.com/hook", events: [] })).errors).toHaveProperty("events");
    const unknown = await bad({ url: "https://example.com/hook", events: ["player.exploded"] });
    expect(Object.keys(unknown.errors)).toContainEqual(expect.stringMatching(/^events/));
    expect(await server.deps.db.webhookEndpoint.count()).toBe(0);
    const listFilter = await failure(
      admin.getList("webhook-deliveries", {
        pagination: { page: 1, perPage: 10 },
        sort: { field: "id", order: "ASC" },
        filter: { status: "lost" },
      }),
    );
    expect(listFilter.status).toBe(400);
    expect((await failure(admin.resendWebhookDelivery(999_999))).status).toBe(404);

    for (const role of ["liveops", "analyst"] as const) {
      const { browser } = await signedIn(server, role);
      const other = adminProvider(server, browser.fetch);
      const refused = await failure(
        other.create("webhook-endpoints", {
          data: { url: "https://example.com/hook", events: ["player.banned"] },
        }),
      );
      expect(refused.status).toBe(403);
      const listed = await failure(
        other.getList("webhook-endpoints", {
          pagination: { page: 1, perPage: 5 },
          sort: { field: "id", order: "ASC" },
          filter: {},
        }),
      );
      expect(listed.status).toBe(403);
    }
  });

  it("allows plain http only to this machine in production", async () => {
    const production = await startAuthServer({ NODE_ENV: "production" });
    try {
      const { browser } = await signedIn(production, "admin");
      const prodAdmin = adminProvider(production, browser.fetch);
      const refused = await failure(
        prodAdmin.create("webhook-endpoints", {
          data: { url: "http://example.com/hook", events: ["player.banned"] },
        }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errors: { url: expect.stringContaining("https://") } });
      const loopback = await prodAdmin.create("webhook-endpoints", {
        data: { url: "http://127.0.0.1:9/hook", events: ["player.banned"] },
      });
      expect(loopback.data).toMatchObject({ url: "http://127.0.0.1:9/hook", enabled: true });
    } finally {
      await production.close();
    }
  });
});
