// An admin's "Resend": one attempt of a delivery now, whatever its state (a
// failed one too), with the same event id, so a receiver that de-duplicates
// handles it once. It counts like any attempt: after a failure it is retried
// while attempts remain, else it stays failed. The answer is the delivery
// after the attempt; the History staff_action row records who resent it.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { attemptDelivery, claimDelivery } from "./deliver-webhooks.ts";
import { readDelivery, type WebhookDeliveryDetail } from "./delivery-record.ts";

export async function resendWebhookDelivery(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number; now: Date },
): Promise<WebhookDeliveryDetail> {
  assertStaff(input.actor, "webhooks.manage");
  const claimed = await claimDelivery(deps.db, input.id, input.now);
  if (!claimed) throw new AppError("not_found", "No such webhook delivery.");
  const outcome = await attemptDelivery(deps.db, claimed);
  await recordStaffAction(deps.db, input.actor, null, {
    action: "webhook_delivery.resend",
    deliveryId: claimed.id,
    eventId: claimed.eventId,
    url: claimed.url,
    before: null,
    after: { delivered: outcome.delivered, statusCode: outcome.statusCode },
  });
  return readDelivery(deps.db, input.id);
}
