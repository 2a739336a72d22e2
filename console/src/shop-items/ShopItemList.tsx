import { shopCategories } from "@arena/api/config/game";
import {
  BooleanField,
  BooleanInput,
  BulkDeleteButton,
  BulkUpdateButton,
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from "react-admin";
import { formatGameAmount } from "../format/amounts";
import { useCanChange } from "../roles/useCanChange";
import { RotationPanel } from "./RotationPanel";

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name prefix" />,
  <SelectInput
    key="category"
    source="category"
    choices={shopCategories.map((category) => ({ id: category, name: category }))}
    alwaysOn
  />,
  <BooleanInput key="available" source="available" label="On sale now" />,
  <BooleanInput key="retired" source="retired" label="Retired" />,
];

/**
 * Retire takes items off sale for good (the rotation never draws them);
 * returning them lets the next rotation draw them again. Undoable for a few
 * seconds, like the delete (which the API refuses for items players bought).
 */
function BulkActions() {
  return (
    <>
      <BulkUpdateButton label="Retire" data={{ isRetired: true }} mutationMode="undoable" />
      <BulkUpdateButton label="Return to rotation" data={{ isRetired: false }} mutationMode="undoable" />
      <BulkDeleteButton mutationMode="undoable" />
    </>
  );
}

function ListActions() {
  return <TopToolbar>{useCanChange() ? <CreateButton /> : null}</TopToolbar>;
}

/** Sortable columns are the API's (id, name, category, tier, price). */
export function ShopItemList() {
  const canChange = useCanChange();
  return (
    <List filters={filters} sort={{ field: "id", order: "ASC" }} perPage={25} actions={<ListActions />}>
      <RotationPanel />
      <Datagrid rowClick={canChange ? "edit" : false} bulkActionButtons={canChange ? <BulkActions /> : false}>
        <NumberField source="id" />
        <TextField source="name" />
        <TextField source="category" />
        <TextField source="type" sortable={false} />
        <NumberField source="tier" />
        <FunctionField
          source="price"
          label="Price"
          render={(row: { price: number; currency: string }) => formatGameAmount(row.price, row.currency)}
        />
        <FunctionField
          label="Discount"
          render={(row: { discount: number }) => (row.discount ? `${row.discount}%` : "—")}
        />
        <BooleanField source="isAvailable" label="On sale" sortable={false} />
        <BooleanField source="isRetired" label="Retired" sortable={false} />
        <NumberField source="timesBought" label="Bought" sortable={false} />
        <DateField source="lastAvailable" label="Last on sale" sortable={false} />
      </Datagrid>
    </List>
  );
}
