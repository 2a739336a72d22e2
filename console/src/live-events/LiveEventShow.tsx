// One live event: when it runs, for whom, what it gives, its status; Edit and
// Cancel for the roles that may change it (not once it has ended); and its
// results with the chart.
import { Chip, Stack } from "@mui/material";
import { useState } from "react";
import {
  Button,
  Confirm,
  EditButton,
  FunctionField,
  Labeled,
  ReferenceField,
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
      <Button label="Cancel the event" color="warning" onClick={() => setOpen(true)} disabled={busy} />
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
        <ReferenceField
          source="audienceId"
          reference="audiences"
          label="For"
          link="show"
          emptyText="Every player"
        >
          <TextField source="name" />
        </ReferenceField>
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
      <Results />
    </Show>
  );
}
