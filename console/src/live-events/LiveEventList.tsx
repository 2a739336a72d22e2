// The live events as a calendar: a month at a time (the API is asked for the
// events overlapping the month: filter from/to), as a month grid on a wide
// screen — each day lists the events running on it — and as a list of the
// month's events, earliest first, on a phone. Days are the operator's own
// (local time), as the form's dates are.
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import { Box, Button, Chip, IconButton, Paper, Stack, Typography } from "@mui/material";
import { useMemo, useState } from "react";
import { Link, List, SearchInput, SimpleList, useCreatePath, useListContext } from "react-admin";
import type { ExportColumn } from "../export/ExportAllButton";
import { dateTimeInWords } from "../format/dates";
import { ListActions } from "../layout/ListActions";
import { usePhone } from "../layout/use-phone";
import { useCan } from "../roles/use-can";
import type { LiveEventRecord } from "./live-event-types";
import { statusColor, statusWords } from "./modifier-words";

const exportColumns: ExportColumn<LiveEventRecord>[] = [
  { header: "Name", value: (row) => row.name },
  { header: "Status", value: (row) => statusWords[row.status] },
  { header: "Starts (UTC)", value: (row) => row.startsAt },
  { header: "Ends (UTC)", value: (row) => row.endsAt },
  { header: "Audience", value: (row) => row.audienceName ?? "Every player" },
  { header: "What it gives", value: (row) => row.effects.join("; ") },
];

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name" />];

const monthStart = (at: Date) => new Date(at.getFullYear(), at.getMonth(), 1);
const addMonths = (month: Date, count: number) => new Date(month.getFullYear(), month.getMonth() + count, 1);
const addDays = (day: Date, count: number) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate() + count);
const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

function monthTitle(month: Date) {
  return month.toLocaleDateString("en-GB", { month: "long", year: "numeric" });
}

function whenInWords(event: LiveEventRecord) {
  return `${dateTimeInWords(event.startsAt)} – ${dateTimeInWords(event.endsAt)}`;
}

function MonthBar({ month, onMonth }: { month: Date; onMonth: (month: Date) => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ px: 2, py: 1, alignItems: "center", flexWrap: "wrap" }}>
      <IconButton aria-label="Previous month" onClick={() => onMonth(addMonths(month, -1))}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography
        component="h2"
        variant="h6"
        sx={{ minWidth: 170, textAlign: "center" }}
        data-testid="calendar-month"
      >
        {monthTitle(month)}
      </Typography>
      <IconButton aria-label="Next month" onClick={() => onMonth(addMonths(month, 1))}>
        <ChevronRightIcon />
      </IconButton>
      <Button size="small" onClick={() => onMonth(monthStart(new Date()))}>
        This month
      </Button>
    </Stack>
  );
}

function EventChip({ event }: { event: LiveEventRecord }) {
  const createPath = useCreatePath();
  return (
    <Chip
      component={Link}
      to={createPath({ resource: "live-events", type: "show", id: event.id })}
      clickable
      size="small"
      color={statusColor[event.status]}
      label={event.name}
      title={`${event.name}: ${whenInWords(event)}`}
      sx={{ maxWidth: "100%", justifyContent: "flex-start" }}
    />
  );
}

/** Monday-first weeks covering the month; each day with the events running on it. */
function MonthGrid({ month }: { month: Date }) {
  const { data = [] } = useListContext<LiveEventRecord>();
  const days = useMemo(() => {
    const first = monthStart(month);
    const lead = (first.getDay() + 6) % 7;
    const start = addDays(first, -lead);
    const next = addMonths(month, 1);
    const count = Math.ceil((lead + (next.getTime() - first.getTime()) / 86_400_000) / 7) * 7;
    return Array.from({ length: Math.round(count) }, (_, index) => addDays(start, index));
  }, [month]);
  const today = new Date().toDateString();
  return (
    <Box sx={{ px: 2, pb: 2, overflowX: "auto" }}>
      <Box
        role="table"
        aria-label={`Live events in ${monthTitle(month)}`}
        sx={{ display: "grid", gridTemplateColumns: "repeat(7, minmax(96px, 1fr))", gap: 0.5, minWidth: 700 }}
      >
        <Box role="row" sx={{ display: "contents" }}>
          {weekdays.map((day) => (
            <Typography key={day} role="columnheader" variant="caption" sx={{ fontWeight: 700, px: 0.5 }}>
              {day}
            </Typography>
          ))}
        </Box>
        {Array.from({ length: days.length / 7 }, (_, week) => (
          <Box role="row" key={days[week * 7]!.toISOString()} sx={{ display: "contents" }}>
            {days.slice(week * 7, week * 7 + 7).map((day) => {
              const dayEnd = addDays(day, 1).getTime();
              const running = data.filter(
                (event) =>
                  new Date(event.startsAt).getTime() < dayEnd &&
                  new Date(event.endsAt).getTime() > day.getTime(),
              );
              const inMonth = day.getMonth() === month.getMonth();
              return (
                <Paper
                  key={day.toISOString()}
                  role="cell"
                  variant="outlined"
                  sx={{
                    minHeight: 96,
                    p: 0.5,
                    // Days of the next and last month: a tint, not transparency (their text keeps its contrast).
                    bgcolor: inMonth ? undefined : "action.hover",
                    borderColor: day.toDateString() === today ? "primary.main" : undefined,
                    display: "flex",
                    flexDirection: "column",
                    gap: 0.5,
                  }}
                >
                  <Typography
                    variant="caption"
                    color={inMonth ? "text.primary" : "text.secondary"}
                    sx={{ fontWeight: day.toDateString() === today ? 700 : 400 }}
                  >
                    {day.getDate()}
                  </Typography>
                  {running.map((event) => (
                    <EventChip key={event.id} event={event} />
                  ))}
                </Paper>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function MonthAgenda() {
  return (
    <SimpleList<LiveEventRecord>
      linkType="show"
      primaryText={(row) => row.name}
      secondaryText={(row) => `${statusWords[row.status]} · ${whenInWords(row)}`}
      tertiaryText={(row) => row.audienceName ?? "Every player"}
      empty={<Typography sx={{ p: 2 }}>No live events this month.</Typography>}
    />
  );
}

export function LiveEventList() {
  const canChange = useCan("live-events.change");
  const phone = usePhone();
  const [month, setMonth] = useState(() => monthStart(new Date()));
  const window = useMemo(
    () => ({ from: month.toISOString(), to: addMonths(month, 1).toISOString() }),
    [month],
  );
  return (
    <List
      title="Live events"
      filters={filters}
      filter={window}
      sort={{ field: "startsAt", order: "ASC" }}
      perPage={500}
      pagination={false}
      actions={<ListActions canCreate={canChange} exportColumns={exportColumns} fileName="live-events" />}
      empty={false}
    >
      <MonthBar month={month} onMonth={setMonth} />
      {phone ? <MonthAgenda /> : <MonthGrid month={month} />}
    </List>
  );
}
