import { FunctionField, NumberField, TextField } from "react-admin";
import type { ExportColumn } from "../export/ExportAllButton";
import { describeReward } from "../rewards/RewardsInput";
import { SentList, type SentRow } from "./recipients";

/** A template's message or staff's own words (the template's name is the title). */
export const messageKind = (row: { template: string | null }) => (row.template ? "template" : "plain text");

interface SentMessageRow extends SentRow {
  template: string | null;
  /** Its heading in the inbox: the template's name, or the title staff gave a plain text. */
  title: string;
  text: string;
  rewards: { gold?: number; gems?: number } | null;
  count: number;
}

const exportColumns: ExportColumn<SentMessageRow>[] = [
  { header: "Title", value: (row) => row.title },
  { header: "Kind", value: (row) => messageKind(row) },
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
      <TextField source="title" sortable={false} />
      <FunctionField label="Kind" sortable={false} render={messageKind} />
      <TextField source="text" sortable={false} />
      <FunctionField label="Rewards" render={(row: { rewards: unknown }) => describeReward(row.rewards)} />
      <NumberField source="count" label="Players" sortable={false} />
    </SentList>
  );
}
