// Staff deleting a shop item. An item somebody bought cannot be deleted (its
// purchases and owners point at it): staff retire it instead (isRetired),
// which takes it off sale and out of every future rotation (ADR 073).
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { lockItem, parseId, type ShopItemRow } from "./shop-item-record.ts";

/** Deletes an item nobody ever bought; a bought one is refused (retire it instead). */
export async function deleteShopItem(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: string | number },
): Promise<ShopItemRow> {
  const { actor } = input;
  const itemId = parseId(input.id);
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
