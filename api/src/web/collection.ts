// The collection as the game's pages reach it (`context.collection`): the book, a
// species, one of the player's monsters and the element chart, through the same use
// cases the HTTP routes call. The book and the chart answer their value; a species or
// a monster read by its address answers an Outcome (./outcome.ts).
import { elementChart } from "../collection/element-chart.ts";
import { getOwnedMonster } from "../collection/get-owned-monster.ts";
import { getSpecies } from "../collection/get-species.ts";
import { listCollection } from "../collection/list-collection.ts";
import type { AppDeps } from "../context.ts";
import { attempt } from "./outcome.ts";

export function createWebCollection(deps: AppDeps) {
  return {
    book: (userId: string) => listCollection(deps, { userId }),
    species: (userId: string, key: string) => attempt(() => getSpecies(deps, { userId, key })),
    monster: (userId: string, monsterId: number) =>
      attempt(() => getOwnedMonster(deps, { userId, monsterId })),
    elementChart: () => elementChart(),
  };
}

export type WebCollection = ReturnType<typeof createWebCollection>;
