// What the inventory pays and costs: selling a monster, relic or ingredient,
// upgrading a relic, trading on the black market. The use cases (sell.ts,
// upgrade-relic.ts, black-market-trade.ts) and the demo seed apply these.
import type { Quality } from "../catalogue/basics.ts";
import { ingredients } from "../catalogue/ingredients.ts";
import { relicMaxLevel } from "../progression/levels.ts";

/** Gold paid for selling a level-1 monster or relic; each level above 1 adds 10 %. */
export const sellPrices = {
  monster: { common: 50, rare: 200, epic: 800, legendary: 3000 },
  relic: { common: 40, rare: 150, epic: 600, legendary: 2500 },
  perLevelBonus: 0.1,
} as const satisfies {
  monster: Record<Quality, number>;
  relic: Record<Quality, number>;
  perLevelBonus: number;
};

export function sellPrice(type: "monster" | "relic", quality: Quality, level: number): number {
  return Math.round(sellPrices[type][quality] * (1 + sellPrices.perLevelBonus * (level - 1)));
}

/** Gold paid for selling `quantity` units of an ingredient: its catalogue unit price times the quantity. */
export function ingredientSellPrice(name: string, quantity: number): number {
  const definition = ingredients.find((ingredient) => ingredient.name === name);
  if (!definition) throw new Error(`Unknown ingredient: ${name}`);
  return definition.sellPrice * quantity;
}

const relicUpgradeQualityFactor: Readonly<Record<Quality, number>> = {
  common: 1,
  rare: 2,
  epic: 4,
  legendary: 8,
};

/** Cost of upgrading a relic from `level` to `level + 1`: gold plus ingredients of the relic's rarity. */
export function relicUpgradeCost(
  quality: Quality,
  level: number,
): { gold: number; ingredientRarity: Quality; ingredientQuantity: number } {
  return {
    gold: 100 * level * relicUpgradeQualityFactor[quality],
    ingredientRarity: quality,
    ingredientQuantity: level + 1,
  };
}

/** Upgrading a relic one level with `ingredient`: what it takes and the level it reaches, or why not. */
export type RelicUpgrade =
  | { ok: true; level: number; gold: number; ingredient: { name: string; quantity: number } }
  | { ok: false; reason: "max_level" }
  | { ok: false; reason: "wrong_ingredient"; rarity: Quality };

/**
 * A relic below relicMaxLevel goes up one level for relicUpgradeCost: its gold
 * and that many units of `ingredient`, which must be of the relic's rarity.
 * Whether the player holds them is the caller's check.
 */
export function relicUpgrade(relic: { quality: Quality; level: number }, ingredient: string): RelicUpgrade {
  if (relic.level >= relicMaxLevel) return { ok: false, reason: "max_level" };
  const cost = relicUpgradeCost(relic.quality, relic.level);
  const definition = ingredients.find((candidate) => candidate.name === ingredient);
  if (!definition || definition.rarity !== cost.ingredientRarity) {
    return { ok: false, reason: "wrong_ingredient", rarity: cost.ingredientRarity };
  }
  return {
    ok: true,
    level: relic.level + 1,
    gold: cost.gold,
    ingredient: { name: ingredient, quantity: cost.ingredientQuantity },
  };
}

/** Black market: give `give` units of one ingredient for `receive` of another of the same rarity. */
export const blackMarketExchangeRate = { give: 3, receive: 1 } as const;

/** A black-market trade `times` over: what is given and received, or why it is refused. */
export type BlackMarketExchange =
  | {
      ok: true;
      give: { name: string; quantity: number };
      receive: { name: string; quantity: number };
    }
  | { ok: false; reason: "unknown_ingredient" | "same_ingredient" | "different_rarity" };

/** Trades `give` for another ingredient `receive` of the same rarity at blackMarketExchangeRate, `times` over. */
export function blackMarketExchange(give: string, receive: string, times = 1): BlackMarketExchange {
  const given = ingredients.find((ingredient) => ingredient.name === give);
  const wanted = ingredients.find((ingredient) => ingredient.name === receive);
  if (!given || !wanted) return { ok: false, reason: "unknown_ingredient" };
  if (given.name === wanted.name) return { ok: false, reason: "same_ingredient" };
  if (given.rarity !== wanted.rarity) return { ok: false, reason: "different_rarity" };
  return {
    ok: true,
    give: { name: given.name, quantity: blackMarketExchangeRate.give * times },
    receive: { name: wanted.name, quantity: blackMarketExchangeRate.receive * times },
  };
}
