// One scheduled send: what, to whom, when (the operator's zone; UTC on hover),
// how it repeats, its status and the occurrences that went out with the
// players each reached. While it is still to go out: Edit, and Cancel (after a
// confirmation).
import CancelScheduleSendIcon from "@mui/icons-material/CancelScheduleSend";
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useState } from "react";
import {
  Button,
  Confirm,
  EditButton,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from "react-admin";
import type { ConsoleDataProvider } from "../data-provider";
import { WhenField } from "../format/WhenField";
import { describeReward } from "../rewards/RewardsInput";
import { useCan } from "../roles/use-can";
import {
  NextField,
  RepeatField,
  type ScheduledSendRow,
  StatusField,
  TimeWithUtc,
  ToWhomField,
  WhatField,
} from "./fields";

interface Occurrence {
  dueAt: string;
  sentAt: string;
  historyId: number | null;
  count: number;
}

type ShownSend = ScheduledSendRow & { occurrences?: Occurrence[]; playersReached?: number };

function CancelButton() {
  const record = useRecordContext<ShownSend>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (record?.status !== "scheduled") return null;
  const cancel = async () => {
    setBusy(true);
    try {
      await dataProvider.cancelScheduledSend(Number(record.id));
      notify("Cancelled: it will not go out", { type: "success" });
      refresh();
    } catch (error) {
      notify((error as Error).message || "Cancelling failed.", { type: "error" });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label="Cancel send" color="error" onClick={() => setOpen(true)}>
        <CancelScheduleSendIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="Cancel this scheduled send?"
        content={
          record.recurrence
            ? "It will not go out again. What went out already stays sent."
            : "It will not go out."
        }
        confirm="Cancel the send"
        cancel="Keep it"
        onConfirm={cancel}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function Actions() {
  const record = useRecordContext<ShownSend>();
  const canMessage = useCan("messages.send");
  const canAnnounce = useCan("announcements.send");
  const may = record?.kind === "announcement" ? canAnnounce && canMessage : canMessage;
  if (!may || record?.status !== "scheduled") return <TopToolbar />;
  return (
    <TopToolbar>
      <EditButton />
      <CancelButton />
    </TopToolbar>
  );
}

function Occurrences() {
  const record = useRecordContext<ShownSend>();
  const occurrences = record?.occurrences ?? [];
  if (occurrences.length === 0) return <Typography variant="body2">Not sent yet.</Typography>;
  return (
    <Table size="small" sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          <TableCell>Due</TableCell>
          <TableCell>Sent</TableCell>
          <TableCell align="right">Players reached</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {occurrences.map((occurrence) => (
          <TableRow key={occurrence.dueAt}>
            <TableCell>
              <TimeWithUtc value={occurrence.dueAt} />
            </TableCell>
            <TableCell>
              <TimeWithUtc value={occurrence.sentAt} />
            </TableCell>
            <TableCell align="right">
              {record?.kind === "announcement" ? "those online" : occurrence.count.toLocaleString("en")}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const draftOf = (row: ShownSend) => (row.payload.draft ?? {}) as Record<string, unknown>;

export function ScheduledSendShow() {
  return (
    <Show title="Scheduled send" actions={<Actions />}>
      <SimpleShowLayout>
        <WhatField />
        <FunctionField
          label="Text"
          render={(row: ShownSend) =>
            row.kind === "announcement"
              ? String(row.payload.body || "—")
              : String(draftOf(row).message ?? "—")
          }
        />
        <FunctionField
          label="Rewards"
          render={(row: ShownSend) => (row.kind === "message" ? describeReward(draftOf(row).rewards) : "—")}
        />
        <ToWhomField />
        <NextField label="Next time" />
        <RepeatField />
        <TextField source="timeZone" label="Scheduled in" />
        <StatusField />
        <NumberField source="sentCount" label="Times sent" />
        <FunctionField
          label="Players reached"
          render={(row: ShownSend) =>
            row.kind === "announcement"
              ? "those online each time"
              : (row.playersReached ?? 0).toLocaleString("en")
          }
        />
        <WhenField source="createdAt" label="Scheduled" />
        <FunctionField
          label="By"
          render={(row: ShownSend) => (row.actor ? (row.actor.name ?? row.actor.email) : "—")}
        />
        <Labeled label="Sent">
          <Occurrences />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
