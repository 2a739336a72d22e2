import {
  AutocompleteInput,
  Datagrid,
  DateField,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  TopToolbar,
} from "react-admin";
import { ExportAllButton, type ExportColumn } from "../export/ExportAllButton";

const typeChoices = [
  "staff_action",
  "currency",
  "sign_in",
  "sign_in_failed",
  "sign_up",
  "ban_lifted",
  "job_run",
  "poll",
  "elo",
].map((type) => ({ id: type, name: type }));

const playerOption = (record: { displayName: string | null; email: string }) =>
  record.displayName ?? record.email;

const filters = [
  <SelectInput key="type" source="type" choices={typeChoices} alwaysOn />,
  // The export's period: it exports what the list shows, so these bound it too.
  <DateInput key="from" source="createdAt_gte" label="From" alwaysOn />,
  <DateInput key="to" source="createdAt_lte" label="To" alwaysOn />,
  <ReferenceInput key="actorId" source="actorId" reference="players">
    <AutocompleteInput label="Staff member" optionText={playerOption} filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <ReferenceInput key="userId" source="userId" reference="players">
    <AutocompleteInput label="Player" optionText={playerOption} filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
];

interface HistoryRow {
  id: number;
  createdAt: string;
  type: string;
  actorId: string | null;
  userId: string | null;
  data: unknown;
}

// Ids rather than names: a name per row would be one request per row, and the
// ids join to the players export. Details are the API's, e-mails masked for analysts.
const exportColumns: ExportColumn<HistoryRow>[] = [
  { header: "Entry", value: (row) => row.id },
  { header: "Date (UTC)", value: (row) => row.createdAt },
  { header: "Type", value: (row) => row.type },
  { header: "Staff member id", value: (row) => row.actorId },
  { header: "Player id", value: (row) => row.userId },
  { header: "Details", value: (row) => JSON.stringify(row.data) },
];

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportAllButton columns={exportColumns} fileName="audit-trail" />
    </TopToolbar>
  );
}

/** History, newest first; every filter is index-backed in the API. */
export function HistoryList() {
  return (
    <List
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={50}
      title="Audit trail"
      actions={<ListActions />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" showTime />
        <TextField source="type" sortable={false} />
        <ReferenceField
          source="actorId"
          reference="players"
          label="Staff"
          sortable={false}
          emptyText="—"
          link="show"
        >
          <TextField source="email" />
        </ReferenceField>
        <ReferenceField
          source="userId"
          reference="players"
          label="Player"
          sortable={false}
          emptyText="—"
          link="show"
        >
          <FunctionField render={playerOption} />
        </ReferenceField>
        <FunctionField
          label="Details"
          render={(row: { data: unknown }) => (
            <code style={{ fontSize: 12, wordBreak: "break-all" }}>{JSON.stringify(row.data)}</code>
          )}
        />
      </Datagrid>
    </List>
  );
}
