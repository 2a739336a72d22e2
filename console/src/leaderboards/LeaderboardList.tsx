import { CreateButton, Datagrid, DateField, List, SelectInput, TextField, TopToolbar } from "react-admin";
import { useCanChange } from "../roles/useCanChange";
import { periodicityChoices, typeChoices } from "./choices";

const filters = [
  <SelectInput key="type" source="type" choices={typeChoices} alwaysOn />,
  <SelectInput key="periodicity" source="periodicity" choices={periodicityChoices} alwaysOn />,
];

function ListActions() {
  return <TopToolbar>{useCanChange() ? <CreateButton /> : null}</TopToolbar>;
}

export function LeaderboardList() {
  return (
    <List filters={filters} sort={{ field: "type", order: "ASC" }} perPage={25} actions={<ListActions />}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="type" />
        <TextField source="periodicity" />
        <TextField source="operator" sortable={false} />
        <DateField source="periodStart" label="Period started" showTime sortable={false} />
        <DateField source="nextResetAt" label="Next reset" showTime sortable={false} emptyText="never" />
      </Datagrid>
    </List>
  );
}
