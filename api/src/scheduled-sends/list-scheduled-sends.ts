// Staff listing scheduled sends: upcoming (still to go out) or past (sent or
// cancelled), by kind and status, with who scheduled it and the one player of
// a player target by name.
import { z } from "zod";
import { withPeople } from "../audit/people.ts";
import type { AppDeps } from "../context.ts";
import { idsIn, pageArgs } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import type { Prisma } from "../db.ts";
import type { StaffListQuery } from "../staff/list-query.ts";
import {
  rowSelect,
  scheduledSendKinds,
  scheduledSendStatuses,
  toRow,
  withAudienceNames,
} from "./scheduled-send-record.ts";

export const scheduledSendSortFields = ["id", "nextAt", "createdAt", "lastSentAt"] as const;
export type ScheduledSendSortField = (typeof scheduledSendSortFields)[number];

export const ScheduledSendFilterSchema = z.strictObject({
  /** upcoming: still to go out; past: sent or cancelled. */
  when: z.enum(["upcoming", "past"]).optional(),
  status: z.enum(scheduledSendStatuses).optional(),
  kind: z.enum(scheduledSendKinds).optional(),
  /** ra-data-simple-rest's getMany. */
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});
export type ScheduledSendFilter = z.output<typeof ScheduledSendFilterSchema>;

export async function listScheduledSends(
  deps: Pick<AppDeps, "db">,
  query: StaffListQuery<ScheduledSendFilter, ScheduledSendSortField>,
) {
  const { filter } = query;
  const where: Prisma.ScheduledSendWhereInput = { id: idsIn(filter.id) };
  if (filter.when === "upcoming") where.status = "scheduled";
  if (filter.when === "past") where.status = { in: ["done", "cancelled"] };
  if (filter.status) where.AND = [{ status: filter.status }];
  if (filter.kind) where.kind = filter.kind;
  const [rows, total] = await Promise.all([
    deps.db.scheduledSend.findMany({ where, select: rowSelect, ...pageArgs(query) }),
    deps.db.scheduledSend.count({ where }),
  ]);
  const named = await withAudienceNames(deps.db, rows.map(toRow));
  return { rows: await withPeople(deps.db, query.actor, named), total };
}
