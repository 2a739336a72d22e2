import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { AnalyticsPage } from "./AnalyticsPage";
import { ChartCard } from "./ChartCard";
import { formatPercent, SeriesLineChart } from "./charts";
import { useAnalyticsRange } from "./use-analytics-range";
import { type MetricRow, useMetric } from "./use-metric";

const days = ["d1", "d7", "d30"] as const;

export function RetentionDashboard() {
  const [range] = useAnalyticsRange();
  const retention = useMetric("retention", range);
  return (
    <AnalyticsPage title="Retention">
      <Box sx={{ gridColumn: "1 / -1" }}>
        <ChartCard
          title="Cohort retention"
          subheader="Share of each sign-up cohort active 1, 7 and 30 days after joining (blank: not observable yet)"
          state={retention}
          fileName="retention"
          chart={(rows) => <HeatMap rows={rows} />}
        />
      </Box>
      <Box sx={{ gridColumn: "1 / -1" }}>
        <ChartCard
          title="Retention by cohort"
          state={retention}
          fileName="retention-lines"
          chart={(rows) => (
            <SeriesLineChart rows={rows} x="bucket" series={[...days]} format={formatPercent} />
          )}
        />
      </Box>
    </AnalyticsPage>
  );
}

/** Cells tinted from white (0 %) to deep blue (the best rate on the map). */
function HeatMap({ rows }: { rows: MetricRow[] }) {
  const best = Math.max(0.0001, ...rows.flatMap((row) => days.map((day) => Number(row[day] ?? 0))));
  return (
    <TableContainer sx={{ height: "100%", overflow: "auto" }} data-testid="retention-heatmap">
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>Cohort</TableCell>
            <TableCell align="right">Players</TableCell>
            {days.map((day) => (
              <TableCell key={day} align="center">
                {day.toUpperCase()}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={String(row.bucket)}>
              <TableCell>{row.bucket}</TableCell>
              <TableCell align="right">{row.players}</TableCell>
              {days.map((day) => {
                const rate = row[day];
                const strength = typeof rate === "number" ? rate / best : 0;
                return (
                  <TableCell
                    key={day}
                    align="center"
                    sx={{
                      bgcolor:
                        typeof rate === "number"
                          ? `rgba(33, 80, 200, ${0.08 + strength * 0.85})`
                          : "transparent",
                      color: strength > 0.5 ? "#fff" : "inherit",
                      printColorAdjust: "exact",
                    }}
                  >
                    {typeof rate === "number" ? formatPercent(rate) : ""}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
