import { Datagrid, FunctionField, List, SearchInput, SelectInput, SimpleList, TextField } from "react-admin";
import type { ExportColumn } from "../export/ExportAllButton";
import { dateInWords } from "../format/dates";
import { accountRoleLabel } from "../format/labels";
import { WhenField } from "../format/WhenField";
import { ListActions } from "../layout/ListActions";
import { usePhone } from "../layout/use-phone";
import { type SecondFactorFacts, secondFactorInWords } from "../second-factor/words";
import { staffRoleChoices } from "./roles";

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="E-mail prefix" />,
  <SelectInput key="role" source="role" choices={staffRoleChoices} alwaysOn />,
];

interface StaffRow extends SecondFactorFacts {
  id: string;
  email: string;
  displayName: string | null;
  role: string;
  lastActiveAt: string | null;
  createdAt: string;
}

const exportColumns: ExportColumn<StaffRow>[] = [
  { header: "Account id", value: (row) => row.id },
  { header: "E-mail", value: (row) => row.email },
  { header: "Name", value: (row) => row.displayName },
  { header: "Role", value: (row) => accountRoleLabel(row.role) },
  { header: "Second factor", value: (row) => secondFactorInWords(row) },
  { header: "Last active (UTC)", value: (row) => row.lastActiveAt },
  { header: "Joined (UTC)", value: (row) => row.createdAt },
];

export function StaffList() {
  const phone = usePhone();
  return (
    <List
      filters={filters}
      sort={{ field: "email", order: "ASC" }}
      perPage={25}
      // Only a role that may manage staff reaches this list (App.tsx): it may always add.
      actions={
        <ListActions canCreate createLabel="Add staff" exportColumns={exportColumns} fileName="staff" />
      }
    >
      {phone ? (
        <SimpleList<StaffRow>
          linkType="edit"
          primaryText={(row) => row.displayName ?? row.email}
          secondaryText={(row) =>
            `${accountRoleLabel(row.role)} · ${row.email} · Second factor: ${secondFactorInWords(row)}`
          }
          tertiaryText={(row) =>
            row.lastActiveAt ? `Active ${dateInWords(row.lastActiveAt)}` : "Never active"
          }
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="email" />
          <TextField source="displayName" label="Name" sortable={false} emptyText="—" />
          <FunctionField source="role" label="Role" render={(row: StaffRow) => accountRoleLabel(row.role)} />
          <FunctionField
            label="Second factor"
            sortable={false}
            render={(row: StaffRow) => secondFactorInWords(row)}
          />
          <WhenField source="lastActiveAt" label="Last active" sortable={false} />
          <WhenField dateOnly source="createdAt" label="Joined" />
        </Datagrid>
      )}
    </List>
  );
}
