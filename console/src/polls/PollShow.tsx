import { lazy, Suspense } from "react";
import {
  DeleteButton,
  EditButton,
  FunctionField,
  Loading,
  NumberField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
} from "react-admin";
import { WhenField } from "../format/WhenField";
import { describeReward } from "../rewards/RewardsInput";
import { useCan } from "../roles/use-can";
import { pollStatusChoices } from "./poll-form";

// recharts is as large as the rest of the console: loaded only when a poll's results are opened.
const PollResultsChart = lazy(() =>
  import("./PollResultsChart").then((module) => ({ default: module.PollResultsChart })),
);

function PollShowActions() {
  const canChange = useCan("polls.change");
  if (!canChange) return <TopToolbar />;
  return (
    <TopToolbar>
      <EditButton />
      {/* Undoable for a few seconds; the API refuses a poll that has answers, saying why. */}
      <DeleteButton mutationMode="undoable" />
    </TopToolbar>
  );
}

export function PollShow() {
  return (
    <Show actions={<PollShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Results">
          <TextField source="question" label={false} variant="h6" />
          <Suspense fallback={<Loading />}>
            <PollResultsChart />
          </Suspense>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Definition">
          <TextField source="question" />
          <TextField source="key" />
          <FunctionField label="Options" render={(row: { options: string[] }) => row.options.join(" · ")} />
          <SelectField source="status" choices={pollStatusChoices} />
          <WhenField source="startsAt" />
          <WhenField source="endsAt" />
          <NumberField source="answers" />
          <FunctionField label="Reward" render={(row: { rewards: unknown }) => describeReward(row.rewards)} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
