// How an experiment is going (GET /experiments/:id/results): the players
// exposed, a warning when the split is not what the weights say (the sample
// ratio check), then per metric — the primary one first, marked — the
// control's value and each variant's, its difference from the control with
// the 95 % interval and whether it is significant, in words; and a bar chart of
// the players exposed per variant beside what the weights would give (or its
// table and CSV).
import {
  Alert,
  AlertTitle,
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useTheme,
} from "@mui/material";
import { useDataProvider } from "react-admin";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard } from "../analytics/ChartCard";
import type { MetricState } from "../analytics/use-metric";
import type { ConsoleDataProvider } from "../data-provider";
import { formatCount } from "../format/amounts";
import { ResultFigure, useResults } from "../layout/ResultFigure";
import { usePhone } from "../layout/use-phone";
import type { MetricKey, MetricResult, MetricVariantResult } from "./experiment-types";
import {
  metricDifference,
  metricInterval,
  metricValue,
  playersInWords,
  shareOf,
  verdict,
} from "./experiment-words";

/** One row of a metric's table: the control (no difference) or a variant against it. */
interface Line {
  name: string;
  isControl: boolean;
  n: number;
  value: number | null;
  against: MetricVariantResult | null;
}

function linesOf(metric: MetricResult, names: Map<string, string>): Line[] {
  const nameOf = (key: string) => names.get(key) ?? key;
  return [
    { name: nameOf(metric.control.variant), isControl: true, ...metric.control, against: null },
    ...metric.variants.map((row) => ({
      name: nameOf(row.variant),
      isControl: false,
      n: row.n,
      value: row.value,
      against: row,
    })),
  ];
}

function VerdictChip({ row }: { row: MetricVariantResult }) {
  const { significant } = row;
  return (
    <Chip
      size="small"
      label={verdict(row)}
      color={significant ? "success" : "default"}
      variant={significant ? "filled" : "outlined"}
    />
  );
}

/** What is missing, in the API's words, when a difference has no interval yet. */
const noteOf = (row: MetricVariantResult | null) => (row?.note ? row.note : null);

function MetricTable({ metric, lines }: { metric: MetricResult; lines: Line[] }) {
  return (
    <Table size="small" aria-label={`${metric.name} by variant`}>
      <TableHead>
        <TableRow>
          <TableCell>Variant</TableCell>
          <TableCell align="right">Players counted</TableCell>
          <TableCell align="right">{metric.name}</TableCell>
          <TableCell align="right">Difference from the control</TableCell>
          <TableCell align="right">95 % interval</TableCell>
          <TableCell>Verdict</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.name} data-testid="metric-row">
            <TableCell component="th" scope="row">
              {line.isControl ? `${line.name} (control)` : line.name}
            </TableCell>
            <TableCell align="right">{formatCount(line.n)}</TableCell>
            <TableCell align="right">{metricValue(metric, line.value)}</TableCell>
            <TableCell align="right">
              {line.against ? metricDifference(metric, line.against.difference) : "—"}
            </TableCell>
            <TableCell align="right">{line.against ? metricInterval(metric, line.against) : "—"}</TableCell>
            <TableCell>
              {line.against ? (
                <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
                  <VerdictChip row={line.against} />
                  {noteOf(line.against) ? (
                    <Typography variant="caption" color="text.secondary">
                      {noteOf(line.against)}
                    </Typography>
                  ) : null}
                </Stack>
              ) : (
                "The baseline"
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** "+2.1 pts against the control (95 % interval: …)", or that there is none yet. */
function differenceInWords(metric: MetricResult, row: MetricVariantResult): string {
  if (row.difference === null) return "No difference from the control yet";
  const interval =
    row.ciLow === null || row.ciHigh === null ? "" : ` (95 % interval: ${metricInterval(metric, row)})`;
  return `${metricDifference(metric, row.difference)} against the control${interval}`;
}

/** On a phone: each variant as a few lines instead of a table's row. */
function MetricLines({ metric, lines }: { metric: MetricResult; lines: Line[] }) {
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} aria-label={metric.name}>
      {lines.map((line) => (
        <Box component="li" key={line.name} data-testid="metric-row">
          <Typography variant="subtitle2" component="p">
            {line.isControl ? `${line.name} (control)` : line.name}
          </Typography>
          <Typography variant="body2">
            {line.value === null
              ? `No value yet (${playersInWords(line.n)})`
              : `${metricValue(metric, line.value)} over ${playersInWords(line.n)}`}
          </Typography>
          {line.against ? (
            <>
              <Typography variant="body2">{differenceInWords(metric, line.against)}</Typography>
              <Box sx={{ mt: 0.5 }}>
                <VerdictChip row={line.against} />
              </Box>
              {noteOf(line.against) ? (
                <Typography variant="caption" color="text.secondary" component="p">
                  {noteOf(line.against)}
                </Typography>
              ) : null}
            </>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

function MetricCard({
  metric,
  primary,
  names,
}: {
  metric: MetricResult;
  primary: boolean;
  names: Map<string, string>;
}) {
  const phone = usePhone();
  const lines = linesOf(metric, names);
  return (
    <Card
      variant={primary ? "elevation" : "outlined"}
      sx={primary ? { borderLeft: 4, borderColor: "primary.main" } : undefined}
      data-testid={`metric-${metric.key}`}
    >
      <CardHeader
        title={
          <Stack
            component="span"
            direction="row"
            spacing={1}
            sx={{ alignItems: "center", flexWrap: "wrap" }}
            useFlexGap
          >
            <span>{metric.name}</span>
            {primary ? <Chip size="small" color="primary" label="Primary metric" /> : null}
          </Stack>
        }
        subheader={metric.description}
        slotProps={{ title: { variant: "h6", component: "h3" }, subheader: { color: "text.secondary" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {phone ? (
          <MetricLines metric={metric} lines={lines} />
        ) : (
          <MetricTable metric={metric} lines={lines} />
        )}
      </CardContent>
    </Card>
  );
}

function SplitChart({ rows }: { rows: Record<string, string | number | null>[] }) {
  const theme = useTheme();
  const legendText = (value: string) => <span style={{ color: theme.palette.text.primary }}>{value}</span>;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="variant" interval={0} tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} width={56} tickFormatter={(value: number) => formatCount(value)} />
        <Tooltip formatter={(value) => formatCount(Number(value))} />
        {/* In the bars' order (recharts sorts a legend by name otherwise). */}
        <Legend formatter={legendText} itemSorter={(item) => (item.dataKey === "exposed" ? 0 : 1)} />
        <Bar
          dataKey="exposed"
          name="Players exposed"
          fill={theme.palette.primary.main}
          isAnimationActive={false}
        />
        <Bar
          dataKey="expected"
          name="Expected from the weights"
          fill={theme.palette.grey[500]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Mount with a `key` that changes with the experiment (its updatedAt): a start, stop or ship refetches the figures. */
export function ExperimentResultsCard({ id, primary }: { id: number; primary: MetricKey | null }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { results, error } = useResults(id, dataProvider.experimentResults);
  const names = new Map((results?.variants ?? []).map((variant) => [variant.key, variant.name]));
  const total = (results?.variants ?? []).reduce((sum, variant) => sum + variant.exposed, 0);
  const weights = (results?.variants ?? []).map((variant) => variant.weight);
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
  const state: MetricState = {
    rows: (results?.variants ?? []).map((variant) => ({
      variant: variant.name,
      exposed: variant.exposed,
      expected: weightTotal > 0 ? Math.round((10 * total * variant.weight) / weightTotal) / 10 : 0,
    })),
    isLoading: !results && !error,
    error,
  };
  // The primary metric first; the others in the API's order.
  const metrics = [...(results?.metrics ?? [])].sort(
    (a, b) => Number(b.key === primary) - Number(a.key === primary),
  );
  return (
    <Stack spacing={2} sx={{ mt: 2 }} data-testid="experiment-results">
      <Card>
        <CardHeader title="Results" slotProps={{ title: { variant: "h6", component: "h2" } }} />
        <CardContent>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {results ? (
            <Stack spacing={2}>
              <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: "wrap" }}>
                <ResultFigure label="Players exposed" value={formatCount(total)} testId="results-exposed" />
                {results.variants.map((variant, index) => (
                  <ResultFigure
                    key={variant.key}
                    label={`${variant.name}${index === 0 ? " (control)" : ""}: ${shareOf(variant.weight, weights)} expected`}
                    value={formatCount(variant.exposed)}
                    testId={`results-exposed-${variant.key}`}
                  />
                ))}
              </Stack>
              {results.sampleRatio.mismatch ? (
                <Alert severity="warning" data-testid="sample-ratio-mismatch">
                  <AlertTitle>The split of players is off: do not trust these results yet</AlertTitle>
                  {
                    "The variants did not get the share of players their weights set, by more than chance explains (a sample ratio mismatch), so something other than the assignment is deciding who sees which variant. "
                  }
                  {results.sampleRatio.message}
                </Alert>
              ) : (
                <Typography variant="body2" color="text.secondary" data-testid="sample-ratio">
                  {results.sampleRatio.message}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                Players count from their first exposure. A difference is significant when its 95 % interval
                leaves out zero; differences of rates are in percentage points (pts).
              </Typography>
            </Stack>
          ) : null}
        </CardContent>
      </Card>
      {metrics.map((metric) => (
        <MetricCard key={metric.key} metric={metric} primary={metric.key === primary} names={names} />
      ))}
      <ChartCard
        title="Players exposed per variant"
        subheader="Against what the variants' weights would give"
        state={state}
        fileName="experiment-split"
        chart={(rows) => <SplitChart rows={rows} />}
      />
    </Stack>
  );
}
