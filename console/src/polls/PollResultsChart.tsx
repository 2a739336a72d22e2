// A poll's answers: a bar chart (count per option, percent in the label) and
// the same numbers as a table, from the API's results (every option, 0 when
// nobody chose it).
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography, useTheme } from "@mui/material";
import { useRecordContext } from "react-admin";
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

interface PollResults {
  total: number;
  options: { option: string; count: number; percent: number }[];
}

export function PollResultsChart() {
  const record = useRecordContext<{ results: PollResults }>();
  const theme = useTheme();
  if (!record?.results) return null;
  const { total, options } = record.results;
  const bars = options.map((row) => ({ ...row, label: `${row.count} · ${row.percent}%` }));
  return (
    <Box sx={{ width: "100%" }}>
      <Typography variant="subtitle1" gutterBottom>
        {total === 0 ? "No answers yet." : `${total} answers`}
      </Typography>
      <Box sx={{ width: "100%", height: 80 + options.length * 48 }} data-testid="poll-results-chart">
        <ResponsiveContainer>
          <BarChart data={bars} layout="vertical" margin={{ top: 8, right: 96, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="option" width={140} />
            <Tooltip formatter={(value, _name, item) => [`${value} (${item.payload.percent}%)`, "Answers"]} />
            <Bar dataKey="count" name="Answers" fill={theme.palette.primary.main} isAnimationActive={false}>
              <LabelList dataKey="label" position="right" />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Table size="small" sx={{ maxWidth: 480, mt: 2 }} aria-label="Poll results">
        <TableHead>
          <TableRow>
            <TableCell>Option</TableCell>
            <TableCell align="right">Answers</TableCell>
            <TableCell align="right">Share</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {options.map((row) => (
            <TableRow key={row.option}>
              <TableCell>{row.option}</TableCell>
              <TableCell align="right">{row.count}</TableCell>
              <TableCell align="right">{row.percent}%</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
