import { Chip } from "@mui/material";
import { useRecordContext } from "react-admin";
import type { ExperimentRecord } from "./experiment-types";
import { statusColor, statusWords } from "./experiment-words";

export function ExperimentStatusField(_props: { label?: string; sortBy?: string }) {
  const record = useRecordContext<ExperimentRecord>();
  if (!record) return null;
  return <Chip size="small" label={statusWords[record.status]} color={statusColor[record.status]} />;
}
