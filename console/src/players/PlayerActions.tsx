// Ban, unban, grant and reset the daily reward: dialogs over the data
// provider's playerAction (POST /api/admin/players/:id/<action>), for one
// player or, ban and unban, for the players selected in the list. Shown only to
// liveops and admin; the API checks the role again and writes the audit row.
// An admin can also make a player's password reset link, for a player who
// cannot get the reset mail.

import { type Quality, qualities } from "@arena/api/catalogue/basics";
import { ingredientNames } from "@arena/api/catalogue/ingredients";
import { monsterNames } from "@arena/api/catalogue/monsters";
import { relicNames } from "@arena/api/catalogue/relics";
import type { Reward } from "@arena/api/catalogue/rewards";
import { qualityName } from "@arena/api/words/display-names";
import { rewardInWords } from "@arena/api/words/words";
import BlockIcon from "@mui/icons-material/Block";
import CardGiftcardIcon from "@mui/icons-material/CardGiftcard";
import KeyIcon from "@mui/icons-material/Key";
import LockOpenIcon from "@mui/icons-material/LockOpen";
import ReplayIcon from "@mui/icons-material/Replay";
import {
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Button as MuiButton,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { type ReactNode, useState } from "react";
import { Button, TopToolbar, useGetIdentity, useListContext, useRecordContext } from "react-admin";
import type { PlayerAction } from "../data-provider";
import { dateTimeInWords } from "../format/dates";

import { useCan } from "../roles/use-can";
import { DeletedPlayerNotice, DeletePlayerAccount, type PlayerDeletion } from "./DeletePlayerAccount";
import { DownloadPlayerData } from "./DownloadPlayerData";
import { playerCount } from "./player-count";
import { type FieldErrors, useAuditedChange } from "./use-audited-change";

/** The audited actions on one player (the player page's buttons). */
function usePlayerAction(id: string, onDone: () => void) {
  const { run, busy, errors } = useAuditedChange(onDone);
  return {
    run: (action: PlayerAction, body: object, done: string) =>
      run(
        (provider) => provider.playerAction(id, action, body),
        () => done,
      ),
    busy,
    errors,
  };
}

export function ActionDialog(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {props.children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={props.onClose}>Cancel</MuiButton>
        <MuiButton variant="contained" onClick={props.onSubmit} disabled={props.busy}>
          {props.submitLabel}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A whole number typed in an action dialog (hours, a level, a quantity): the API's
 * refusal under it, else `hint`; `min` and `max` bound its arrows.
 */
export function NumberTextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  min?: number;
  max?: number;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={props.label}
      type="number"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={Boolean(props.error)}
      helperText={props.error ?? props.hint}
      slotProps={{ htmlInput: { min: props.min, max: props.max } }}
      autoFocus={props.autoFocus}
    />
  );
}

/** A ban's terms: a reason shown to the player, and hours or permanent. */
function useBanTerms() {
  const [reason, setReason] = useState("");
  const [hours, setHours] = useState("24");
  const [permanent, setPermanent] = useState(false);
  const body = permanent
    ? { reason, permanent: true }
    : { reason, durationHours: Number(hours) || undefined };
  const fields = (errors: FieldErrors) => (
    <>
      <TextField
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(errors.reason)}
        helperText={errors.reason ?? "Shown to the player"}
        required
        autoFocus
      />
      <FormControlLabel
        control={<Checkbox checked={permanent} onChange={(event) => setPermanent(event.target.checked)} />}
        label="Permanent"
      />
      {permanent ? null : (
        <NumberTextField
          label="Duration (hours)"
          value={hours}
          onChange={setHours}
          error={errors.durationHours}
        />
      )}
    </>
  );
  return { body, fields };
}

function BanButton({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const terms = useBanTerms();
  const { run, busy, errors } = usePlayerAction(id, () => setOpen(false));
  return (
    <>
      <MuiButton size="small" color="error" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        Ban
      </MuiButton>
      <ActionDialog
        open={open}
        title="Ban player"
        onClose={() => setOpen(false)}
        onSubmit={() => run("ban", terms.body, "Player banned")}
        busy={busy}
        submitLabel="Ban"
      >
        {terms.fields(errors)}
      </ActionDialog>
    </>
  );
}

/**
 * One action on every selected player of the list, one audited request each;
 * says how many it changed and why any were refused (e.g. a staff account).
 */
function useSelectedPlayersAction(onDone: () => void) {
  const { selectedIds, onUnselectItems } = useListContext();
  const { runEach, busy, errors } = useAuditedChange(() => {
    onUnselectItems();
    onDone();
  });
  return {
    run: (action: PlayerAction, body: object, done: (count: number) => string) =>
      runEach(
        selectedIds,
        (provider, id) => provider.playerAction(String(id), action, body),
        (results) => done(results.length),
      ),
    busy,
    errors,
    count: selectedIds.length,
  };
}

/** The players list's bulk ban: one reason and duration for every selected player. */
export function BulkBanButton() {
  const [open, setOpen] = useState(false);
  const terms = useBanTerms();
  const { run, busy, errors, count } = useSelectedPlayersAction(() => setOpen(false));
  return (
    <>
      <Button label="Ban…" color="error" onClick={() => setOpen(true)} />
      <ActionDialog
        open={open}
        title={`Ban ${playerCount(count)}`}
        onClose={() => setOpen(false)}
        onSubmit={() => run("ban", terms.body, (changed) => `Banned ${playerCount(changed)}`)}
        busy={busy}
        submitLabel="Ban"
      >
        {terms.fields(errors)}
      </ActionDialog>
    </>
  );
}

/** The players list's bulk unban: asks first, with one optional note for every selected player. */
export function BulkUnbanButton() {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const { run, busy, errors, count } = useSelectedPlayersAction(() => setOpen(false));
  return (
    <>
      <Button label="Unban…" onClick={() => setOpen(true)} />
      <ActionDialog
        open={open}
        title={`Unban ${playerCount(count)}?`}
        onClose={() => setOpen(false)}
        onSubmit={() =>
          run("unban", note.trim() ? { note } : {}, (changed) => `Unbanned ${playerCount(changed)}`)
        }
        busy={busy}
        submitLabel="Unban"
      >
        <Typography variant="body2">Their bans end now and they can sign in again.</Typography>
        <NoteField value={note} onChange={setNote} error={errors.note} />
      </ActionDialog>
    </>
  );
}

function NoteField(props: { value: string; onChange: (value: string) => void; error: string | undefined }) {
  return (
    <TextField
      label="Note (optional)"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={Boolean(props.error)}
      helperText={props.error ?? "Why the ban is lifted; kept in the audit trail"}
      autoFocus
    />
  );
}

type ItemKind = "" | "monster" | "relic" | "ingredient";

const namesOf: Record<Exclude<ItemKind, "">, readonly string[]> = {
  monster: monsterNames,
  relic: relicNames,
  ingredient: ingredientNames,
};

type ItemLine = { kind: ItemKind; name: string; quality: Quality; quantity: string };

/** One monster, relic or ingredient stack, as GrantInputSchema's items / ingredients. */
function itemGrant(item: ItemLine): Reward {
  if (item.kind === "" || item.name === "") return {};
  if (item.kind === "ingredient") {
    return { ingredients: [{ name: item.name, quantity: Number(item.quantity) || 0 }] };
  }
  return { items: [{ type: item.kind, name: item.name, quality: item.quality }] };
}

/** An item line with a kind and no name is unfinished: the grant is refused, never sent without it. */
function unfinishedLine(item: ItemLine): FieldErrors {
  return item.kind !== "" && item.name === ""
    ? { itemName: `Choose which ${item.kind}, or set Item to None` }
    : {};
}

function ItemFields(props: { item: ItemLine; onChange: (item: ItemLine) => void; errors: FieldErrors }) {
  const { item, onChange, errors } = props;
  const itemError = Object.entries(errors).find(([field]) => /^(items|ingredients)\b/.test(field))?.[1];
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
      <TextField
        select
        label="Item"
        value={item.kind}
        onChange={(event) => onChange({ ...item, kind: event.target.value as ItemKind, name: "" })}
        sx={{ minWidth: 140 }}
        error={Boolean(itemError)}
        helperText={itemError}
      >
        <MenuItem value="">None</MenuItem>
        <MenuItem value="monster">Monster</MenuItem>
        <MenuItem value="relic">Relic</MenuItem>
        <MenuItem value="ingredient">Ingredient</MenuItem>
      </TextField>
      {item.kind === "" ? null : (
        <TextField
          select
          label="Name"
          value={item.name}
          onChange={(event) => onChange({ ...item, name: event.target.value })}
          sx={{ minWidth: 180 }}
          error={Boolean(errors.itemName)}
          helperText={errors.itemName}
        >
          {namesOf[item.kind].map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {item.kind === "monster" || item.kind === "relic" ? (
        <TextField
          select
          label="Quality"
          value={item.quality}
          onChange={(event) => onChange({ ...item, quality: event.target.value as Quality })}
          sx={{ minWidth: 130 }}
        >
          {qualities.map((quality) => (
            <MenuItem key={quality} value={quality}>
              {qualityName(quality)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {item.kind === "ingredient" ? (
        <NumberTextField
          label="Quantity"
          value={item.quantity}
          onChange={(quantity) => onChange({ ...item, quantity })}
        />
      ) : null}
    </Stack>
  );
}

function GrantButton({ id, playerName }: { id: string; playerName: string }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ gold: "", gems: "", vipDays: "", reason: "" });
  const [item, setItem] = useState<ItemLine>({ kind: "", name: "", quality: "common", quantity: "1" });
  const [gameAccess, setGameAccess] = useState(false);
  const [unfinished, setUnfinished] = useState<FieldErrors>({});
  const { run, busy, errors: refused } = usePlayerAction(id, () => setOpen(false));
  const errors = { ...refused, ...unfinished };
  const number = (text: string) => (text.trim() === "" ? undefined : Number(text));
  const submit = () => {
    const refusal = unfinishedLine(item);
    setUnfinished(refusal);
    if (Object.keys(refusal).length > 0) return;
    const grant: Reward = {
      gold: number(values.gold),
      gems: number(values.gems),
      vipDays: number(values.vipDays),
      ...(gameAccess ? { gameAccess: true } : {}),
      ...itemGrant(item),
    };
    // The notice words the grant as the game and the audit trail do (api/src/words/words.ts).
    return run(
      "grant",
      { ...grant, reason: values.reason },
      `Granted ${rewardInWords(grant)} to ${playerName}`,
    );
  };
  const field = (name: keyof typeof values, label: string, type = "number") => (
    <TextField
      label={label}
      type={type}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required={name === "reason"}
    />
  );
  return (
    <>
      <MuiButton size="small" startIcon={<CardGiftcardIcon />} onClick={() => setOpen(true)}>
        Grant
      </MuiButton>
      <ActionDialog
        open={open}
        title="Grant to player"
        onClose={() => setOpen(false)}
        onSubmit={submit}
        busy={busy}
        submitLabel="Grant"
      >
        {field("gold", "Gold")}
        {field("gems", "Gems")}
        {field("vipDays", "VIP days")}
        <ItemFields
          item={item}
          onChange={(next) => {
            setItem(next);
            setUnfinished({});
          }}
          errors={errors}
        />
        <FormControlLabel
          control={
            <Checkbox checked={gameAccess} onChange={(event) => setGameAccess(event.target.checked)} />
          }
          label="Game access"
        />
        {field("reason", "Reason", "text")}
      </ActionDialog>
    </>
  );
}

/** Reopens today's daily reward at once: it gives the player nothing they could not have had. */
function ResetDailyRewardButton({ id }: { id: string }) {
  const { run, busy } = usePlayerAction(id, () => {});
  return (
    <MuiButton
      size="small"
      startIcon={<ReplayIcon />}
      disabled={busy}
      onClick={() => run("reset-daily-reward", {}, "Daily reward reopened")}
    >
      Reset daily reward
    </MuiButton>
  );
}

/**
 * A player who cannot get the reset mail (a server without mail, a lost mailbox) asks
 * support: an admin makes the link, after checking who asks, and hands it over. The link
 * opens the account, so the dialog says so first and shows it once; only its end is audited.
 */
function PasswordLinkButton({ id, playerName }: { id: string; playerName: string }) {
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const { run, busy } = useAuditedChange();
  const close = () => {
    setOpen(false);
    setLink(null);
    setCopied(false);
  };
  const make = () =>
    run(
      (provider) => provider.playerAction(id, "password-reset-link", {}),
      ({ data }) => {
        setLink(data as { url: string; expiresAt: string });
        return `Password reset link made for ${playerName}`;
      },
    );
  return (
    <>
      <MuiButton size="small" startIcon={<KeyIcon />} onClick={() => setOpen(true)}>
        Password reset link
      </MuiButton>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{`Password reset link for ${playerName}`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {link ? (
              <>
                <TextField
                  label="Reset link"
                  value={link.url}
                  fullWidth
                  multiline
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
                <Typography variant="body2">
                  {`It works once, until ${dateTimeInWords(link.expiresAt)}; any older link has stopped working. Opening it lets ${playerName} choose a new password, and signs them out everywhere.`}
                </Typography>
              </>
            ) : (
              <Typography variant="body2">
                {`The link opens ${playerName}'s account: make it only for the player themselves, after checking who asks, and hand it to them privately. It works once, for one hour, and any older link stops working. The audit trail records that you made it.`}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{link ? "Close" : "Cancel"}</MuiButton>
          {link ? (
            <MuiButton
              variant="contained"
              onClick={() => void navigator.clipboard.writeText(link.url).then(() => setCopied(true))}
            >
              {copied ? "Copied" : "Copy the link"}
            </MuiButton>
          ) : (
            <MuiButton variant="contained" onClick={make} disabled={busy}>
              Make the link
            </MuiButton>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Lifting a ban asks first, with an optional note kept in the audit trail and the ban history. */
function UnbanButton({
  id,
  playerName,
  banReason,
}: {
  id: string;
  playerName: string;
  banReason: string | null;
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const { run, busy, errors } = usePlayerAction(id, () => setOpen(false));
  return (
    <>
      <MuiButton size="small" startIcon={<LockOpenIcon />} onClick={() => setOpen(true)}>
        Unban
      </MuiButton>
      <ActionDialog
        open={open}
        title={`Unban ${playerName}?`}
        onClose={() => setOpen(false)}
        onSubmit={() => run("unban", note.trim() ? { note } : {}, `${playerName} unbanned`)}
        busy={busy}
        submitLabel="Unban"
      >
        <Typography variant="body2">
          {`The ban${banReason ? ` (“${banReason}”)` : ""} ends now and ${playerName} can sign in again.`}
        </Typography>
        <NoteField value={note} onChange={setNote} error={errors.note} />
      </ActionDialog>
    </>
  );
}

interface PlayerRecord {
  id: string;
  displayName: string | null;
  email: string;
  isBanned: boolean;
  ban: { reason: string | null } | null;
  hasClaimedDailyReward: boolean;
  deletion: PlayerDeletion | null;
}

/**
 * Grant, reset the daily reward, ban or unban, with their words on every screen
 * width. None on a staff member's own account: the API refuses acting on oneself.
 */
export function PlayerActions() {
  const record = useRecordContext<PlayerRecord>();
  const canAct = useCan("players.act");
  const canMakeLink = useCan("players.password-link");
  const { identity } = useGetIdentity();
  if (!record || !canAct || !identity || identity.id === record.id) return <TopToolbar />;
  const playerName = record.displayName ?? record.email;
  // An erased account (docs/decisions/130): when, and nothing more to do.
  if (record.deletion?.deletedAt) {
    return (
      <TopToolbar sx={{ flexWrap: "wrap" }}>
        <DeletedPlayerNotice deletion={record.deletion} />
      </TopToolbar>
    );
  }
  return (
    <TopToolbar sx={{ flexWrap: "wrap", gap: 1 }}>
      <GrantButton id={record.id} playerName={playerName} />
      {record.hasClaimedDailyReward ? <ResetDailyRewardButton id={record.id} /> : null}
      {canMakeLink ? <PasswordLinkButton id={record.id} playerName={playerName} /> : null}
      <DownloadPlayerData id={record.id} playerName={playerName} />
      <DeletePlayerAccount id={record.id} playerName={playerName} deletion={record.deletion} />
      {record.isBanned ? (
        <UnbanButton id={record.id} playerName={playerName} banReason={record.ban?.reason ?? null} />
      ) : (
        <BanButton id={record.id} />
      )}
    </TopToolbar>
  );
}
