// The whole key, shown the one time the API answers it (made, or rotated): a
// read-only field, a copy button and the warning that it will not be shown again.
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { Alert, Button, Stack, TextField } from "@mui/material";
import { useState } from "react";

export function SecretOnce({ name, secret }: { name: string; secret: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Stack spacing={2} data-testid="server-key-secret">
      <Alert severity="warning">
        Copy the key now and put it in {name}'s secret store: you will not see it again. Only its first
        characters are kept to recognise it; a lost key can only be rotated or revoked.
      </Alert>
      <TextField
        label="Server key"
        value={secret}
        fullWidth
        multiline
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: "monospace" } } }}
      />
      <Stack direction="row">
        <Button
          variant="contained"
          startIcon={<ContentCopyIcon />}
          onClick={() => void navigator.clipboard.writeText(secret).then(() => setCopied(true))}
        >
          {copied ? "Copied" : "Copy the key"}
        </Button>
      </Stack>
    </Stack>
  );
}
