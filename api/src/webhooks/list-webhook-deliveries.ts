// Admins listing deliveries: an endpoint's, by state, newest first (the
// (endpointId, createdAt) index), or one event's deliveries.
import { z } from "zod";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { idsIn, pageArgs } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import type { Prisma } from "../db.ts";
import type { StaffListQuery } from "../staff/list-query.ts";
import { deliverySelect, toDeliveryRow, type WebhookDeliveryRow } from "./delivery-record.ts";
import { deliveryStatuses } from "./event-types.ts";

export const webhookDeliverySortFields = ["createdAt", "id"] as const;
export type WebhookDeliverySortField = (typeof webhookDeliverySortFields)[number];

export const WebhookDeliveryFilterSchema = z.strictObject({
  endpointId: z.uuid().optional(),
  status: z.enum(deliveryStatuses).optional(),
  eventId: z.uuid().optional(),
  /** ra-data-simple-rest's getMany. */
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});
export type WebhookDeliveryFilter = z.output<typeof WebhookDeliveryFilterSchema>;

export async function listWebhookDeliveries(
  deps: Pick<AppDeps, "db">,
  query: StaffListQuery<WebhookDeliveryFilter, WebhookDeliverySortField>,
): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
  assertStaff(query.actor, "webhooks.manage");
  const { filter } = query;
  const where: Prisma.WebhookDeliveryWhereInput = { id: idsIn(filter.id) };
  if (filter.endpointId) where.endpointId = filter.endpointId;
  if (filter.status) where.status = filter.status;
  if (filter.eventId) where.eventId = filter.eventId;
  const [rows, total] = await Promise.all([
    deps.db.webhookDelivery.findMany({ where, select: deliverySelect, ...pageArgs(query) }),
    deps.db.webhookDelivery.count({ where }),
  ]);
  return { rows: rows.map(toDeliveryRow), total };
}
