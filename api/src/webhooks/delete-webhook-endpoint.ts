// An admin removing an endpoint: its deliveries go with it (nothing more is
// sent to it). The deletion and its History staff_action row share one transaction.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { auditView, lockEndpoint, toEndpointRow, type WebhookEndpointRow } from "./endpoint-record.ts";

export async function deleteWebhookEndpoint(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: string },
): Promise<WebhookEndpointRow> {
  assertStaff(input.actor, "webhooks.manage");
  return deps.db.$transaction(async (tx) => {
    const before = toEndpointRow(await lockEndpoint(tx, input.id));
    await tx.webhookEndpoint.delete({ where: { id: input.id } });
    await recordStaffAction(tx, input.actor, null, {
      action: "webhook_endpoint.delete",
      endpointId: input.id,
      before: auditView(before),
      after: null,
    });
    return before;
  });
}
