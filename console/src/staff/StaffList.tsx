import {
  CreateButton,
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from "react-admin";
import { staffRoleChoices } from "./roles";

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="E-mail prefix" />,
  <SelectInput key="role" source="role" choices={staffRoleChoices} alwaysOn />,
];

export function StaffList() {
  return (
    <List
      filters={filters}
      sort={{ field: "email", order: "ASC" }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton label="Add staff" />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="email" />
        <TextField source="displayName" label="Name" sortable={false} emptyText="—" />
        <TextField source="role" />
        <DateField source="lastActiveAt" label="Last active" showTime sortable={false} />
        <DateField source="createdAt" label="Joined" />
      </Datagrid>
    </List>
  );
}
