// One's own second factor (docs/decisions/131): where it stands, setting one up
// (where the role does not require it, else the sign-in page already did), new
// recovery codes and turning it off (with a current code); and for admins the
// staff security setting "Require a second factor for every staff role".

import { can } from "@arena/api/staff/permissions";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { useCallback, useEffect, useState } from "react";
import { Title, useDataProvider, useNotify, usePermissions } from "react-admin";
import type {
  ConsoleDataProvider,
  OwnSecondFactor,
  SecondFactorSetup,
  StaffSecurityPolicy,
} from "../data-provider";
import { dateInWords } from "../format/dates";
import { RecoveryCodes } from "./RecoveryCodes";

const messageOf = (error: unknown) => (error as Error)?.message || "That did not work.";

function statusInWords(status: OwnSecondFactor): string {
  if (status.factor === "on") {
    const since = status.confirmedAt ? ` since ${dateInWords(status.confirmedAt)}` : "";
    const left = status.recoveryCodesLeft;
    const codes =
      left === 0
        ? "No recovery codes left: make new ones."
        : `${left} recovery code${left === 1 ? "" : "s"} left.`;
    return `On${since}. ${codes}`;
  }
  return status.required
    ? "Not set up. Your role requires one: the sign-in page sets it up."
    : "Not set up. It is optional for your role; with one, signing in also asks for a code from your phone.";
}

/** A dialog that asks for a current code, then does `run` with it (and may show recovery codes). */
function CodeDialog(props: {
  open: boolean;
  title: string;
  text: string;
  action: string;
  run: (code: string) => Promise<string[] | null>;
  onClose: () => void;
  /** Shown above the text (the set-up's QR code). */
  children?: React.ReactNode;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    setCode("");
    setError("");
    setCodes(null);
    props.onClose();
  };
  const submit = async () => {
    setBusy(true);
    setError("");
    try {
      const shown = await props.run(code);
      if (shown) setCodes(shown);
      else close();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={props.open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        {codes ? (
          <RecoveryCodes codes={codes} />
        ) : (
          <Stack
            component="form"
            spacing={2}
            sx={{ pt: 1 }}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            {props.children}
            <Typography variant="body2">{props.text}</Typography>
            <TextField
              label="Code from your authenticator app"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={Boolean(error)}
              helperText={error || "6 digits"}
              autoFocus
              slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "one-time-code", maxLength: 7 } }}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {codes ? (
          <Button variant="contained" onClick={close}>
            I have saved them
          </Button>
        ) : (
          <>
            <Button onClick={close}>Cancel</Button>
            <Button variant="contained" onClick={() => void submit()} disabled={busy}>
              {props.action}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** Set-up of an optional factor: the QR code and the secret to type, then a first code. */
function SetupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [error, setError] = useState("");
  useEffect(() => {
    if (!open) return;
    setSetup(null);
    setError("");
    dataProvider.startSecondFactorSetup().then(
      ({ data }) => setSetup(data),
      (failure) => setError(messageOf(failure)),
    );
  }, [open, dataProvider]);
  return (
    <CodeDialog
      open={open}
      title="Set up a second factor"
      text={
        setup
          ? "Scan the QR code with an authenticator app (for example Google Authenticator, 1Password or Authy), then enter the 6-digit code it shows."
          : error || "Making a secret…"
      }
      action="Turn on"
      run={async (code) => (await dataProvider.confirmSecondFactorSetup(code)).data.recoveryCodes}
      onClose={onClose}
    >
      {setup && (
        <Stack spacing={1} sx={{ alignItems: "center" }}>
          <Box
            component="img"
            alt="QR code for your authenticator app"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`}
            sx={{ width: 200, maxWidth: "100%", bgcolor: "#fff", display: "block" }}
          />
          <Typography variant="body2">
            Can't scan it? Type this secret instead:{" "}
            <Box
              component="code"
              data-testid="second-factor-secret"
              sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}
            >
              {setup.secret}
            </Box>
          </Typography>
        </Stack>
      )}
    </CodeDialog>
  );
}

/** Admins: whether every staff role, not only admins, must sign in with a second factor. */
function StaffSecurityCard() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [policy, setPolicy] = useState<StaffSecurityPolicy | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    dataProvider.getStaffSecurity().then(
      ({ data }) => setPolicy(data),
      (failure) => notify(messageOf(failure), { type: "error" }),
    );
  }, [dataProvider, notify]);
  const change = async (requireSecondFactorForAllStaff: boolean) => {
    setBusy(true);
    try {
      const { data } = await dataProvider.updateStaffSecurity({ requireSecondFactorForAllStaff });
      setPolicy(data);
      notify(
        requireSecondFactorForAllStaff
          ? "Every staff role now needs a second factor"
          : "Only admins now need a second factor",
        { type: "success" },
      );
    } catch (failure) {
      notify(messageOf(failure), { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardHeader title="Staff security" />
      <CardContent>
        <Stack spacing={1}>
          <FormControlLabel
            control={
              <Switch
                checked={policy?.requireSecondFactorForAllStaff ?? false}
                disabled={!policy || busy}
                onChange={(event) => void change(event.target.checked)}
              />
            }
            label="Require a second factor for every staff role"
          />
          <Typography variant="body2" color="text.secondary">
            Admins always need one. When this is on, LiveOps and analysts without one are asked to set it up
            at their next request; it is recorded in the audit trail.
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function SecondFactorPage() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { permissions } = usePermissions();
  const [status, setStatus] = useState<OwnSecondFactor | null>(null);
  const [error, setError] = useState("");
  const [open, setOpen] = useState<"setup" | "codes" | "off" | null>(null);
  const load = useCallback(() => {
    dataProvider.getOwnSecondFactor().then(
      ({ data }) => setStatus(data),
      (failure) => setError(messageOf(failure)),
    );
  }, [dataProvider]);
  useEffect(load, [load]);
  const close = () => {
    setOpen(null);
    load();
  };
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="Your second factor" />
      <Stack spacing={2}>
        <Card>
          <CardHeader
            title="Your second factor"
            subheader="A code from an authenticator app on your phone, asked for at sign-in"
          />
          <CardContent>
            <Stack spacing={2}>
              {error && <Alert severity="error">{error}</Alert>}
              {status && <Typography>{statusInWords(status)}</Typography>}
              {status && (
                <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
                  {status.factor !== "on" && !status.required && (
                    <Button variant="contained" onClick={() => setOpen("setup")}>
                      Set up a second factor
                    </Button>
                  )}
                  {status.factor === "on" && (
                    <Button variant="outlined" onClick={() => setOpen("codes")}>
                      New recovery codes
                    </Button>
                  )}
                  {status.factor === "on" && !status.required && (
                    <Button variant="outlined" color="error" onClick={() => setOpen("off")}>
                      Turn off
                    </Button>
                  )}
                </Stack>
              )}
            </Stack>
          </CardContent>
        </Card>
        {can(permissions, "staff.security") && <StaffSecurityCard />}
      </Stack>
      <SetupDialog open={open === "setup"} onClose={close} />
      <CodeDialog
        open={open === "codes"}
        title="New recovery codes"
        text="Your old recovery codes stop working. Enter a current code from your authenticator app to make a new set."
        action="Make new codes"
        run={async (code) => (await dataProvider.newRecoveryCodes(code)).data.recoveryCodes}
        onClose={close}
      />
      <CodeDialog
        open={open === "off"}
        title="Turn off your second factor?"
        text="Signing in will ask only for your password, and your recovery codes stop working. Enter a current code to confirm."
        action="Turn off"
        run={async (code) => {
          await dataProvider.turnOffSecondFactor(code);
          return null;
        }}
        onClose={close}
      />
    </Box>
  );
}
