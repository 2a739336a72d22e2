// Staff adding an item to the shop catalogue. The item and its History
// staff_action row share one transaction; a retired item is never on sale.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { assertNameFree, itemSelect, type ShopItemRow, shopItemFields, toRow } from "./shop-item-record.ts";

export const CreateShopItemSchema = z.strictObject({
  ...shopItemFields,
  discount: shopItemFields.discount.default(0),
  isAvailable: shopItemFields.isAvailable.default(false),
  isOneTime: shopItemFields.isOneTime.default(false),
  isRetired: shopItemFields.isRetired.default(false),
});
export type CreateShopItemInput = z.input<typeof CreateShopItemSchema>;

export async function createShopItem(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; item: CreateShopItemInput },
): Promise<ShopItemRow> {
  const { actor } = input;
  const data = CreateShopItemSchema.parse(input.item);
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
