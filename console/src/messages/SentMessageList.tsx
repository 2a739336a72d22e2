import { FunctionField, NumberField, TextField } from "react-admin";
import { describeReward } from "../rewards/RewardsInput";
import { SentList } from "./recipients";

/** The sent history: one row per send (a player, a segment or everyone), newest first. */
export function SentMessageList() {
  return (
    <SentList title="Messages: sent history" createLabel="Compose" rowClick="show">
      <TextField source="template" sortable={false} emptyText="plain text" />
      <TextField source="text" sortable={false} />
      <FunctionField label="Rewards" render={(row: { rewards: unknown }) => describeReward(row.rewards)} />
      <NumberField source="count" label="Players" sortable={false} />
    </SentList>
  );
}
