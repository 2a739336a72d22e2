// Staff listing live events: the calendar asks for the events overlapping a
// window (from, to); the list filters by status and name.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { idsIn, pageArgs } from "../db/list-page.ts";
import { InstantSchema, intInput } from "../db/row-id.ts";
import type { Prisma } from "../db.ts";
import type { StaffListQuery } from "../staff/list-query.ts";
import {
  type LiveEventRow,
  type LiveEventStatus,
  liveEventStatuses,
  rowSelect,
  toRow,
} from "./live-event-record.ts";

export const liveEventSortFields = ["id", "name", "startsAt", "endsAt", "createdAt"] as const;
export type LiveEventSortField = (typeof liveEventSortFields)[number];

export const LiveEventFilterSchema = z.strictObject({
  /** Part of the name, any case. */
  q: z.string().trim().max(80).optional(),
  status: z.enum(liveEventStatuses).optional(),
  /** Events still running at or after this time (end after it). */
  from: InstantSchema.optional(),
  /** Events starting before this time. */
  to: InstantSchema.optional(),
  audienceId: intInput({ min: 1 }).optional(),
  /** ra-data-simple-rest's getMany. */
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});
export type LiveEventFilter = z.output<typeof LiveEventFilterSchema>;

function statusWhere(status: LiveEventStatus | undefined, now: Date): Prisma.LiveEventWhereInput {
  if (status === "cancelled") return { cancelledAt: { not: null } };
  if (status === "ended") return { cancelledAt: null, endsAt: { lte: now } };
  if (status === "running") return { cancelledAt: null, startsAt: { lte: now }, endsAt: { gt: now } };
  if (status === "scheduled") return { cancelledAt: null, startsAt: { gt: now } };
  return {};
}

export async function listLiveEvents(
  deps: Pick<AppDeps, "db">,
  query: StaffListQuery<LiveEventFilter, LiveEventSortField> & { now: Date },
): Promise<{ rows: LiveEventRow[]; total: number }> {
  const { filter } = query;
  const where: Prisma.LiveEventWhereInput = statusWhere(filter.status, query.now);
  if (filter.q) where.name = { contains: filter.q, mode: "insensitive" };
  if (filter.from) where.endsAt = { ...(where.endsAt as object), gt: filter.from };
  if (filter.to) where.startsAt = { ...(where.startsAt as object), lt: filter.to };
  if (filter.audienceId !== undefined) where.audienceId = filter.audienceId;
  where.id = idsIn(filter.id);
  const [rows, total] = await Promise.all([
    deps.db.liveEvent.findMany({ where, select: rowSelect, ...pageArgs(query) }),
    deps.db.liveEvent.count({ where }),
  ]);
  return { rows: rows.map((row) => toRow(row, query.now)), total };
}
