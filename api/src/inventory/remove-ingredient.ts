// Staff taking some or all of an ingredient away from a player, with a reason
// (audited).
import { z } from "zod";
import { intInput } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import { inventoryChange, lockHeld, reasonSchema } from "./inventory-staff-record.ts";

export const RemoveIngredientInputSchema = z.strictObject({
  /** How many to take; omit to take the whole stack. */
  quantity: intInput({ min: 1 }).optional(),
  reason: reasonSchema,
});

/** Takes some or all of an ingredient stack away from a player. */
export const removeIngredient = inventoryChange(
  "removeIngredient",
  RemoveIngredientInputSchema,
  async (tx, actor, ingredientId, { quantity }) => {
    const select = { id: true, name: true, quantity: true, inventory: { select: { userId: true } } } as const;
    const { userId, row: held } = await lockHeld(
      tx,
      actor,
      () => tx.ingredient.findUnique({ where: { id: ingredientId }, select }),
      "No such ingredient.",
    );
    const taken = quantity ?? held.quantity;
    if (taken > held.quantity) {
      throw new AppError("validation_failed", "The request is not valid.", {
        fields: { quantity: `The player has ${held.quantity} ${held.name}.` },
      });
    }
    const left = held.quantity - taken;
    if (left === 0) await tx.ingredient.delete({ where: { id: held.id } });
    else await tx.ingredient.update({ where: { id: held.id }, data: { quantity: left } });
    const before = { id: held.id, name: held.name, quantity: held.quantity };
    const after = left === 0 ? null : { ...before, quantity: left };
    return { userId, before, after, result: { name: held.name, removed: taken, left } };
  },
);
