import { CreateButton, Datagrid, DateField, List, SelectInput, TextField, TopToolbar } from "react-admin";
import { ExportAllButton, type ExportColumn } from "../export/ExportAllButton";
import { useCan } from "../roles/use-can";
import { periodicityChoices, typeChoices } from "./choices";

const filters = [
  <SelectInput key="type" source="type" choices={typeChoices} alwaysOn />,
  <SelectInput key="periodicity" source="periodicity" choices={periodicityChoices} alwaysOn />,
];

interface LeaderboardRow {
  id: number;
  type: string;
  periodicity: string;
  operator: string;
  periodStart: string;
  nextResetAt: string | null;
}

const exportColumns: ExportColumn<LeaderboardRow>[] = [
  { header: "Leaderboard", value: (row) => row.id },
  { header: "Type", value: (row) => row.type },
  { header: "Period", value: (row) => row.periodicity },
  { header: "Scores combine by", value: (row) => row.operator },
  { header: "Period started (UTC)", value: (row) => row.periodStart },
  { header: "Next reset (UTC; empty: never)", value: (row) => row.nextResetAt },
];

function ListActions() {
  return (
    <TopToolbar>
      {useCan("leaderboards.change") ? <CreateButton /> : null}
      <ExportAllButton columns={exportColumns} fileName="leaderboards" />
    </TopToolbar>
  );
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
