// The outbound webhooks' vocabulary: the event types an endpoint may choose,
// each made from one domain event (api/src/events.ts), the test event staff
// send by hand, and a delivery's states. Plain data with no runtime imports:
// the console bundles this file too (its words for them are in
// console/src/format/labels.ts).
import type { DomainEventMap } from "../events.ts";

/** Each webhook event type and the domain event whose payload is its `data`. */
export const webhookEventSources = {
  "purchase.completed": "purchase:completed",
  "purchase.refunded": "purchase:refunded",
  "player.signed_up": "player:signed-up",
  "player.banned": "player:banned",
  "promo.redeemed": "promo:redeemed",
  "achievement.unlocked": "achievement:unlocked",
  "player.level_up": "level:up",
} as const satisfies Record<string, keyof DomainEventMap>;

export type WebhookEventType = keyof typeof webhookEventSources;

export const webhookEventTypes = Object.keys(webhookEventSources) as [
  WebhookEventType,
  ...WebhookEventType[],
];

/** What an event of this type carries in `data`: its domain event's payload. */
export type WebhookEventData<Type extends WebhookEventType> =
  DomainEventMap[(typeof webhookEventSources)[Type]];

/** The event "Send test event" delivers to one endpoint, whatever types it chose. */
export const testEventType = "webhook.test";

/** pending: an attempt is due (now or after a back-off); delivered: a 2xx came back; failed: out of attempts. */
export const deliveryStatuses = ["pending", "delivered", "failed"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
