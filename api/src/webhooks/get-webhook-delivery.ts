// One delivery for the console: its state, the receiver's last answer and the event it sends.
import type { Actor } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { readDelivery, type WebhookDeliveryDetail } from "./delivery-record.ts";

export function getWebhookDelivery(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number },
): Promise<WebhookDeliveryDetail> {
  assertStaff(input.actor, "webhooks.manage");
  return readDelivery(deps.db, input.id);
}
