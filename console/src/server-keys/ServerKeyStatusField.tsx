import { Chip } from "@mui/material";
import { useRecordContext } from "react-admin";
import { type ServerKeyRecord, serverKeyStatusLabels } from "./words";

const colors = {
  active: "success",
  retiring: "warning",
  replaced: "default",
  expired: "default",
  revoked: "error",
} as const;

export function ServerKeyStatusField(_props: { label?: string }) {
  const record = useRecordContext<ServerKeyRecord>();
  if (!record) return null;
  return <Chip size="small" color={colors[record.status]} label={serverKeyStatusLabels[record.status]} />;
}
