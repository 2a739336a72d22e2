// Selling monsters, relics and ingredients for gold (prices.ts). A
// monster in a team cannot be sold (the use case says why; the TeamMember
// foreign key refuses it too). A relic carried by a team member is taken off.
import { z } from "zod";
import { ingredients } from "../catalogue/ingredients.ts";
import type { AppDeps } from "../context.ts";
import { intInput, RowIdSchema } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import { type ActionEffects, recordPlayerAction } from "../progression/record-action.ts";
import { type BalanceChange, credit } from "../wallet/wallet.ts";
import { lockInventory, ownedItem } from "./locate.ts";
import { ingredientSellPrice, sellPrice } from "./prices.ts";

export const SellItemSchema = z.object({ itemId: RowIdSchema });
export const SellIngredientSchema = z.object({
  name: z
    .string()
    .refine((name) => ingredients.some((ingredient) => ingredient.name === name), "unknown ingredient"),
  quantity: intInput({ min: 1 }),
});

export interface SaleResult extends ActionEffects {
  gold: number;
  balance: BalanceChange;
}

export async function sellItem(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; itemId: number; now: Date },
): Promise<SaleResult & { item: { id: number; name: string; type: "monster" | "relic" } }> {
  const { itemId } = SellItemSchema.parse(input);
  return deps.db.$transaction(async (tx) => {
    const inventory = await lockInventory(tx, input.userId);
    const found = await tx.item.findFirst({
      where: { id: itemId, inventoryId: inventory.id },
      select: { type: true },
    });
    if (!found) throw new AppError("not_found", "No such item in your inventory.");
    const item = await ownedItem(tx, inventory.id, itemId, found.type);
    if (item.type === "monster") {
      const teams = await tx.teamMember.count({ where: { monsterId: item.id } });
      if (teams > 0) {
        throw new AppError("conflict", `${item.name} is in a team: take it out of the team first.`, {
          reason: "in_team",
        });
      }
    }
    await tx.item.delete({ where: { id: item.id } });
    const gold = sellPrice(item.type, item.quality, item.level);
    const balance = await credit(tx, {
      userId: input.userId,
      currency: "gold",
      amount: gold,
      reason: "sell",
      ref: `${item.type}:${item.id}`,
    });
    const effects = await recordPlayerAction(tx, {
      userId: input.userId,
      stats: item.type === "monster" ? { soldMonsters: 1 } : { soldRelics: 1 },
      quests: { itemsSold: 1 },
      now: input.now,
    });
    return { gold, balance, item: { id: item.id, name: item.name, type: item.type }, ...effects };
  });
}

export async function sellIngredient(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; name: string; quantity: number; now: Date },
): Promise<SaleResult & { remaining: number }> {
  const { name, quantity } = SellIngredientSchema.parse(input);
  return deps.db.$transaction(async (tx) => {
    const inventory = await lockInventory(tx, input.userId);
    const remaining = await takeIngredient(tx, inventory.id, name, quantity);
    const gold = ingredientSellPrice(name, quantity);
    const balance = await credit(tx, {
      userId: input.userId,
      currency: "gold",
      amount: gold,
      reason: "sell",
      ref: `ingredient:${name}`,
    });
    const effects = await recordPlayerAction(tx, {
      userId: input.userId,
      stats: { soldIngredients: quantity },
      quests: { itemsSold: 1 },
      now: input.now,
    });
    return { gold, balance, remaining, ...effects };
  });
}

/** Takes `quantity` of an ingredient (a stack that reaches 0 frees its slot); 409 when there is not enough. */
export async function takeIngredient(
  tx: import("../db.ts").Db,
  inventoryId: number,
  name: string,
  quantity: number,
): Promise<number> {
  const [row] = await tx.$queryRaw<{ quantity: number }[]>`
    UPDATE "Ingredient" SET quantity = quantity - ${quantity}::int
    WHERE "inventoryId" = ${inventoryId} AND name = ${name} AND quantity >= ${quantity}::int
    RETURNING quantity`;
  if (!row) {
    const held = await tx.ingredient.findUnique({ where: { inventoryId_name: { inventoryId, name } } });
    throw new AppError("conflict", `Not enough ${name}: you have ${held?.quantity ?? 0}.`, {
      reason: "not_enough_ingredients",
      have: held?.quantity ?? 0,
      need: quantity,
    });
  }
  if (row.quantity === 0) await tx.ingredient.deleteMany({ where: { inventoryId, name, quantity: 0 } });
  return row.quantity;
}
