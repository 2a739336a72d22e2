// The dashboards' range and granularity live in the URL query
// (?from=YYYY-MM-DD&to=YYYY-MM-DD&granularity=day), so a view can be shared.
import { addDays, utcDayKey } from "@arena/api/time/utc-day";
import { useSearchParams } from "react-router-dom";
import type { MetricQuery } from "../data-provider";

export type Granularity = NonNullable<MetricQuery["granularity"]>;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export interface AnalyticsRange {
  from: string;
  to: string;
  granularity: Granularity;
}

export function useAnalyticsRange(): [AnalyticsRange, (next: Partial<AnalyticsRange>) => void] {
  const [params, setParams] = useSearchParams();
  const today = utcDayKey(new Date());
  const to = isoDay.test(params.get("to") ?? "") ? (params.get("to") as string) : today;
  const from = isoDay.test(params.get("from") ?? "") ? (params.get("from") as string) : addDays(to, -29);
  const granularityParam = params.get("granularity");
  const granularity: Granularity =
    granularityParam === "week" || granularityParam === "month" ? granularityParam : "day";
  const update = (next: Partial<AnalyticsRange>) => {
    const merged = { from, to, granularity, ...next };
    setParams(new URLSearchParams(merged), { replace: false });
  };
  return [{ from, to, granularity }, update];
}
