// Small recharts building blocks the dashboards share.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { MetricRow } from "./use-metric";

export const palette = [
  "#3f51b5",
  "#e91e63",
  "#009688",
  "#ff9800",
  "#9c27b0",
  "#4caf50",
  "#795548",
  "#03a9f4",
  "#f44336",
  "#607d8b",
  "#cddc39",
  "#673ab7",
];

export const colorOf = (index: number) => palette[index % palette.length];

type Format = (value: number) => string;

export const formatNumber: Format = (value) => value.toLocaleString("en-GB", { maximumFractionDigits: 2 });
export const formatPercent: Format = (value) => `${(value * 100).toFixed(1)} %`;
export const formatMinor: Format = (value) =>
  (value / 100).toLocaleString("en-GB", { maximumFractionDigits: 2 });

interface SeriesChartProps {
  rows: MetricRow[];
  x: string;
  series: string[];
  format?: Format;
}

export function SeriesLineChart({ rows, x, series, format = formatNumber }: SeriesChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey={x} />
        <YAxis tickFormatter={format} width={64} />
        <Tooltip formatter={(value) => format(Number(value))} />
        <Legend itemSorter={(item) => series.indexOf(String(item.dataKey))} />
        {series.map((name, index) => (
          <Line
            key={name}
            type="linear"
            dataKey={name}
            stroke={colorOf(index)}
            dot={rows.length < 40}
            strokeWidth={2}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

export function StackedBarChart({
  rows,
  x,
  series,
  format = formatNumber,
  layout = "horizontal",
  categoryAxis = false,
}: SeriesChartProps & {
  layout?: "horizontal" | "vertical";
  /** The x axis names categories (every tick labelled), not a time series. */
  categoryAxis?: boolean;
}) {
  const vertical = layout === "vertical";
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={rows}
        layout={layout}
        stackOffset="sign"
        margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" />
        {vertical ? (
          <>
            <XAxis type="number" tickFormatter={format} />
            <YAxis type="category" dataKey={x} width={190} interval={0} tick={{ fontSize: 12 }} />
          </>
        ) : (
          <>
            <XAxis dataKey={x} interval={categoryAxis ? 0 : "preserveEnd"} tick={{ fontSize: 12 }} />
            <YAxis tickFormatter={format} width={64} />
          </>
        )}
        <Tooltip formatter={(value) => format(Number(value))} />
        <Legend itemSorter={(item) => series.indexOf(String(item.dataKey))} />
        {series.map((name, index) => (
          <Bar key={name} dataKey={name} stackId="stack" fill={colorOf(index)} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
