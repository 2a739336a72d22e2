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
import { chartDayInWords } from "../format/dates";
import { columnHeading } from "./table-columns";
import { type Format, formatNumber, type MetricRow, type Series } from "./values";

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

/** Metric columns as series, named by their table headings ("dau" → "Daily active players"). */
export const seriesOf = (keys: readonly string[]): Series[] =>
  keys.map((key) => ({ key, name: columnHeading(key) }));

interface SeriesChartProps {
  rows: MetricRow[];
  x: string;
  series: readonly Series[];
  format?: Format;
}

const legendOrder = (series: readonly Series[]) => (item: { dataKey?: unknown }) =>
  series.findIndex(({ key }) => key === String(item.dataKey));

export function SeriesLineChart({ rows, x, series, format = formatNumber }: SeriesChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey={x} tickFormatter={chartDayInWords} />
        <YAxis tickFormatter={format} width={64} />
        <Tooltip formatter={(value) => format(Number(value))} labelFormatter={chartDayInWords} />
        <Legend itemSorter={legendOrder(series)} />
        {series.map(({ key, name }, index) => (
          <Line
            key={key}
            type="linear"
            dataKey={key}
            name={name}
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
            <YAxis
              type="category"
              dataKey={x}
              width={190}
              interval={0}
              tick={{ fontSize: 12 }}
              tickFormatter={chartDayInWords}
            />
          </>
        ) : (
          <>
            <XAxis
              dataKey={x}
              interval={categoryAxis ? 0 : "preserveEnd"}
              tick={{ fontSize: 12 }}
              tickFormatter={chartDayInWords}
            />
            <YAxis tickFormatter={format} width={64} />
          </>
        )}
        <Tooltip formatter={(value) => format(Number(value))} labelFormatter={chartDayInWords} />
        <Legend itemSorter={legendOrder(series)} />
        {series.map(({ key, name }, index) => (
          <Bar
            key={key}
            dataKey={key}
            name={name}
            stackId="stack"
            fill={colorOf(index)}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
