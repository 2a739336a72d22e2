// The one way a staff change is recorded: a History `staff_action` row
// ({action, before, after, …}) written by the caller inside the change's own
// transaction, so the audit trail can never miss or invent a change.
import { z } from "zod";
import { idsIn, pageArgs } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import type { Db } from "../db.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import type { StaffRole } from "../staff/permissions.ts";

/** Who is acting (the signed-in staff member). */
export interface Actor {
  id: string;
  role: StaffRole;
}

/** Who a staff action is recorded for: a staff member, or (id null) the platform itself (the seed, a job, a test). */
export type StaffOrPlatform = { id: string | null };

export async function recordStaffAction(
  tx: Db,
  actor: StaffOrPlatform,
  userId: string | null,
  data: { action: string; before: unknown; after: unknown } & Record<string, unknown>,
): Promise<{ id: number; createdAt: Date }> {
  return tx.history.create({
    select: { id: true, createdAt: true },
    data: {
      type: historyTypes.staffAction,
      actorId: actor.id,
      userId,
      data: data as Prisma.InputJsonValue,
    } satisfies HistoryEntry,
  });
}

/** Sort fields of a list of one action's rows (History's (type, createdAt) index). */
export const staffActionSortFields = ["createdAt", "id"] as const;

/** Filters of a list of one action's rows: by staff member, or ra-data-simple-rest's getMany ids. */
export const StaffActionFilterSchema = z.strictObject({
  actorId: z.uuid().optional(),
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});
export type StaffActionFilter = z.output<typeof StaffActionFilterSchema>;

function actionWhere(action: string, filter: StaffActionFilter): Prisma.HistoryWhereInput {
  const where: Prisma.HistoryWhereInput = {
    type: historyTypes.staffAction,
    data: { path: ["action"], equals: action },
  };
  if (filter.actorId) where.actorId = filter.actorId;
  where.id = idsIn(filter.id);
  return where;
}

/** A stored staff action, as the sent lists read it. */
export interface StaffActionRow {
  id: number;
  createdAt: Date;
  actorId: string | null;
  userId: string | null;
  data: unknown;
}

/**
 * A page of the rows one kind of staff action wrote (the sent history of messages,
 * of announcements), newest first by default, with the total for Content-Range.
 */
export async function listStaffActions(
  db: Db,
  action: string,
  query: {
    filter: StaffActionFilter;
    sort: { field: (typeof staffActionSortFields)[number]; order: "ASC" | "DESC" };
    skip: number;
    take: number;
  },
): Promise<{ rows: StaffActionRow[]; total: number }> {
  const where = actionWhere(action, query.filter);
  const [rows, total] = await Promise.all([
    db.history.findMany({
      where,
      ...pageArgs(query),
    }),
    db.history.count({ where }),
  ]);
  return { rows, total };
}

/** One row of a kind of staff action, or null. */
export function findStaffAction(db: Db, action: string, id: number): Promise<StaffActionRow | null> {
  return db.history.findFirst({ where: { ...actionWhere(action, {}), id } });
}
