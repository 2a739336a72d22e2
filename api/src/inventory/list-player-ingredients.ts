// The console's list of one player's ingredients.
import { z } from "zod";
import { ingredients } from "../catalogue/ingredients.ts";
import type { AppDeps } from "../context.ts";
import { idsWhere, pageArgs } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import type { Quality } from "../generated/prisma/client.ts";
import type { StaffListQuery } from "../staff/list-query.ts";
import { inventoryIdOf } from "./inventory-staff-record.ts";

export const playerIngredientSortFields = ["name", "quantity", "id"] as const;
export const PlayerIngredientFilterSchema = z.strictObject({
  userId: z.uuid(),
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});

export interface PlayerIngredientRow {
  id: number;
  userId: string;
  name: string;
  rarity: Quality | null;
  quantity: number;
}

export async function listPlayerIngredients(
  deps: Pick<AppDeps, "db">,
  query: StaffListQuery<
    z.output<typeof PlayerIngredientFilterSchema>,
    (typeof playerIngredientSortFields)[number]
  >,
): Promise<{ rows: PlayerIngredientRow[]; total: number }> {
  const { filter } = query;
  const inventoryId = await inventoryIdOf(deps.db, filter.userId);
  const where = { inventoryId, ...idsWhere(filter.id) };
  const [rows, total] = await Promise.all([
    deps.db.ingredient.findMany({
      where,
      ...pageArgs(query),
      select: { id: true, name: true, quantity: true },
    }),
    deps.db.ingredient.count({ where }),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      userId: filter.userId,
      rarity: ingredients.find((ingredient) => ingredient.name === row.name)?.rarity ?? null,
    })),
    total,
  };
}
