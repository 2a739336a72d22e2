// How a live event went (GET /live-events/:id/results): the totals in words,
// and per day the battles the event applied to beside everyone else's battles
// in the same window (a stacked bar chart, or its table and CSV), then the
// extra gold it paid and the purchases it discounted.
import { Alert, Card, CardContent, CardHeader, Stack } from "@mui/material";
import { useDataProvider } from "react-admin";
import { ChartCard } from "../analytics/ChartCard";
import { StackedBarChart } from "../analytics/charts";
import type { MetricState } from "../analytics/use-metric";
import type { ConsoleDataProvider } from "../data-provider";
import { ResultFigure, useResults } from "../layout/ResultFigure";

const number = (value: number) => value.toLocaleString("en-US");
const money = (amount: number, currency: string) =>
  (amount / 100).toLocaleString("en-US", { style: "currency", currency });

/** Mount with a `key` that changes with the event (its updatedAt): a cancel refetches the figures. */
export function LiveEventResultsCard({ id }: { id: number }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { results, error } = useResults(id, dataProvider.getLiveEventResults);
  const state: MetricState = {
    rows: (results?.days ?? []).map((day) => ({
      day: day.day,
      eventBattles: day.eventBattles,
      otherBattles: day.otherBattles,
      goldBonus: day.goldBonus,
      eventPurchases: day.eventPurchases,
      players: day.players,
      payments: day.payments,
    })),
    isLoading: !results && !error,
    error,
  };
  const revenue =
    results && results.revenue.length > 0
      ? results.revenue.map((row) => money(row.amount, row.currency)).join(" + ")
      : "None";
  return (
    <Stack spacing={2} sx={{ mt: 2 }} data-testid="live-event-results">
      <Card>
        <CardHeader title="Results" slotProps={{ title: { variant: "h6", component: "h2" } }} />
        <CardContent>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {results ? (
            <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: "wrap" }}>
              <ResultFigure
                label="Players taking part"
                value={number(results.participants)}
                testId="results-participants"
              />
              <ResultFigure
                label="Battles with the event"
                value={number(results.eventBattles)}
                testId="results-event-battles"
              />
              <ResultFigure
                label="Other battles meanwhile"
                value={number(results.otherBattles)}
                testId="results-other-battles"
              />
              <ResultFigure
                label="Bonus gold paid"
                value={number(results.goldBonus)}
                testId="results-gold-bonus"
              />
              <ResultFigure
                label="Discounted purchases"
                value={number(results.eventPurchases)}
                testId="results-purchases"
              />
              <ResultFigure label="Revenue meanwhile" value={revenue} testId="results-revenue" />
            </Stack>
          ) : null}
        </CardContent>
      </Card>
      <ChartCard
        title="Battles per day"
        subheader="Battles the event applied to, and everyone else's in the same days"
        state={state}
        fileName="live-event-battles"
        chart={(rows) => (
          <StackedBarChart
            rows={rows}
            x="day"
            series={[
              { key: "eventBattles", name: "With the event" },
              { key: "otherBattles", name: "Other battles" },
            ]}
          />
        )}
      />
    </Stack>
  );
}
