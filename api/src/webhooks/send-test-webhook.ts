// An admin's "Send test event": a webhook.test event to one endpoint (enabled
// or not, whatever types it chose), attempted at once so the answer says
// whether the receiver took it; a failure is retried like any delivery.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { attemptDelivery, claimDelivery } from "./deliver-webhooks.ts";
import { readDelivery, type WebhookDeliveryDetail } from "./delivery-record.ts";
import { testEventType } from "./event-types.ts";

export async function sendTestWebhook(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; endpointId: string; now: Date },
): Promise<WebhookDeliveryDetail> {
  assertStaff(input.actor, "webhooks.manage");
  const deliveryId = await deps.db.$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.findUnique({
      where: { id: input.endpointId },
      select: { id: true, url: true },
    });
    if (!endpoint) throw new AppError("not_found", "No such webhook endpoint.");
    const delivery = await tx.webhookDelivery.create({
      data: {
        endpoint: { connect: { id: endpoint.id } },
        event: {
          create: {
            type: testEventType,
            data: { endpointId: endpoint.id, message: "A test event sent from the console." },
          },
        },
      },
      select: { id: true, eventId: true },
    });
    await recordStaffAction(tx, input.actor, null, {
      action: "webhook_endpoint.test",
      endpointId: endpoint.id,
      url: endpoint.url,
      deliveryId: delivery.id,
      eventId: delivery.eventId,
      before: null,
      after: null,
    });
    return delivery.id;
  });
  const claimed = await claimDelivery(deps.db, deliveryId, input.now);
  // Deleted between the two statements: the delivery went with its endpoint.
  if (!claimed) throw new AppError("not_found", "No such webhook endpoint.");
  await attemptDelivery(deps.db, claimed);
  return readDelivery(deps.db, deliveryId);
}
