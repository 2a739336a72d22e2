import { Datagrid, FunctionField, List, SearchInput, SelectInput, SimpleList, TextField } from "react-admin";
import type { ExportColumn } from "../export/ExportAllButton";
import { dateInWords } from "../format/dates";
import { WhenField } from "../format/WhenField";
import { ListActions } from "../layout/ListActions";
import { usePhone } from "../layout/use-phone";
import { ServerKeyStatusField } from "./ServerKeyStatusField";
import {
  type ServerKeyRecord,
  scopesInWords,
  serverKeyStatusChoices,
  serverKeyStatusLabels,
  shownKey,
} from "./words";

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name" />,
  <SelectInput key="status" source="status" choices={serverKeyStatusChoices} alwaysOn />,
];

const exportColumns: ExportColumn<ServerKeyRecord>[] = [
  { header: "Name", value: (row) => row.name },
  { header: "Key starts", value: (row) => row.prefix },
  { header: "May", value: (row) => scopesInWords(row.scopes) },
  { header: "Status", value: (row) => serverKeyStatusLabels[row.status] },
  { header: "Created (UTC)", value: (row) => row.createdAt },
  { header: "Expires (UTC; empty: never)", value: (row) => row.expiresAt },
  { header: "Last used (UTC)", value: (row) => row.lastUsedAt },
];

/** Only an admin reaches this list (App.tsx); sortable columns are the API's (createdAt, name, lastUsedAt, expiresAt). */
export function ServerKeyList() {
  const phone = usePhone();
  return (
    <List
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={25}
      actions={
        <ListActions
          canCreate
          createLabel="New server key"
          exportColumns={exportColumns}
          fileName="server-keys"
        />
      }
      empty={false}
    >
      {phone ? (
        <SimpleList<ServerKeyRecord>
          linkType="show"
          primaryText={(row) => row.name}
          secondaryText={(row) => `${shownKey(row.prefix)} · ${scopesInWords(row.scopes)}`}
          tertiaryText={(row) => (row.lastUsedAt ? `Last used ${dateInWords(row.lastUsedAt)}` : "Never used")}
          rightIcon={() => <ServerKeyStatusField />}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="name" />
          <FunctionField
            label="Key starts"
            render={(row: ServerKeyRecord) => <code>{shownKey(row.prefix)}</code>}
          />
          <FunctionField label="May" render={(row: ServerKeyRecord) => scopesInWords(row.scopes)} />
          <WhenField dateOnly source="createdAt" label="Created" />
          <WhenField source="expiresAt" label="Expires" emptyText="never" />
          <WhenField source="lastUsedAt" label="Last used" emptyText="never" />
          <ServerKeyStatusField label="Status" />
        </Datagrid>
      )}
    </List>
  );
}
