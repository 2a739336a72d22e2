// One shop item for the console, with how many times it was bought.
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { itemSelect, parseId, type ShopItemRow, toRow } from "./shop-item-record.ts";

export async function getShopItem(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: string | number },
): Promise<ShopItemRow> {
  const item = await deps.db.shopItem.findUnique({ where: { id: parseId(input.id) }, select: itemSelect });
  if (!item) throw new AppError("not_found", "No such shop item.");
  return toRow(item);
}
