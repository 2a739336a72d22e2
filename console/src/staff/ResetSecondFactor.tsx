// An admin takes a staff member's second factor away (a lost phone), asked
// first with a reason: the API ends their sessions and records it in the audit
// trail; they set up a new one at their next sign-in.
import PhonelinkEraseIcon from "@mui/icons-material/PhonelinkErase";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { Labeled, useDataProvider, useNotify, useRecordContext, useRefresh } from "react-admin";
import type { ConsoleDataProvider } from "../data-provider";
import { type SecondFactorFacts, secondFactorInWords } from "../second-factor/words";

const messageOf = (error: unknown) => (error as Error)?.message || "That did not work.";

type StaffRecord = SecondFactorFacts & { id: string; email: string };

export function SecondFactorField() {
  const record = useRecordContext<StaffRecord>();
  if (!record) return null;
  return (
    <Labeled label="Second factor">
      <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", gap: 1 }}>
        <Typography variant="body2">{secondFactorInWords(record)}</Typography>
        {record.secondFactor !== "off" && <ResetSecondFactorButton record={record} />}
      </Stack>
    </Labeled>
  );
}

function ResetSecondFactorButton({ record }: { record: StaffRecord }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpen(false);
    setReason("");
    setError("");
  };
  const reset = async () => {
    if (reason.trim().length < 3) {
      setError("Say why (at least 3 characters).");
      return;
    }
    setBusy(true);
    try {
      await dataProvider.resetSecondFactor(record.id, reason.trim());
      notify(`Second factor of ${record.email} reset: they set up a new one at their next sign-in`, {
        type: "success",
      });
      close();
      refresh();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" color="error" startIcon={<PhonelinkEraseIcon />} onClick={() => setOpen(true)}>
        Reset second factor
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{`Reset the second factor of ${record.email}?`}</DialogTitle>
        <DialogContent>
          <Stack
            component="form"
            spacing={2}
            sx={{ pt: 1 }}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              // The dialog sits inside the staff member's edit form in React's tree: its submit stays here.
              event.stopPropagation();
              void reset();
            }}
          >
            <Typography variant="body2">
              Their authenticator app and recovery codes stop working and they are signed out everywhere. At
              their next sign-in they set up a new second factor. The audit trail records it with your reason.
            </Typography>
            <TextField
              label="Reason"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError("");
              }}
              error={Boolean(error)}
              helperText={error || "For example: lost their phone (asked by chat)"}
              autoFocus
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" color="error" onClick={() => void reset()} disabled={busy}>
            Reset second factor
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
