// A loopback stand-in for the Stripe API, enough for the official `stripe`
// client: customers and Checkout Sessions (create, retrieve), refunds (create). It records every
// request with its Idempotency-Key and, like Stripe, answers a repeated key
// with the first response.
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: URLSearchParams;
}

export interface StripeDouble {
  host: string;
  port: number;
  requests: RecordedRequest[];
  customers: Map<string, Record<string, unknown>>;
  sessions: Map<string, Record<string, unknown>>;
  /** Marks a session paid (as Stripe does once the customer pays). */
  markPaid(sessionId: string): void;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** `metadata[userId]=x` → { metadata: { userId: "x" } } (one level, enough here). */
function nested(params: URLSearchParams, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    const match = key.match(new RegExp(`^${prefix.replace(/[[\]]/g, "\\$&")}\\[([^\\]]+)\\]$`));
    if (match) out[match[1]!] = value;
  }
  return out;
}

export async function startStripeDouble(): Promise<StripeDouble> {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, Record<string, unknown>>();
  const byIdempotencyKey = new Map<string, { status: number; body: unknown }>();
  let port = 0;

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const text = await readBody(request);
    const body = new URLSearchParams(text);
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    requests.push({ method: request.method ?? "GET", path: url.pathname, idempotencyKey, body });

    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
      response.end(JSON.stringify(payload));
    };
    const replay = idempotencyKey ? byIdempotencyKey.get(`${url.pathname}:${idempotencyKey}`) : undefined;
    if (request.method === "POST" && replay) return send(replay.status, replay.body);
    const remember = (status: number, payload: unknown) => {
      if (idempotencyKey)
        byIdempotencyKey.set(`${url.pathname}:${idempotencyKey}`, { status, body: payload });
      send(status, payload);
    };
    if (!String(request.headers.authorization ?? "").startsWith("Bearer sk_test_")) {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }

    if (request.method === "POST" && url.pathname === "/v1/customers") {
      const customer = {
        id: newId("cus"),
        object: "customer",
        email: body.get("email"),
        metadata: nested(body, "metadata"),
      };
      customers.set(customer.id, customer);
      return remember(200, customer);
    }
    const customerMatch = url.pathname.match(/^\/v1\/customers\/([^/]+)$/);
    if (request.method === "GET" && customerMatch) {
      const customer = customers.get(customerMatch[1]!);
      return customer
        ? send(200, customer)
        : send(404, { error: { type: "invalid_request_error", message: "No such customer" } });
    }
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const id = newId("cs_test");
      const session = {
        id,
        object: "checkout.session",
        mode: body.get("mode"),
        status: "open",
        payment_status: "unpaid",
        customer: body.get("customer"),
        client_reference_id: body.get("client_reference_id"),
        amount_total: Number(body.get("line_items[0][price_data][unit_amount]")),
        currency: body.get("line_items[0][price_data][currency]"),
        metadata: nested(body, "metadata"),
        payment_intent: null,
        success_url: body.get("success_url"),
        cancel_url: body.get("cancel_url"),
        url: `http://127.0.0.1:${port}/pay/${id}`,
      };
      sessions.set(id, session);
      return remember(200, session);
    }
    const sessionMatch = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (request.method === "GET" && sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      return session
        ? send(200, session)
        : send(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
    }
    if (request.method === "POST" && url.pathname === "/v1/refunds") {
      const refund = {
        id: newId("re"),
        object: "refund",
        payment_intent: body.get("payment_intent"),
        status: "succeeded",
        metadata: nested(body, "metadata"),
      };
      return remember(200, refund);
    }
    send(404, {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
      },
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
  return {
    host: "127.0.0.1",
    port,
    requests,
    customers,
    sessions,
    markPaid(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = "complete";
      session.payment_status = "paid";
      session.payment_intent ??= newId("pi");
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
