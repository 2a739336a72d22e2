import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { AnalyticsPage } from "./AnalyticsPage";
import { ChartCard } from "./ChartCard";
import { SeriesLineChart, seriesOf } from "./charts";
import { useAnalyticsRange } from "./use-analytics-range";
import { useMetric } from "./use-metric";
import { formatPercent, type MetricRow } from "./values";

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
            <SeriesLineChart rows={rows} x="bucket" series={seriesOf(days)} format={formatPercent} />
          )}
        />
      </Box>
    </AnalyticsPage>
  );
}

const palest = [235, 240, 252] as const;
const deepest = [24, 56, 160] as const;

/** WCAG relative luminance of an sRGB colour. */
function luminance(rgb: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * A rate's cell colour, opaque (so it reads the same on the light and the dark theme), and
 * black or white text, whichever contrasts more: one of the two is always above 4.5:1.
 */
function heatColours(strength: number): { background: string; text: string } {
  const rgb = palest.map((from, i) => Math.round(from + ((deepest[i] ?? from) - from) * strength));
  const light = luminance(rgb);
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05).
  const text = (light + 0.05) / 0.05 >= 1.05 / (light + 0.05) ? "#000" : "#fff";
  return { background: `rgb(${rgb.join(", ")})`, text };
}

/** Cells tinted from pale (0 %) to deep blue (the best rate on the map). */
function HeatMap({ rows }: { rows: MetricRow[] }) {
  const best = Math.max(0.0001, ...rows.flatMap((row) => days.map((day) => Number(row[day] ?? 0))));
  return (
    // It scrolls when the cohorts outgrow the card: focusable, so it scrolls from the keyboard too.
    <TableContainer
      sx={{ height: "100%", overflow: "auto" }}
      data-testid="retention-heatmap"
      tabIndex={0}
      role="region"
      aria-label="Cohort retention table"
    >
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
                const colours = typeof rate === "number" ? heatColours(Math.min(1, rate / best)) : null;
                return (
                  <TableCell
                    key={day}
                    align="center"
                    sx={{
                      bgcolor: colours?.background ?? "transparent",
                      color: colours?.text ?? "inherit",
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
