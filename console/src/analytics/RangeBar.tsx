import { addDays, utcDayKey } from "@arena/api/time/utc-day";
import PrintIcon from "@mui/icons-material/Print";
import { Box, Button, ButtonGroup, TextField, ToggleButton, ToggleButtonGroup } from "@mui/material";
import { useAnalyticsRange } from "./use-analytics-range";

const presets = [7, 30, 90, 365] as const;

/** Date range, presets, granularity and print: all kept in the URL query. */
export function RangeBar() {
  const [range, setRange] = useAnalyticsRange();
  return (
    <Box
      className="analytics-range-bar"
      sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", my: 2 }}
    >
      <TextField
        label="From"
        type="date"
        size="small"
        sx={{ width: 170 }}
        value={range.from}
        onChange={(event) => event.target.value && setRange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to } }}
      />
      <TextField
        label="To"
        type="date"
        size="small"
        sx={{ width: 170 }}
        value={range.to}
        onChange={(event) => event.target.value && setRange({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from } }}
      />
      <ButtonGroup size="small" aria-label="Quick ranges">
        {presets.map((days) => {
          const to = utcDayKey(new Date());
          return (
            <Button key={days} onClick={() => setRange({ from: addDays(to, -(days - 1)), to })}>
              {days === 365 ? "1 y" : `${days} d`}
            </Button>
          );
        })}
      </ButtonGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={range.granularity}
        aria-label="Granularity"
        onChange={(_, value) => value && setRange({ granularity: value })}
      >
        <ToggleButton value="day">Day</ToggleButton>
        <ToggleButton value="week">Week</ToggleButton>
        <ToggleButton value="month">Month</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1 }} />
      <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
        Print
      </Button>
    </Box>
  );
}
