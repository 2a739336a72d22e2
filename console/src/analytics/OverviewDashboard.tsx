import { Box, Card, CardContent, Skeleton, Typography } from "@mui/material";
import { AnalyticsPage } from "./AnalyticsPage";
import { ChartCard } from "./ChartCard";
import { SeriesLineChart, StackedBarChart, seriesOf } from "./charts";
import { useAnalyticsRange } from "./use-analytics-range";
import { type MetricState, pivot, useMetric } from "./use-metric";
import { formatMinor } from "./values";

export function OverviewDashboard() {
  const [range] = useAnalyticsRange();
  const kpis = useMetric("overview", range);
  const active = useMetric("active-users", range);
  const revenue = useMetric("revenue", range);
  const newPlayers = useMetric("new-players", range);
  return (
    <AnalyticsPage title="Overview">
      <KpiTiles state={kpis} />
      <ChartCard
        title="Active players"
        subheader="DAU (mean per day of the bucket), WAU and MAU at the bucket's end"
        state={active}
        fileName="active-users"
        chart={(rows) => <SeriesLineChart rows={rows} x="bucket" series={seriesOf(["dau", "wau", "mau"])} />}
      />
      <ChartCard
        title="Revenue"
        subheader="Completed purchases, per currency"
        state={revenue}
        fileName="revenue"
        chart={(rows) => {
          const byCurrency = pivot(rows, "bucket", "currency", "revenue");
          return (
            <SeriesLineChart
              rows={byCurrency.rows}
              x="bucket"
              series={byCurrency.series}
              format={formatMinor}
            />
          );
        }}
      />
      <ChartCard
        title="New players"
        state={newPlayers}
        fileName="new-players"
        chart={(rows) => <StackedBarChart rows={rows} x="bucket" series={seriesOf(["newPlayers"])} />}
      />
    </AnalyticsPage>
  );
}

/** Each KPI over the range, with its change against the period just before. */
function KpiTiles({ state }: { state: MetricState }) {
  return (
    <Box
      data-testid="kpi-tiles"
      sx={{
        gridColumn: "1 / -1",
        display: "grid",
        gap: 2,
        gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
      }}
    >
      {state.isLoading
        ? Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={index} variant="rounded" height={96} />
          ))
        : state.rows.map((row) => {
            const change = typeof row.change === "number" ? row.change : null;
            return (
              <Card key={String(row.kpi)} className="analytics-card">
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    {row.kpi}
                  </Typography>
                  <Typography variant="h5">
                    {Number(row.current).toLocaleString("en-GB", { maximumFractionDigits: 2 })}
                  </Typography>
                  <Typography
                    variant="body2"
                    color={change === null ? "text.secondary" : change >= 0 ? "success.main" : "error.main"}
                  >
                    {change === null
                      ? "no previous data"
                      : `${change >= 0 ? "▲" : "▼"} ${(Math.abs(change) * 100).toFixed(1)} % vs previous period`}
                  </Typography>
                </CardContent>
              </Card>
            );
          })}
    </Box>
  );
}
