import { Chip } from "@mui/material";
import type { PlatformHealthState } from "./use-platform-health";

export function HealthStatusChip({ health, error, isChecking }: PlatformHealthState) {
  if (error) return <Chip color="error" label="Unreachable" size="small" />;
  if (!health) return <Chip label={isChecking ? "Checking…" : "Unknown"} size="small" />;
  return health.status === "ok" ? (
    <Chip color="success" label="Healthy" size="small" />
  ) : (
    <Chip color="warning" label="Degraded" size="small" />
  );
}
