// The ingredients players collect, trade on the black market and spend on relic
// upgrades, with the gold each sells for. The names are stored keys (Ingredient.name).
import type { Quality } from "./basics.ts";

export interface IngredientDefinition {
  readonly name: string;
  readonly rarity: Quality;
  /** Gold paid per unit sold. */
  readonly sellPrice: number;
}

export const ingredients = [
  { name: "Slime Jelly", rarity: "common", sellPrice: 5 },
  { name: "Wolf Fang", rarity: "common", sellPrice: 6 },
  { name: "Glowcap Mushroom", rarity: "common", sellPrice: 6 },
  { name: "Iron Ore", rarity: "common", sellPrice: 8 },
  { name: "Ember Ash", rarity: "rare", sellPrice: 20 },
  { name: "River Pearl", rarity: "rare", sellPrice: 22 },
  { name: "Feather Down", rarity: "rare", sellPrice: 18 },
  { name: "Frost Crystal", rarity: "epic", sellPrice: 60 },
  { name: "Moon Petal", rarity: "epic", sellPrice: 55 },
  { name: "Shadow Essence", rarity: "epic", sellPrice: 65 },
  { name: "Dragon Scale", rarity: "legendary", sellPrice: 180 },
  { name: "Star Dust", rarity: "legendary", sellPrice: 200 },
] as const satisfies readonly IngredientDefinition[];
export type IngredientName = (typeof ingredients)[number]["name"];
export const ingredientNames: readonly IngredientName[] = ingredients.map((ingredient) => ingredient.name);
