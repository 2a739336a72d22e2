// One webhook endpoint for the console (its secret only as a hint).
import type { Actor } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { endpointSelect, toEndpointRow, type WebhookEndpointRow } from "./endpoint-record.ts";

export async function getWebhookEndpoint(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: string },
): Promise<WebhookEndpointRow> {
  assertStaff(input.actor, "webhooks.manage");
  const row = await deps.db.webhookEndpoint.findUnique({ where: { id: input.id }, select: endpointSelect });
  if (!row) throw new AppError("not_found", "No such webhook endpoint.");
  return toEndpointRow(row);
}
