import type { Reward } from "@arena/api/catalogue/rewards";
import { MenuItem, TextField as MuiTextField, Typography } from "@mui/material";
import { useState } from "react";
import {
  ArrayField,
  Datagrid,
  EditButton,
  FunctionField,
  NumberField,
  Pagination,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from "react-admin";
import { dateTimeInWords } from "../format/dates";
import { operatorLabel, periodicityLabel, statLabel } from "../format/labels";
import { WhenField } from "../format/WhenField";
import { describeReward } from "../rewards/RewardsInput";
import { useCan } from "../roles/use-can";
import { ResetNowButton } from "./ResetNowButton";

interface Board {
  type: string;
  periodicity: string;
  operator: string;
}

function ShowActions() {
  return (
    <TopToolbar>
      {useCan("leaderboards.change") ? <EditButton /> : null}
      <ResetNowButton />
    </TopToolbar>
  );
}

/** The final standings of one archived period, picked from the board's periods (the latest first). */
function PastPeriodStandings() {
  const record = useRecordContext<{ periods: { periodStart: string; periodEnd: string }[] }>();
  const [picked, setPicked] = useState<string | null>(null);
  const periods = record?.periods ?? [];
  if (periods.length === 0) return null;
  const periodStart = picked ?? periods[0]!.periodStart;
  return (
    <>
      <MuiTextField
        select
        label="Period"
        value={periodStart}
        onChange={(event) => setPicked(event.target.value)}
        sx={{ minWidth: 360, mt: 2 }}
      >
        {periods.map((period) => (
          <MenuItem key={period.periodStart} value={period.periodStart}>
            {`${dateTimeInWords(period.periodStart)} – ${dateTimeInWords(period.periodEnd)}`}
          </MenuItem>
        ))}
      </MuiTextField>
      <ReferenceManyField
        reference="leaderboard-archive"
        target="leaderboardId"
        filter={{ periodStart }}
        sort={{ field: "rank", order: "ASC" }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>Nothing archived.</span>}>
          <NumberField source="rank" />
          <TextField source="name" label="Player" emptyText="(no name)" sortable={false} />
          <NumberField source="score" sortable={false} />
          <FunctionField
            label="Reward"
            render={(row: { rewardSent: boolean }) => (row.rewardSent ? "sent" : "—")}
          />
        </Datagrid>
      </ReferenceManyField>
    </>
  );
}

/** Standings, past periods and the reward brackets of one board. */
export function LeaderboardShow() {
  return (
    <Show actions={<ShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Standings">
          <FunctionField label="Ranked stat" render={(row: Board) => statLabel(row.type)} />
          <FunctionField label="Period" render={(row: Board) => periodicityLabel(row.periodicity)} />
          <FunctionField label="Scores combine by" render={(row: Board) => operatorLabel(row.operator)} />
          <WhenField source="periodStart" label="Period started" />
          <WhenField source="nextResetAt" label="Next reset" emptyText="never (all-time)" />
          <NumberField source="contenders" />
          <ReferenceManyField
            reference="leaderboard-standings"
            target="leaderboardId"
            label="Current standings"
            sort={{ field: "rank", order: "ASC" }}
            perPage={25}
            pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
          >
            <Datagrid
              bulkActionButtons={false}
              rowClick={false}
              empty={<span>No scores this period yet.</span>}
            >
              <NumberField source="rank" />
              <TextField source="name" label="Player" emptyText="(no name)" sortable={false} />
              <NumberField source="score" sortable={false} />
              <WhenField source="reachedAt" label="Reached" sortable={false} />
            </Datagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Past periods" path="periods">
          <ArrayField source="periods" label="Archived periods">
            <Datagrid
              bulkActionButtons={false}
              rowClick={false}
              empty={<span>No period has ended yet.</span>}
            >
              <WhenField source="periodStart" />
              <WhenField source="periodEnd" />
              <NumberField source="contenders" label="Archived ranks" />
            </Datagrid>
          </ArrayField>
          <PastPeriodStandings />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Reward brackets" path="brackets">
          <Typography variant="body2" color="text.secondary">
            Brackets are set in the game's catalogue (rankBrackets, scaled by period): read-only here.
          </Typography>
          <ArrayField source="brackets" label={false}>
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <NumberField source="fromRank" label="From rank" />
              <NumberField source="toRank" label="To rank" />
              <FunctionField
                label="Reward"
                render={(row: { reward: Reward }) => describeReward(row.reward)}
              />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
