// The collection book: every species of the catalogue with the player's status for
// it (owned, seen, unknown), how many of each element they own and have seen, and
// how complete the book is (owned species out of all).
import { type Element, elements, type Quality } from "../catalogue/basics.ts";
import { monsters } from "../catalogue/monsters.ts";
import type { AppDeps } from "../context.ts";
import { type SpeciesStatus, speciesKey, speciesNumber, speciesStatuses } from "./species-record.ts";

export interface CollectionEntry {
  number: number;
  /** The species' address on the site and in the API: /collection/<key>. */
  key: string;
  name: string;
  element: Element;
  quality: Quality;
  status: SpeciesStatus;
}

export interface CollectionView {
  species: CollectionEntry[];
  elements: { element: Element; total: number; owned: number; seen: number }[];
  total: number;
  owned: number;
  seen: number;
  /** Owned species out of all, in whole percent (rounded down: 100 only when every one is owned). */
  completion: number;
}

export async function listCollection(
  deps: Pick<AppDeps, "db">,
  input: { userId: string },
): Promise<CollectionView> {
  const statuses = await speciesStatuses(deps.db, input.userId);
  const species = monsters.map(
    (monster): CollectionEntry => ({
      number: speciesNumber(monster.name),
      key: speciesKey(monster.name),
      name: monster.name,
      element: monster.element,
      quality: monster.quality,
      status: statuses.get(monster.name) ?? "unknown",
    }),
  );
  const count = (list: readonly CollectionEntry[], status: SpeciesStatus) =>
    list.filter((entry) => entry.status === status).length;
  const owned = count(species, "owned");
  return {
    species,
    elements: elements.map((element) => {
      const ofElement = species.filter((entry) => entry.element === element);
      return {
        element,
        total: ofElement.length,
        owned: count(ofElement, "owned"),
        seen: count(ofElement, "seen"),
      };
    }),
    total: species.length,
    owned,
    seen: count(species, "seen"),
    completion: Math.floor((owned / species.length) * 100),
  };
}
