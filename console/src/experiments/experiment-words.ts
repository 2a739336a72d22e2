// Experiments in the console's words: statuses, the metrics by name, and the
// results' numbers as people read them — rates as percents (their differences
// in percentage points), ARPPU as money of the reporting currency (the API
// counts minor units), other means with two decimals, counts with thousands
// separators, each difference with its 95 % interval and a verdict. Pure:
// experiment-words.test.ts checks it.
import { reportingCurrency } from "@arena/api/analytics/reporting-currency";
import { experimentMetrics } from "@arena/api/experiments/statistics";
import { formatCount, formatMoney } from "../format/amounts";
import type { ExperimentStatus, MetricKey, MetricResult, MetricVariantResult } from "./experiment-types";

export const statusWords: Record<ExperimentStatus, string> = {
  draft: "Draft",
  running: "Running",
  stopped: "Stopped",
  shipped: "Shipped",
};

export const statusChoices = Object.entries(statusWords).map(([id, name]) => ({ id, name }));

/** Chip colours whose white or dark text keeps a 4.5:1 contrast (info and warning do not). */
export const statusColor: Record<ExperimentStatus, "default" | "success" | "primary"> = {
  draft: "default",
  running: "success",
  stopped: "default",
  shipped: "primary",
};

/** The primary metric's choices, by the metrics' own names. */
export const metricChoices = experimentMetrics.map((metric) => ({ id: metric.key, name: metric.name }));

export function metricName(key: string | null | undefined): string {
  if (!key) return "None";
  return experimentMetrics.find((metric) => metric.key === key)?.name ?? "An unknown metric";
}

export function metricDescription(key: string): string {
  return experimentMetrics.find((metric) => metric.key === key)?.description ?? "";
}

type Measured = Pick<MetricResult, "key" | "kind">;

const isMoney = (metric: Measured) => metric.key === ("arppu" satisfies MetricKey);
const minus = "\u2212";
const twoDecimals = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A metric's value: "12.3 %", "$4.99", "3.25"; "—" when it has none yet. */
export function metricValue(metric: Measured, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  if (metric.kind === "proportion") return `${oneDecimal.format(value * 100)} %`;
  if (isMoney(metric)) return formatMoney(value, reportingCurrency.currency);
  return twoDecimals.format(value);
}

/** A signed amount of the metric's unit: "+2.1 pts", "−$0.50", "+0.25"; "—" when none. */
export function metricDifference(metric: Measured, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const sign = value > 0 ? "+" : value < 0 ? minus : "±";
  const size = Math.abs(value);
  if (metric.kind === "proportion") return `${sign}${oneDecimal.format(size * 100)} pts`;
  if (isMoney(metric)) return `${sign}${formatMoney(size, reportingCurrency.currency)}`;
  return `${sign}${twoDecimals.format(size)}`;
}

/** The 95 % interval of a difference: "−1.2 pts to +3.4 pts"; "—" when there is none yet. */
export function metricInterval(metric: Measured, row: Pick<MetricVariantResult, "ciLow" | "ciHigh">): string {
  if (row.ciLow === null || row.ciHigh === null) return "—";
  return `${metricDifference(metric, row.ciLow)} to ${metricDifference(metric, row.ciHigh)}`;
}

/** The API's verdict (the 95 % interval leaves out zero) in words: "Significant: higher…", "Not yet significant". */
export function verdict(row: Pick<MetricVariantResult, "significant" | "difference">): string {
  if (row.significant) {
    const direction = (row.difference ?? 0) > 0 ? "higher" : "lower";
    return `Significant: ${direction} than the control`;
  }
  return "Not yet significant";
}

/** Players: "1 player", "1,204 players". */
export function playersInWords(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "player" : "players"}`;
}

/** A variant's share of the traffic by its weight: "50 %". */
export function shareOf(weight: number, weights: readonly number[]): string {
  const total = weights.reduce((sum, each) => sum + each, 0);
  if (total <= 0) return "—";
  return `${Number(((100 * weight) / total).toFixed(1))} %`;
}

/** Who is in the test: "100 % of all players", "50 % of the audience “VIPs”". */
export function inTheTest(record: { trafficPercent: number; audienceName: string | null }): string {
  const whom = record.audienceName ? `the audience “${record.audienceName}”` : "all players";
  return `${record.trafficPercent} % of ${whom}`;
}
