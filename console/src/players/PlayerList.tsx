import {
  BooleanField,
  Datagrid,
  DateField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
} from "react-admin";
import { useCanChange } from "../roles/useCanChange";
import { BulkBanButton, BulkUnbanButton } from "./PlayerActions";

const roleChoices = ["player", "analyst", "liveops", "admin"].map((role) => ({ id: role, name: role }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Id, e-mail or name prefix" />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
];

/** Sortable columns are the API's index-backed ones (createdAt, level, lastActiveAt, email, id). */
export function PlayerList() {
  const canChange = useCanChange();
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }} perPage={25}>
      <Datagrid
        rowClick="show"
        bulkActionButtons={
          canChange ? (
            <>
              <BulkBanButton />
              <BulkUnbanButton />
            </>
          ) : (
            false
          )
        }
      >
        <TextField source="displayName" label="Name" sortable={false} />
        <TextField source="email" />
        <TextField source="role" sortable={false} />
        <NumberField source="level" />
        <NumberField source="gold" sortable={false} />
        <NumberField source="gems" sortable={false} />
        <BooleanField source="isBanned" label="Banned" sortable={false} />
        <DateField source="lastActiveAt" label="Last active" showTime />
        <DateField source="createdAt" label="Joined" />
      </Datagrid>
    </List>
  );
}
