// Eggs: the observed share of each quality against the published odds, per egg
// and odds version, from every recorded pull (SummonPull). Like the monster
// rates it describes all pulls so far, so the range does not apply.
import { qualities } from "../catalogue/basics.ts";
import { findSummonEgg } from "../catalogue/summons.ts";
import type { AppDeps } from "../context.ts";
import { oddsOf, ratesWithPity } from "../summons/pull.ts";
import { round } from "./activity.ts";

type Deps = Pick<AppDeps, "dbRead">;

export interface SummonRateRow {
  egg: string;
  oddsVersion: string;
  quality: string;
  /** Pulls of this egg and version that gave this quality. */
  pulls: number;
  /** Pulls of this egg and version in all. */
  eggPulls: number;
  /** Fractions (0–1): observed, published per pull, and published with the guarantee counted. */
  observed: number;
  published: number;
  withGuarantee: number;
}

/**
 * One row per egg, odds version and quality the egg lists. The published
 * figures are the current catalogue's, shown only for the version it
 * publishes now; a retired version's rows carry its observed share alone (published 0).
 */
export async function summonRates(deps: Deps): Promise<SummonRateRow[]> {
  const counts = await deps.dbRead.summonPull.groupBy({
    by: ["egg", "oddsVersion", "quality"],
    _count: { _all: true },
    orderBy: [{ egg: "asc" }, { oddsVersion: "asc" }],
  });
  const totals = new Map<string, number>();
  for (const row of counts) {
    const key = `${row.egg}\u0000${row.oddsVersion}`;
    totals.set(key, (totals.get(key) ?? 0) + row._count._all);
  }
  const rows: SummonRateRow[] = [];
  for (const key of totals.keys()) {
    const [eggId, oddsVersion] = key.split("\u0000") as [string, string];
    const egg = findSummonEgg(eggId);
    const current = egg && egg.oddsVersion === oddsVersion ? egg : null;
    const published = new Map(current ? oddsOf(current).map((row) => [row.quality, row.percent / 100]) : []);
    const withPity = current ? ratesWithPity(current) : null;
    const eggPulls = totals.get(key)!;
    for (const quality of qualities) {
      const pulls =
        counts.find((row) => row.egg === eggId && row.oddsVersion === oddsVersion && row.quality === quality)
          ?._count._all ?? 0;
      if (pulls === 0 && !published.has(quality)) continue;
      rows.push({
        egg: egg?.name ?? eggId,
        oddsVersion,
        quality,
        pulls,
        eggPulls,
        observed: round(pulls / eggPulls, 4),
        published: published.get(quality) ?? 0,
        withGuarantee: withPity ? round(withPity[quality] / 100, 4) : 0,
      });
    }
  }
  return rows;
}
