import {
  AutocompleteInput,
  Datagrid,
  DateInput,
  FunctionField,
  List,
  ReferenceInput,
  SelectInput,
} from "react-admin";
import type { ExportColumn } from "../export/ExportAllButton";
import { historyTypeChoices } from "../format/labels";
import { WhenField } from "../format/WhenField";
import { ListActions } from "../layout/ListActions";
import { AuditSentence, RowChanges } from "./AuditSentence";
import { type AuditRow, auditSentence, personLabel, sentenceText } from "./sentence";

const playerOption = (record: { displayName: string | null; email: string }) =>
  record.displayName ?? record.email;

const filters = [
  <SelectInput key="type" source="type" label="Kind" choices={historyTypeChoices} alwaysOn />,
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

// The API names the people of each row; the sentence is the one the list shows.
const exportColumns: ExportColumn<AuditRow>[] = [
  { header: "Time (UTC)", value: (row) => row.createdAt },
  { header: "Who", value: (row) => (row.actor ? personLabel(row.actor) : "the platform") },
  { header: "What happened", value: (row) => sentenceText(auditSentence(row)) },
  { header: "Player", value: (row) => (row.user ? personLabel(row.user) : null) },
  { header: "Entry", value: (row) => row.id },
];

/** History, newest first, each row a sentence; every filter is index-backed in the API. */
export function HistoryList() {
  return (
    <List
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={50}
      title="Audit trail"
      actions={<ListActions filterButton exportColumns={exportColumns} fileName="audit-trail" />}
    >
      <Datagrid bulkActionButtons={false} rowClick="expand" expand={<RowChanges />}>
        <WhenField source="createdAt" label="Time" />
        <FunctionField
          label="What happened"
          sortable={false}
          render={(row: AuditRow) => <AuditSentence row={row} />}
        />
      </Datagrid>
    </List>
  );
}
