// The outbox of outbound webhooks: a step of the use case's own transaction
// (like recordStaffAction), so an event is recorded if and only if its change
// commits, and the sender (deliver-webhooks.ts) delivers what is recorded even
// when the process died right after the commit (docs/decisions/126). One
// statement: the event and one delivery per enabled endpoint that chose its
// type; with no such endpoint (the common case) it writes nothing.
import type { Db } from "../db.ts";
import type { WebhookEventData, WebhookEventType } from "./event-types.ts";

export async function recordWebhookEvent<Type extends WebhookEventType>(
  tx: Db,
  type: Type,
  data: WebhookEventData<Type>,
): Promise<void> {
  await tx.$executeRaw`
    WITH targets AS (
      SELECT id FROM "WebhookEndpoint" WHERE enabled AND ${type} = ANY(events)
    ), event AS (
      INSERT INTO "WebhookEvent" (type, data)
      SELECT ${type}, ${JSON.stringify(data)}::jsonb
      WHERE EXISTS (SELECT 1 FROM targets)
      RETURNING id
    )
    INSERT INTO "WebhookDelivery" ("endpointId", "eventId")
    SELECT targets.id, event.id FROM targets CROSS JOIN event`;
}
