// Eggs: the observed share of each quality beside the published odds, for one
// egg and odds version at a time (the summons metric). Observed bars far from
// the published ones over many pulls are worth a look.
import { qualityName } from "@arena/api/words/display-names";
import { oddsVersionInWords } from "@arena/api/words/words";
import { Box, MenuItem, TextField } from "@mui/material";
import { useState } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard } from "./ChartCard";
import { colorOf } from "./charts";
import type { MetricState } from "./use-metric";
import { formatPercent, type MetricRow } from "./values";

/** "Wild Egg · Published odds, version 1": the egg's name and its odds in words. */
const keyOf = (row: MetricRow) => `${row.egg} · ${oddsVersionInWords(String(row.oddsVersion))}`;

export function SummonRatesCard({ state }: { state: MetricState }) {
  const [chosen, setChosen] = useState("");
  // The egg pulled most first: the most telling comparison.
  const pulls = new Map<string, number>();
  for (const row of state.rows) pulls.set(keyOf(row), Number(row.eggPulls));
  const eggs = [...pulls.keys()].sort((a, b) => (pulls.get(b) ?? 0) - (pulls.get(a) ?? 0));
  const shown = chosen && eggs.includes(chosen) ? chosen : (eggs[0] ?? "");
  return (
    <ChartCard
      title="Eggs: observed vs published odds"
      subheader={
        shown
          ? `${shown}: ${(pulls.get(shown) ?? 0).toLocaleString("en-GB")} pulls so far`
          : "Every pull so far"
      }
      state={{ ...state, rows: state.rows.filter((row) => keyOf(row) === shown) }}
      fileName="summons"
      chart={(rows) => (
        <>
          <TextField
            select
            size="small"
            label="Egg and odds version"
            value={shown}
            onChange={(event) => setChosen(event.target.value)}
            sx={{ mb: 1, minWidth: 220 }}
          >
            {eggs.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ height: "calc(100% - 56px)" }}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={rows.map((row) => ({ ...row, quality: qualityName(String(row.quality)) }))}
                margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
              >
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="quality" interval={0} tick={{ fontSize: 12 }} />
                <YAxis tickFormatter={formatPercent} width={64} />
                <Tooltip formatter={(value) => formatPercent(Number(value))} />
                <Legend />
                <Bar dataKey="observed" name="Observed" fill={colorOf(0)} isAnimationActive={false} />
                <Bar
                  dataKey="published"
                  name="Published per pull"
                  fill={colorOf(1)}
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="withGuarantee"
                  name="Published, with the guarantee"
                  fill={colorOf(2)}
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          </Box>
        </>
      )}
    />
  );
}
