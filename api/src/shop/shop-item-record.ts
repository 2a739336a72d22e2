// What the staff use cases of the shop catalogue share: an item's fields as
// staff set them, the item as the console shows it, and the checks of a
// change (the row locked, the name free).
import { z } from "zod";
import { currencies } from "../catalogue/basics.ts";
import { ShopGrantSchema } from "../catalogue/rewards.ts";
import { shopCategories, shopTiers } from "../catalogue/shop.ts";
import { intInput, RowIdTextSchema } from "../db/row-id.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import type { Prisma } from "../generated/prisma/client.ts";

export const shopItemFields = {
  name: z.string().trim().min(2, "At least 2 characters.").max(80),
  category: z.enum(shopCategories),
  price: intInput({ min: 1, max: 10_000_000, message: "A price is from 1 to 10 000 000." }),
  currency: z.enum(currencies),
  tier: intInput({ min: shopTiers[0], max: shopTiers[shopTiers.length - 1], message: "Tier 1 to 5." }),
  discount: intInput({ min: 0, max: 90, message: "0 to 90 percent." }),
  isAvailable: z.boolean(),
  isOneTime: z.boolean(),
  isRetired: z.boolean(),
  /** What buying gives; the item's `type` is the grant's kind. */
  grant: ShopGrantSchema,
};

export const itemSelect = {
  id: true,
  name: true,
  category: true,
  type: true,
  tier: true,
  price: true,
  currency: true,
  discount: true,
  isAvailable: true,
  isOneTime: true,
  isRetired: true,
  lastAvailable: true,
  grant: true,
  _count: { select: { transactions: true } },
} satisfies Prisma.ShopItemSelect;

type SelectedItem = Prisma.ShopItemGetPayload<{ select: typeof itemSelect }>;

export type ShopItemRow = ReturnType<typeof toRow>;

export function toRow(item: SelectedItem) {
  const { _count, lastAvailable, ...rest } = item;
  return { ...rest, lastAvailable: lastAvailable?.toISOString() ?? null, timesBought: _count.transactions };
}

export const parseId = (id: string | number) => {
  const parsed = RowIdTextSchema.safeParse(id);
  if (!parsed.success) throw new AppError("not_found", "No such shop item.");
  return parsed.data;
};

/** The row, locked for the rest of the transaction. */
export async function lockItem(tx: Db, id: number): Promise<ShopItemRow> {
  await tx.$queryRaw`SELECT id FROM "ShopItem" WHERE id = ${id} FOR UPDATE`;
  const item = await tx.shopItem.findUnique({ where: { id }, select: itemSelect });
  if (!item) throw new AppError("not_found", "No such shop item.");
  return toRow(item);
}

const nameTaken = (name: string) =>
  new AppError("validation_failed", "The request is not valid.", {
    fields: { name: `There is already an item called ${name}.` },
  });

export async function assertNameFree(tx: Db, name: string, exceptId?: number) {
  const other = await tx.shopItem.findUnique({ where: { name }, select: { id: true } });
  if (other && other.id !== exceptId) throw nameTaken(name);
}
