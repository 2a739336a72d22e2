// The overview's KPI tiles: each KPI over the range and over the same-length
// period before it, with the relative change.
import type { AppDeps } from "../context.ts";
import { round } from "./activity.ts";
import {
  type AnalyticsQuery,
  type AnalyticsQueryInput,
  AnalyticsQuerySchema,
  previousPeriod,
} from "./analytics-query.ts";

// Metrics only read, and tolerate replica lag: they query the read replica when there is one.
type Deps = Pick<AppDeps, "dbRead">;

export interface KpiRow {
  kpi: string;
  current: number;
  previous: number;
  /** (current − previous) / previous; null when the previous period had none. */
  change: number | null;
}

async function periodKpis(deps: Deps, query: AnalyticsQuery): Promise<Map<string, number>> {
  const rows = await deps.dbRead.$queryRaw<{ kpi: string; value: number }[]>`
    SELECT 'Average DAU' AS kpi, (coalesce(sum(dau), 0)::float8 / ${query.days}::int) AS value
    FROM "ActivityDaily" WHERE day BETWEEN ${query.from}::date AND ${query.to}::date
    UNION ALL
    SELECT 'New players', count(*)::float8 FROM "User"
    WHERE "createdAt" >= ${query.from}::date AND "createdAt" < ${query.to}::date + 1 AND role = 'player'
    UNION ALL
    SELECT 'Payers', count(DISTINCT "userId")::float8 FROM "Transaction"
    WHERE "createdAt" >= ${query.from}::date AND "createdAt" < ${query.to}::date + 1 AND status = 'completed'
    UNION ALL
    SELECT 'Revenue ' || upper(currency), sum(price)::float8 / 100 FROM "Transaction"
    WHERE "createdAt" >= ${query.from}::date AND "createdAt" < ${query.to}::date + 1 AND status = 'completed'
    GROUP BY currency
    UNION ALL
    SELECT 'Shop sales', count(*)::float8 FROM "ShopItemTransaction"
    WHERE "boughtAt" >= ${query.from}::date AND "boughtAt" < ${query.to}::date + 1
    UNION ALL
    SELECT 'Promo redemptions', count(*)::float8 FROM "PromoCodeRedemption"
    WHERE "redeemedAt" >= ${query.from}::date AND "redeemedAt" < ${query.to}::date + 1`;
  return new Map(rows.map((row) => [row.kpi, row.value]));
}

export async function overviewKpis(deps: Deps, input: AnalyticsQueryInput): Promise<KpiRow[]> {
  const query = AnalyticsQuerySchema.parse(input);
  const [current, previous] = await Promise.all([
    periodKpis(deps, query),
    periodKpis(deps, previousPeriod(query)),
  ]);
  const names = [...new Set([...current.keys(), ...previous.keys()])];
  return names.map((kpi) => {
    const now = round(current.get(kpi) ?? 0, 2);
    const before = round(previous.get(kpi) ?? 0, 2);
    return {
      kpi,
      current: now,
      previous: before,
      change: before > 0 ? round((now - before) / before, 4) : null,
    };
  });
}
