import { dateInWords } from "../format/dates";
import { AnalyticsPage } from "./AnalyticsPage";
import { ChartCard } from "./ChartCard";
import { SeriesLineChart, StackedBarChart, seriesOf } from "./charts";
import { useAnalyticsRange } from "./use-analytics-range";
import { pivot, useMetric } from "./use-metric";
import { formatMinor, formatPercent, type MetricRow } from "./values";

/** Revenue over the whole range per country, one stack segment per currency. */
function byCountry(rows: MetricRow[]) {
  return pivot(rows, "country", "currency", "revenue");
}

/** Which currency and whose rates: "All currencies in USD at the rates of 2 Nov 2026 (1 EUR = 1.16 USD, …)". */
function reportingCaption(rows: readonly MetricRow[]): string {
  const row = rows[0];
  if (!row) return "All currencies converted to one, at a dated table of rates";
  const unconverted = rows.reduce((sum, each) => sum + Number(each.unconvertedPurchases ?? 0), 0);
  return (
    `All currencies in ${String(row.currency).toUpperCase()} at the rates of ${dateInWords(String(row.ratesAsOf), "UTC")} (${row.rates})` +
    (unconverted > 0 ? `; ${unconverted} purchases in currencies without a rate are left out` : "")
  );
}

export function MonetizationDashboard() {
  const [range] = useAnalyticsRange();
  const revenue = useMetric("revenue", range);
  const reporting = useMetric("revenue-reporting", range);
  const monetization = useMetric("monetization", range);
  const shop = useMetric("shop-sales", range);
  const vips = useMetric("active-vips", range);
  const perCurrency =
    (value: string, format = formatMinor) =>
    (rows: MetricRow[]) => {
      const series = pivot(rows, "bucket", "currency", value);
      return <SeriesLineChart rows={series.rows} x="bucket" series={series.series} format={format} />;
    };
  return (
    <AnalyticsPage title="Monetization">
      <ChartCard
        title="Revenue by country"
        subheader="Completed purchases over the range, by currency (major units)"
        state={revenue}
        fileName="revenue-by-country"
        chart={(rows) => {
          const data = byCountry(rows);
          return (
            <StackedBarChart
              rows={data.rows}
              x="country"
              series={data.series}
              format={formatMinor}
              categoryAxis
            />
          );
        }}
      />
      <ChartCard
        title="Revenue per currency"
        state={revenue}
        fileName="revenue"
        chart={perCurrency("revenue")}
      />
      <ChartCard
        title="Revenue in one currency"
        subheader={reportingCaption(reporting.rows)}
        state={reporting}
        fileName="revenue-reporting-currency"
        chart={perCurrency("revenue")}
      />
      <ChartCard
        title="ARPDAU"
        subheader="Revenue per daily active player"
        state={monetization}
        fileName="arpdau"
        chart={perCurrency("arpdau")}
      />
      <ChartCard
        title="ARPPU"
        subheader="Revenue per paying player"
        state={monetization}
        fileName="arppu"
        chart={perCurrency("arppu")}
      />
      <ChartCard
        title="Payer conversion"
        subheader="Payers / distinct active players"
        state={monetization}
        fileName="conversion"
        chart={perCurrency("conversion", formatPercent)}
      />
      <ChartCard
        title="Active VIPs"
        subheader="From the hourly KPI snapshots"
        state={vips}
        fileName="active-vips"
        chart={(rows) => <SeriesLineChart rows={rows} x="bucket" series={seriesOf(["activeVips"])} />}
      />
      <ChartCard
        title="Shop sales by item"
        subheader="Items sold over the range, by category"
        state={shop}
        fileName="shop-sales"
        chart={(rows) => {
          const data = pivot(rows.slice(0, 15), "item", "category", "sales");
          return <StackedBarChart rows={data.rows} x="item" series={data.series} layout="vertical" />;
        }}
      />
      <ChartCard
        title="Shop sales by category"
        state={shop}
        fileName="shop-sales-by-category"
        chart={(rows) => {
          const data = pivot(rows, "category", "currency", "sales");
          return <StackedBarChart rows={data.rows} x="category" series={data.series} categoryAxis />;
        }}
      />
    </AnalyticsPage>
  );
}
