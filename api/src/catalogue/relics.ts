// The relics a monster can hold, with the stat bonus each gives at level 1.
// The names are stored keys (Item.name).
import type { Quality } from "./basics.ts";
import type { BaseStats } from "./monsters.ts";

export interface RelicDefinition {
  readonly name: string;
  readonly quality: Quality;
  /** Flat bonus to the holder's stats at relic level 1. */
  readonly bonuses: Partial<BaseStats>;
}

export const relics = [
  { name: "Ember Charm", quality: "common", bonuses: { attack: 4 } },
  { name: "Swift Feather", quality: "common", bonuses: { speed: 2 } },
  { name: "Oak Talisman", quality: "common", bonuses: { hp: 20 } },
  { name: "Tide Pearl", quality: "rare", bonuses: { hp: 25, defense: 3 } },
  { name: "Iron Bulwark", quality: "rare", bonuses: { defense: 8 } },
  { name: "Viper Fang", quality: "rare", bonuses: { attack: 7, speed: 1 } },
  { name: "Heartstone", quality: "epic", bonuses: { hp: 60, defense: 5 } },
  { name: "Sage Amulet", quality: "epic", bonuses: { attack: 6, defense: 6 } },
  { name: "Phoenix Plume", quality: "epic", bonuses: { attack: 10, speed: 3 } },
  { name: "Moonlit Locket", quality: "epic", bonuses: { hp: 40, speed: 3 } },
  { name: "Crown of Ages", quality: "legendary", bonuses: { hp: 80, attack: 10, defense: 10 } },
  { name: "Void Prism", quality: "legendary", bonuses: { attack: 18, speed: 4 } },
] as const satisfies readonly RelicDefinition[];
export type RelicName = (typeof relics)[number]["name"];
export const relicNames: readonly RelicName[] = relics.map((relic) => relic.name);
