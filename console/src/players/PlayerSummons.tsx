// The player page's pulls from eggs: what each egg gave, when, with which odds
// version and whether the guarantee decided it; a paged list over /player-summons.

import { qualityName } from "@arena/api/words/display-names";
import { Typography } from "@mui/material";
import { Datagrid, FunctionField, Pagination, ReferenceManyField, SimpleList, TextField } from "react-admin";
import { dateTimeInWords } from "../format/dates";
import { WhenField } from "../format/WhenField";
import { usePhone } from "../layout/use-phone";

interface PullRow {
  id: number;
  createdAt: string;
  eggName: string;
  oddsVersion: string;
  quality: string;
  species: string;
  itemId: number | null;
  pityApplied: boolean;
}

const hatched = (row: PullRow) => `${qualityName(row.quality)} ${row.species}`;
const guarantee = (row: PullRow) => (row.pityApplied ? "Yes: the guarantee decided it" : "No");
const pagination = <Pagination rowsPerPageOptions={[10, 25, 50]} />;

export function SummonHistory() {
  const phone = usePhone();
  const empty = <Typography variant="body2">No pulls from eggs yet.</Typography>;
  return (
    <ReferenceManyField
      reference="player-summons"
      target="userId"
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={10}
      pagination={pagination}
    >
      {phone ? (
        <SimpleList<PullRow>
          rowClick={false}
          empty={empty}
          primaryText={(row) => `${row.eggName}: ${hatched(row)}`}
          secondaryText={(row) =>
            `Odds ${row.oddsVersion}${row.pityApplied ? "; the guarantee decided it" : ""}`
          }
          tertiaryText={(row) => dateTimeInWords(row.createdAt)}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
          <WhenField source="createdAt" label="When" />
          <TextField source="eggName" label="Egg" sortable={false} />
          <FunctionField label="Hatched" sortable={false} render={(row: PullRow) => hatched(row)} />
          <TextField source="oddsVersion" label="Odds version" sortable={false} />
          <FunctionField label="Guaranteed" sortable={false} render={(row: PullRow) => guarantee(row)} />
          <FunctionField
            label="Still held"
            sortable={false}
            render={(row: PullRow) => (row.itemId === null ? "No: sold, merged or transcended" : "Yes")}
          />
        </Datagrid>
      )}
    </ReferenceManyField>
  );
}
