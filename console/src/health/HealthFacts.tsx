import { Box, Typography } from "@mui/material";
import type { Health } from "./use-platform-health";

const databaseNames: Record<string, string> = {
  pglite: "PGlite (embedded)",
  postgres: "PostgreSQL",
};

function formatUptime(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

/** The facts of one /healthz answer, as label/value rows. */
export function HealthFacts({ health }: { health: Health }) {
  const { database, migrations } = health;
  const facts: [label: string, value: string][] = [
    ["Database", databaseNames[database.kind] ?? database.kind],
    [
      "Reachable",
      database.reachable
        ? `yes, ${database.latencyMs ?? "?"} ms`
        : `no: ${database.error ?? "unknown error"}`,
    ],
    [
      "Migrations",
      `${migrations.applied} applied, ${migrations.pending.length === 0 ? "none" : migrations.pending.length} pending`,
    ],
    ["Server uptime", formatUptime(health.uptimeSeconds)],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 3, rowGap: 1, m: 0 }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
