// An endpoint's signing secret: its start, or all of it once shown (right
// after the endpoint is made, or on request), with a copy button, and a roll
// that replaces it (asked first: the receiver must be given the new one).
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { Alert, Button, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from "react-admin";
import { useLocation } from "react-router-dom";
import type { ConsoleDataProvider } from "../data-provider";

const messageOf = (error: unknown) => (error as Error)?.message || "That did not work.";

export function SigningSecret(_props: { label?: string }) {
  const record = useRecordContext<{ id: string; secretHint: string }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const justMade = (useLocation().state as { secret?: string } | null)?.secret;
  const [secret, setSecret] = useState<string | null>(justMade ?? null);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!record) return null;

  const reveal = async () => {
    try {
      setSecret((await dataProvider.revealWebhookSecret(record.id)).data.secret);
    } catch (error) {
      notify(messageOf(error), { type: "error" });
    }
  };
  const roll = async () => {
    setConfirming(false);
    try {
      setSecret((await dataProvider.rollWebhookSecret(record.id)).data.secret);
      setCopied(false);
      notify("New signing secret made: give it to the receiver now", { type: "success" });
      refresh();
    } catch (error) {
      notify(messageOf(error), { type: "error" });
    }
  };
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 640 }} data-testid="signing-secret">
      {justMade && secret === justMade ? (
        <Alert severity="info">
          Set this secret on the receiver: it checks each delivery's Arena-Signature with it.
        </Alert>
      ) : null}
      {secret ? (
        <TextField
          label="Signing secret"
          value={secret}
          fullWidth
          // Wraps on a phone: the whole secret stays readable.
          multiline
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              style: { fontFamily: "monospace", wordBreak: "break-all" },
            },
          }}
        />
      ) : (
        <Typography sx={{ fontFamily: "monospace" }}>{record.secretHint}</Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        {secret ? (
          <Button
            variant="contained"
            startIcon={<ContentCopyIcon />}
            onClick={() =>
              navigator.clipboard.writeText(secret).then(
                () => setCopied(true),
                () =>
                  notify("The browser did not allow copying: select the secret and copy it", {
                    type: "warning",
                  }),
              )
            }
          >
            {copied ? "Copied" : "Copy the secret"}
          </Button>
        ) : (
          <Button variant="outlined" onClick={() => void reveal()}>
            Show the secret
          </Button>
        )}
        <Button color="warning" onClick={() => setConfirming(true)}>
          Roll the secret
        </Button>
      </Stack>
      <Confirm
        isOpen={confirming}
        title="Replace the signing secret?"
        content="Every delivery from now on, retries included, is signed with the new secret only: the receiver refuses them until it has the new one."
        confirm="Roll the secret"
        onConfirm={() => void roll()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
