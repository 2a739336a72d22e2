// The inventory screen: monsters, relics and ingredients with what the player
// can do with each (sell price, upgrade cost, transcend), slot and cap usage
// (VIP included), optionally filtered and sorted.
import { z } from "zod";
import { type Quality, qualities } from "../catalogue/basics.ts";
import { ingredients } from "../catalogue/ingredients.ts";
import { findMonster } from "../catalogue/monsters.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { monsterMaxLevel, relicMaxLevel } from "../progression/levels.ts";
import { inventorySorts } from "../words/display-names.ts";
import { type Capacities, effectiveCapacities } from "./capacity.ts";
import { mergeXp } from "./merge-monster.ts";
import { blackMarketExchangeRate, relicUpgradeCost, sellPrice } from "./prices.ts";

export const InventoryQuerySchema = z.object({
  type: z.enum(["all", "monster", "relic", "ingredient"]).default("all"),
  quality: z.enum(["all", ...qualities]).default("all"),
  sort: z.enum(inventorySorts).default("level"),
});
export type InventoryQuery = z.input<typeof InventoryQuerySchema>;

export interface InventoryItemView {
  id: number;
  type: "monster" | "relic";
  name: string;
  quality: Quality;
  level: number;
  xp: number;
  maxLevel: number;
  skinId: string | null;
  skins: string[];
  element: string | null;
  createdAt: Date;
  sellPrice: number;
  /** Team slots (0..2) this monster is in, or that carry this relic. */
  teams: number[];
  canTranscend: boolean;
  /** Xp another monster of its kind gains if this one is merged into it (monsters only). */
  mergeXp: number | null;
  upgradeCost: { gold: number; ingredientRarity: Quality; ingredientQuantity: number } | null;
}

export interface IngredientView {
  name: string;
  rarity: Quality;
  quantity: number;
  sellPrice: number;
}

export interface InventoryView {
  capacities: Capacities;
  usage: { monsterSlots: number; relicSlots: number; ingredientSlots: number };
  monsters: InventoryItemView[];
  relics: InventoryItemView[];
  ingredients: IngredientView[];
  /** Every ingredient there is, for the black market's "receive" choice, and its rate. */
  ingredientCatalogue: { name: string; rarity: Quality }[];
  blackMarketRate: { give: number; receive: number };
}

/** The columns of a monster or relic as its lists show it (the player's inventory and the console's). */
export const heldItemSelect = {
  id: true,
  type: true,
  name: true,
  quality: true,
  level: true,
  xp: true,
  skinId: true,
  createdAt: true,
} as const;

const qualityRank = (quality: Quality) => qualities.indexOf(quality);

export async function listInventory(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; query?: InventoryQuery; now: Date },
): Promise<InventoryView> {
  const query = InventoryQuerySchema.parse(input.query ?? {});
  // Three independent reads at once (Prisma's nested select ran eight queries one after another).
  const where = { inventory: { userId: input.userId } };
  const [inventory, itemRows, members] = await Promise.all([
    deps.db.inventory.findUnique({
      where: { userId: input.userId },
      select: {
        monsterSlots: true,
        relicSlots: true,
        ingredientSlots: true,
        ingredientsCap: true,
        user: { select: { vipExpiresAt: true } },
        ingredients: { select: { name: true, quantity: true } },
      },
    }),
    deps.db.item.findMany({
      where,
      orderBy: { id: "asc" },
      select: heldItemSelect,
    }),
    deps.db.teamMember.findMany({
      where: { team: where },
      select: { monsterId: true, relicId: true, team: { select: { slot: true } } },
    }),
  ]);
  if (!inventory) throw new AppError("not_found", "No such player.");
  const capacities = effectiveCapacities(inventory, inventory.user, input.now);
  // The team slots each monster is in and each relic is carried in (each at most once per team).
  const teamSlots = new Map<number, number[]>();
  const mark = (itemId: number, slot: number) =>
    teamSlots.set(itemId, [...(teamSlots.get(itemId) ?? []), slot]);
  for (const member of members) {
    mark(member.monsterId, member.team.slot);
    if (member.relicId !== null) mark(member.relicId, member.team.slot);
  }
  const items: InventoryItemView[] = itemRows.map((item) => {
    const monster = item.type === "monster" ? findMonster(item.name) : undefined;
    const maxLevel = item.type === "monster" ? monsterMaxLevel : relicMaxLevel;
    return {
      id: item.id,
      type: item.type,
      name: item.name,
      quality: item.quality,
      level: item.level,
      xp: item.xp,
      maxLevel,
      skinId: item.skinId ?? monster?.skins[0] ?? null,
      skins: monster ? [...monster.skins] : [],
      element: monster?.element ?? null,
      createdAt: item.createdAt,
      sellPrice: sellPrice(item.type, item.quality, item.level),
      teams: (teamSlots.get(item.id) ?? []).sort((a, b) => a - b),
      canTranscend: item.type === "monster" && item.level >= monsterMaxLevel,
      mergeXp: item.type === "monster" ? mergeXp(item) : null,
      upgradeCost:
        item.type === "relic" && item.level < relicMaxLevel
          ? relicUpgradeCost(item.quality, item.level)
          : null,
    };
  });
  const ingredientViews: IngredientView[] = inventory.ingredients
    .filter((row) => row.quantity > 0)
    .map((row) => {
      const definition = ingredients.find((candidate) => candidate.name === row.name);
      return {
        name: row.name,
        rarity: definition?.rarity ?? "common",
        quantity: row.quantity,
        sellPrice: definition?.sellPrice ?? 0,
      };
    });
  const usage = {
    monsterSlots: items.filter((item) => item.type === "monster").length,
    relicSlots: items.filter((item) => item.type === "relic").length,
    ingredientSlots: ingredientViews.length,
  };

  const byQuality = <T extends { quality?: Quality; rarity?: Quality }>(row: T) =>
    query.quality === "all" || (row.quality ?? row.rarity) === query.quality;
  const sortItems = (list: InventoryItemView[]) =>
    [...list].sort((a, b) => {
      switch (query.sort) {
        case "quality":
          return (
            qualityRank(b.quality) - qualityRank(a.quality) ||
            b.level - a.level ||
            a.name.localeCompare(b.name)
          );
        case "name":
          return a.name.localeCompare(b.name) || b.level - a.level;
        case "newest":
          return b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
        default:
          return (
            b.level - a.level ||
            qualityRank(b.quality) - qualityRank(a.quality) ||
            a.name.localeCompare(b.name)
          );
      }
    });
  const show = (type: "monster" | "relic" | "ingredient") => query.type === "all" || query.type === type;
  return {
    capacities,
    usage,
    monsters: show("monster")
      ? sortItems(items.filter((item) => item.type === "monster").filter(byQuality))
      : [],
    relics: show("relic") ? sortItems(items.filter((item) => item.type === "relic").filter(byQuality)) : [],
    ingredients: show("ingredient")
      ? ingredientViews
          .filter(byQuality)
          .sort((a, b) => qualityRank(b.rarity) - qualityRank(a.rarity) || a.name.localeCompare(b.name))
      : [],
    ingredientCatalogue: ingredients.map(({ name, rarity }) => ({ name, rarity })),
    blackMarketRate: { ...blackMarketExchangeRate },
  };
}
