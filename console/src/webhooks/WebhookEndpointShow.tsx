// One endpoint: where it is, what it is sent, its signing secret, and its
// deliveries (by state), each with its attempts, the receiver's last answer,
// the next attempt and a Resend button; a test event from the toolbar.
import { MenuItem, TextField as MuiTextField } from "@mui/material";
import { useState } from "react";
import {
  Datagrid,
  EditButton,
  FunctionField,
  Pagination,
  ReferenceManyField,
  Show,
  SimpleList,
  TabbedShowLayout,
  TextField,
  TopToolbar,
} from "react-admin";
import { dateTimeInWords } from "../format/dates";
import { WhenField } from "../format/WhenField";
import { usePhone } from "../layout/use-phone";
import { DeliveryStatusField } from "./DeliveryStatusField";
import { SigningSecret } from "./SigningSecret";
import { ResendButton, SendTestEventButton } from "./WebhookActionButtons";
import {
  attemptsInWords,
  type DeliveryRecord,
  deliveryState,
  deliveryStateLabels,
  deliveryStatusChoices,
  eventsInWords,
  lastAnswerInWords,
  webhookEventLabel,
} from "./words";

function ShowActions() {
  return (
    <TopToolbar>
      <SendTestEventButton />
      <EditButton />
    </TopToolbar>
  );
}

function nextAttemptInWords(row: DeliveryRecord): string {
  return row.nextAttemptAt ? dateTimeInWords(row.nextAttemptAt) : "—";
}

function Deliveries() {
  const phone = usePhone();
  const [status, setStatus] = useState("");
  return (
    <>
      <MuiTextField
        select
        label="State"
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        sx={{ minWidth: 240, mt: 1 }}
        size="small"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">Every state</MenuItem>
        {deliveryStatusChoices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </MuiTextField>
      <ReferenceManyField
        reference="webhook-deliveries"
        target="endpointId"
        filter={status ? { status } : {}}
        sort={{ field: "createdAt", order: "DESC" }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      >
        {phone ? (
          <SimpleList<DeliveryRecord>
            linkType="show"
            primaryText={(row) => webhookEventLabel(row.eventType)}
            secondaryText={(row) =>
              `${deliveryStateLabels[deliveryState(row)]} · ${attemptsInWords(row)} attempts · ${lastAnswerInWords(row)}`
            }
            tertiaryText={(row) => (row.nextAttemptAt ? `Next ${dateTimeInWords(row.nextAttemptAt)}` : "")}
            empty={<span>Nothing sent yet.</span>}
          />
        ) : (
          <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>Nothing sent yet.</span>}>
            <FunctionField label="Event" render={(row: DeliveryRecord) => webhookEventLabel(row.eventType)} />
            <DeliveryStatusField label="State" />
            <FunctionField label="Attempts" render={attemptsInWords} />
            <FunctionField label="Last answer" render={lastAnswerInWords} />
            <FunctionField label="Next attempt" render={nextAttemptInWords} />
            <WhenField source="createdAt" label="Made" />
            <ResendButton label="Resend" />
          </Datagrid>
        )}
      </ReferenceManyField>
    </>
  );
}

export function WebhookEndpointShow() {
  return (
    <Show actions={<ShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Endpoint">
          <TextField source="url" label="URL" />
          <TextField source="description" emptyText="—" />
          <FunctionField label="Events" render={(row: { events: string[] }) => eventsInWords(row.events)} />
          <FunctionField
            label="State"
            render={(row: { enabled: boolean }) =>
              row.enabled ? "Enabled" : "Disabled: sent nothing new until it is enabled again"
            }
          />
          <WhenField source="createdAt" label="Registered" />
          <SigningSecret label="Signing secret" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Deliveries" path="deliveries">
          <Deliveries />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
