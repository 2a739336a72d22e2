// Staff listing saved audiences (by name), each with its live size: the page's
// sizes are counted in one statement (audience-size.ts).
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { idsIn, pageArgs } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import type { Prisma } from "../db.ts";
import type { StaffListQuery } from "../staff/list-query.ts";
import { type AudienceRow, audienceSelect, toRows } from "./audience-record.ts";

export const audienceSortFields = ["id", "name", "createdAt", "updatedAt"] as const;
export type AudienceSortField = (typeof audienceSortFields)[number];

export const AudienceFilterSchema = z.strictObject({
  /** Words of the name or the description, any case. */
  q: z.string().trim().max(80).optional(),
  /** ra-data-simple-rest's getMany (a ReferenceField, a ReferenceInput's current value). */
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});
export type AudienceFilter = z.output<typeof AudienceFilterSchema>;

export async function listAudiences(
  deps: Pick<AppDeps, "db">,
  query: StaffListQuery<AudienceFilter, AudienceSortField> & { now: Date },
): Promise<{ rows: AudienceRow[]; total: number }> {
  const { filter } = query;
  const where: Prisma.AudienceWhereInput = { id: idsIn(filter.id) };
  if (filter.q) {
    where.OR = [
      { name: { contains: filter.q, mode: "insensitive" } },
      { description: { contains: filter.q, mode: "insensitive" } },
    ];
  }
  const [rows, total] = await Promise.all([
    deps.db.audience.findMany({ where, select: audienceSelect, ...pageArgs(query) }),
    deps.db.audience.count({ where }),
  ]);
  return { rows: await toRows(deps.db, rows, query.now), total };
}
