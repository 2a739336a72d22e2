// Staff listing the shop catalogue, by name prefix, category, availability and
// retirement.
import { z } from "zod";
import { shopCategories } from "../catalogue/shop.ts";
import type { AppDeps } from "../context.ts";
import { idsIn, pageArgs } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { StaffListQuery } from "../staff/list-query.ts";
import { itemSelect, type ShopItemRow, toRow } from "./shop-item-record.ts";

export const shopItemSortFields = ["id", "name", "category", "tier", "price"] as const;
export type ShopItemSortField = (typeof shopItemSortFields)[number];

export const ShopItemFilterSchema = z.strictObject({
  /** A name prefix (ShopItem.name's unique index). */
  q: z.string().trim().max(100).optional(),
  category: z.enum(shopCategories).optional(),
  available: z.boolean().optional(),
  retired: z.boolean().optional(),
  /** ra-data-simple-rest's getMany. */
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});
export type ShopItemFilter = z.output<typeof ShopItemFilterSchema>;

function whereOf(filter: ShopItemFilter): Prisma.ShopItemWhereInput {
  const where: Prisma.ShopItemWhereInput = {};
  if (filter.q) where.name = { startsWith: filter.q };
  if (filter.category) where.category = filter.category;
  if (filter.available !== undefined) where.isAvailable = filter.available;
  if (filter.retired !== undefined) where.isRetired = filter.retired;
  where.id = idsIn(filter.id);
  return where;
}

// The catalogue is a few hundred rows: (isAvailable, category, tier) and the name index serve the filters.
export async function listShopItems(
  deps: Pick<AppDeps, "db">,
  query: StaffListQuery<ShopItemFilter, ShopItemSortField>,
): Promise<{ rows: ShopItemRow[]; total: number }> {
  const where = whereOf(query.filter);
  const [items, total] = await Promise.all([
    deps.db.shopItem.findMany({
      where,
      select: itemSelect,
      ...pageArgs(query),
    }),
    deps.db.shopItem.count({ where }),
  ]);
  return { rows: items.map(toRow), total };
}
