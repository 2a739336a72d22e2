// Recovery codes, shown the one time the API answers them: the list, Copy and
// Download, and the warning that they will not be shown again.
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DownloadIcon from "@mui/icons-material/Download";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import { useState } from "react";

export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [done, setDone] = useState("");
  const text = `Monster Arena LiveOps recovery codes (each works once)\n\n${codes.join("\n")}\n`;
  const download = () => {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    link.download = "monster-arena-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(link.href);
    setDone("Downloaded.");
  };
  return (
    <Stack spacing={2} data-testid="recovery-codes">
      <Alert severity="warning">
        Save these recovery codes somewhere safe: each one signs you in once if you lose your phone. You will
        not see them again.
      </Alert>
      <Box
        component="ol"
        sx={{ columns: 2, m: 0, pl: 3, fontFamily: "monospace", fontSize: "1rem", lineHeight: 1.8 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => setDone("Copied."),
              () => setDone("Copying is not allowed here: download them instead."),
            )
          }
        >
          Copy
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          Download
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        {done}
      </Typography>
    </Stack>
  );
}
