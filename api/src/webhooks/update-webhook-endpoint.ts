// An admin changing an endpoint's URL, description, event types or whether it
// is enabled. A disabled endpoint is given no new events; what is already due
// to it waits until it is enabled again. The change and its History
// staff_action row share one transaction.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import {
  auditView,
  endpointSelect,
  lockEndpoint,
  refuseUrl,
  toEndpointRow,
  WebhookEndpointFieldsShape,
  type WebhookEndpointRow,
} from "./endpoint-record.ts";

/** Any of the fields. react-admin sends the whole record back: the read-only ones are dropped, not refused. */
export const UpdateWebhookEndpointSchema = z.object(WebhookEndpointFieldsShape).partial();
export type UpdateWebhookEndpointInput = z.input<typeof UpdateWebhookEndpointSchema>;

export async function updateWebhookEndpoint(
  deps: Pick<AppDeps, "db" | "env">,
  input: { actor: Actor; id: string; change: UpdateWebhookEndpointInput },
): Promise<WebhookEndpointRow> {
  assertStaff(input.actor, "webhooks.manage");
  const change = UpdateWebhookEndpointSchema.parse(input.change);
  if (change.url !== undefined) refuseUrl(change.url, deps.env);
  return deps.db.$transaction(async (tx) => {
    const before = toEndpointRow(await lockEndpoint(tx, input.id));
    const updated = toEndpointRow(
      await tx.webhookEndpoint.update({ where: { id: input.id }, data: change, select: endpointSelect }),
    );
    await recordStaffAction(tx, input.actor, null, {
      action: "webhook_endpoint.update",
      endpointId: input.id,
      before: auditView(before),
      after: auditView(updated),
    });
    return updated;
  });
}
