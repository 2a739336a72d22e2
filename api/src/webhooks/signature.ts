// How a delivery is signed, and the check a receiver runs (README "Outbound
// webhooks"). Stripe's scheme: the header `Arena-Signature: t=<unix seconds>,
// v1=<hex>` where v1 is HMAC-SHA256, keyed with the endpoint's secret, of
// "<t>.<the raw body>". The timestamp is signed with the body, so a captured
// request cannot be replayed once it is older than the receiver's tolerance.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { webhookRules } from "./rules.ts";

/** The request headers of a delivery. */
export const webhookHeaders = {
  signature: "Arena-Signature",
  /** The event's id: the same on every attempt and resend, for the receiver's de-duplication. */
  eventId: "Arena-Event-Id",
  eventType: "Arena-Event-Type",
} as const;

/** The body of every delivery. */
export const WebhookPayloadSchema = z.object({
  /** The event's id: a receiver that has seen it already answers 2xx and does nothing. */
  id: z.uuid(),
  type: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;

function hmacHex(secret: string, signedAt: number, body: string): string {
  return createHmac("sha256", secret).update(`${signedAt}.${body}`).digest("hex");
}

/** The `Arena-Signature` header of `body`, signed at `signedAt` (unix seconds). */
export function signWebhook(secret: string, body: string, signedAt: number): string {
  return `t=${signedAt},v1=${hmacHex(secret, signedAt, body)}`;
}

/** Why a delivery's signature was refused: wrong secret, altered body, too old, or no signature. */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/**
 * For receivers: checks an `Arena-Signature` header against the raw request
 * body (exactly the bytes received, before any JSON parsing) and the endpoint's
 * secret, refuses a timestamp more than `toleranceSeconds` from `now` either
 * way, and returns the parsed payload. Throws WebhookSignatureError otherwise.
 * Several v1 values are accepted (any one may match).
 *
 *   const event = verifyWebhookSignature({ body, header: req.headers["arena-signature"], secret });
 *   if (await alreadyHandled(event.id)) return res.sendStatus(200);
 */
export function verifyWebhookSignature(input: {
  body: string;
  header: string | null | undefined;
  secret: string;
  toleranceSeconds?: number;
  now?: Date;
}): WebhookPayload {
  const tolerance = input.toleranceSeconds ?? webhookRules.signatureToleranceSeconds;
  const parts = (input.header ?? "").split(",").map((part) => part.trim().split("="));
  const signedAt = Number(parts.find(([key]) => key === "t")?.[1]);
  const signatures = parts.filter(([key, value]) => key === "v1" && value).map(([, value]) => value!);
  if (!Number.isInteger(signedAt) || signatures.length === 0) {
    throw new WebhookSignatureError("No Arena-Signature with a timestamp and a v1 signature.");
  }
  const nowSeconds = (input.now ?? new Date()).getTime() / 1000;
  if (Math.abs(nowSeconds - signedAt) > tolerance) {
    throw new WebhookSignatureError(`The signature's timestamp is more than ${tolerance} seconds from now.`);
  }
  const expected = Buffer.from(hmacHex(input.secret, signedAt, input.body), "hex");
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError("The signature does not match this body and secret.");
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.body);
  } catch {
    throw new WebhookSignatureError("The body is not JSON.");
  }
  const payload = WebhookPayloadSchema.safeParse(parsed);
  if (!payload.success) throw new WebhookSignatureError("The body is not a webhook event.");
  return payload.data;
}
