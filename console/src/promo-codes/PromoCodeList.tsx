import {
  BulkDeleteButton,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from "react-admin";
import type { ExportColumn } from "../export/ExportAllButton";
import { WhenField } from "../format/WhenField";
import { ListActions } from "../layout/ListActions";
import { usePhone } from "../layout/use-phone";
import { describeReward } from "../rewards/RewardsInput";
import { useCan } from "../roles/use-can";
import { PromoCodeStatusField } from "./PromoCodeStatusField";

const statusChoices = [
  { id: "active", name: "Active" },
  { id: "expired", name: "Expired" },
  { id: "used_up", name: "Used up" },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Code prefix" />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

interface PromoCodeRow {
  id: number;
  code: string;
  description: string;
  rewards: { gold?: number; gems?: number } | null;
  maxUses: number | null;
  currentUses: number;
  expiresAt: string | null;
  createdAt: string;
}

const exportColumns: ExportColumn<PromoCodeRow>[] = [
  { header: "Code", value: (row) => row.code },
  { header: "Description", value: (row) => row.description },
  { header: "Reward", value: (row) => describeReward(row.rewards) },
  { header: "Reward gold", value: (row) => row.rewards?.gold ?? 0 },
  { header: "Reward gems", value: (row) => row.rewards?.gems ?? 0 },
  { header: "Uses", value: (row) => row.currentUses },
  { header: "Most uses (empty: unlimited)", value: (row) => row.maxUses },
  { header: "Expires (UTC)", value: (row) => row.expiresAt },
  { header: "Created (UTC)", value: (row) => row.createdAt },
];

type Row = { id: number; code: string; maxUses: number | null; currentUses: number; rewards: unknown };

/** Sortable columns are the API's (id, code, createdAt, expiresAt, currentUses). */
export function PromoCodeList() {
  const canChange = useCan("promo-codes.change");
  const phone = usePhone();
  return (
    <List
      filters={filters}
      actions={
        <ListActions
          filterButton
          canCreate={canChange}
          exportColumns={exportColumns}
          fileName="promo-codes"
        />
      }
      sort={{ field: "id", order: "DESC" }}
      perPage={25}
      title="Promo codes"
      // The default empty page offers "Create" to every role; an empty list keeps the role-aware toolbar.
      empty={false}
    >
      {phone ? (
        <SimpleList<Row>
          linkType="show"
          primaryText={(row) => row.code}
          secondaryText={(row) => describeReward(row.rewards)}
          tertiaryText={(row) => `${row.currentUses} / ${row.maxUses ?? "∞"} uses`}
          rightIcon={() => <PromoCodeStatusField />}
        />
      ) : (
        <>
          {/* Bulk delete is undoable for a few seconds; the API refuses redeemed codes, saying why. */}
          <Datagrid
            rowClick="show"
            bulkActionButtons={canChange ? <BulkDeleteButton mutationMode="undoable" /> : false}
          >
            <TextField source="code" />
            <TextField source="description" sortable={false} />
            <FunctionField label="Rewards" render={(row: Row) => describeReward(row.rewards)} />
            <FunctionField
              source="currentUses"
              label="Uses"
              render={(row: Row) => `${row.currentUses} / ${row.maxUses ?? "∞"}`}
            />
            <WhenField source="expiresAt" emptyText="never" />
            <PromoCodeStatusField label="Status" />
            <WhenField dateOnly source="createdAt" label="Created" />
          </Datagrid>
        </>
      )}
    </List>
  );
}
