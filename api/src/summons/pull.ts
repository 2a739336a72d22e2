// The pull: which quality and species an egg gives, from its published odds,
// the player's pulls since their last epic or better, and a random source.
// Pure, so the statistical test draws through this very function. Also the
// rates a player gets over many pulls once the guarantee is counted, which
// the odds page publishes beside the per-pull odds.
import { randomInt } from "node:crypto";
import { type Quality, qualities } from "../catalogue/basics.ts";
import type { MonsterName } from "../catalogue/monsters.ts";
import { pityQualities, type SummonEggDefinition, summonPool } from "../catalogue/summons.ts";

/** A number in [0, 1). */
export type Random = () => number;

export interface PullResult {
  quality: Quality;
  species: MonsterName;
  /** The guarantee decided this pull: only epic or better could come out. */
  pityApplied: boolean;
}

export type SummonOdds = Pick<SummonEggDefinition, "element" | "odds" | "pity">;

export const isPityQuality = (quality: Quality) => (pityQualities as readonly Quality[]).includes(quality);

/** The qualities an egg can give, with their percentages, in the catalogue's order. */
export function oddsOf(egg: Pick<SummonEggDefinition, "odds">): { quality: Quality; percent: number }[] {
  return qualities.flatMap((quality) => {
    const percent = egg.odds[quality] ?? 0;
    return percent > 0 ? [{ quality, percent }] : [];
  });
}

/**
 * One pull. `pityCount` is how many pulls of this egg in a row gave nothing
 * epic or better; on the `pity.pulls`th such pull the draw is made among the
 * epic-or-better qualities only, in proportion to their published odds. The
 * species is drawn uniformly among the egg's species of the drawn quality.
 */
export function pull(egg: SummonOdds, pityCount: number, random: Random): PullResult {
  const pityApplied = pityCount >= egg.pity.pulls - 1;
  const candidates = oddsOf(egg).filter(({ quality }) => !pityApplied || isPityQuality(quality));
  const quality = pickWeighted(candidates, random).quality;
  const pool = summonPool(egg, quality);
  const species = pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))]!;
  return { quality, species, pityApplied };
}

/** The pity count after a pull of `quality`: back to 0 on epic or better. */
export function pityCountAfter(pityCount: number, quality: Quality): number {
  return isPityQuality(quality) ? 0 : pityCount + 1;
}

function pickWeighted<T extends { percent: number }>(candidates: T[], random: Random): T {
  const total = candidates.reduce((sum, candidate) => sum + candidate.percent, 0);
  let threshold = random() * total;
  for (const candidate of candidates) {
    threshold -= candidate.percent;
    if (threshold < 0) return candidate;
  }
  return candidates[candidates.length - 1]!;
}

/**
 * The share of each quality over a long run of pulls, the guarantee counted
 * (in percent). The pity count is a Markov chain: from count c a pull resets
 * to 0 with the epic-or-better chance p, else goes to c + 1; at N − 1 the pull
 * is guaranteed. Its steady state puts a share (1 − p)^c / Σ (1 − p)^k of
 * pulls at count c, so the guaranteed pulls are the share at N − 1.
 */
export function ratesWithPity(egg: Pick<SummonEggDefinition, "odds" | "pity">): Record<Quality, number> {
  const odds = oddsOf(egg);
  const p =
    odds.filter(({ quality }) => isPityQuality(quality)).reduce((sum, { percent }) => sum + percent, 0) / 100;
  const weights = Array.from({ length: egg.pity.pulls }, (_, count) => (1 - p) ** count);
  const guaranteed = weights[weights.length - 1]! / weights.reduce((sum, weight) => sum + weight, 0);
  const rates = Object.fromEntries(qualities.map((quality) => [quality, 0])) as Record<Quality, number>;
  for (const { quality, percent } of odds) {
    const share = percent / 100;
    rates[quality] =
      100 *
      (isPityQuality(quality)
        ? share * (1 - guaranteed) + (guaranteed * share) / p
        : share * (1 - guaranteed));
  }
  return rates;
}

/** The random source of real pulls: the operating system's, never a seeded one. */
export function secureRandom(): number {
  return randomInt(2 ** 47) / 2 ** 47;
}
