// The player page's monsters, relics and ingredients: paged, sortable lists
// (ReferenceManyField over /player-items and /player-ingredients) with the
// audited staff actions on them — grant one (the player grant), remove one
// (after a confirmation), set a monster's or relic's level. Actions are shown
// to liveops and admin only; the API checks the role again and writes the
// audit row.

import { type Quality, qualities } from "@arena/api/catalogue/basics";
import { ingredientNames } from "@arena/api/catalogue/ingredients";
import { monsterNames } from "@arena/api/catalogue/monsters";
import { relicNames } from "@arena/api/catalogue/relics";
import { elementName, qualityName } from "@arena/api/words/display-names";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import UpgradeIcon from "@mui/icons-material/Upgrade";
import { MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import {
  Button,
  Datagrid,
  FunctionField,
  NumberField,
  Pagination,
  TextField as RaTextField,
  ReferenceManyField,
  useRecordContext,
} from "react-admin";
import { WhenField } from "../format/WhenField";

import { usePhone } from "../layout/use-phone";
import { useCan } from "../roles/use-can";
import { type Picture, Pictured } from "./ItemPicture";
import { ActionDialog } from "./PlayerActions";
import { type FieldErrors, useAuditedChange } from "./use-audited-change";

type ItemType = "monster" | "relic";

interface PlayerRecord {
  id: string;
  inventory: {
    monsters: number;
    relics: number;
    ingredients: number;
    monsterSlots: number;
    relicSlots: number;
    ingredientSlots: number;
  };
}

interface ItemRow {
  id: number;
  userId: string;
  type: ItemType;
  name: string;
  quality: string;
  level: number;
  maxLevel: number;
  element: string | null;
  skinId: string | null;
  skin: string | null;
}

interface IngredientRow {
  id: number;
  userId: string;
  name: string;
  rarity: string | null;
  quantity: number;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const qualityOf = (row: ItemRow) =>
  row.element ? `${qualityName(row.quality)}, ${elementName(row.element)}` : qualityName(row.quality);

/** A monster's picture (in its skin and its quality's frame) or a relic's, named "Magmaw (Epic)". */
const itemPicture = (row: ItemRow): Picture => ({
  subject:
    row.type === "monster"
      ? { kind: "monster", name: row.name, skinId: row.skinId, quality: row.quality as Quality }
      : { kind: "relic", name: row.name },
  alt: `${row.name} (${qualityName(row.quality)})`,
});

const ingredientPicture = (row: IngredientRow): Picture => ({
  subject: { kind: "ingredient", name: row.name },
  alt: row.rarity ? `${row.name} (${capitalised(row.rarity)})` : row.name,
});

/** A name with its details on a second line (the phone layout's one column). */
function NameAndDetails(props: { name: string; details: string }) {
  return (
    <>
      <Typography variant="body2">{props.name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {props.details}
      </Typography>
    </>
  );
}

function ReasonField(props: { value: string; onChange: (value: string) => void; errors: FieldErrors }) {
  return (
    <TextField
      label="Reason"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={Boolean(props.errors.reason)}
      helperText={props.errors.reason ?? "Kept in the audit trail"}
      required
    />
  );
}

const catalogue = { monster: monsterNames, relic: relicNames, ingredient: ingredientNames } as const;
const kindWords = { monster: "monster", relic: "relic", ingredient: "ingredient" } as const;
const withArticle = { monster: "a monster", relic: "a relic", ingredient: "an ingredient" } as const;

/** Grants one monster, relic or ingredient stack through the player grant (POST /players/:id/grant). */
function GrantPossessionButton({ kind }: { kind: keyof typeof catalogue }) {
  const player = useRecordContext<PlayerRecord>();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState<string>(catalogue[kind][0] ?? "");
  const [quality, setQuality] = useState<string>("common");
  const [quantity, setQuantity] = useState("1");
  const [reason, setReason] = useState("");
  const { run, busy, errors } = useAuditedChange(() => setOpen(false));
  if (!player) return null;
  const itemError = Object.entries(errors).find(([field]) => /^(items|ingredients)\b/.test(field))?.[1];
  const body =
    kind === "ingredient"
      ? { ingredients: [{ name, quantity: Number(quantity) || 0 }], reason }
      : { items: [{ type: kind, name, quality }], reason };
  const what = kind === "ingredient" ? `${Number(quantity) || 0} ${name}` : `${name} (${quality})`;
  const submit = () =>
    run(
      (provider) => provider.playerAction(player.id, "grant", body),
      (result) =>
        (result.data as { overflow: unknown }).overflow
          ? `The inventory is full: ${what} was sent to the player's inbox`
          : `Granted ${what}`,
    );
  return (
    <>
      <Button label={`Grant ${withArticle[kind]}`} onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <ActionDialog
        open={open}
        title={`Grant ${withArticle[kind]}`}
        onClose={() => setOpen(false)}
        onSubmit={submit}
        busy={busy}
        submitLabel="Grant"
      >
        <TextField
          select
          label={capitalised(kindWords[kind])}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(itemError)}
          helperText={itemError}
        >
          {catalogue[kind].map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice}
            </MenuItem>
          ))}
        </TextField>
        {kind === "ingredient" ? (
          <TextField
            label="Quantity"
            type="number"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            slotProps={{ htmlInput: { min: 1 } }}
          />
        ) : (
          <TextField
            select
            label="Quality"
            value={quality}
            onChange={(event) => setQuality(event.target.value)}
          >
            {qualities.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {qualityName(choice)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <ReasonField value={reason} onChange={setReason} errors={errors} />
      </ActionDialog>
    </>
  );
}

function SetLevelButton() {
  const item = useRecordContext<ItemRow>();
  const [open, setOpen] = useState(false);
  const [level, setLevel] = useState("");
  const [reason, setReason] = useState("");
  const { run, busy, errors } = useAuditedChange(() => setOpen(false));
  if (!item) return null;
  const submit = () =>
    run(
      (provider) =>
        provider.possessionAction(item.id, "player-items/level", { level: Number(level) || 0, reason }),
      () => `${item.name} is now level ${Number(level)}`,
    );
  return (
    <>
      <Button
        label="Set level"
        onClick={() => {
          setLevel(String(item.level));
          setOpen(true);
        }}
      >
        <UpgradeIcon />
      </Button>
      <ActionDialog
        open={open}
        title={`Set ${item.name}'s level`}
        onClose={() => setOpen(false)}
        onSubmit={submit}
        busy={busy}
        submitLabel="Set level"
      >
        <TextField
          label="Level"
          type="number"
          value={level}
          onChange={(event) => setLevel(event.target.value)}
          error={Boolean(errors.level)}
          helperText={errors.level ?? `1 to ${item.maxLevel}; now ${item.level}`}
          slotProps={{ htmlInput: { min: 1, max: item.maxLevel } }}
          autoFocus
        />
        <ReasonField value={reason} onChange={setReason} errors={errors} />
      </ActionDialog>
    </>
  );
}

function RemoveItemButton() {
  const item = useRecordContext<ItemRow>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const { run, busy, errors } = useAuditedChange(() => setOpen(false));
  if (!item) return null;
  const submit = () =>
    run(
      (provider) => provider.possessionAction(item.id, "player-items/remove", { reason }),
      () => `Removed ${item.name} (level ${item.level})`,
    );
  return (
    <>
      <Button label="Remove" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <ActionDialog
        open={open}
        title={`Remove ${item.name}?`}
        onClose={() => setOpen(false)}
        onSubmit={submit}
        busy={busy}
        submitLabel="Remove"
      >
        <Typography>
          {item.type === "monster"
            ? `The player loses ${item.name} (level ${item.level}); it leaves any team it is in.`
            : `The player loses ${item.name} (level ${item.level}); a monster carrying it no longer does.`}
        </Typography>
        <ReasonField value={reason} onChange={setReason} errors={errors} />
      </ActionDialog>
    </>
  );
}

function RemoveIngredientButton() {
  const ingredient = useRecordContext<IngredientRow>();
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState("");
  const [reason, setReason] = useState("");
  const { run, busy, errors } = useAuditedChange(() => setOpen(false));
  if (!ingredient) return null;
  const submit = () =>
    run(
      (provider) =>
        provider.possessionAction(ingredient.id, "player-ingredients/remove", {
          quantity: Number(quantity) || 0,
          reason,
        }),
      (result) => {
        const { removed, left } = result.data as { removed: number; left: number };
        return `Removed ${removed} ${ingredient.name}; ${left} left`;
      },
    );
  return (
    <>
      <Button
        label="Remove"
        color="error"
        onClick={() => {
          setQuantity(String(ingredient.quantity));
          setOpen(true);
        }}
      >
        <DeleteIcon />
      </Button>
      <ActionDialog
        open={open}
        title={`Remove ${ingredient.name}?`}
        onClose={() => setOpen(false)}
        onSubmit={submit}
        busy={busy}
        submitLabel="Remove"
      >
        <Typography>{`The player has ${ingredient.quantity} ${ingredient.name}.`}</Typography>
        <TextField
          label="How many to remove"
          type="number"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          error={Boolean(errors.quantity)}
          helperText={errors.quantity ?? `1 to ${ingredient.quantity}`}
          slotProps={{ htmlInput: { min: 1, max: ingredient.quantity } }}
        />
        <ReasonField value={reason} onChange={setReason} errors={errors} />
      </ActionDialog>
    </>
  );
}

/** "12 of 30 monster slots used", with the grant button for those who may change things. */
function PossessionsHeader(props: { kind: keyof typeof catalogue; used: number; slots: number }) {
  const canChange = useCan("players.act");
  const noun = props.kind === "ingredient" ? "ingredient" : props.kind;
  return (
    <Stack
      direction="row"
      sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}
    >
      <Typography variant="body2">{`${props.used} of ${props.slots} ${noun} slots used`}</Typography>
      {canChange ? <GrantPossessionButton kind={props.kind} /> : null}
    </Stack>
  );
}

function ItemActions() {
  const canChange = useCan("players.act");
  if (!canChange) return null;
  return (
    <Stack direction="row">
      <SetLevelButton />
      <RemoveItemButton />
    </Stack>
  );
}

function ItemList({ type }: { type: ItemType }) {
  const player = useRecordContext<PlayerRecord>();
  const phone = usePhone();
  if (!player) return null;
  const noun = type === "monster" ? "Monster" : "Relic";
  return (
    <Stack spacing={1} sx={{ width: "100%" }}>
      <PossessionsHeader
        kind={type}
        used={type === "monster" ? player.inventory.monsters : player.inventory.relics}
        slots={type === "monster" ? player.inventory.monsterSlots : player.inventory.relicSlots}
      />
      <ReferenceManyField
        reference="player-items"
        target="userId"
        filter={{ type }}
        sort={{ field: "level", order: "DESC" }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography variant="body2">{`No ${noun.toLowerCase()}s.`}</Typography>}
          size={phone ? "small" : "medium"}
        >
          {phone ? (
            <FunctionField
              source="name"
              label={noun}
              render={(row: ItemRow) => (
                <Pictured {...itemPicture(row)}>
                  <NameAndDetails
                    name={row.name}
                    details={row.skin ? `${qualityOf(row)}, ${row.skin} skin` : qualityOf(row)}
                  />
                </Pictured>
              )}
            />
          ) : (
            <FunctionField
              source="name"
              label={noun}
              render={(row: ItemRow) => (
                <Pictured {...itemPicture(row)}>
                  <Typography variant="body2">{row.name}</Typography>
                </Pictured>
              )}
            />
          )}
          <NumberField source="level" label="Level" />
          {phone ? null : (
            <FunctionField
              source="quality"
              label={type === "monster" ? "Quality and element" : "Quality"}
              render={qualityOf}
            />
          )}
          {type === "monster" && !phone ? (
            <RaTextField source="skin" label="Skin" sortable={false} emptyText="—" />
          ) : null}
          {phone ? null : <WhenField dateOnly source="createdAt" label="Received" />}
          <ItemActions />
        </Datagrid>
      </ReferenceManyField>
    </Stack>
  );
}

export const MonsterList = () => <ItemList type="monster" />;
export const RelicList = () => <ItemList type="relic" />;

function IngredientActions() {
  const canChange = useCan("players.act");
  return canChange ? <RemoveIngredientButton /> : null;
}

export function IngredientList() {
  const player = useRecordContext<PlayerRecord>();
  const phone = usePhone();
  if (!player) return null;
  return (
    <Stack spacing={1} sx={{ width: "100%" }}>
      <PossessionsHeader
        kind="ingredient"
        used={player.inventory.ingredients}
        slots={player.inventory.ingredientSlots}
      />
      <ReferenceManyField
        reference="player-ingredients"
        target="userId"
        sort={{ field: "name", order: "ASC" }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography variant="body2">No ingredients.</Typography>}
          size={phone ? "small" : "medium"}
        >
          {phone ? (
            <FunctionField
              source="name"
              label="Ingredient"
              render={(row: IngredientRow) => (
                <Pictured {...ingredientPicture(row)}>
                  <NameAndDetails name={row.name} details={row.rarity ? capitalised(row.rarity) : ""} />
                </Pictured>
              )}
            />
          ) : (
            <FunctionField
              source="name"
              label="Ingredient"
              render={(row: IngredientRow) => (
                <Pictured {...ingredientPicture(row)}>
                  <Typography variant="body2">{row.name}</Typography>
                </Pictured>
              )}
            />
          )}
          <NumberField source="quantity" label="Quantity" />
          {phone ? null : (
            <FunctionField
              label="Rarity"
              sortable={false}
              render={(row: IngredientRow) => (row.rarity ? capitalised(row.rarity) : "—")}
            />
          )}
          <IngredientActions />
        </Datagrid>
      </ReferenceManyField>
    </Stack>
  );
}
