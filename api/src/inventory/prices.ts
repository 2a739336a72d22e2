// What the inventory pays and costs: selling a monster or relic, upgrading a
// relic, trading on the black market.
import type { Quality } from "../catalogue/basics.ts";

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

/** Black market: give `give` units of one ingredient for `receive` of another of the same rarity. */
export const blackMarketExchangeRate = { give: 3, receive: 1 } as const;
