import { AnalyticsPage } from "./AnalyticsPage";
import { ChartCard } from "./ChartCard";
import { StackedBarChart } from "./charts";
import { valueInWords } from "./table-columns";
import { useAnalyticsRange } from "./use-analytics-range";
import { type MetricState, pivot, useMetric } from "./use-metric";

const currencies = ["gold", "gems"] as const;

/** One currency's rows of the economy metric (same state, filtered). */
function ofCurrency(state: MetricState, currency: string): MetricState {
  return { ...state, rows: state.rows.filter((row) => row.currency === currency) };
}

export function EconomyDashboard() {
  const [range] = useAnalyticsRange();
  const economy = useMetric("economy", range);
  return (
    <AnalyticsPage title="Economy">
      {currencies.map((currency) => (
        <ChartCard
          key={currency}
          title={`${currency === "gold" ? "Gold" : "Gems"}: sources and sinks`}
          subheader="Ledger totals by reason: sources above zero, sinks below (daily rollup, refreshed hourly)"
          state={ofCurrency(economy, currency)}
          fileName={`economy-${currency}`}
          height={440}
          chart={(rows) => {
            const data = pivot(
              rows.map((row) => ({
                ...row,
                series: `${valueInWords("reason", String(row.reason))} (${valueInWords("flow", String(row.flow)).toLowerCase()})`,
              })),
              "bucket",
              "series",
              "amount",
            );
            return <StackedBarChart rows={data.rows} x="bucket" series={data.series} />;
          }}
        />
      ))}
    </AnalyticsPage>
  );
}
