import {
  Datagrid,
  DeleteButton,
  EditButton,
  FunctionField,
  Labeled,
  NumberField,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from "react-admin";
import { WhenField } from "../format/WhenField";
import { describeReward } from "../rewards/RewardsInput";
import { useCan } from "../roles/use-can";
import { PromoCodeStatusField } from "./PromoCodeStatusField";

function PromoCodeShowActions() {
  const canChange = useCan("promo-codes.change");
  if (!canChange) return <TopToolbar />;
  return (
    <TopToolbar>
      <EditButton />
      {/* Undoable for a few seconds; the API refuses a code that has been redeemed, saying why. */}
      <DeleteButton mutationMode="undoable" />
    </TopToolbar>
  );
}

type Row = { maxUses: number | null; currentUses: number; rewards: unknown };

export function PromoCodeShow() {
  return (
    <Show actions={<PromoCodeShowActions />}>
      <SimpleShowLayout>
        <TextField source="code" />
        <TextField source="description" emptyText="—" />
        <FunctionField label="Rewards" render={(row: Row) => describeReward(row.rewards)} />
        <FunctionField
          label="Uses"
          render={(row: Row) => `${row.currentUses} of ${row.maxUses ?? "unlimited"}`}
        />
        <WhenField source="expiresAt" emptyText="never" />
        <ReferenceField
          source="audienceId"
          reference="audiences"
          label="Only for"
          link="show"
          emptyText="any player"
        >
          <TextField source="name" />
        </ReferenceField>
        <Labeled label="Status">
          <PromoCodeStatusField />
        </Labeled>
        <WhenField source="createdAt" />
        <ReferenceManyField
          label="Redeemed by"
          reference="promo-code-redemptions"
          target="promoCodeId"
          sort={{ field: "redeemedAt", order: "DESC" }}
          perPage={10}
          pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        >
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>Nobody yet.</span>}>
            <ReferenceField source="userId" reference="players" label="Player" link="show" sortable={false}>
              <TextField source="displayName" />
            </ReferenceField>
            <WhenField source="redeemedAt" />
            <NumberField source="id" label="#" sortable={false} />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
