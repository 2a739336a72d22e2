// Staff setting a monster's or relic's level within the game's bounds, with a
// reason (audited).
import { z } from "zod";
import { intInput } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import { monsterMaxLevel, relicMaxLevel } from "../progression/levels.ts";
import {
  inventoryChange,
  itemColumns,
  lockItem,
  maxLevelOf,
  reasonSchema,
  what,
} from "./inventory-staff-record.ts";

export const SetItemLevelInputSchema = z.strictObject({
  level: intInput({
    min: 1,
    max: Math.max(monsterMaxLevel, relicMaxLevel),
    message: `A level is a whole number: 1 to ${monsterMaxLevel} for a monster, 1 to ${relicMaxLevel} for a relic.`,
  }),
  reason: reasonSchema,
});

/** Sets a monster's or relic's level (1 to its type's maximum); its xp towards the next level starts again at 0. */
export const setItemLevel = inventoryChange(
  "setItemLevel",
  SetItemLevelInputSchema,
  async (tx, actor, itemId, { level }) => {
    const { userId, item } = await lockItem(tx, actor, itemId);
    const maxLevel = maxLevelOf[item.type];
    if (level > maxLevel) {
      throw new AppError("validation_failed", "The request is not valid.", {
        fields: { level: `A ${what(item.type)}'s level is 1 to ${maxLevel}.` },
      });
    }
    if (level === item.level) {
      throw new AppError("conflict", `This ${what(item.type)} is already level ${level}.`);
    }
    const { inventory: _inventory, ...after } = await tx.item.update({
      where: { id: item.id },
      data: { level, xp: 0 },
      select: itemColumns,
    });
    return { userId, before: item, after, result: { item: after } };
  },
);
