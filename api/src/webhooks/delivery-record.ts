// A delivery as the console shows it: its state, attempts, the receiver's last
// answer and when the next attempt is due; with its event for the detail page.
import type { Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import type { DeliveryStatus } from "./event-types.ts";
import { webhookRules } from "./rules.ts";

export interface WebhookDeliveryRow {
  id: number;
  endpointId: string;
  eventId: string;
  eventType: string;
  status: DeliveryStatus;
  attempts: number;
  /** After this many attempts a delivery that never got a 2xx is failed (a resend adds one more). */
  maxAttempts: number;
  /** When the next attempt is due: pending deliveries only. */
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  /** The receiver's HTTP status at the last attempt; null when it did not answer. */
  lastStatusCode: number | null;
  /** What went wrong at the last attempt, in words; null after a 2xx. */
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

export interface WebhookDeliveryDetail extends WebhookDeliveryRow {
  url: string;
  /** The event as every attempt sends it (the body's id, type, createdAt and data). */
  event: { id: string; type: string; createdAt: string; data: unknown };
}

export const deliverySelect = {
  id: true,
  endpointId: true,
  eventId: true,
  status: true,
  attempts: true,
  nextAttemptAt: true,
  lastAttemptAt: true,
  lastStatusCode: true,
  lastError: true,
  deliveredAt: true,
  createdAt: true,
  event: { select: { type: true } },
} as const;

type SelectedDelivery = Prisma.WebhookDeliveryGetPayload<{ select: typeof deliverySelect }>;

export function toDeliveryRow(row: SelectedDelivery): WebhookDeliveryRow {
  const status = row.status as DeliveryStatus;
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.event.type,
    status,
    attempts: row.attempts,
    maxAttempts: webhookRules.maxAttempts,
    nextAttemptAt: status === "pending" ? row.nextAttemptAt.toISOString() : null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One delivery with its endpoint's URL and its event; 404 when there is none. */
export async function readDelivery(db: Db, id: number): Promise<WebhookDeliveryDetail> {
  const row = await db.webhookDelivery.findUnique({
    where: { id },
    select: {
      ...deliverySelect,
      endpoint: { select: { url: true } },
      event: { select: { id: true, type: true, createdAt: true, data: true } },
    },
  });
  if (!row) throw new AppError("not_found", "No such webhook delivery.");
  return {
    ...toDeliveryRow(row),
    url: row.endpoint.url,
    event: {
      id: row.event.id,
      type: row.event.type,
      createdAt: row.event.createdAt.toISOString(),
      data: row.event.data,
    },
  };
}
