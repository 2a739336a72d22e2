// Rotate and revoke, each asked first. A rotation shows the new key once (and
// how long the old one keeps working); a revocation stops the key at once.

import AutorenewIcon from "@mui/icons-material/Autorenew";
import BlockIcon from "@mui/icons-material/Block";
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Button as MuiButton,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from "@mui/material";
import { useState } from "react";
import {
  Confirm,
  TopToolbar,
  useCreatePath,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import type { ConsoleDataProvider } from "../data-provider";
import { dateTimeInWords } from "../format/dates";
import { SecretOnce } from "./SecretOnce";
import { type ServerKeyRecord, shownKey } from "./words";

/** How long the old key keeps working after a rotation, in the API's minutes. */
const graceChoices = [
  { minutes: 0, label: "Stops now (the key leaked)" },
  { minutes: 15, label: "Works 15 more minutes (time to deploy the new key)" },
  { minutes: 60, label: "Works 1 more hour" },
  { minutes: 1440, label: "Works 1 more day" },
] as const;

const messageOf = (error: unknown) => (error as Error)?.message || "That did not work.";

function RotateButton({ record }: { record: ServerKeyRecord }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const createPath = useCreatePath();
  const [open, setOpen] = useState(false);
  const [grace, setGrace] = useState<number>(15);
  const [busy, setBusy] = useState(false);
  const [rotated, setRotated] = useState<
    (ServerKeyRecord & { secret: string; replaced: ServerKeyRecord }) | null
  >(null);
  const close = () => {
    setOpen(false);
    if (rotated) refresh();
    setRotated(null);
  };
  const rotate = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.rotateServerKey(record.id, grace);
      setRotated(data);
      notify(`${record.name} rotated: copy the new key now`, { type: "success" });
    } catch (error) {
      notify(messageOf(error), { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <MuiButton size="small" startIcon={<AutorenewIcon />} onClick={() => setOpen(true)}>
        Rotate
      </MuiButton>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{rotated ? `${record.name} rotated` : `Rotate ${record.name}?`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {rotated ? (
              <>
                <Typography variant="body2">
                  {rotated.replaced.expiresAt && new Date(rotated.replaced.expiresAt) > new Date()
                    ? `The old key ${shownKey(record.prefix)} works until ${dateTimeInWords(rotated.replaced.expiresAt)}, then stops.`
                    : `The old key ${shownKey(record.prefix)} has stopped working.`}
                </Typography>
                <SecretOnce name={record.name} secret={rotated.secret} />
              </>
            ) : (
              <>
                <Typography variant="body2">
                  {`A new key with the same name and what it may do replaces ${shownKey(record.prefix)}. Put the new key in the game server's secret store before the old one stops.`}
                </Typography>
                <RadioGroup
                  aria-label="The old key"
                  value={String(grace)}
                  onChange={(event) => setGrace(Number(event.target.value))}
                >
                  {graceChoices.map((choice) => (
                    <FormControlLabel
                      key={choice.minutes}
                      value={String(choice.minutes)}
                      control={<Radio />}
                      label={choice.label}
                    />
                  ))}
                </RadioGroup>
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {rotated ? (
            <MuiButton
              component={RouterLink}
              to={createPath({ resource: "server-keys", type: "show", id: rotated.id })}
              variant="contained"
              onClick={close}
            >
              I have copied it: open the new key
            </MuiButton>
          ) : (
            <>
              <MuiButton onClick={close}>Cancel</MuiButton>
              <MuiButton variant="contained" onClick={rotate} disabled={busy}>
                Rotate the key
              </MuiButton>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}

function RevokeButton({ record }: { record: ServerKeyRecord }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const revoke = async () => {
    setOpen(false);
    try {
      await dataProvider.revokeServerKey(record.id);
      notify(`${record.name} (${shownKey(record.prefix)}) revoked`, { type: "success" });
      refresh();
    } catch (error) {
      notify(messageOf(error), { type: "error" });
    }
  };
  return (
    <>
      <MuiButton size="small" color="error" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        Revoke
      </MuiButton>
      <Confirm
        isOpen={open}
        title={`Revoke ${record.name}?`}
        content={`The key ${shownKey(record.prefix)} stops working now, for good: every game server using it is refused from its next request. This cannot be undone; make or rotate a key to go on.`}
        confirm="Revoke the key"
        onConfirm={revoke}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Rotate while the key works and has not been replaced; revoke while it is not revoked. */
export function ServerKeyActions() {
  const record = useRecordContext<ServerKeyRecord>();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar sx={{ flexWrap: "wrap", gap: 1 }}>
      {record.status === "active" ? <RotateButton record={record} /> : null}
      {record.status !== "revoked" ? <RevokeButton record={record} /> : null}
    </TopToolbar>
  );
}
