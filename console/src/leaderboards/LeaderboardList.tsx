import { CreateButton, Datagrid, FunctionField, List, SelectInput, TopToolbar } from "react-admin";
import { ExportAllButton, type ExportColumn } from "../export/ExportAllButton";
import { boardLabel, operatorLabel, periodicityLabel, statLabel } from "../format/labels";
import { WhenField } from "../format/WhenField";
import { useCan } from "../roles/use-can";
import { periodicityChoices, typeChoices } from "./choices";

const filters = [
  <SelectInput key="type" source="type" label="Ranked stat" choices={typeChoices} alwaysOn />,
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
  { header: "Board", value: boardLabel },
  { header: "Ranked stat", value: (row) => statLabel(row.type) },
  { header: "Period", value: (row) => periodicityLabel(row.periodicity) },
  { header: "Scores combine by", value: (row) => operatorLabel(row.operator) },
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
        <FunctionField label="Board" sortable={false} render={boardLabel} />
        <FunctionField
          source="type"
          label="Ranked stat"
          render={(row: LeaderboardRow) => statLabel(row.type)}
        />
        <FunctionField
          source="periodicity"
          label="Period"
          render={(row: LeaderboardRow) => periodicityLabel(row.periodicity)}
        />
        <FunctionField
          label="Scores combine by"
          sortable={false}
          render={(row: LeaderboardRow) => operatorLabel(row.operator)}
        />
        <WhenField source="periodStart" label="Period started" sortable={false} />
        <WhenField source="nextResetAt" label="Next reset" sortable={false} emptyText="never" />
      </Datagrid>
    </List>
  );
}
