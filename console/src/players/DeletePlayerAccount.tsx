// Deleting a player's account on request (docs/decisions/130), on the player's
// page for roles with players.privacy: "Delete account" asks for a reason and
// whether to erase now (a support request) or after the 14-day grace period
// (signing in cancels it); a pending deletion shows its date and "Cancel
// deletion"; an erased account shows when, and nothing can be done to it.
// The API checks the permission again and records each change in the audit trail.
import DeleteForeverIcon from "@mui/icons-material/DeleteForever";
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Button as MuiButton,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { dateInWords, dateTimeInWords } from "../format/dates";
import { useCan } from "../roles/use-can";
import { ActionDialog } from "./PlayerActions";
import { useAuditedChange } from "./use-audited-change";

export interface PlayerDeletion {
  requestedAt: string | null;
  dueAt: string | null;
  deletedAt: string | null;
}

/** "Deleted on 2 December 2026 at 08:10": an erased account's page says so instead of offering actions. */
export function DeletedPlayerNotice({ deletion }: { deletion: PlayerDeletion }) {
  if (!deletion.deletedAt) return null;
  return (
    <Typography
      variant="body2"
      role="status"
      sx={{ alignSelf: "center", flexBasis: { xs: "100%", sm: "auto" }, minWidth: 0, whiteSpace: "normal" }}
    >
      {`Deleted on ${dateTimeInWords(deletion.deletedAt)}: personal data removed; payments and the gold and gems ledger are kept anonymous.`}
    </Typography>
  );
}

function CancelDeletionButton({ id, dueAt }: { id: string; dueAt: string }) {
  const [open, setOpen] = useState(false);
  const { run, busy } = useAuditedChange(() => setOpen(false));
  return (
    <>
      <Typography
        variant="body2"
        sx={{ alignSelf: "center", flexBasis: { xs: "100%", sm: "auto" }, minWidth: 0, whiteSpace: "normal" }}
      >
        {`Deletion scheduled for ${dateInWords(dueAt)}`}
      </Typography>
      <MuiButton size="small" onClick={() => setOpen(true)}>
        Cancel deletion
      </MuiButton>
      <ActionDialog
        open={open}
        title="Cancel the account's deletion"
        onClose={() => setOpen(false)}
        onSubmit={() =>
          run(
            (provider) => provider.cancelPlayerDeletion(id),
            () => "Deletion cancelled",
          )
        }
        busy={busy}
        submitLabel="Cancel deletion"
      >
        <Typography variant="body2">
          The account stays as it is. The player can ask again from the game's settings.
        </Typography>
      </ActionDialog>
    </>
  );
}

export function DeletePlayerAccount({
  id,
  playerName,
  deletion,
}: {
  id: string;
  playerName: string;
  deletion: PlayerDeletion | null;
}) {
  const canDelete = useCan("players.privacy");
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [when, setWhen] = useState<"now" | "after_grace">("after_grace");
  const [sure, setSure] = useState(false);
  const { run, busy, errors } = useAuditedChange(() => setOpen(false));
  if (!canDelete || deletion?.deletedAt) return null;
  // Already scheduled: it can be called off, or (the player asks again) carried out now.
  const dueAt = deletion?.dueAt ?? null;
  const choice = dueAt ? "now" : when;
  return (
    <>
      {dueAt ? <CancelDeletionButton id={id} dueAt={dueAt} /> : null}
      <MuiButton size="small" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setOpen(true)}>
        {dueAt ? "Delete now" : "Delete account"}
      </MuiButton>
      <ActionDialog
        open={open}
        title={`Delete ${playerName}'s account`}
        onClose={() => setOpen(false)}
        onSubmit={() =>
          run(
            (provider) => provider.deletePlayer(id, { reason, when: choice }),
            () => (choice === "now" ? "Account deleted" : "Deletion scheduled"),
          )
        }
        busy={busy || !sure}
        submitLabel={choice === "now" ? "Delete now" : "Schedule deletion"}
      >
        <Typography variant="body2">
          Only when the player asks, after checking who asks. Their e-mail, name, sign-ins, possessions,
          messages and leaderboard places are removed; payments and the gold and gems ledger stay, with
          nothing that names them.
        </Typography>
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? "Kept in the audit trail, e.g. the support request"}
          required
          autoFocus
        />
        {dueAt ? (
          <Typography variant="body2">
            {`Its deletion is already scheduled for ${dateInWords(dueAt)}. This deletes it now, which cannot be undone.`}
          </Typography>
        ) : (
          <FormControl>
            <FormLabel id="deletion-when">When</FormLabel>
            <RadioGroup
              aria-labelledby="deletion-when"
              value={when}
              onChange={(event) => setWhen(event.target.value as "now" | "after_grace")}
            >
              {/* The undoable choice first, and chosen: "now" is asked for on purpose. */}
              <FormControlLabel
                value="after_grace"
                control={<Radio />}
                label="After 14 days (signing in cancels it)"
              />
              <FormControlLabel value="now" control={<Radio />} label="Delete now (cannot be undone)" />
            </RadioGroup>
          </FormControl>
        )}
        <FormControlLabel
          control={<Checkbox checked={sure} onChange={(event) => setSure(event.target.checked)} />}
          label="The player asked for this"
        />
      </ActionDialog>
    </>
  );
}
