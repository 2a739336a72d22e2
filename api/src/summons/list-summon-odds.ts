// The published odds (GET /api/summons/odds and the shop page): every egg with
// its chance of each quality per pull, the rates over many pulls once the
// guarantee is counted, the pity rule, the species each quality can give and
// the odds version. For a signed-in player, also how many pulls of each egg
// are left until the guarantee.
import type { Element, Quality } from "../catalogue/basics.ts";
import { pityQualities, summonEggs, summonPool } from "../catalogue/summons.ts";
import type { AppDeps } from "../context.ts";
import { oddsOf, ratesWithPity } from "./pull.ts";

export interface PublishedEggOdds {
  egg: string;
  name: string;
  element: Element | "mixed";
  oddsVersion: string;
  /** Per pull, in percent, best quality last; with the species each quality can give. */
  odds: { quality: Quality; percent: number; withGuaranteePercent: number; species: string[] }[];
  pity: {
    /** An epic or better is guaranteed on this pull after this many in a row without one. */
    pulls: number;
    qualities: Quality[];
    /** The player's pulls left until the guarantee (null for a visitor). */
    pullsUntilGuarantee: number | null;
  };
}

export async function listSummonOdds(
  deps: Pick<AppDeps, "dbRead">,
  input: { userId: string | null },
): Promise<{ eggs: PublishedEggOdds[] }> {
  const counts = input.userId
    ? new Map(
        (
          await deps.dbRead.summonPity.findMany({
            where: { userId: input.userId },
            select: { egg: true, pullsWithoutEpic: true },
          })
        ).map((row) => [row.egg, row.pullsWithoutEpic]),
      )
    : null;
  return {
    eggs: summonEggs.map((egg) => {
      const withGuarantee = ratesWithPity(egg);
      return {
        egg: egg.id,
        name: egg.name,
        element: egg.element,
        oddsVersion: egg.oddsVersion,
        odds: oddsOf(egg).map(({ quality, percent }) => ({
          quality,
          percent,
          withGuaranteePercent: Math.round(withGuarantee[quality] * 10) / 10,
          species: summonPool(egg, quality),
        })),
        pity: {
          pulls: egg.pity.pulls,
          qualities: [...pityQualities],
          pullsUntilGuarantee: counts ? egg.pity.pulls - (counts.get(egg.id) ?? 0) : null,
        },
      };
    }),
  };
}
