import { Chip } from "@mui/material";
import { useRecordContext } from "react-admin";

const colors = { active: "success", expired: "default", used_up: "warning" } as const;
const labels = { active: "active", expired: "expired", used_up: "used up" } as const;

export function PromoCodeStatusField(_props: { label?: string }) {
  const record = useRecordContext<{ status: keyof typeof colors }>();
  if (!record) return null;
  return <Chip size="small" color={colors[record.status]} label={labels[record.status]} />;
}
