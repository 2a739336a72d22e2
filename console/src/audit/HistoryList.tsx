import {
  AutocompleteInput,
  Datagrid,
  DateField,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
} from "react-admin";

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
  <ReferenceInput key="actorId" source="actorId" reference="players">
    <AutocompleteInput label="Staff member" optionText={playerOption} filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <ReferenceInput key="userId" source="userId" reference="players">
    <AutocompleteInput label="Player" optionText={playerOption} filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
];

/** History, newest first; every filter is index-backed in the API. */
export function HistoryList() {
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }} perPage={50} title="Audit trail">
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
