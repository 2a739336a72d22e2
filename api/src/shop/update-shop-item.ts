// Staff changing a shop item. The change and its History staff_action row
// share one transaction; retiring an item takes it off sale (ADR 073).
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import {
  assertNameFree,
  itemSelect,
  lockItem,
  parseId,
  type ShopItemRow,
  shopItemFields,
  toRow,
} from "./shop-item-record.ts";

/**
 * A change: any of the fields. react-admin sends the whole record back, so the
 * read-only ones (id, type, lastAvailable, timesBought) are dropped, not refused.
 */
export const UpdateShopItemSchema = z.object(shopItemFields).partial();
export type UpdateShopItemInput = z.input<typeof UpdateShopItemSchema>;

export async function updateShopItem(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: string | number; change: UpdateShopItemInput },
): Promise<ShopItemRow> {
  const { actor } = input;
  const itemId = parseId(input.id);
  const data = UpdateShopItemSchema.parse(input.change);
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
