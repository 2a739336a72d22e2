import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  NumberField,
  ReferenceField,
  SelectInput,
  TextField,
  TextInput,
} from "react-admin";
import type { ExportColumn } from "../export/ExportAllButton";
import { formatMoney } from "../format/amounts";
import { choicesOf, moneyCurrencyLabel, transactionStatusLabel } from "../format/labels";
import { WhenField } from "../format/WhenField";
import { ListActions } from "../layout/ListActions";

const statusChoices = choicesOf(["completed", "refunded", "disputed"], transactionStatusLabel);
const currencyChoices = choicesOf(["usd", "eur", "gbp"], moneyCurrencyLabel);

const filters = [
  <TextInput key="country" source="country" label="Country (2 letters)" alwaysOn />,
  <SelectInput key="currency" source="currency" choices={currencyChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <DateInput key="from" source="createdAt_gte" label="From" />,
  <DateInput key="to" source="createdAt_lte" label="To" />,
  <TextInput key="userId" source="userId" label="Player id" />,
];

interface TransactionRow {
  id: number;
  createdAt: string;
  userId: string;
  playerName: string | null;
  gems: number;
  /** Minor units (cents) of currency. */
  price: number;
  currency: string;
  country: string | null;
  status: string;
  paymentIntentId: string | null;
}

// Purchases are in several currencies, so the amount is a decimal in the
// currency the next column names (a spreadsheet can sum per currency).
const exportColumns: ExportColumn<TransactionRow>[] = [
  { header: "Transaction", value: (row) => row.id },
  { header: "Date (UTC)", value: (row) => row.createdAt },
  { header: "Player id", value: (row) => row.userId },
  { header: "Player name", value: (row) => row.playerName },
  { header: "Gems", value: (row) => row.gems },
  { header: "Amount (decimal, in Currency)", value: (row) => (row.price / 100).toFixed(2) },
  { header: "Currency", value: (row) => row.currency.toUpperCase() },
  { header: "Country", value: (row) => row.country },
  { header: "Status", value: (row) => transactionStatusLabel(row.status) },
  { header: "Stripe payment", value: (row) => row.paymentIntentId },
];

/** Gem purchases, newest first; every filter is index-backed in the API. */
export function TransactionList() {
  return (
    <List
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={25}
      actions={<ListActions filterButton exportColumns={exportColumns} fileName="transactions" />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="id" />
        <WhenField source="createdAt" label="Date" />
        <ReferenceField source="userId" reference="players" label="Player" link="show">
          <TextField source="displayName" />
        </ReferenceField>
        <NumberField source="gems" sortable={false} />
        <FunctionField
          source="price"
          label="Amount"
          render={(row: { price: number; currency: string }) => formatMoney(row.price, row.currency)}
        />
        <TextField source="country" emptyText="—" sortable={false} />
        <FunctionField
          source="status"
          label="Status"
          sortable={false}
          render={(row: { status: string }) => transactionStatusLabel(row.status)}
        />
      </Datagrid>
    </List>
  );
}
