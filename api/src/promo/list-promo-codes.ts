// Staff listing promo codes, by code prefix and status.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { idsIn, pageArgs } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import type { Db, Prisma } from "../db.ts";
import type { StaffListQuery } from "../staff/list-query.ts";
import {
  type PromoCodeRow,
  type PromoCodeStatus,
  promoCodeStatuses,
  rowSelect,
  toRow,
} from "./promo-code-record.ts";
import { promoCodeRules } from "./rules.ts";

export const promoCodeSortFields = ["id", "code", "createdAt", "expiresAt", "currentUses"] as const;
export type PromoCodeSortField = (typeof promoCodeSortFields)[number];

export const PromoCodeFilterSchema = z.strictObject({
  /** A code prefix, any case (the unique index on code serves it). */
  q: z
    .string()
    .trim()
    .max(promoCodeRules.codeLength.max)
    .transform((q) => q.toUpperCase())
    .optional(),
  status: z.enum(promoCodeStatuses).optional(),
  /** ra-data-simple-rest's getMany. */
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});
export type PromoCodeFilter = z.output<typeof PromoCodeFilterSchema>;

function statusWhere(db: Db, status: PromoCodeStatus | undefined, now: Date): Prisma.PromoCodeWhereInput {
  const notExpired = { OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
  // A column compared with another column: Prisma's field references.
  const usedUp = { maxUses: { not: null }, currentUses: { gte: db.promoCode.fields.maxUses } };
  if (status === "expired") return { expiresAt: { lte: now } };
  if (status === "used_up") return { AND: [notExpired, usedUp] };
  if (status === "active") return { AND: [notExpired, { NOT: usedUp }] };
  return {};
}

export async function listPromoCodes(
  deps: Pick<AppDeps, "db">,
  query: StaffListQuery<PromoCodeFilter, PromoCodeSortField> & { now: Date },
): Promise<{ rows: PromoCodeRow[]; total: number }> {
  const { filter } = query;
  const where: Prisma.PromoCodeWhereInput = statusWhere(deps.db, filter.status, query.now);
  if (filter.q) where.code = { startsWith: filter.q };
  where.id = idsIn(filter.id);
  const [rows, total] = await Promise.all([
    deps.db.promoCode.findMany({
      where,
      select: rowSelect,
      // The id breaks ties, so pages never repeat or skip a row.
      ...pageArgs(query),
    }),
    deps.db.promoCode.count({ where }),
  ]);
  return { rows: rows.map((row) => toRow(row, query.now)), total };
}
