// "Download data" on a player's page: the archive the player's own download makes
// (GET /api/admin/players/:id/export, docs/decisions/129), for a player who asks
// for it. Shown to roles with players.privacy; the API checks again, limits it per
// staff member and records it in the player's audit trail with the staff member.
import DownloadIcon from "@mui/icons-material/Download";
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button as MuiButton,
  Stack,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useDataProvider, useNotify, useRefresh } from "react-admin";
import type { ConsoleDataProvider } from "../data-provider";
import { useCan } from "../roles/use-can";

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function saveFile(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function DownloadPlayerData({ id, playerName }: { id: string; playerName: string }) {
  const canExport = useCan("players.privacy");
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<
    { kind: "idle" } | { kind: "preparing" } | { kind: "done"; fileName: string; bytes: number }
  >({ kind: "idle" });
  if (!canExport) return null;
  const close = () => {
    setOpen(false);
    setState({ kind: "idle" });
  };
  const download = async () => {
    setState({ kind: "preparing" });
    try {
      const { data } = await dataProvider.exportPlayerData(id);
      saveFile(data.fileName, data.text);
      const bytes = new Blob([data.text]).size;
      setState({ kind: "done", fileName: data.fileName, bytes });
      notify(`Downloaded ${playerName}'s data (${size(bytes)}).`, { type: "success" });
      // The audit trail below now has the download.
      refresh();
    } catch (error) {
      setState({ kind: "idle" });
      notify(`The download failed: ${(error as Error)?.message || "try again"}`, { type: "error" });
    }
  };
  return (
    <>
      <MuiButton size="small" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>
        Download data
      </MuiButton>
      <Dialog open={open} onClose={state.kind === "preparing" ? undefined : close} fullWidth maxWidth="sm">
        <DialogTitle>{`Download ${playerName}'s data`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {state.kind === "done" ? (
              <Typography variant="body2" role="status">
                {`Done: ${state.fileName} (${size(state.bytes)}) is in your downloads. Hand it to ${playerName} privately; the audit trail records that you downloaded it.`}
              </Typography>
            ) : (
              <Typography variant="body2">
                {`A file with everything Monster Arena holds about ${playerName}: their account, sign-ins, possessions, purchases, messages and the audit trail about them — the same file their own "Download my data" gives. Make it only when the player asks, after checking who asks. The audit trail records that you downloaded it.`}
              </Typography>
            )}
            {state.kind === "preparing" ? (
              <Typography variant="body2" role="status">
                Preparing the file… a long history takes a while.
              </Typography>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close} disabled={state.kind === "preparing"}>
            {state.kind === "done" ? "Close" : "Cancel"}
          </MuiButton>
          {state.kind === "done" ? null : (
            <MuiButton variant="contained" onClick={download} disabled={state.kind === "preparing"}>
              {state.kind === "preparing" ? "Preparing…" : "Download"}
            </MuiButton>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
