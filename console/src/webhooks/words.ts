// The console's words for outbound webhooks: the event types (the API's keys,
// @arena/api/webhooks/event-types), a delivery's state, its attempts and the
// receiver's last answer, for the endpoints' form, lists, pages and the audit
// trail alike. Pure: words.test.ts checks it.

import type { WebhookDeliveryRow } from "@arena/api/webhooks/delivery-record";
import {
  type DeliveryStatus,
  testEventType,
  type WebhookEventType,
  webhookEventTypes,
} from "@arena/api/webhooks/event-types";
import { words } from "../format/labels";

const eventLabels: Record<WebhookEventType | typeof testEventType, string> = {
  "purchase.completed": "A purchase is completed",
  "purchase.refunded": "A purchase is refunded",
  "player.signed_up": "A player signs up",
  "player.banned": "A player is banned",
  "promo.redeemed": "A promo code is redeemed",
  "achievement.unlocked": "An achievement is unlocked",
  "player.level_up": "A player levels up",
  [testEventType]: "Test event",
};

/** An event type in words: "A player signs up"; an unknown one as its words. */
export function webhookEventLabel(type: string): string {
  const label = eventLabels[type as WebhookEventType];
  return label ?? words(type).replace(/^./, (first) => first.toUpperCase());
}

/** The form's event checkboxes, in the API's order. */
export const webhookEventChoices = webhookEventTypes.map((type) => ({
  id: type,
  name: webhookEventLabel(type),
}));

/** The event types an endpoint chose, in words: "A player signs up; A player is banned". */
export function eventsInWords(types: readonly string[]): string {
  if (types.length === webhookEventTypes.length) return "Every event";
  return types.map(webhookEventLabel).join("; ");
}

/** A delivery as the admin API answers it. */
export type DeliveryRecord = WebhookDeliveryRow;

/** A delivery's state for its chip: queued (not tried yet), retrying, delivered or failed. */
export type DeliveryState = "queued" | "retrying" | "delivered" | "failed";

export const deliveryStateLabels: Record<DeliveryState, string> = {
  queued: "Queued",
  retrying: "Retrying",
  delivered: "Delivered",
  failed: "Failed",
};

export function deliveryState(row: Pick<DeliveryRecord, "status" | "attempts">): DeliveryState {
  if (row.status === "pending") return row.attempts === 0 ? "queued" : "retrying";
  return row.status;
}

/** The status filter's choices (the API's states). */
export const deliveryStatusChoices: { id: DeliveryStatus; name: string }[] = [
  { id: "pending", name: "Queued or retrying" },
  { id: "delivered", name: "Delivered" },
  { id: "failed", name: "Failed" },
];

/** "2 of 8"; past the last (a resend), "9 (8 planned)". */
export function attemptsInWords(row: Pick<DeliveryRecord, "attempts" | "maxAttempts">): string {
  return row.attempts <= row.maxAttempts
    ? `${row.attempts} of ${row.maxAttempts}`
    : `${row.attempts} (${row.maxAttempts} planned)`;
}

/** The receiver's last answer: "HTTP 500", "No answer", or "Not tried yet". */
export function lastAnswerInWords(row: Pick<DeliveryRecord, "attempts" | "lastStatusCode">): string {
  if (row.attempts === 0) return "Not tried yet";
  return row.lastStatusCode === null ? "No answer" : `HTTP ${row.lastStatusCode}`;
}
