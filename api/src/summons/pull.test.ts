// The statistical test of the published odds: 100 000 pulls of every egg
// through the real pull function, from a fixed seed, with the pity count
// carried from pull to pull as the use case carries it. The observed rates are
// checked with Pearson's chi-square test against
// - the published per-pull odds, on the pulls the guarantee did not decide
//   (whether it applies is known before the draw, so those are plain draws);
// - the published rates with the guarantee counted, on all pulls;
// - a uniform draw among the species of each quality.
// And the guarantee itself: never a run of N pulls without an epic or better.
import { describe, expect, it } from "vitest";
import { type Quality, qualities } from "../catalogue/basics.ts";
import { summonEggs, summonPool } from "../catalogue/summons.ts";
import { seededRandom } from "../shop/rotate-shop.ts";
import { isPityQuality, oddsOf, pityCountAfter, pull, ratesWithPity } from "./pull.ts";

const pullsPerEgg = 100_000;
/** Each check fails only if its p-value is below this: 1 in 1 000 for a fair draw. */
const significance = 0.001;

describe("pull", () => {
  it("draws only qualities the egg lists, and species of that quality from the egg's element", () => {
    const random = seededRandom("summons:shape");
    for (const egg of summonEggs) {
      for (let index = 0; index < 2_000; index++) {
        const result = pull(egg, index % egg.pity.pulls, random);
        expect(egg.odds[result.quality as keyof typeof egg.odds] ?? 0).toBeGreaterThan(0);
        expect(summonPool(egg, result.quality)).toContain(result.species);
        if (result.pityApplied) expect(isPityQuality(result.quality)).toBe(true);
      }
    }
  });

  it("applies the guarantee exactly on the Nth pull without an epic or better", () => {
    const egg = summonEggs[0];
    const random = seededRandom("summons:pity-edge");
    expect(pull(egg, egg.pity.pulls - 2, () => 0.999_999).pityApplied).toBe(false);
    for (let index = 0; index < 500; index++) {
      const forced = pull(egg, egg.pity.pulls - 1, random);
      expect(forced.pityApplied).toBe(true);
      expect(isPityQuality(forced.quality)).toBe(true);
    }
    expect(pityCountAfter(5, "epic")).toBe(0);
    expect(pityCountAfter(5, "legendary")).toBe(0);
    expect(pityCountAfter(5, "rare")).toBe(6);
  });

  it(`matches the published odds over ${pullsPerEgg.toLocaleString("en")} pulls per egg (chi-square), and the guarantee always holds`, () => {
    const random = seededRandom("summons:statistics:2026-11-26");
    const report: string[] = [];
    for (const egg of summonEggs) {
      const plain = new Map<Quality, number>();
      const all = new Map<Quality, number>();
      const species = new Map<string, number>();
      let pityCount = 0;
      let longestRunWithoutEpic = 0;
      let guaranteed = 0;
      for (let index = 0; index < pullsPerEgg; index++) {
        const result = pull(egg, pityCount, random);
        if (result.pityApplied) guaranteed++;
        else plain.set(result.quality, (plain.get(result.quality) ?? 0) + 1);
        all.set(result.quality, (all.get(result.quality) ?? 0) + 1);
        species.set(result.species, (species.get(result.species) ?? 0) + 1);
        pityCount = pityCountAfter(pityCount, result.quality);
        longestRunWithoutEpic = Math.max(longestRunWithoutEpic, pityCount);
      }

      // The guarantee: at most N − 1 pulls in a row without an epic or better.
      expect(longestRunWithoutEpic).toBeLessThanOrEqual(egg.pity.pulls - 1);

      const odds = oddsOf(egg);
      const perPull = chiSquare(
        odds.map(({ quality }) => plain.get(quality) ?? 0),
        odds.map(({ percent }) => percent / 100),
      );
      const withPity = ratesWithPity(egg);
      const overall = chiSquare(
        odds.map(({ quality }) => all.get(quality) ?? 0),
        odds.map(({ quality }) => withPity[quality] / 100),
      );
      // Nothing is drawn at a quality the egg does not list.
      for (const quality of qualities) if (!(quality in egg.odds)) expect(all.get(quality)).toBeUndefined();

      const speciesChecks = odds
        .map(({ quality }) => summonPool(egg, quality))
        .filter((pool) => pool.length > 1)
        .map((pool) =>
          chiSquare(
            pool.map((name) => species.get(name) ?? 0),
            pool.map(() => 1 / pool.length),
          ),
        );

      report.push(
        `${egg.name.padEnd(13)} ${egg.oddsVersion.padEnd(11)} per pull χ²=${perPull.statistic.toFixed(2)} (df ${perPull.degrees}, p=${perPull.p.toFixed(3)})` +
          `  with guarantee χ²=${overall.statistic.toFixed(2)} (df ${overall.degrees}, p=${overall.p.toFixed(3)})` +
          `  species min p=${Math.min(1, ...speciesChecks.map((check) => check.p)).toFixed(3)}` +
          `  guaranteed pulls ${guaranteed}, longest run without epic+ ${longestRunWithoutEpic}/${egg.pity.pulls - 1}`,
      );
      expect(perPull.p, `${egg.name}: per-pull odds`).toBeGreaterThan(significance);
      expect(overall.p, `${egg.name}: rates with the guarantee`).toBeGreaterThan(significance);
      for (const check of speciesChecks)
        expect(check.p, `${egg.name}: species`).toBeGreaterThan(significance);
    }
    console.info(`Summon odds, ${pullsPerEgg} pulls per egg:\n${report.join("\n")}`);
  });

  it("publishes rates with the guarantee that add up to 100 and raise epic or better", () => {
    for (const egg of summonEggs) {
      const rates = ratesWithPity(egg);
      expect(Object.values(rates).reduce((sum, rate) => sum + rate, 0)).toBeCloseTo(100, 9);
      for (const { quality, percent } of oddsOf(egg)) {
        if (isPityQuality(quality)) expect(rates[quality]).toBeGreaterThanOrEqual(percent);
        else expect(rates[quality]).toBeLessThanOrEqual(percent);
      }
    }
  });
});

/** Pearson's chi-square goodness of fit: observed counts against expected shares. */
function chiSquare(observed: number[], shares: number[]): { statistic: number; degrees: number; p: number } {
  const total = observed.reduce((sum, count) => sum + count, 0);
  const statistic = observed.reduce((sum, count, index) => {
    const expected = total * shares[index]!;
    return sum + (count - expected) ** 2 / expected;
  }, 0);
  const degrees = observed.length - 1;
  return { statistic, degrees, p: degrees === 0 ? 1 : upperGammaRegularized(degrees / 2, statistic / 2) };
}

/** Q(a, x), the regularized upper incomplete gamma function: the chi-square tail is Q(df / 2, χ² / 2). */
function upperGammaRegularized(a: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefix = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    // Series for the lower function P, then Q = 1 − P.
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000; n++) {
      term *= x / (a + n);
      sum += term;
      if (term < sum * 1e-15) break;
    }
    return 1 - sum * Math.exp(logPrefix);
  }
  // Continued fraction for Q (modified Lentz).
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let n = 1; n < 1000; n++) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(logPrefix) * h;
}

/** ln Γ(a) for a half of a whole number, as chi-square's a = df / 2 always is: Γ(a + 1) = a Γ(a). */
function logGamma(a: number): number {
  let value = Number.isInteger(a) ? 0 : Math.log(Math.sqrt(Math.PI));
  for (let step = Number.isInteger(a) ? 1 : 0.5; step < a; step++) value += Math.log(step);
  return value;
}
