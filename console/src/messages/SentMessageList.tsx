import { FunctionField, NumberField, TextField } from "react-admin";
import type { ExportColumn } from "../export/ExportAllButton";
import { describeReward } from "../rewards/RewardsInput";
import { SentList, type SentRow } from "./recipients";

interface SentMessageRow extends SentRow {
  template: string | null;
  text: string;
  rewards: { gold?: number; gems?: number } | null;
  count: number;
}

const exportColumns: ExportColumn<SentMessageRow>[] = [
  { header: "Template (empty: plain text)", value: (row) => row.template },
  { header: "Text", value: (row) => row.text },
  { header: "Rewards", value: (row) => describeReward(row.rewards) },
  { header: "Reward gold", value: (row) => row.rewards?.gold ?? 0 },
  { header: "Reward gems", value: (row) => row.rewards?.gems ?? 0 },
  { header: "Players", value: (row) => row.count },
];

/** The sent history: one row per send (a player, a segment or everyone), newest first. */
export function SentMessageList() {
  return (
    <SentList
      title="Messages: sent history"
      createLabel="Compose"
      sendPermission="messages.send"
      rowClick="show"
      exportColumns={exportColumns}
      fileName="messages"
    >
      <TextField source="template" sortable={false} emptyText="plain text" />
      <TextField source="text" sortable={false} />
      <FunctionField label="Rewards" render={(row: { rewards: unknown }) => describeReward(row.rewards)} />
      <NumberField source="count" label="Players" sortable={false} />
    </SentList>
  );
}
