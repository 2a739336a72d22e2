import { Datagrid, FunctionField, List, SearchInput, SimpleList, TextField } from "react-admin";
import type { ExportColumn } from "../export/ExportAllButton";
import { WhenField } from "../format/WhenField";
import { ListActions } from "../layout/ListActions";
import { usePhone } from "../layout/use-phone";
import { playerCount } from "../players/player-count";
import { useCan } from "../roles/use-can";
import { type AudienceRules, describeRules } from "./describe-rules";

interface AudienceRow {
  id: number;
  name: string;
  description: string;
  rules: AudienceRules | null;
  size: number;
  updatedAt: string;
}

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name or description" />];

const exportColumns: ExportColumn<AudienceRow>[] = [
  { header: "Name", value: (row) => row.name },
  { header: "Description", value: (row) => row.description },
  { header: "Conditions", value: (row) => describeRules(row.rules) },
  { header: "Players now", value: (row) => row.size },
  { header: "Updated (UTC)", value: (row) => row.updatedAt },
];

/** Sortable columns are the API's (name, updatedAt); the live size is counted, not sorted on. */
export function AudienceList() {
  const canChange = useCan("audiences.change");
  const phone = usePhone();
  return (
    <List
      filters={filters}
      actions={<ListActions canCreate={canChange} exportColumns={exportColumns} fileName="audiences" />}
      sort={{ field: "name", order: "ASC" }}
      perPage={25}
      title="Audiences"
      // The default empty page offers "Create" to every role; an empty list keeps the role-aware toolbar.
      empty={false}
    >
      {phone ? (
        <SimpleList<AudienceRow>
          linkType="show"
          primaryText={(row) => row.name}
          secondaryText={(row) => describeRules(row.rules)}
          tertiaryText={(row) => playerCount(row.size)}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="name" />
          <TextField source="description" sortable={false} emptyText="—" />
          <FunctionField
            label="Players now"
            sortable={false}
            render={(row: AudienceRow) => playerCount(row.size)}
          />
          <WhenField source="updatedAt" label="Updated" />
        </Datagrid>
      )}
    </List>
  );
}
