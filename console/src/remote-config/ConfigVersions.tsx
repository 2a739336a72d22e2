// The remote config's versions, newest first: who saved each and when, its note,
// the version it restored and what it changed in words; every earlier version
// has Restore (after a confirmation), which makes a copy of it the live version.
import { can } from "@arena/api/staff/permissions";
import { Box, Button, Card, CardContent, CardHeader, Chip, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { Confirm, useDataProvider, useGetList, useNotify, usePermissions } from "react-admin";
import { personLabel } from "../audit/sentence";
import type { ConsoleDataProvider } from "../data-provider";
import { dateTimeInWords } from "../format/dates";
import type { ConfigVersionRow } from "./types";

const pageSize = 10;

export function ConfigVersions({ liveId, onRestored }: { liveId: number; onRestored: () => void }) {
  const [shown, setShown] = useState(pageSize);
  const {
    data = [],
    total = 0,
    isPending,
    refetch,
  } = useGetList<ConfigVersionRow>(
    "remote-config/versions",
    { pagination: { page: 1, perPage: shown }, sort: { field: "id", order: "DESC" } },
    // A save or a restore makes a new live version: read the list again with it.
    { meta: { liveId } },
  );
  const restored = () => {
    onRestored();
    void refetch();
  };
  return (
    <Card>
      <CardHeader title="Versions" subheader="Every save is a version; the newest is live." />
      <CardContent>
        {!isPending && data.length === 0 ? (
          <Typography color="text.secondary">
            No version saved yet: every setting is at its default.
          </Typography>
        ) : null}
        <Stack spacing={1} component="ol" sx={{ listStyle: "none", p: 0, m: 0 }}>
          {data.map((version) => (
            <VersionCard key={version.id} version={version} onRestored={restored} />
          ))}
        </Stack>
        {data.length < total ? (
          <Button sx={{ mt: 1 }} onClick={() => setShown(shown + pageSize)}>
            Show older versions
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function VersionCard({ version, onRestored }: { version: ConfigVersionRow; onRestored: () => void }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const { permissions } = usePermissions();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const restore = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const { data } = await dataProvider.restoreConfigVersion(version.id);
      notify(`Version ${version.id} restored: version ${data.id} is live`, { type: "success" });
      onRestored();
    } catch (error) {
      notify((error as Error).message, { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  const who = version.createdBy ? personLabel(version.createdBy) : "the platform";
  return (
    <Box component="li" data-testid="config-version">
      <Card variant="outlined">
        <CardContent sx={{ pb: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <Typography variant="subtitle1" component="h3">
              Version {version.id}
            </Typography>
            {version.isLive ? <Chip size="small" color="success" label="Live" /> : null}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {`Saved by ${who}, ${dateTimeInWords(version.createdAt)}`}
          </Typography>
          {version.note ? <Typography variant="body2">{`Note: ${version.note}`}</Typography> : null}
          {version.changes.length > 0 ? (
            <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
              {version.changes.map((change) => (
                <Typography component="li" variant="body2" key={change}>
                  {change}
                </Typography>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No change from the version before it.
            </Typography>
          )}
          {!version.isLive && can(permissions, "remote-config.change") ? (
            <Button
              size="small"
              variant="outlined"
              disabled={busy}
              onClick={() => setConfirming(true)}
              sx={{ mt: 1 }}
            >
              Restore version {version.id}
            </Button>
          ) : null}
        </CardContent>
      </Card>
      <Confirm
        isOpen={confirming}
        title={`Restore version ${version.id}?`}
        content={`A copy of version ${version.id} becomes the live version at once, for every player. The versions since stay listed, so you can restore them too.`}
        confirm="Restore"
        onConfirm={restore}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
