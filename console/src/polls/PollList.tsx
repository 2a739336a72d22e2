import { countOf } from "@arena/api/words/words";
import { type Theme, useMediaQuery } from "@mui/material";
import {
  BulkDeleteButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
} from "react-admin";
import type { ExportColumn } from "../export/ExportAllButton";
import { dateTimeInWords } from "../format/dates";
import { WhenField } from "../format/WhenField";
import { ListActions } from "../layout/ListActions";
import { describeReward } from "../rewards/RewardsInput";
import { useCan } from "../roles/use-can";
import { pollStatusChoices } from "./poll-form";

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Key prefix" />,
  <SelectInput key="status" source="status" choices={pollStatusChoices} alwaysOn />,
];

interface PollRow {
  id: number;
  key: string;
  question: string;
  options: string[];
  status: string;
  startsAt: string;
  endsAt: string;
  answers: number;
  rewards: { gold?: number; gems?: number } | null;
}

const exportColumns: ExportColumn<PollRow>[] = [
  { header: "Question", value: (row) => row.question },
  { header: "Key", value: (row) => row.key },
  { header: "Options", value: (row) => row.options.join(" | ") },
  { header: "Status", value: (row) => row.status },
  { header: "Starts (UTC)", value: (row) => row.startsAt },
  { header: "Ends (UTC)", value: (row) => row.endsAt },
  { header: "Answers", value: (row) => row.answers },
  { header: "Reward", value: (row) => describeReward(row.rewards) },
  { header: "Reward gold", value: (row) => row.rewards?.gold ?? 0 },
  { header: "Reward gems", value: (row) => row.rewards?.gems ?? 0 },
];

const statusName = (status: string) =>
  pollStatusChoices.find((choice) => choice.id === status)?.name ?? status;

/** On a phone the table's start and end columns fall off the screen: one line per poll says them. */
function PollSimpleList() {
  return (
    <SimpleList<PollRow>
      linkType="show"
      primaryText={(row) => row.question}
      secondaryText={(row) => `${dateTimeInWords(row.startsAt)} → ${dateTimeInWords(row.endsAt)}`}
      tertiaryText={(row) => `${statusName(row.status)} · ${countOf(row.answers, "answer")}`}
    />
  );
}

/** Sortable columns are the API's (id, key, startsAt, endsAt). */
export function PollList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const canChange = useCan("polls.change");
  return (
    <List
      filters={filters}
      actions={<ListActions canCreate={canChange} exportColumns={exportColumns} fileName="polls" />}
      sort={{ field: "startsAt", order: "DESC" }}
      perPage={25}
      // The default empty page offers "Create" to every role; an empty list keeps the role-aware toolbar.
      empty={false}
    >
      {/* Bulk delete is undoable for a few seconds; the API refuses polls with answers, saying why. */}
      {small ? (
        <PollSimpleList />
      ) : (
        <Datagrid
          rowClick="show"
          bulkActionButtons={canChange ? <BulkDeleteButton mutationMode="undoable" /> : false}
        >
          <TextField source="question" sortable={false} />
          <TextField source="key" />
          <SelectField source="status" choices={pollStatusChoices} sortable={false} />
          <WhenField source="startsAt" />
          <WhenField source="endsAt" />
          <NumberField source="answers" sortable={false} />
          <FunctionField label="Reward" render={(row: { rewards: unknown }) => describeReward(row.rewards)} />
        </Datagrid>
      )}
    </List>
  );
}
