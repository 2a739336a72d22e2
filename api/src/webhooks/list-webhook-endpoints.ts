// Admins listing webhook endpoints, by whether they are enabled and by the
// event types they chose. Few rows (a handful per platform): no index needed.
import { z } from "zod";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { idsIn, pageArgs } from "../db/list-page.ts";
import type { Prisma } from "../db.ts";
import type { StaffListQuery } from "../staff/list-query.ts";
import { endpointSelect, toEndpointRow, type WebhookEndpointRow } from "./endpoint-record.ts";
import { webhookEventTypes } from "./event-types.ts";

export const webhookEndpointSortFields = ["createdAt", "url", "id"] as const;
export type WebhookEndpointSortField = (typeof webhookEndpointSortFields)[number];

export const WebhookEndpointFilterSchema = z.strictObject({
  enabled: z.boolean().optional(),
  /** Endpoints that chose this event type. */
  event: z.enum(webhookEventTypes).optional(),
  /** ra-data-simple-rest's getMany. */
  id: z.union([z.uuid(), z.array(z.uuid()).max(500)]).optional(),
});
export type WebhookEndpointFilter = z.output<typeof WebhookEndpointFilterSchema>;

export async function listWebhookEndpoints(
  deps: Pick<AppDeps, "db">,
  query: StaffListQuery<WebhookEndpointFilter, WebhookEndpointSortField>,
): Promise<{ rows: WebhookEndpointRow[]; total: number }> {
  assertStaff(query.actor, "webhooks.manage");
  const { filter } = query;
  const where: Prisma.WebhookEndpointWhereInput = { id: idsIn(filter.id) };
  if (filter.enabled !== undefined) where.enabled = filter.enabled;
  if (filter.event) where.events = { has: filter.event };
  const [rows, total] = await Promise.all([
    deps.db.webhookEndpoint.findMany({ where, select: endpointSelect, ...pageArgs(query) }),
    deps.db.webhookEndpoint.count({ where }),
  ]);
  return { rows: rows.map(toEndpointRow), total };
}
