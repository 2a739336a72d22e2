// Who redeemed a promo code, for the console.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { RowIdSchema } from "../db/row-id.ts";
import type { StaffListQuery } from "../staff/list-query.ts";

export const redemptionSortFields = ["redeemedAt", "id"] as const;
export type RedemptionSortField = (typeof redemptionSortFields)[number];

export const RedemptionFilterSchema = z.strictObject({
  /** Required: redeemers are listed per code (the unique (promoCodeId, userId) index). */
  promoCodeId: RowIdSchema,
});

export interface RedemptionRow {
  id: number;
  promoCodeId: number;
  userId: string;
  displayName: string | null;
  redeemedAt: string;
}

/** Who redeemed a code, a page at a time (the console's reference list). */
export async function listRedemptions(
  deps: Pick<AppDeps, "db">,
  query: StaffListQuery<z.output<typeof RedemptionFilterSchema>, RedemptionSortField>,
): Promise<{ rows: RedemptionRow[]; total: number }> {
  const where = { promoCodeId: query.filter.promoCodeId };
  const order = query.sort.order === "ASC" ? "asc" : "desc";
  const [rows, total] = await Promise.all([
    deps.db.promoCodeRedemption.findMany({
      where,
      select: {
        id: true,
        promoCodeId: true,
        userId: true,
        redeemedAt: true,
        user: { select: { profile: { select: { name: true } } } },
      },
      orderBy: query.sort.field === "id" ? [{ id: order }] : [{ redeemedAt: order }, { id: order }],
      skip: query.skip,
      take: query.take,
    }),
    deps.db.promoCodeRedemption.count({ where }),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      promoCodeId: row.promoCodeId,
      userId: row.userId,
      displayName: row.user.profile?.name ?? null,
      redeemedAt: row.redeemedAt.toISOString(),
    })),
    total,
  };
}
