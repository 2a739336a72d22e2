// The console's view of one player's inventory and the staff changes to it:
// list the monsters, relics and ingredients; remove a monster or relic, remove
// some or all of an ingredient, set a monster's or relic's level within the
// game's bounds. Granting goes through the player grant (players/grant-to-player.ts), so
// there is one way to give things. Each change runs in one transaction with its
// History `staff_action` row ({action, reason, before, after}).
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { ingredients } from "../catalogue/ingredients.ts";
import { findMonster } from "../catalogue/monsters.ts";
import type { AppDeps } from "../context.ts";
import { idsWhere, pageArgs } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import type { ItemType, Quality } from "../generated/prisma/client.ts";
import { lockTarget } from "../players/player-record.ts";
import { monsterMaxLevel, relicMaxLevel } from "../progression/levels.ts";
import { skinName } from "../words/display-names.ts";
import { heldItemSelect } from "./list-inventory.ts";
import { lockInventory } from "./locate.ts";

/** The staff_action `action` of each change here. */
export const inventoryStaffActions = {
  removeItem: "player.remove_item",
  setItemLevel: "player.set_item_level",
  removeIngredient: "player.remove_ingredient",
} as const;

export const maxLevelOf: Readonly<Record<ItemType, number>> = {
  monster: monsterMaxLevel,
  relic: relicMaxLevel,
};

const reasonSchema = z.string().trim().min(3, "Give a reason (at least 3 characters).").max(500);

// ───────────────────────────── lists ─────────────────────────────

export const playerItemSortFields = ["createdAt", "name", "level", "quality", "id"] as const;
export const PlayerItemFilterSchema = z.strictObject({
  userId: z.uuid(),
  type: z.enum(["monster", "relic"]).optional(),
  /** ra-data-simple-rest's getMany. */
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});

export interface PlayerItemRow {
  id: number;
  userId: string;
  type: ItemType;
  name: string;
  quality: Quality;
  level: number;
  maxLevel: number;
  xp: number;
  element: string | null;
  skin: string | null;
  createdAt: Date;
}

/** One page of a player's list: sorted by the field, then by id, so that pages never overlap. */
interface PlayerListQuery<Filter, Field extends string> {
  filter: Filter;
  sort: { field: Field; order: "ASC" | "DESC" };
  skip: number;
  take: number;
}

async function inventoryIdOf(db: Db, userId: string): Promise<number> {
  const inventory = await db.inventory.findUnique({ where: { userId }, select: { id: true } });
  if (!inventory) throw new AppError("not_found", "No such player.");
  return inventory.id;
}

export async function listPlayerItems(
  deps: Pick<AppDeps, "db">,
  query: PlayerListQuery<z.output<typeof PlayerItemFilterSchema>, (typeof playerItemSortFields)[number]>,
): Promise<{ rows: PlayerItemRow[]; total: number }> {
  const { filter } = query;
  const inventoryId = await inventoryIdOf(deps.db, filter.userId);
  const where = {
    inventoryId,
    ...(filter.type ? { type: filter.type } : {}),
    ...idsWhere(filter.id),
  };
  const [items, total] = await Promise.all([
    deps.db.item.findMany({
      where,
      ...pageArgs(query),
      select: heldItemSelect,
    }),
    deps.db.item.count({ where }),
  ]);
  const rows = items.map((item) => {
    const monster = item.type === "monster" ? findMonster(item.name) : undefined;
    const skinId = item.type === "monster" ? (item.skinId ?? monster?.skins[0] ?? null) : null;
    return {
      ...item,
      userId: filter.userId,
      maxLevel: maxLevelOf[item.type],
      element: monster?.element ?? null,
      skin: skinId ? skinName(skinId) : null,
    };
  });
  return { rows, total };
}

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
  query: PlayerListQuery<
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

// ─────────────────────────── changes ────────────────────────────

/** What a change's audit row records of a monster or relic: its list columns but createdAt; and its owner. */
const itemColumns = { ...heldItemSelect, createdAt: false, inventory: { select: { userId: true } } } as const;

/**
 * A row of a player's inventory and its owner, both locked; staff may change
 * players' possessions only (lockTarget's rules).
 */
async function lockHeld<Row extends { inventory: { userId: string } }>(
  tx: Db,
  actor: Actor,
  read: () => Promise<Row | null>,
  missing: string,
): Promise<{ userId: string; row: Row }> {
  const found = await read();
  if (!found) throw new AppError("not_found", missing);
  const userId = found.inventory.userId;
  await lockTarget(tx, actor, userId);
  await lockInventory(tx, userId);
  // Read again under the locks: a sale or an upgrade may have changed it meanwhile.
  const row = await read();
  if (!row) throw new AppError("not_found", missing);
  return { userId, row };
}

async function lockItem(tx: Db, actor: Actor, itemId: number) {
  const { userId, row } = await lockHeld(
    tx,
    actor,
    () => tx.item.findUnique({ where: { id: itemId }, select: itemColumns }),
    "No such monster or relic.",
  );
  const { inventory: _inventory, ...item } = row;
  return { userId, item };
}

const what = (type: ItemType) => (type === "monster" ? "monster" : "relic");

/**
 * A staff change to one row of a player's inventory: checks the input (every
 * change gives a reason), then in one transaction `change` locks and changes
 * the row, and the History staff_action row records it as it was and became.
 */
function inventoryChange<Input extends z.ZodType<{ reason: string }>, Result>(
  kind: keyof typeof inventoryStaffActions,
  schema: Input,
  change: (
    tx: Db,
    actor: Actor,
    id: number,
    input: z.output<Input>,
  ) => Promise<{ userId: string; before: unknown; after: unknown; result: Result }>,
) {
  return (deps: Pick<AppDeps, "db">, actor: Actor, id: number, input: z.input<Input>) => {
    const parsed = schema.parse(input);
    return deps.db.$transaction(async (tx) => {
      const { userId, before, after, result } = await change(tx, actor, id, parsed);
      await recordStaffAction(tx, actor, userId, {
        action: inventoryStaffActions[kind],
        reason: parsed.reason,
        before,
        after,
      });
      return { ...result, userId };
    });
  };
}

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
