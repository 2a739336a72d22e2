import {
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  NumberField,
  ReferenceField,
  SelectInput,
  TextField,
  TextInput,
} from "react-admin";
import { formatMoney } from "../format/amounts";

const statusChoices = ["completed", "refunded", "disputed"].map((status) => ({ id: status, name: status }));
const currencyChoices = ["usd", "eur", "gbp"].map((currency) => ({
  id: currency,
  name: currency.toUpperCase(),
}));

const filters = [
  <TextInput key="country" source="country" label="Country (2 letters)" alwaysOn />,
  <SelectInput key="currency" source="currency" choices={currencyChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <DateInput key="from" source="createdAt_gte" label="From" />,
  <DateInput key="to" source="createdAt_lte" label="To" />,
  <TextInput key="userId" source="userId" label="Player id" />,
];

/** Gem purchases, newest first; every filter is index-backed in the API. */
export function TransactionList() {
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="id" />
        <DateField source="createdAt" label="Date" showTime />
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
        <TextField source="status" sortable={false} />
      </Datagrid>
    </List>
  );
}
