import { Chip } from "@mui/material";
import { useRecordContext } from "react-admin";
import { type DeliveryRecord, deliveryState, deliveryStateLabels } from "./words";

const colors = { queued: "info", retrying: "warning", delivered: "success", failed: "error" } as const;

/** A delivery's state as a chip, in words: Queued, Retrying, Delivered, Failed. */
export function DeliveryStatusField(_props: { label?: string }) {
  const record = useRecordContext<DeliveryRecord>();
  if (!record) return null;
  const state = deliveryState(record);
  return <Chip size="small" color={colors[state]} label={deliveryStateLabels[state]} />;
}
