// The registered endpoints: where each is, what it is sent, whether it is on.
import { Chip } from "@mui/material";
import {
  BooleanInput,
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  TextField,
  useRecordContext,
} from "react-admin";
import type { ExportColumn } from "../export/ExportAllButton";
import { WhenField } from "../format/WhenField";
import { ListActions } from "../layout/ListActions";
import { usePhone } from "../layout/use-phone";
import { eventsInWords, webhookEventChoices } from "./words";

interface EndpointRow {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  enabled: boolean;
  createdAt: string;
}

const filters = [
  <SelectInput key="event" source="event" label="Events" choices={webhookEventChoices} alwaysOn />,
  <BooleanInput key="enabled" source="enabled" label="Enabled only" alwaysOn />,
];

const exportColumns: ExportColumn<EndpointRow>[] = [
  { header: "Endpoint id", value: (row) => row.id },
  { header: "URL", value: (row) => row.url },
  { header: "Description", value: (row) => row.description },
  { header: "Events", value: (row) => eventsInWords(row.events) },
  { header: "Enabled", value: (row) => (row.enabled ? "yes" : "no") },
  { header: "Registered (UTC)", value: (row) => row.createdAt },
];

function EnabledField(_props: { label?: string }) {
  const record = useRecordContext<EndpointRow>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.enabled ? "success" : "default"}
      label={record.enabled ? "Enabled" : "Disabled"}
    />
  );
}

export function WebhookEndpointList() {
  const phone = usePhone();
  return (
    <List
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={25}
      // Only a role that may manage webhooks reaches this list (App.tsx): it may always add.
      actions={
        <ListActions
          canCreate
          createLabel="Register an endpoint"
          exportColumns={exportColumns}
          fileName="webhook-endpoints"
        />
      }
      empty={false}
    >
      {phone ? (
        <SimpleList<EndpointRow>
          linkType="show"
          primaryText={(row) => row.url}
          secondaryText={(row) => `${row.enabled ? "Enabled" : "Disabled"} · ${eventsInWords(row.events)}`}
          tertiaryText={(row) => row.description ?? ""}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="url" label="URL" />
          <TextField source="description" emptyText="—" sortable={false} />
          <FunctionField label="Events" render={(row: EndpointRow) => eventsInWords(row.events)} />
          <EnabledField label="State" />
          <WhenField dateOnly source="createdAt" label="Registered" />
        </Datagrid>
      )}
    </List>
  );
}
