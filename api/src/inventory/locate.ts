// Finding a player's inventory (locked, so concurrent changes to one inventory
// apply one at a time) and an item in it.
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import type { ItemType, Quality } from "../generated/prisma/client.ts";

export interface LockedInventory {
  id: number;
  monsterSlots: number;
  relicSlots: number;
  ingredientSlots: number;
  ingredientsCap: number;
  vipExpiresAt: Date | null;
}

export async function lockInventory(tx: Db, userId: string): Promise<LockedInventory> {
  const [inventory] = await tx.$queryRaw<LockedInventory[]>`
    SELECT i.id, i."monsterSlots", i."relicSlots", i."ingredientSlots", i."ingredientsCap", u."vipExpiresAt"
    FROM "Inventory" i JOIN "User" u ON u.id = i."userId"
    WHERE i."userId" = ${userId}::uuid
    FOR UPDATE OF i`;
  if (!inventory) throw new AppError("not_found", "No such player.");
  return inventory;
}

export interface OwnedItem {
  id: number;
  name: string;
  type: ItemType;
  quality: Quality;
  level: number;
  xp: number;
  skinId: string | null;
}

export async function ownedItem(
  tx: Db,
  inventoryId: number,
  itemId: number,
  type: ItemType,
): Promise<OwnedItem> {
  const item = await tx.item.findFirst({
    where: { id: itemId, inventoryId, type },
    select: { id: true, name: true, type: true, quality: true, level: true, xp: true, skinId: true },
  });
  if (!item) throw new AppError("not_found", `No such ${type} in your inventory.`);
  return item;
}
