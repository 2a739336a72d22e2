import RefreshIcon from "@mui/icons-material/Refresh";
import { Alert, Box, Button, Card, CardContent, CardHeader, Link, Stack, Typography } from "@mui/material";
import { Title } from "react-admin";
import { HealthFacts } from "./HealthFacts";
import { HealthStatusChip } from "./HealthStatusChip";
import { usePlatformHealth } from "./use-platform-health";

/** Everything /healthz reports, with the names of pending migrations and a manual re-check. */
export function HealthPage() {
  const platformHealth = usePlatformHealth();
  const { health, error, checkedAt, isChecking, refresh } = platformHealth;
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="Platform health" />
      <Card>
        <CardHeader
          title="Platform health"
          subheader={checkedAt ? `Checked at ${checkedAt.toLocaleTimeString()}` : "Checking…"}
          action={<HealthStatusChip {...platformHealth} />}
        />
        <CardContent>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            {health && <HealthFacts health={health} />}
            {health && health.migrations.pending.length > 0 && (
              <Alert severity="warning">
                Not yet applied to this database: {health.migrations.pending.join(", ")}. The server applies
                migrations when it starts.
              </Alert>
            )}
            <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
              <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={isChecking}>
                Check again
              </Button>
              <Typography variant="body2" color="text.secondary">
                Raw answer: <Link href="/healthz">/healthz</Link> · API reference:{" "}
                <Link href="/api/docs">/api/docs</Link>
              </Typography>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
