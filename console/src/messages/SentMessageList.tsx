import {
  AutocompleteInput,
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  TextField,
  TopToolbar,
  useRecordContext,
} from "react-admin";
import { describeReward } from "../rewards/RewardsInput";
import { useCanChange } from "../roles/useCanChange";
import { describeTarget, type MessageTarget } from "./describe-target";

const staffOption = (record: { displayName: string | null; email: string }) =>
  record.displayName ?? record.email;

const filters = [
  <ReferenceInput key="actorId" source="actorId" reference="players" alwaysOn>
    <AutocompleteInput label="Sent by" optionText={staffOption} filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
];

/** The player's name for a one-player send; the segment in words otherwise. */
function RecipientField(_props: { label?: string }) {
  const record = useRecordContext<{ userId: string | null; target: MessageTarget | null }>();
  if (!record) return null;
  if (!record.userId) return <span>{describeTarget(record.target)}</span>;
  return (
    <ReferenceField source="userId" reference="players" link={false}>
      <TextField source="displayName" />
    </ReferenceField>
  );
}

function SentMessageListActions() {
  const canChange = useCanChange();
  return <TopToolbar>{canChange ? <CreateButton label="Compose" /> : null}</TopToolbar>;
}

/** The sent history: one row per send (a player, a segment or everyone), newest first. */
export function SentMessageList() {
  return (
    <List
      filters={filters}
      actions={<SentMessageListActions />}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={25}
      title="Messages: sent history"
      // The default empty page offers "Create" to every role; an empty list keeps the role-aware toolbar.
      empty={false}
      exporter={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" label="Sent" showTime />
        <ReferenceField
          source="actorId"
          reference="players"
          label="By"
          sortable={false}
          link={false}
          emptyText="—"
        >
          <TextField source="email" />
        </ReferenceField>
        <RecipientField label="To" />
        <TextField source="template" sortable={false} emptyText="plain text" />
        <TextField source="text" sortable={false} />
        <FunctionField label="Rewards" render={(row: { rewards: unknown }) => describeReward(row.rewards)} />
        <NumberField source="count" label="Players" sortable={false} />
      </Datagrid>
    </List>
  );
}
