// Ban, unban, grant and reset the daily reward: dialogs over the data
// provider's playerAction (POST /api/admin/players/:id/<action>), for one
// player or, ban and unban, for the players selected in the list. Shown only to
// liveops and admin; the API checks the role again and writes the audit row.

import { ingredientNames, monsterNames, qualities, relicNames } from "@arena/api/config/game";
import BlockIcon from "@mui/icons-material/Block";
import CardGiftcardIcon from "@mui/icons-material/CardGiftcard";
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
} from "@mui/material";
import { type ReactElement, type ReactNode, useState } from "react";
import { Button, TopToolbar, useListContext, useRecordContext } from "react-admin";
import type { PlayerAction } from "../data-provider";
import { qualityLabel } from "../format/labels";
import { useCan } from "../roles/use-can";
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
        <TextField
          label="Duration (hours)"
          type="number"
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          error={Boolean(errors.durationHours)}
          helperText={errors.durationHours}
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
      <Button label="Ban" color="error" onClick={() => setOpen(true)}>
        <BlockIcon />
      </Button>
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

/** The players list's bulk unban. */
export function BulkUnbanButton() {
  const { run, busy } = useSelectedPlayersAction(() => {});
  return (
    <Button
      label="Unban"
      disabled={busy}
      onClick={() => run("unban", {}, (changed) => `Unbanned ${playerCount(changed)}`)}
    />
  );
}

type ItemKind = "" | "monster" | "relic" | "ingredient";

const namesOf: Record<Exclude<ItemKind, "">, readonly string[]> = {
  monster: monsterNames,
  relic: relicNames,
  ingredient: ingredientNames,
};

/** One monster, relic or ingredient stack, as GrantInputSchema's items / ingredients. */
function itemGrant(item: { kind: ItemKind; name: string; quality: string; quantity: string }) {
  if (item.kind === "" || item.name === "") return {};
  if (item.kind === "ingredient") {
    return { ingredients: [{ name: item.name, quantity: Number(item.quantity) || 0 }] };
  }
  return { items: [{ type: item.kind, name: item.name, quality: item.quality }] };
}

function ItemFields(props: {
  item: { kind: ItemKind; name: string; quality: string; quantity: string };
  onChange: (item: { kind: ItemKind; name: string; quality: string; quantity: string }) => void;
  errors: FieldErrors;
}) {
  const { item, onChange, errors } = props;
  const itemError = Object.entries(errors).find(([field]) => /^(items|ingredients)\b/.test(field))?.[1];
  return (
    <Stack direction="row" spacing={1}>
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
          onChange={(event) => onChange({ ...item, quality: event.target.value })}
          sx={{ minWidth: 130 }}
        >
          {qualities.map((quality) => (
            <MenuItem key={quality} value={quality}>
              {qualityLabel(quality)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {item.kind === "ingredient" ? (
        <TextField
          label="Quantity"
          type="number"
          value={item.quantity}
          onChange={(event) => onChange({ ...item, quantity: event.target.value })}
        />
      ) : null}
    </Stack>
  );
}

function GrantButton({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ gold: "", gems: "", vipDays: "", reason: "" });
  const [item, setItem] = useState<{ kind: ItemKind; name: string; quality: string; quantity: string }>({
    kind: "",
    name: "",
    quality: "common",
    quantity: "1",
  });
  const [gameAccess, setGameAccess] = useState(false);
  const { run, busy, errors } = usePlayerAction(id, () => setOpen(false));
  const number = (text: string) => (text.trim() === "" ? undefined : Number(text));
  const submit = () =>
    run(
      "grant",
      {
        gold: number(values.gold),
        gems: number(values.gems),
        vipDays: number(values.vipDays),
        ...itemGrant(item),
        ...(gameAccess ? { gameAccess: true } : {}),
        reason: values.reason,
      },
      "Granted",
    );
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
      <Button label="Grant" onClick={() => setOpen(true)}>
        <CardGiftcardIcon />
      </Button>
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
        <ItemFields item={item} onChange={setItem} errors={errors} />
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

/** The icon is all a phone shows (react-admin's Button), labelled by `label`. */
function SimpleActionButton(props: {
  id: string;
  action: PlayerAction;
  label: string;
  done: string;
  icon: ReactElement;
}) {
  const { run, busy } = usePlayerAction(props.id, () => {});
  return (
    <Button label={props.label} disabled={busy} onClick={() => run(props.action, {}, props.done)}>
      {props.icon}
    </Button>
  );
}

export function PlayerActions() {
  const record = useRecordContext<{ id: string; isBanned: boolean; hasClaimedDailyReward: boolean }>();
  const canAct = useCan("players.act");
  if (!record || !canAct) return <TopToolbar />;
  return (
    <TopToolbar>
      <GrantButton id={record.id} />
      {record.hasClaimedDailyReward ? (
        <SimpleActionButton
          id={record.id}
          action="reset-daily-reward"
          label="Reset daily reward"
          done="Daily reward reopened"
          icon={<ReplayIcon />}
        />
      ) : null}
      {record.isBanned ? (
        <SimpleActionButton
          id={record.id}
          action="unban"
          label="Unban"
          done="Player unbanned"
          icon={<LockOpenIcon />}
        />
      ) : (
        <BanButton id={record.id} />
      )}
    </TopToolbar>
  );
}
