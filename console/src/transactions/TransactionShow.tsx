import { useState } from "react";
import {
  Button,
  Confirm,
  FunctionField,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from "react-admin";
import type { ConsoleDataProvider } from "../data-provider";
import { formatGameAmount, formatMoney } from "../format/amounts";
import { WhenField } from "../format/WhenField";
import { useCan } from "../roles/use-can";

/** What the player paid, in the purchase's currency. */
const amountOf = (row: { price: number; currency: string }) => formatMoney(row.price, row.currency);

/** Refunds through Stripe and takes the gems back (what Stripe's refund webhook does), once. */
function RefundButton() {
  const record = useRecordContext<{
    id: number;
    status: string;
    gems: number;
    price: number;
    currency: string;
  }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const canRefund = useCan("transactions.refund");
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || !canRefund || record.status !== "completed") return null;
  const refund = async () => {
    setOpen(false);
    setBusy(true);
    try {
      const { data } = await dataProvider.refundTransaction(record.id);
      notify(
        data.shortfall > 0
          ? `Refunded: ${data.taken} gems taken back, ${data.shortfall} already spent`
          : `Refunded: ${data.taken} gems taken back`,
        { type: "success" },
      );
      refresh();
    } catch (error) {
      notify((error as Error).message || "The refund failed.", { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label="Refund" color="error" onClick={() => setOpen(true)} disabled={busy} />
      <Confirm
        isOpen={open}
        title="Refund this purchase?"
        content={`Stripe refunds ${formatMoney(record.price, record.currency)} in full and the player loses ${formatGameAmount(record.gems, "gems")} (as far as they still have them).`}
        confirm="Refund"
        onConfirm={refund}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export function TransactionShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <RefundButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <NumberField source="id" />
        <WhenField source="createdAt" label="Date" />
        <ReferenceField source="userId" reference="players" label="Player" link="show">
          <TextField source="displayName" />
        </ReferenceField>
        <TextField source="description" />
        <NumberField source="gems" />
        <FunctionField label="Amount" render={amountOf} />
        <TextField source="country" emptyText="—" />
        <TextField source="status" />
        <TextField source="paymentIntentId" label="Payment intent" />
        <TextField source="chargeId" label="Charge" emptyText="—" />
        <TextField source="checkoutSessionId" label="Checkout session" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
