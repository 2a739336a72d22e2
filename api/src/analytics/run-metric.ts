// Every analytics metric by its URL name: what GET /api/admin/analytics/<metric>
// serves. Each answers flat rows (a table, a CSV, a chart's data).
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { activeUsers, newPlayers, retention } from "./activity.ts";
import type { AnalyticsQueryInput, MetricRow } from "./analytics-query.ts";
import { economy } from "./economy.ts";
import { inbox, pollResults, promoRedemptions } from "./engagement.ts";
import { leaderboardScores, monsterRates } from "./game.ts";
import { activeVips, monetization, reportingRevenue, revenue, shopSales } from "./monetization.ts";
import { overviewKpis } from "./overview.ts";
import { summonRates } from "./summons.ts";

type Metric = (deps: Pick<AppDeps, "dbRead">, query: AnalyticsQueryInput) => Promise<object[]>;

export const metrics = {
  overview: overviewKpis,
  "active-users": activeUsers,
  "new-players": newPlayers,
  retention,
  revenue,
  "revenue-reporting": reportingRevenue,
  monetization,
  "shop-sales": shopSales,
  economy,
  "active-vips": activeVips,
  "promo-redemptions": promoRedemptions,
  polls: pollResults,
  inbox,
  monsters: (deps) => monsterRates(deps),
  "leaderboard-scores": (deps) => leaderboardScores(deps),
  summons: (deps) => summonRates(deps),
} satisfies Record<string, Metric>;

export type MetricName = keyof typeof metrics;
export const metricNames = Object.keys(metrics) as [MetricName, ...MetricName[]];

/** Runs one metric; the query is parsed by the metric itself (bad ranges throw a ZodError → 400). */
export async function runMetric(
  deps: Pick<AppDeps, "dbRead">,
  input: { actor: Actor; metric: MetricName; query: AnalyticsQueryInput },
): Promise<MetricRow[]> {
  const metric: Metric = metrics[input.metric];
  return (await metric(deps, input.query)) as MetricRow[];
}
