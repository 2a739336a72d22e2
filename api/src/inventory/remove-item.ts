// Staff taking a monster or relic away from a player, with a reason (audited).
import { z } from "zod";
import { inventoryChange, lockItem, reasonSchema } from "./inventory-staff-record.ts";

export const RemoveItemInputSchema = z.strictObject({ reason: reasonSchema });

/**
 * Takes a monster or relic away from a player. A monster is taken out of the
 * teams it is in (the audit row lists them); a relic carried by a team member
 * is taken off it.
 */
export const removeItem = inventoryChange("removeItem", RemoveItemInputSchema, async (tx, actor, itemId) => {
  const { userId, item } = await lockItem(tx, actor, itemId);
  const teamSlots = await tx.teamMember.findMany({
    where: item.type === "monster" ? { monsterId: item.id } : { relicId: item.id },
    select: { id: true, slot: true, teamId: true },
  });
  if (item.type === "monster") await tx.teamMember.deleteMany({ where: { monsterId: item.id } });
  await tx.item.delete({ where: { id: item.id } });
  return { userId, before: { ...item, teamSlots }, after: null, result: { removed: item } };
});
