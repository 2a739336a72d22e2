// What the dashboards' charts, tables and exports share: a metric's rows, a chart's
// series, and how a number is written.

/** One row of a metric as the API answers it: a column's value by the column's key. */
export type MetricRow = Record<string, string | number | null>;

/** A line or a bar stack: its column in the rows, and its name in the legend and tooltip. */
export interface Series {
  key: string;
  name: string;
}

export type Format = (value: number) => string;

export const formatNumber: Format = (value) => value.toLocaleString("en-GB", { maximumFractionDigits: 2 });
export const formatPercent: Format = (value) => `${(value * 100).toFixed(1)} %`;
export const formatMinor: Format = (value) =>
  (value / 100).toLocaleString("en-GB", { maximumFractionDigits: 2 });
