import { AnalyticsPage } from "./AnalyticsPage";
import { ChartCard } from "./ChartCard";
import { SeriesLineChart, StackedBarChart, seriesOf } from "./charts";
import { useAnalyticsRange } from "./use-analytics-range";
import { pivot, useMetric } from "./use-metric";

export function EngagementDashboard() {
  const [range] = useAnalyticsRange();
  const polls = useMetric("polls", range);
  const promo = useMetric("promo-redemptions", range);
  const inbox = useMetric("inbox", range);
  return (
    <AnalyticsPage title="Engagement">
      <ChartCard
        title="Poll results"
        subheader="Votes per answer of the polls that ran in the range"
        state={polls}
        fileName="polls"
        chart={(rows) => {
          const data = pivot(rows, "question", "answer", "votes");
          return <StackedBarChart rows={data.rows} x="question" series={data.series} layout="vertical" />;
        }}
      />
      <ChartCard
        title="Promo code redemptions"
        state={promo}
        fileName="promo-redemptions"
        chart={(rows) => {
          const data = pivot(rows, "bucket", "code", "redemptions");
          return <StackedBarChart rows={data.rows} x="bucket" series={data.series} />;
        }}
      />
      <ChartCard
        title="Inbox"
        subheader="Messages sent per bucket, and how many are read and collected by now"
        state={inbox}
        fileName="inbox"
        chart={(rows) => (
          <SeriesLineChart rows={rows} x="bucket" series={seriesOf(["sent", "read", "rewardsCollected"])} />
        )}
      />
    </AnalyticsPage>
  );
}
