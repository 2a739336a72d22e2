// The console's list of one player's monsters and relics.
import { z } from "zod";
import { findMonster } from "../catalogue/monsters.ts";
import type { AppDeps } from "../context.ts";
import { idsWhere, pageArgs } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import type { ItemType, Quality } from "../generated/prisma/client.ts";
import type { StaffListQuery } from "../staff/list-query.ts";
import { skinName } from "../words/display-names.ts";
import { inventoryIdOf, maxLevelOf } from "./inventory-staff-record.ts";
import { heldItemSelect } from "./list-inventory.ts";

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
  /** The equipped skin's key (Item.skinId, the species' first when none is set): what its picture is drawn from. */
  skinId: string | null;
  skin: string | null;
  createdAt: Date;
}

export async function listPlayerItems(
  deps: Pick<AppDeps, "db">,
  query: StaffListQuery<z.output<typeof PlayerItemFilterSchema>, (typeof playerItemSortFields)[number]>,
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
      skinId,
      skin: skinId ? skinName(skinId) : null,
    };
  });
  return { rows, total };
}
