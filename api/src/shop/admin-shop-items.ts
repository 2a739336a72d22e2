// The console's shop catalogue: list, read, create, change and delete shop
// items. Every change runs in one transaction with its History staff_action
// row. An item somebody bought cannot be deleted (its purchases and owners
// point at it): staff retire it instead (isRetired), which takes it off sale
// and out of every future rotation (ADR 073).
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { currencies, shopCategories, shopTiers } from "../config/game.ts";
import { ShopGrantSchema } from "../config/rewards.ts";
import type { AppDeps } from "../context.ts";
import { pageArgs } from "../db/list-page.ts";
import { intInput, RowIdTextSchema } from "../db/row-id.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import type { Prisma } from "../generated/prisma/client.ts";

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

const fields = {
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

export const CreateShopItemSchema = z.strictObject({
  ...fields,
  discount: fields.discount.default(0),
  isAvailable: fields.isAvailable.default(false),
  isOneTime: fields.isOneTime.default(false),
  isRetired: fields.isRetired.default(false),
});
export type CreateShopItemInput = z.input<typeof CreateShopItemSchema>;

/**
 * A change: any of the fields. react-admin sends the whole record back, so the
 * read-only ones (id, type, lastAvailable, timesBought) are dropped, not refused.
 */
export const UpdateShopItemSchema = z.object(fields).partial();
export type UpdateShopItemInput = z.input<typeof UpdateShopItemSchema>;

const itemSelect = {
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

function toRow(item: SelectedItem) {
  const { _count, lastAvailable, ...rest } = item;
  return { ...rest, lastAvailable: lastAvailable?.toISOString() ?? null, timesBought: _count.transactions };
}

function whereOf(filter: ShopItemFilter): Prisma.ShopItemWhereInput {
  const where: Prisma.ShopItemWhereInput = {};
  if (filter.q) where.name = { startsWith: filter.q };
  if (filter.category) where.category = filter.category;
  if (filter.available !== undefined) where.isAvailable = filter.available;
  if (filter.retired !== undefined) where.isRetired = filter.retired;
  if (filter.id !== undefined) where.id = { in: Array.isArray(filter.id) ? filter.id : [filter.id] };
  return where;
}

// The catalogue is a few hundred rows: (isAvailable, category, tier) and the name index serve the filters.
export async function listShopItems(
  deps: Pick<AppDeps, "db">,
  query: {
    filter: ShopItemFilter;
    sort: { field: ShopItemSortField; order: "ASC" | "DESC" };
    skip: number;
    take: number;
  },
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

const parseId = (id: string | number) => {
  const parsed = RowIdTextSchema.safeParse(id);
  if (!parsed.success) throw new AppError("not_found", "No such shop item.");
  return parsed.data;
};

export async function getShopItem(deps: Pick<AppDeps, "db">, id: string | number): Promise<ShopItemRow> {
  const item = await deps.db.shopItem.findUnique({ where: { id: parseId(id) }, select: itemSelect });
  if (!item) throw new AppError("not_found", "No such shop item.");
  return toRow(item);
}

/** The row, locked for the rest of the transaction. */
async function lockItem(tx: Db, id: number): Promise<ShopItemRow> {
  await tx.$queryRaw`SELECT id FROM "ShopItem" WHERE id = ${id} FOR UPDATE`;
  const item = await tx.shopItem.findUnique({ where: { id }, select: itemSelect });
  if (!item) throw new AppError("not_found", "No such shop item.");
  return toRow(item);
}

const nameTaken = (name: string) =>
  new AppError("validation_failed", "The request is not valid.", {
    fields: { name: `There is already an item called ${name}.` },
  });

async function assertNameFree(tx: Db, name: string, exceptId?: number) {
  const other = await tx.shopItem.findUnique({ where: { name }, select: { id: true } });
  if (other && other.id !== exceptId) throw nameTaken(name);
}

export async function createShopItem(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  input: CreateShopItemInput,
): Promise<ShopItemRow> {
  const data = CreateShopItemSchema.parse(input);
  return deps.db.$transaction(async (tx) => {
    await assertNameFree(tx, data.name);
    const created = await tx.shopItem.create({
      data: { ...data, type: data.grant.kind, isAvailable: data.isAvailable && !data.isRetired },
      select: itemSelect,
    });
    const after = toRow(created);
    await recordStaffAction(tx, actor, null, {
      action: "shop_item.create",
      itemId: after.id,
      before: null,
      after,
    });
    return after;
  });
}

export async function updateShopItem(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  id: string | number,
  input: UpdateShopItemInput,
): Promise<ShopItemRow> {
  const itemId = parseId(id);
  const data = UpdateShopItemSchema.parse(input);
  return deps.db.$transaction(async (tx) => {
    const before = await lockItem(tx, itemId);
    if (data.name !== undefined) await assertNameFree(tx, data.name, itemId);
    const retired = data.isRetired ?? before.isRetired;
    const updated = await tx.shopItem.update({
      where: { id: itemId },
      data: {
        ...data,
        ...(data.grant ? { type: data.grant.kind } : {}),
        // A retired item is off sale.
        ...(retired ? { isAvailable: false } : {}),
      },
      select: itemSelect,
    });
    const after = toRow(updated);
    await recordStaffAction(tx, actor, null, { action: "shop_item.update", itemId, before, after });
    return after;
  });
}

/** Deletes an item nobody ever bought; a bought one is refused (retire it instead). */
export async function deleteShopItem(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  id: string | number,
): Promise<ShopItemRow> {
  const itemId = parseId(id);
  return deps.db.$transaction(async (tx) => {
    const before = await lockItem(tx, itemId);
    const owners = await tx.ownedShopItem.count({ where: { itemId } });
    if (before.timesBought > 0 || owners > 0) {
      throw new AppError(
        "conflict",
        `${before.name} was bought ${before.timesBought} times, so it cannot be deleted: retire it instead.`,
        { reason: "bought", timesBought: before.timesBought },
      );
    }
    await tx.shopItem.delete({ where: { id: itemId } });
    await recordStaffAction(tx, actor, null, { action: "shop_item.delete", itemId, before, after: null });
    return before;
  });
}
