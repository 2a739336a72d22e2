import {
  DeleteButton,
  EditButton,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from "react-admin";
import { WhenField } from "../format/WhenField";
import { playerCount } from "../players/player-count";
import { useCan } from "../roles/use-can";
import { type AudienceRules, describeRules } from "./describe-rules";

function AudienceShowActions() {
  const canChange = useCan("audiences.change");
  if (!canChange) return <TopToolbar />;
  return (
    <TopToolbar>
      <EditButton />
      {/* Pessimistic: the API refuses an audience in use, naming what uses it. */}
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}

type Row = { rules: AudienceRules | null; size: number };

export function AudienceShow() {
  return (
    <Show actions={<AudienceShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="description" emptyText="—" />
        <FunctionField label="Conditions" render={(row: Row) => describeRules(row.rules)} />
        <FunctionField
          label="Players now"
          render={(row: Row) => <span data-testid="audience-size">{playerCount(row.size)}</span>}
        />
        <WhenField source="updatedAt" label="Updated" />
        <WhenField source="createdAt" label="Created" />
      </SimpleShowLayout>
    </Show>
  );
}
