// Putting one of a monster's catalogue skins on it (Item.skinId).
import { z } from "zod";
import { findMonster } from "../catalogue/monsters.ts";
import type { AppDeps } from "../context.ts";
import { RowIdSchema } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import { lockInventory, ownedItem } from "./locate.ts";

export const EquipSkinSchema = z.object({
  monsterId: RowIdSchema,
  skinId: z.string().min(1).max(100),
});

export async function equipSkin(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; monsterId: number; skinId: string },
): Promise<{ monsterId: number; skinId: string }> {
  const { monsterId, skinId } = EquipSkinSchema.parse(input);
  return deps.db.$transaction(async (tx) => {
    const inventory = await lockInventory(tx, input.userId);
    const monster = await ownedItem(tx, inventory.id, monsterId, "monster");
    const skins: readonly string[] = findMonster(monster.name)?.skins ?? [];
    if (!skins.includes(skinId)) {
      throw new AppError("bad_request", `${monster.name} has no skin ${skinId}.`, { skins });
    }
    await tx.item.update({ where: { id: monster.id }, data: { skinId } });
    return { monsterId: monster.id, skinId };
  });
}
