// The frame of every chart: a title, a chart/table switch, CSV export of the
// rows behind it, a loading skeleton, an error and an empty state.
import DownloadIcon from "@mui/icons-material/Download";
import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from "@mui/material";
import { type ReactNode, useState } from "react";
import { columnsOf, downloadCsv } from "./csv";
import { columnHeading, formatTableCell } from "./table-columns";
import type { MetricState } from "./use-metric";
import type { MetricRow } from "./values";

const chartHeight = 280;

interface ChartCardProps {
  title: string;
  subheader?: string;
  /** The metric's state; its rows are what the table shows and the CSV holds. */
  state: MetricState;
  /** File name of the CSV (without .csv). */
  fileName: string;
  chart: (rows: MetricRow[]) => ReactNode;
  /** Height of the chart area (charts with long legends need more). */
  height?: number;
}

export function ChartCard({
  title,
  subheader,
  state,
  fileName,
  chart,
  height = chartHeight,
}: ChartCardProps) {
  const [view, setView] = useState<"chart" | "table">("chart");
  const { rows, isLoading, error } = state;
  return (
    <Card className="analytics-card" data-testid={`chart-${fileName}`} sx={{ breakInside: "avoid" }}>
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={{ title: { variant: "h6" } }}
        action={
          <Box className="analytics-card-actions" sx={{ display: "flex", gap: 1, alignItems: "center" }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_, value) => value && setView(value)}
              aria-label={`${title} view`}
            >
              <ToggleButton value="chart">Chart</ToggleButton>
              <ToggleButton value="table">Table</ToggleButton>
            </ToggleButtonGroup>
            <Tooltip title="Export CSV">
              <span>
                <IconButton
                  aria-label={`Export ${title} as CSV`}
                  disabled={rows.length === 0}
                  onClick={() => downloadCsv(fileName, rows)}
                >
                  <DownloadIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        }
      />
      <CardContent>
        {isLoading ? (
          <Skeleton variant="rounded" height={height} data-testid="chart-loading" />
        ) : error ? (
          <Alert severity="error">{error}</Alert>
        ) : rows.length === 0 ? (
          <Box sx={{ height, display: "grid", placeItems: "center" }}>
            <Typography color="text.secondary">No data for this range.</Typography>
          </Box>
        ) : view === "chart" ? (
          <Box sx={{ height }}>{chart(rows)}</Box>
        ) : (
          <RowsTable rows={rows} />
        )}
      </CardContent>
    </Card>
  );
}

function RowsTable({ rows }: { rows: MetricRow[] }) {
  const columns = columnsOf(rows);
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{columnHeading(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is the metric's
            <TableRow key={index}>
              {columns.map((column) => (
                <TableCell key={column} align={typeof row[column] === "number" ? "right" : "left"}>
                  {formatTableCell(row, column)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
