// The sender: claims due deliveries, POSTs each signed event to its endpoint
// and records the answer (docs/decisions/126).
//
// A claim is one UPDATE over rows picked FOR UPDATE SKIP LOCKED, so senders on
// several instances never take the same delivery; it counts the attempt and
// pushes the delivery's next attempt a lease ahead before any request is sent,
// so no row stays locked while a receiver answers, and a delivery whose sender
// died mid-attempt is due again after the lease: at least once. The outcome is
// written only if the delivery was not claimed again meanwhile (its attempts
// still match the claim's). A 2xx delivers; any other answer, a redirect, a
// refused connection or a timeout is retried with a growing back-off until the
// last attempt, then the delivery is failed.
import type { AppDeps } from "../context.ts";
import { type Db, Prisma } from "../db.ts";
import { retryDelayMs, webhookRules } from "./rules.ts";
import { signWebhook, webhookHeaders } from "./signature.ts";

export interface SenderOptions {
  /** The sender's clock: when an attempt is made, signed and the next one due (tests move it on). */
  now?: () => Date;
  /** Draws each back-off's jitter (0 ≤ x < 1). */
  random?: () => number;
  /** How long a receiver has to answer. */
  timeoutMs?: number;
}

/** A claimed delivery, with what its attempt needs. */
interface ClaimedDelivery {
  id: number;
  /** Attempts counted with this claim's. */
  attempts: number;
  /** When this attempt was claimed: its signature's time, and where its back-off starts. */
  claimedAt: Date;
  url: string;
  secret: string;
  eventId: string;
  eventType: string;
  eventData: unknown;
  eventCreatedAt: Date;
}

export interface AttemptOutcome {
  deliveryId: number;
  delivered: boolean;
  statusCode: number | null;
  error: string | null;
}

const claimedColumns = Prisma.sql`d.id, d.attempts, d."lastAttemptAt" AS "claimedAt", e.url, e.secret, ev.id::text AS "eventId",
  ev.type AS "eventType", ev.data AS "eventData", ev."createdAt" AS "eventCreatedAt"`;

const leaseEnd = (now: Date) => new Date(now.getTime() + webhookRules.leaseMs);

/** Claims up to `limit` due deliveries of enabled endpoints, oldest due first. */
async function claimDueDeliveries(db: Db, now: Date, limit: number): Promise<ClaimedDelivery[]> {
  return db.$queryRaw<ClaimedDelivery[]>`
    WITH due AS (
      SELECT d.id FROM "WebhookDelivery" d
      JOIN "WebhookEndpoint" e ON e.id = d."endpointId"
      WHERE d.status = 'pending' AND d."nextAttemptAt" <= ${now} AND e.enabled
      ORDER BY d."nextAttemptAt", d.id
      LIMIT ${limit}
      FOR UPDATE OF d SKIP LOCKED
    )
    UPDATE "WebhookDelivery" d
    SET attempts = d.attempts + 1, "lastAttemptAt" = ${now}, "nextAttemptAt" = ${leaseEnd(now)}
    FROM due, "WebhookEndpoint" e, "WebhookEvent" ev
    WHERE d.id = due.id AND e.id = d."endpointId" AND ev.id = d."eventId"
    RETURNING ${claimedColumns}`;
}

/**
 * Claims one delivery for an attempt now, whatever its state (a resend, a
 * test event); null when there is no such delivery. It waits for a sender's
 * claim in progress rather than skipping it.
 */
export async function claimDelivery(db: Db, id: number, now: Date): Promise<ClaimedDelivery | null> {
  const [claimed] = await db.$queryRaw<ClaimedDelivery[]>`
    UPDATE "WebhookDelivery" d
    SET attempts = d.attempts + 1, "lastAttemptAt" = ${now}, "nextAttemptAt" = ${leaseEnd(now)}
    FROM "WebhookEndpoint" e, "WebhookEvent" ev
    WHERE d.id = ${id} AND e.id = d."endpointId" AND ev.id = d."eventId"
    RETURNING ${claimedColumns}`;
  return claimed ?? null;
}

/** The first characters of a refusing receiver's answer, read no further. */
async function answerExcerpt(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const decoder = new TextDecoder();
  let text = "";
  try {
    while (text.length < webhookRules.answerExcerptLength) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return text.replace(/\s+/g, " ").trim().slice(0, webhookRules.answerExcerptLength);
}

/** Why a request got no answer, in words. */
function failureInWords(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError") {
    return `No answer within ${timeoutMs / 1000} s.`;
  }
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === "string") return `Could not reach the receiver (${cause.code}).`;
  const message = typeof cause?.message === "string" ? cause.message : (error as Error)?.message;
  return `Could not reach the receiver: ${message ?? "unknown error"}.`;
}

/** POSTs the claimed delivery's event, signed, and records the outcome. */
export async function attemptDelivery(
  db: Db,
  claimed: ClaimedDelivery,
  options: Omit<SenderOptions, "now"> = {},
): Promise<AttemptOutcome> {
  const now = claimed.claimedAt;
  const timeoutMs = options.timeoutMs ?? webhookRules.timeoutMs;
  const body = JSON.stringify({
    id: claimed.eventId,
    type: claimed.eventType,
    createdAt: claimed.eventCreatedAt.toISOString(),
    data: claimed.eventData,
  });
  let outcome: Omit<AttemptOutcome, "deliveryId">;
  try {
    const response = await fetch(claimed.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "MonsterArena-Webhooks/1",
        [webhookHeaders.eventId]: claimed.eventId,
        [webhookHeaders.eventType]: claimed.eventType,
        [webhookHeaders.signature]: signWebhook(claimed.secret, body, Math.floor(now.getTime() / 1000)),
      },
      body,
      // A redirect is not followed: the signature was made for this URL's receiver.
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status >= 200 && response.status < 300) {
      await response.body?.cancel();
      outcome = { delivered: true, statusCode: response.status, error: null };
    } else {
      const excerpt = await answerExcerpt(response);
      const redirect = response.status >= 300 && response.status < 400;
      outcome = {
        delivered: false,
        statusCode: response.status,
        error: redirect
          ? `The receiver answered ${response.status}, a redirect (to ${response.headers.get("location") ?? "nowhere"}): deliveries do not follow redirects.`
          : `The receiver answered ${response.status}${excerpt ? `: ${excerpt}` : "."}`,
      };
    }
  } catch (error) {
    outcome = { delivered: false, statusCode: null, error: failureInWords(error, timeoutMs) };
  }
  const lastAttempt = claimed.attempts >= webhookRules.maxAttempts;
  const next = outcome.delivered
    ? { status: "delivered", deliveredAt: now, nextAttemptAt: now }
    : lastAttempt
      ? { status: "failed", nextAttemptAt: now }
      : {
          status: "pending",
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(claimed.attempts, options.random)),
        };
  await db.webhookDelivery.updateMany({
    where: { id: claimed.id, attempts: claimed.attempts },
    data: { ...next, lastStatusCode: outcome.statusCode, lastError: outcome.error },
  });
  return { deliveryId: claimed.id, ...outcome };
}

/** One round of the sender: claims a batch of due deliveries and attempts them together. */
export async function deliverDueWebhooks(
  deps: Pick<AppDeps, "db">,
  options: SenderOptions & { batchSize?: number } = {},
): Promise<AttemptOutcome[]> {
  const now = (options.now ?? (() => new Date()))();
  const claimed = await claimDueDeliveries(deps.db, now, options.batchSize ?? webhookRules.batchSize);
  return Promise.all(claimed.map((delivery) => attemptDelivery(deps.db, delivery, options)));
}
