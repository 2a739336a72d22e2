// An admin registering an endpoint for outbound webhooks. It gets a new
// signing secret, shown in the answer (and later by revealWebhookSecret). The
// endpoint and its History staff_action row share one transaction.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import {
  auditView,
  endpointSelect,
  newSigningSecret,
  refuseUrl,
  toEndpointRow,
  WebhookEndpointFieldsShape,
  type WebhookEndpointRow,
} from "./endpoint-record.ts";

export const CreateWebhookEndpointSchema = z.strictObject(WebhookEndpointFieldsShape);
export type CreateWebhookEndpointInput = z.input<typeof CreateWebhookEndpointSchema>;

export async function createWebhookEndpoint(
  deps: Pick<AppDeps, "db" | "env">,
  input: { actor: Actor; endpoint: CreateWebhookEndpointInput },
): Promise<WebhookEndpointRow & { secret: string }> {
  assertStaff(input.actor, "webhooks.manage");
  const fields = CreateWebhookEndpointSchema.parse(input.endpoint);
  refuseUrl(fields.url, deps.env);
  return deps.db.$transaction(async (tx) => {
    const created = await tx.webhookEndpoint.create({
      data: { ...fields, secret: newSigningSecret(), createdById: input.actor.id },
      select: endpointSelect,
    });
    const row = toEndpointRow(created);
    await recordStaffAction(tx, input.actor, null, {
      action: "webhook_endpoint.create",
      endpointId: row.id,
      before: null,
      after: auditView(row),
    });
    return { ...row, secret: created.secret };
  });
}
