import { Box, MenuItem, Paper, TextField, Typography } from "@mui/material";
import { useState } from "react";
import {
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from "recharts";
import { AnalyticsPage } from "./AnalyticsPage";
import { ChartCard } from "./ChartCard";
import { colorOf, StackedBarChart, seriesOf } from "./charts";
import { SummonRatesCard } from "./SummonRatesChart";
import { useAnalyticsRange } from "./use-analytics-range";
import { useMetric } from "./use-metric";
import { formatPercent, type MetricRow } from "./values";

export function MonstersDashboard() {
  const [range] = useAnalyticsRange();
  const monsters = useMetric("monsters", range);
  const scores = useMetric("leaderboard-scores", range);
  const summons = useMetric("summons", range);
  const [board, setBoard] = useState<string>("");
  // The board with the most contenders first: the most telling histogram.
  const contenders = new Map<string, number>();
  for (const row of scores.rows) {
    const name = String(row.leaderboard);
    contenders.set(name, (contenders.get(name) ?? 0) + Number(row.players));
  }
  const boards = [...contenders.keys()].sort((a, b) => (contenders.get(b) ?? 0) - (contenders.get(a) ?? 0));
  const shown = board && boards.includes(board) ? board : (boards[0] ?? "");
  return (
    <AnalyticsPage title="Monsters, leaderboards and eggs">
      <ChartCard
        title="Pick rate vs win rate"
        subheader="All matches so far (cumulative); bubble size = plays"
        state={monsters}
        fileName="monsters"
        chart={(rows) => <PickWinScatter rows={rows.filter((row) => row.winRate !== null)} />}
      />
      <ChartCard
        title="Leaderboard scores"
        subheader={shown ? `Distribution of current scores: ${shown}` : "Distribution of current scores"}
        state={{ ...scores, rows: scores.rows.filter((row) => row.leaderboard === shown) }}
        fileName="leaderboard-scores"
        chart={(rows) => (
          <>
            <TextField
              select
              size="small"
              label="Leaderboard"
              value={shown}
              onChange={(event) => setBoard(event.target.value)}
              sx={{ mb: 1, minWidth: 220 }}
            >
              {boards.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ height: "calc(100% - 56px)" }}>
              <StackedBarChart
                rows={rows.map((row) => ({ ...row, range: `${row.low}–${row.high}` }))}
                x="range"
                series={seriesOf(["players"])}
              />
            </Box>
          </>
        )}
      />
      <SummonRatesCard state={summons} />
    </AnalyticsPage>
  );
}

/** Monsters labelled on the chart: the most played (the rest are named in the tooltip and the table). */
const labelledMonsters = 6;

function MonsterTooltip({ active, payload }: { active?: boolean; payload?: { payload?: MetricRow }[] }) {
  const row = payload?.[0]?.payload;
  if (!active || !row) return null;
  return (
    <Paper sx={{ p: 1 }}>
      <Typography variant="subtitle2">{row.monster}</Typography>
      <Typography variant="body2">Pick rate {formatPercent(Number(row.pickRate))}</Typography>
      <Typography variant="body2">Win rate {formatPercent(Number(row.winRate))}</Typography>
      <Typography variant="body2">{Number(row.plays).toLocaleString("en-GB")} plays</Typography>
    </Paper>
  );
}

function PickWinScatter({ rows: monsters }: { rows: MetricRow[] }) {
  const rows = monsters.map((row, index) => ({ ...row, label: index < labelledMonsters ? row.monster : "" }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ScatterChart margin={{ top: 16, right: 24, bottom: 16, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" dataKey="pickRate" name="Pick rate" tickFormatter={formatPercent} />
        <YAxis type="number" dataKey="winRate" name="Win rate" tickFormatter={formatPercent} width={64} />
        <ZAxis type="number" dataKey="plays" range={[40, 400]} name="Plays" />
        <Tooltip content={<MonsterTooltip />} />
        <Scatter name="Monsters" data={rows} fill={colorOf(0)} fillOpacity={0.7} isAnimationActive={false}>
          {/* Names of the most played only: the long tail sits in one corner and its labels would overlap. */}
          <LabelList dataKey="label" position="top" fontSize={11} />
        </Scatter>
      </ScatterChart>
    </ResponsiveContainer>
  );
}
