// One live event: when it runs, for whom, what it gives, its status; Edit and
// Cancel for the roles that may change it (not once it has ended); and its
// results with the chart; with its own leaderboard, the standings and rank rewards.

import EventBusyIcon from "@mui/icons-material/EventBusy";
import {
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
} from "@mui/material";
import { useState } from "react";
import {
  Button,
  Confirm,
  EditButton,
  FunctionField,
  Labeled,
  Link,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCreatePath,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from "react-admin";
import { SavedAudienceField } from "../audiences/SavedAudienceInput";
import type { ConsoleDataProvider } from "../data-provider";
import { WhenField } from "../format/WhenField";
import { useCan } from "../roles/use-can";
import { LiveEventResultsCard } from "./LiveEventResultsCard";
import { LiveEventStatusField } from "./LiveEventStatusField";
import type { LiveEventRecord } from "./live-event-types";

function CancelEventButton() {
  const record = useRecordContext<LiveEventRecord>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const cancel = async () => {
    setBusy(true);
    try {
      await dataProvider.cancelLiveEvent(Number(record.id));
      notify(`${record.name} cancelled`, { type: "success" });
      refresh();
    } catch (error) {
      notify((error as Error).message || "That did not work.", { type: "error" });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label="Cancel the event" color="warning" onClick={() => setOpen(true)} disabled={busy}>
        <EventBusyIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`Cancel ${record.name}?`}
        content="It stops applying at once. What players already got stays theirs."
        confirm="Cancel the event"
        cancel="Keep it"
        onConfirm={cancel}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function LiveEventShowActions() {
  const record = useRecordContext<LiveEventRecord>();
  const canChange = useCan("live-events.change");
  const open = record && (record.status === "scheduled" || record.status === "running");
  if (!canChange || !open) return <TopToolbar />;
  return (
    <TopToolbar>
      <EditButton />
      <CancelEventButton />
    </TopToolbar>
  );
}

/** The event's own leaderboard: the top 10 as it stands (final once ended), and what each rank pays. */
function Standings() {
  const record = useRecordContext<LiveEventRecord>();
  const board = record?.standings;
  const createPath = useCreatePath();
  if (!record || !board) return null;
  const paid = board.rewardsPaid
    ? "The event is over: the rank rewards below were sent to the players' inboxes."
    : board.settled
      ? "The event was cancelled: its standings pay no rewards."
      : record.status === "ended"
        ? "The event is over: the rank rewards go out within a few minutes."
        : "The rank rewards below go to the players' inboxes when the event ends.";
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="live-event-standings">
      <CardHeader title={`Event leaderboard: ${board.stat}`} subheader={paid} />
      <CardContent>
        <Stack direction={{ xs: "column", md: "row" }} spacing={4}>
          <Box sx={{ flex: 2 }}>
            {board.top.length === 0 ? (
              <Typography>No scores yet.</Typography>
            ) : (
              <Table size="small" aria-label="Top 10">
                <TableHead>
                  <TableRow>
                    <TableCell>Rank</TableCell>
                    <TableCell>Player</TableCell>
                    <TableCell align="right">Score</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {board.top.map((row) => (
                    <TableRow key={row.rank}>
                      <TableCell>{row.rank}</TableCell>
                      <TableCell>
                        <Link to={createPath({ resource: "players", id: row.userId, type: "show" })}>
                          {row.name}
                        </Link>
                      </TableCell>
                      <TableCell align="right">{row.score.toLocaleString("en-US")}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Box>
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle2" component="h3">
              Rewards per rank
            </Typography>
            <ul>
              {board.rewards.map((reward) => (
                <li key={reward}>{reward}</li>
              ))}
            </ul>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Results() {
  const record = useRecordContext<LiveEventRecord>();
  if (!record) return null;
  return <LiveEventResultsCard key={record.updatedAt} id={Number(record.id)} />;
}

export function LiveEventShow() {
  return (
    <Show actions={<LiveEventShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" label="Name" />
        <TextField source="description" label="Description" emptyText="—" />
        <Labeled label="Status">
          <LiveEventStatusField />
        </Labeled>
        <WhenField source="startsAt" label="Starts" />
        <WhenField source="endsAt" label="Ends" />
        <WhenField source="cancelledAt" label="Cancelled" emptyText="—" />
        <SavedAudienceField />
        <FunctionField
          label="What it gives"
          render={(record: LiveEventRecord) =>
            record.effects.length === 0 ? (
              "Nothing: a celebration only"
            ) : (
              <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: "wrap" }}>
                {record.effects.map((effect) => (
                  <Chip key={effect} label={effect} />
                ))}
              </Stack>
            )
          }
        />
      </SimpleShowLayout>
      <Standings />
      <Results />
    </Show>
  );
}
