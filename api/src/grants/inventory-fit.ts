// Which part of a reward fits an inventory, and which part overflows to the
// inbox (product.md: what does not fit is never lost). grantReward decides with
// these on the locked inventory; the demo seed decides with them on its
// in-memory players (ADR 116), so both split a reward the same way.
import type { Reward } from "../catalogue/rewards.ts";
import type { Capacities } from "../inventory/capacity.ts";

type Items = NonNullable<Reward["items"]>;
type Ingredients = NonNullable<Reward["ingredients"]>;

/** Items take one slot each, monsters and relics counted apart; in reward order. */
export function fitItems(
  items: Items,
  held: { monster: number; relic: number },
  caps: Pick<Capacities, "monsterSlots" | "relicSlots">,
): { fits: Items; rest: Items } {
  const room = { monster: caps.monsterSlots - held.monster, relic: caps.relicSlots - held.relic };
  const fits: Items = [];
  const rest: Items = [];
  for (const item of items) {
    if (room[item.type] > 0) {
      room[item.type] -= 1;
      fits.push(item);
    } else rest.push(item);
  }
  return { fits, rest };
}

/**
 * A new ingredient needs a free slot; a stack holds up to the cap, and only
 * what is above the cap overflows. Quantities of one name are merged.
 */
export function fitIngredients(
  ingredients: Ingredients,
  held: ReadonlyMap<string, number>,
  caps: Pick<Capacities, "ingredientSlots" | "ingredientsCap">,
): { fits: Ingredients; rest: Ingredients } {
  const quantities = new Map(held);
  let freeSlots = caps.ingredientSlots - quantities.size;
  const fits = new Map<string, number>();
  const rest = new Map<string, number>();
  for (const { name, quantity } of ingredients) {
    if (!quantities.has(name)) {
      if (freeSlots <= 0) {
        rest.set(name, (rest.get(name) ?? 0) + quantity);
        continue;
      }
      freeSlots -= 1;
      quantities.set(name, 0);
    }
    const have = quantities.get(name) ?? 0;
    const added = Math.min(quantity, caps.ingredientsCap - have);
    quantities.set(name, have + added);
    if (added > 0) fits.set(name, (fits.get(name) ?? 0) + added);
    if (quantity - added > 0) rest.set(name, (rest.get(name) ?? 0) + quantity - added);
  }
  const list = (entries: Map<string, number>) => [...entries].map(([name, quantity]) => ({ name, quantity }));
  return { fits: list(fits), rest: list(rest) };
}

/** What an inventory holds, as the fit rules count it. */
export interface Holdings {
  monsters: number;
  relics: number;
  ingredients: ReadonlyMap<string, number>;
}

/**
 * A whole reward's items and ingredients split into what the inventory takes
 * and what overflows (empty when everything fits). Currencies, VIP days and
 * game access always fit and are left out of both.
 */
export function fitReward(
  reward: Reward,
  holdings: Holdings,
  caps: Capacities,
): { fits: Pick<Reward, "items" | "ingredients">; overflow: Pick<Reward, "items" | "ingredients"> } {
  const fits: Pick<Reward, "items" | "ingredients"> = {};
  const overflow: Pick<Reward, "items" | "ingredients"> = {};
  if (reward.items?.length) {
    const split = fitItems(reward.items, { monster: holdings.monsters, relic: holdings.relics }, caps);
    if (split.fits.length) fits.items = split.fits;
    if (split.rest.length) overflow.items = split.rest;
  }
  if (reward.ingredients?.length) {
    const split = fitIngredients(reward.ingredients, holdings.ingredients, caps);
    if (split.fits.length) fits.ingredients = split.fits;
    if (split.rest.length) overflow.ingredients = split.rest;
  }
  return { fits, overflow };
}
