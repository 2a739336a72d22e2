// One delivery: its state, attempts and the receiver's last answer, when the
// next attempt is due, and the event it sends (the body every attempt POSTs);
// Resend makes one more attempt now.
import { Box } from "@mui/material";
import {
  FunctionField,
  Labeled,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from "react-admin";
import { WhenField } from "../format/WhenField";
import { DeliveryStatusField } from "../webhooks/DeliveryStatusField";
import { ResendButton } from "../webhooks/WebhookActionButtons";
import {
  attemptsInWords,
  type DeliveryRecord,
  lastAnswerInWords,
  webhookEventLabel,
} from "../webhooks/words";

interface DeliveryDetail extends DeliveryRecord {
  url: string;
  event: { id: string; type: string; createdAt: string; data: unknown };
}

function SentBody() {
  const record = useRecordContext<DeliveryDetail>();
  // The list's row stands in until the delivery itself is read: it has no event.
  if (!record?.event) return null;
  const { id, type, createdAt, data } = record.event;
  return (
    <Labeled label="Body sent">
      <Box
        component="pre"
        tabIndex={0}
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: "action.hover",
          borderRadius: 1,
          fontSize: 13,
          // On a phone the body wraps inside the screen rather than running off it.
          whiteSpace: "pre-wrap",
          overflowWrap: "anywhere",
        }}
      >
        {JSON.stringify({ id, type, createdAt, data }, null, 2)}
      </Box>
    </Labeled>
  );
}

export function WebhookDeliveryShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ResendButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <ReferenceField source="endpointId" reference="webhook-endpoints" label="Endpoint" link="show">
          <TextField source="url" />
        </ReferenceField>
        <FunctionField label="Event" render={(row: DeliveryDetail) => webhookEventLabel(row.eventType)} />
        <FunctionField
          label="Event id (the receiver's de-duplication key)"
          render={(row: DeliveryDetail) => <code>{row.eventId}</code>}
        />
        <DeliveryStatusField label="State" />
        <FunctionField label="Attempts" render={attemptsInWords} />
        <FunctionField label="Last answer" render={lastAnswerInWords} />
        <TextField source="lastError" label="What went wrong" emptyText="—" />
        <WhenField source="lastAttemptAt" label="Last attempt" />
        <WhenField source="nextAttemptAt" label="Next attempt" />
        <WhenField source="deliveredAt" label="Delivered" />
        <WhenField source="createdAt" label="Made" />
        <SentBody />
      </SimpleShowLayout>
    </Show>
  );
}
