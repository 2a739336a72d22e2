// One metric of GET /api/admin/analytics/<metric> through the data provider,
// refetched when the range changes.
import { useEffect, useState } from "react";
import { useDataProvider } from "react-admin";
import type { ConsoleDataProvider, MetricQuery } from "../data-provider";
import { valueInWords } from "./table-columns";
import type { MetricRow, Series } from "./values";

export interface MetricState {
  rows: MetricRow[];
  isLoading: boolean;
  error: string | null;
}

export function useMetric(metric: string, query: MetricQuery): MetricState {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [state, setState] = useState<MetricState>({ rows: [], isLoading: true, error: null });
  const { from, to, granularity } = query;
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, isLoading: true, error: null }));
    dataProvider.getMetric(metric, { from, to, granularity }).then(
      ({ data }) => {
        if (current) setState({ rows: data.rows, isLoading: false, error: null });
      },
      (error: unknown) => {
        if (current)
          setState({
            rows: [],
            isLoading: false,
            error: error instanceof Error ? error.message : String(error),
          });
      },
    );
    return () => {
      current = false;
    };
  }, [dataProvider, metric, from, to, granularity]);
  return state;
}

/**
 * Long rows (bucket, series, value) to one row per bucket with a column per
 * series (0 where a series has none); categories and series named in words
 * ("vip" → "VIP", "eur" → "EUR").
 */
export function pivot(
  rows: readonly MetricRow[],
  index: string,
  series: string,
  value: string,
): { rows: MetricRow[]; series: Series[] } {
  const byIndex = new Map<string, MetricRow>();
  const names = new Set<string>();
  for (const row of rows) {
    const key = String(row[index]);
    const name = String(row[series]);
    names.add(name);
    const target = byIndex.get(key) ?? { [index]: valueInWords(index, key) };
    target[name] = ((target[name] as number | undefined) ?? 0) + Number(row[value] ?? 0);
    byIndex.set(key, target);
  }
  const wide = [...byIndex.values()].map((row) => {
    const filled: MetricRow = { ...row };
    for (const name of names) filled[name] ??= 0;
    return filled;
  });
  return { rows: wide, series: [...names].map((key) => ({ key, name: valueInWords(series, key) })) };
}
