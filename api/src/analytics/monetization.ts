// Money metrics: real-money revenue (Transaction, completed, minor units of
// each currency — currencies are never added together), the per-player
// ratios, shop sales and active VIPs.

import type { AppDeps } from "../context.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { activeUsers, bucketSql, round } from "./activity.ts";
import { type AnalyticsQueryInput, AnalyticsQuerySchema } from "./analytics-query.ts";
import { describeRates, reportingCurrency } from "./reporting-currency.ts";

// Metrics only read, and tolerate replica lag: they query the read replica when there is one.
type Deps = Pick<AppDeps, "dbRead">;

export interface RevenueRow {
  bucket: string;
  country: string;
  currency: string;
  /** Minor units (cents) of `currency`. */
  revenue: number;
  purchases: number;
}

/** Completed purchases per bucket, country and currency, over Transaction(createdAt). */
export async function revenue(deps: Deps, input: AnalyticsQueryInput): Promise<RevenueRow[]> {
  const query = AnalyticsQuerySchema.parse(input);
  return deps.dbRead.$queryRaw<RevenueRow[]>`
    SELECT ${bucketSql(query.granularity, Prisma.sql`"createdAt"`)} AS bucket,
      coalesce(upper(country), '??') AS country, lower(currency) AS currency,
      sum(price)::float8 AS revenue, count(*)::int AS purchases
    FROM "Transaction"
    WHERE "createdAt" >= ${query.from}::date AND "createdAt" < ${query.to}::date + 1 AND status = 'completed'
    GROUP BY 1, 2, 3 ORDER BY 1, 3, 4 DESC`;
}

export interface ReportingRevenueRow {
  bucket: string;
  /** The reporting currency (analytics/reporting-currency.ts). */
  currency: string;
  /** Minor units of the reporting currency: every currency's revenue converted and added. */
  revenue: number;
  purchases: number;
  /** Purchases in a currency the rate table lacks: not in `revenue`. */
  unconvertedPurchases: number;
  ratesAsOf: string;
  /** The rates in words ("1 EUR = 1.16 USD, …"), for the chart's caption and the CSV. */
  rates: string;
}

/** Revenue per bucket in the one reporting currency, at the dated rate table. */
export async function reportingRevenue(
  deps: Deps,
  input: AnalyticsQueryInput,
): Promise<ReportingRevenueRow[]> {
  const rates: Record<string, number> = reportingCurrency.rates;
  const byBucket = new Map<string, ReportingRevenueRow>();
  for (const row of await revenue(deps, input)) {
    const total = byBucket.get(row.bucket) ?? {
      bucket: row.bucket,
      currency: reportingCurrency.currency,
      revenue: 0,
      purchases: 0,
      unconvertedPurchases: 0,
      ratesAsOf: reportingCurrency.ratesAsOf,
      rates: describeRates(),
    };
    const rate = rates[row.currency];
    if (rate === undefined) total.unconvertedPurchases += row.purchases;
    else {
      total.revenue += row.revenue * rate;
      total.purchases += row.purchases;
    }
    byBucket.set(row.bucket, total);
  }
  return [...byBucket.values()].map((row) => ({ ...row, revenue: Math.round(row.revenue) }));
}

export interface MonetizationRow {
  bucket: string;
  currency: string;
  revenue: number;
  payers: number;
  activePlayers: number;
  playerDays: number;
  /** Revenue per daily active player: revenue / player-days. */
  arpdau: number;
  /** Revenue per paying player: revenue / payers. */
  arppu: number;
  /** Payers / distinct active players of the bucket (all currencies' payers count for their currency). */
  conversion: number;
}

/**
 * ARPDAU, ARPPU and payer conversion per bucket and currency. Payers are the
 * distinct players with a completed purchase in the bucket; actives and
 * player-days come from the activity metric, so the ratios share its definitions.
 */
export async function monetization(deps: Deps, input: AnalyticsQueryInput): Promise<MonetizationRow[]> {
  const query = AnalyticsQuerySchema.parse(input);
  const [activity, money] = await Promise.all([
    activeUsers(deps, query),
    deps.dbRead.$queryRaw<{ bucket: string; currency: string; revenue: number; payers: number }[]>`
      SELECT ${bucketSql(query.granularity, Prisma.sql`"createdAt"`)} AS bucket, lower(currency) AS currency,
        sum(price)::float8 AS revenue, count(DISTINCT "userId")::int AS payers
      FROM "Transaction"
      WHERE "createdAt" >= ${query.from}::date AND "createdAt" < ${query.to}::date + 1 AND status = 'completed'
      GROUP BY 1, 2 ORDER BY 1, 2`,
  ]);
  const byBucket = new Map(activity.map((row) => [row.bucket, row]));
  return money.map((row) => {
    const active = byBucket.get(row.bucket);
    const playerDays = active?.playerDays ?? 0;
    const activePlayers = active?.activePlayers ?? 0;
    return {
      ...row,
      activePlayers,
      playerDays,
      arpdau: playerDays > 0 ? round(row.revenue / playerDays, 2) : 0,
      arppu: row.payers > 0 ? round(row.revenue / row.payers, 2) : 0,
      conversion: activePlayers > 0 ? round(row.payers / activePlayers, 4) : 0,
    };
  });
}

export interface ShopSalesRow {
  item: string;
  category: string;
  currency: string;
  sales: number;
  /** Gold or gems spent on the item. */
  spent: number;
}

/** Shop sales per item over the range (with its category), over ShopItemTransaction(boughtAt). */
export async function shopSales(deps: Deps, input: AnalyticsQueryInput): Promise<ShopSalesRow[]> {
  const query = AnalyticsQuerySchema.parse(input);
  return deps.dbRead.$queryRaw<ShopSalesRow[]>`
    SELECT i.name AS item, i.category::text AS category, s.currency::text AS currency, s.sales, s.spent
    FROM (
      SELECT "shopItemId", currency, count(*)::int AS sales, sum(price)::float8 AS spent
      FROM "ShopItemTransaction"
      WHERE "boughtAt" >= ${query.from}::date AND "boughtAt" < ${query.to}::date + 1
      GROUP BY 1, 2
    ) s
    JOIN "ShopItem" i ON i.id = s."shopItemId"
    ORDER BY s.sales DESC, i.name`;
}

export interface VipRow {
  bucket: string;
  /** Players with VIP at the end of the bucket's last hour on record. */
  activeVips: number;
}

/**
 * Active VIPs per bucket, from the hourly KPI snapshots (GeneralStats
 * "active_vips", written by the stats job): the User table only knows who is
 * VIP now. A bucket without a snapshot is left out.
 */
export async function activeVips(deps: Deps, input: AnalyticsQueryInput): Promise<VipRow[]> {
  const query = AnalyticsQuerySchema.parse(input);
  return deps.dbRead.$queryRaw<VipRow[]>`
    SELECT DISTINCT ON (1) ${bucketSql(query.granularity, Prisma.sql`bucket`)} AS bucket,
      value::int AS "activeVips"
    FROM "GeneralStats"
    WHERE name = 'active_vips' AND bucket >= ${query.from}::date AND bucket < ${query.to}::date + 1
    ORDER BY 1, "GeneralStats".bucket DESC`;
}
