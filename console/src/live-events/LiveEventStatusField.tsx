import { Chip } from "@mui/material";
import { useRecordContext } from "react-admin";
import type { LiveEventRecord } from "./live-event-types";
import { statusColor, statusWords } from "./modifier-words";

export function LiveEventStatusField() {
  const record = useRecordContext<LiveEventRecord>();
  if (!record) return null;
  return <Chip size="small" label={statusWords[record.status]} color={statusColor[record.status]} />;
}
