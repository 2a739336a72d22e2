import { FunctionField, NumberField, ReferenceField, Show, SimpleShowLayout, TextField } from "react-admin";
import { WhenField } from "../format/WhenField";
import { describeReward } from "../rewards/RewardsInput";
import { describeTarget, type MessageTarget } from "./describe-target";
import { messageKind } from "./SentMessageList";

export function SentMessageShow() {
  return (
    <Show title="Sent message">
      <SimpleShowLayout>
        <WhenField source="createdAt" label="Sent" />
        <ReferenceField source="actorId" reference="players" label="By" link="show" emptyText="—">
          <TextField source="email" />
        </ReferenceField>
        <FunctionField
          label="To"
          render={(row: { target: MessageTarget | null; audienceName?: string | null }) =>
            describeTarget(row.target, row.audienceName)
          }
        />
        <ReferenceField source="userId" reference="players" label="Player" link="show" emptyText="—">
          <TextField source="displayName" />
        </ReferenceField>
        <TextField source="title" />
        <FunctionField label="Kind" render={messageKind} />
        <TextField source="text" />
        <FunctionField label="Rewards" render={(row: { rewards: unknown }) => describeReward(row.rewards)} />
        <WhenField source="expiresAt" emptyText="never" />
        <NumberField source="count" label="Players reached" />
        <FunctionField
          label="Delivery"
          render={(row: { delivery?: { read: number; collected: number; remaining: number } }) =>
            row.delivery
              ? `${row.delivery.read} read · ${row.delivery.collected} collected their rewards · ${row.delivery.remaining} still in inboxes`
              : "…"
          }
        />
        <TextField source="batchId" label="Batch" />
      </SimpleShowLayout>
    </Show>
  );
}
