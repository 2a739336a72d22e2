import { Datagrid, FunctionField, List, SelectInput } from "react-admin";
import type { ExportColumn } from "../export/ExportAllButton";
import { boardLabel, operatorLabel, periodicityLabel, statLabel } from "../format/labels";
import { WhenField } from "../format/WhenField";
import { ListActions } from "../layout/ListActions";
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

export function LeaderboardList() {
  const canChange = useCan("leaderboards.change");
  return (
    <List
      filters={filters}
      sort={{ field: "type", order: "ASC" }}
      perPage={25}
      actions={<ListActions canCreate={canChange} exportColumns={exportColumns} fileName="leaderboards" />}
    >
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
