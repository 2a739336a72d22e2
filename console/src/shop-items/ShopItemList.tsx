import { shopCategories } from "@arena/api/catalogue/shop";
import { shopCategoryName } from "@arena/api/words/display-names";
import {
  BooleanField,
  BooleanInput,
  BulkDeleteButton,
  BulkUpdateButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from "react-admin";
import type { ExportColumn } from "../export/ExportAllButton";
import { formatGameAmount } from "../format/amounts";
import { choicesOf, shopGrantKindLabel } from "../format/labels";
import { WhenField } from "../format/WhenField";
import { ListActions } from "../layout/ListActions";
import { usePhone } from "../layout/use-phone";
import { useCan } from "../roles/use-can";
import { RotationPanel } from "./RotationPanel";

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name prefix" />,
  <SelectInput
    key="category"
    source="category"
    choices={choicesOf(shopCategories, shopCategoryName)}
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

interface ShopItemRow {
  id: number;
  name: string;
  category: string;
  type: string;
  tier: number;
  price: number;
  currency: "gold" | "gems";
  discount: number;
  isAvailable: boolean;
  isRetired: boolean;
  timesBought: number;
  lastAvailable: string | null;
}

// An item costs gold or gems: one column per currency, so each sums on its own.
const exportColumns: ExportColumn<ShopItemRow>[] = [
  { header: "Item", value: (row) => row.id },
  { header: "Name", value: (row) => row.name },
  { header: "Category", value: (row) => shopCategoryName(row.category) },
  { header: "Type", value: (row) => shopGrantKindLabel(row.type) },
  { header: "Tier", value: (row) => row.tier },
  { header: "Price in gold", value: (row) => (row.currency === "gold" ? row.price : null) },
  { header: "Price in gems", value: (row) => (row.currency === "gems" ? row.price : null) },
  { header: "Discount (%)", value: (row) => row.discount },
  { header: "On sale", value: (row) => row.isAvailable },
  { header: "Retired", value: (row) => row.isRetired },
  { header: "Times bought", value: (row) => row.timesBought },
  { header: "Last on sale (UTC)", value: (row) => row.lastAvailable },
];

/** Sortable columns are the API's (id, name, category, tier, price). */
export function ShopItemList() {
  const canChange = useCan("shop.change");
  const phone = usePhone();
  return (
    <List
      filters={filters}
      sort={{ field: "id", order: "ASC" }}
      perPage={25}
      actions={<ListActions canCreate={canChange} exportColumns={exportColumns} fileName="shop-items" />}
    >
      <RotationPanel />
      {phone ? (
        <SimpleList<ShopItemRow>
          linkType={canChange ? "edit" : false}
          primaryText={(row) => row.name}
          secondaryText={(row) =>
            `${formatGameAmount(row.price, row.currency)}${row.discount ? ` (−${row.discount}%)` : ""} · ${shopCategoryName(row.category)}`
          }
          tertiaryText={(row) => (row.isRetired ? "Retired" : row.isAvailable ? "On sale" : "Off sale")}
        />
      ) : (
        <Datagrid
          rowClick={canChange ? "edit" : false}
          bulkActionButtons={canChange ? <BulkActions /> : false}
        >
          <NumberField source="id" />
          <TextField source="name" />
          <FunctionField
            source="category"
            label="Category"
            render={(row: ShopItemRow) => shopCategoryName(row.category)}
          />
          <FunctionField
            label="Type"
            sortable={false}
            render={(row: ShopItemRow) => shopGrantKindLabel(row.type)}
          />
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
          <WhenField dateOnly source="lastAvailable" label="Last on sale" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
