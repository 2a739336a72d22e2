// The eggs on sale: each one a random pull of a monster by quality, with its
// published odds, the pool it draws from and its pity rule. The shop sells
// them (catalogue/shop.ts, category "monsters"); the pull itself is
// summons/pull.ts. Odds and pity are published as they are written here
// (GET /api/summons/odds and the shop page), so changing any of them means a
// new oddsVersion: every recorded pull names the version it was drawn with.
import type { Currency, Element, Quality } from "./basics.ts";
import { type MonsterName, monsters } from "./monsters.ts";

export interface SummonEggDefinition {
  /** Unique and stable: the ShopGrant's `egg`, SummonPull.egg and SummonPity.egg. */
  readonly id: string;
  /** The shop item's name (ShopItem.name). */
  readonly name: string;
  /** The species it can hold: one element's, or every species ("mixed"). */
  readonly element: Element | "mixed";
  readonly tier: 1 | 2 | 3 | 4 | 5;
  readonly price: number;
  readonly currency: Currency;
  /** Chance of each quality per pull, in percent; they add up to 100. A quality left out is never drawn. */
  readonly odds: Readonly<Partial<Record<Quality, number>>>;
  /** Names the odds and the pity rule: a new value whenever either changes. */
  readonly oddsVersion: string;
  /** An epic or better is guaranteed on the `pulls`th pull of this egg in a row without one. */
  readonly pity: { readonly pulls: number };
}

/** The qualities the pity rule guarantees: "epic or better". */
export const pityQualities = ["epic", "legendary"] as const satisfies readonly Quality[];

/** Every element egg has the same shape: 1 in 10 epic or better, a guarantee within 30 pulls. */
const elementEgg = (
  id: string,
  name: string,
  element: Element,
  tier: 2 | 3,
  odds: SummonEggDefinition["odds"],
): SummonEggDefinition => ({
  id,
  name,
  element,
  tier,
  price: 1500,
  currency: "gold",
  odds,
  oddsVersion: `${id}-1`,
  pity: { pulls: 30 },
});

export const summonEggs = [
  {
    id: "wild",
    name: "Wild Egg",
    element: "mixed",
    tier: 1,
    price: 900,
    currency: "gold",
    odds: { common: 72, rare: 22, epic: 5, legendary: 1 },
    oddsVersion: "wild-1",
    pity: { pulls: 40 },
  },
  // Elements without an epic (or legendary) species leave that quality out; their
  // chance of epic or better is still 10 %.
  elementEgg("ember", "Ember Egg", "fire", 2, { common: 60, rare: 30, epic: 8, legendary: 2 }),
  elementEgg("tide", "Tide Egg", "water", 2, { common: 60, rare: 30, epic: 10 }),
  elementEgg("grove", "Grove Egg", "nature", 2, { common: 60, rare: 30, legendary: 10 }),
  elementEgg("stone", "Stone Egg", "earth", 2, { common: 60, rare: 30, epic: 10 }),
  elementEgg("gale", "Gale Egg", "air", 3, { common: 60, rare: 30, epic: 8, legendary: 2 }),
  elementEgg("dawn", "Dawn Egg", "light", 3, { common: 60, rare: 30, epic: 8, legendary: 2 }),
  elementEgg("dusk", "Dusk Egg", "shadow", 3, { common: 60, rare: 30, legendary: 10 }),
  {
    id: "radiant",
    name: "Radiant Egg",
    element: "mixed",
    tier: 4,
    price: 300,
    currency: "gems",
    odds: { rare: 70, epic: 25, legendary: 5 },
    oddsVersion: "radiant-1",
    pity: { pulls: 10 },
  },
  {
    id: "starborn",
    name: "Starborn Egg",
    element: "mixed",
    tier: 5,
    price: 900,
    currency: "gems",
    odds: { rare: 40, epic: 45, legendary: 15 },
    oddsVersion: "starborn-1",
    pity: { pulls: 5 },
  },
] as const satisfies readonly SummonEggDefinition[];

export type SummonEggId = (typeof summonEggs)[number]["id"];
export const summonEggIds: readonly SummonEggId[] = summonEggs.map((egg) => egg.id);

/** The standard summon: on sale every day beside the rotation's eggs (shopRotation.alwaysOnSale). */
export const standardEgg = summonEggs[0];

export function findSummonEgg(id: string): SummonEggDefinition | undefined {
  return summonEggs.find((egg) => egg.id === id);
}

/** The species an egg can give at a quality: the catalogue's of that quality (and element). */
export function summonPool(egg: Pick<SummonEggDefinition, "element">, quality: Quality): MonsterName[] {
  return monsters
    .filter(
      (monster) =>
        monster.quality === quality && (egg.element === "mixed" || monster.element === egg.element),
    )
    .map((monster) => monster.name);
}
