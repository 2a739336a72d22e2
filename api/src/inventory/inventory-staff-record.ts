// What the staff use cases of one player's inventory share: the actions they
// record, the page of a player's list, and a change's locks and audit row.
// Each change runs in one transaction with its History `staff_action` row
// ({action, reason, before, after}). Granting goes through the player grant
// (players/grant-to-player.ts), so there is one way to give things.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import type { ItemType } from "../generated/prisma/client.ts";
import { lockTarget } from "../players/player-record.ts";
import { monsterMaxLevel, relicMaxLevel } from "../progression/levels.ts";
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

export const reasonSchema = z.string().trim().min(3, "Give a reason (at least 3 characters).").max(500);

export async function inventoryIdOf(db: Db, userId: string): Promise<number> {
  const inventory = await db.inventory.findUnique({ where: { userId }, select: { id: true } });
  if (!inventory) throw new AppError("not_found", "No such player.");
  return inventory.id;
}

/** What a change's audit row records of a monster or relic: its list columns but createdAt; and its owner. */
export const itemColumns = {
  ...heldItemSelect,
  createdAt: false,
  inventory: { select: { userId: true } },
} as const;

/**
 * A row of a player's inventory and its owner, both locked; staff may change
 * players' possessions only (lockTarget's rules).
 */
export async function lockHeld<Row extends { inventory: { userId: string } }>(
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

export async function lockItem(tx: Db, actor: Actor, itemId: number) {
  const { userId, row } = await lockHeld(
    tx,
    actor,
    () => tx.item.findUnique({ where: { id: itemId }, select: itemColumns }),
    "No such monster or relic.",
  );
  const { inventory: _inventory, ...item } = row;
  return { userId, item };
}

export const what = (type: ItemType) => (type === "monster" ? "monster" : "relic");

/**
 * A staff change to one row of a player's inventory: checks the input (every
 * change gives a reason), then in one transaction `change` locks and changes
 * the row, and the History staff_action row records it as it was and became.
 */
export function inventoryChange<Input extends z.ZodType<{ reason: string }>, Result>(
  kind: keyof typeof inventoryStaffActions,
  schema: Input,
  change: (
    tx: Db,
    actor: Actor,
    id: number,
    input: z.output<Input>,
  ) => Promise<{ userId: string; before: unknown; after: unknown; result: Result }>,
) {
  return (deps: Pick<AppDeps, "db">, input: { actor: Actor; id: number; change: z.input<Input> }) => {
    const { actor, id } = input;
    const parsed = schema.parse(input.change);
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
