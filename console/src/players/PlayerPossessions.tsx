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
import type { Reward } from "@arena/api/catalogue/rewards";
import { elementName, qualityName } from "@arena/api/words/display-names";
import { rewardInWords } from "@arena/api/words/words";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import UpgradeIcon from "@mui/icons-material/Upgrade";
import { MenuItem, Stack, TextField, Typography } from "@mui/material";
import { type ReactElement, type ReactNode, useState } from "react";
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
import type { ConsoleDataProvider } from "../data-provider";
import { WhenField } from "../format/WhenField";

import { usePhone } from "../layout/use-phone";
import { useCan } from "../roles/use-can";
import { type Picture, Pictured } from "./ItemPicture";
import { ActionDialog, NumberTextField } from "./PlayerActions";
import { type FieldErrors, useAuditedChange } from "./use-audited-change";

type ItemType = "monster" | "relic";

interface PlayerRecord {
  id: string;
  deletion?: { deletedAt: string | null } | null;
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

/**
 * One audited change with a reason (grant, set a level, remove): its button, then a
 * dialog with the change's own fields and the Reason kept in the audit trail. The
 * dialog closes once the change went through, and keeps a refusal's field errors.
 */
function ReasonedActionButton(props: {
  label: string;
  icon: ReactElement;
  color?: "error";
  title: string;
  submitLabel: string;
  /** Runs as the dialog opens: fills its fields from the row. */
  onOpen?: () => void;
  /** The change's own fields, above the reason (none: only the reason). */
  fields?: (errors: FieldErrors) => ReactNode;
  /** Sends the change with the reason given. */
  change: (provider: ConsoleDataProvider, reason: string) => Promise<{ data: unknown }>;
  /** The notice once it went through, from the API's answer. */
  done: (data: unknown) => string;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const { run, busy, errors } = useAuditedChange(() => setOpen(false));
  return (
    <>
      <Button
        label={props.label}
        color={props.color}
        onClick={() => {
          props.onOpen?.();
          setOpen(true);
        }}
      >
        {props.icon}
      </Button>
      <ActionDialog
        open={open}
        title={props.title}
        onClose={() => setOpen(false)}
        onSubmit={() =>
          run(
            (provider) => props.change(provider, reason),
            (result) => props.done(result.data),
          )
        }
        busy={busy}
        submitLabel={props.submitLabel}
      >
        {props.fields?.(errors)}
        <ReasonField value={reason} onChange={setReason} errors={errors} />
      </ActionDialog>
    </>
  );
}

const catalogue = { monster: monsterNames, relic: relicNames, ingredient: ingredientNames } as const;
const kindWords = { monster: "monster", relic: "relic", ingredient: "ingredient" } as const;
const withArticle = { monster: "a monster", relic: "a relic", ingredient: "an ingredient" } as const;

/** Grants one monster, relic or ingredient stack through the player grant (POST /players/:id/grant). */
function GrantPossessionButton({ kind }: { kind: keyof typeof catalogue }) {
  const player = useRecordContext<PlayerRecord>();
  const [name, setName] = useState<string>(catalogue[kind][0] ?? "");
  const [quality, setQuality] = useState<Quality>("common");
  const [quantity, setQuantity] = useState("1");
  if (!player) return null;
  const grant: Reward =
    kind === "ingredient"
      ? { ingredients: [{ name, quantity: Number(quantity) || 0 }] }
      : { items: [{ type: kind, name, quality }] };
  // In the game's words, as the page's Grant and the audit trail say it (api/src/words/words.ts).
  const what = rewardInWords(grant);
  return (
    <ReasonedActionButton
      label={`Grant ${withArticle[kind]}`}
      icon={<AddIcon />}
      title={`Grant ${withArticle[kind]}`}
      submitLabel="Grant"
      change={(provider, reason) => provider.playerAction(player.id, "grant", { ...grant, reason })}
      done={(data) =>
        (data as { overflow: unknown }).overflow
          ? `The inventory is full: ${what} was sent to the player's inbox`
          : `Granted ${what}`
      }
      fields={(errors) => {
        const itemError = Object.entries(errors).find(([field]) => /^(items|ingredients)\b/.test(field))?.[1];
        return (
          <>
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
              <NumberTextField label="Quantity" value={quantity} onChange={setQuantity} min={1} />
            ) : (
              <TextField
                select
                label="Quality"
                value={quality}
                onChange={(event) => setQuality(event.target.value as Quality)}
              >
                {qualities.map((choice) => (
                  <MenuItem key={choice} value={choice}>
                    {qualityName(choice)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </>
        );
      }}
    />
  );
}

function SetLevelButton() {
  const item = useRecordContext<ItemRow>();
  const [level, setLevel] = useState("");
  if (!item) return null;
  return (
    <ReasonedActionButton
      label="Set level"
      icon={<UpgradeIcon />}
      title={`Set ${item.name}'s level`}
      submitLabel="Set level"
      onOpen={() => setLevel(String(item.level))}
      change={(provider, reason) =>
        provider.possessionAction(item.id, "player-items/level", { level: Number(level) || 0, reason })
      }
      done={() => `${item.name} is now level ${Number(level)}`}
      fields={(errors) => (
        <NumberTextField
          label="Level"
          value={level}
          onChange={setLevel}
          error={errors.level}
          hint={`1 to ${item.maxLevel}; now ${item.level}`}
          min={1}
          max={item.maxLevel}
          autoFocus
        />
      )}
    />
  );
}

/** The Remove button and its dialog's title, for a monster, a relic or an ingredient stack. */
const removing = (name: string) =>
  ({
    label: "Remove",
    icon: <DeleteIcon />,
    color: "error",
    title: `Remove ${name}?`,
    submitLabel: "Remove",
  }) as const;

function RemoveItemButton() {
  const item = useRecordContext<ItemRow>();
  if (!item) return null;
  return (
    <ReasonedActionButton
      {...removing(item.name)}
      change={(provider, reason) => provider.possessionAction(item.id, "player-items/remove", { reason })}
      done={() => `Removed ${item.name} (level ${item.level})`}
      fields={() => (
        <Typography>
          {item.type === "monster"
            ? `The player loses ${item.name} (level ${item.level}); it leaves any team it is in.`
            : `The player loses ${item.name} (level ${item.level}); a monster carrying it no longer does.`}
        </Typography>
      )}
    />
  );
}

function RemoveIngredientButton() {
  const ingredient = useRecordContext<IngredientRow>();
  const [quantity, setQuantity] = useState("");
  if (!ingredient) return null;
  return (
    <ReasonedActionButton
      {...removing(ingredient.name)}
      onOpen={() => setQuantity(String(ingredient.quantity))}
      change={(provider, reason) =>
        provider.possessionAction(ingredient.id, "player-ingredients/remove", {
          quantity: Number(quantity) || 0,
          reason,
        })
      }
      done={(data) => {
        const { removed, left } = data as { removed: number; left: number };
        return `Removed ${removed} ${ingredient.name}; ${left} left`;
      }}
      fields={(errors) => (
        <>
          <Typography>{`The player has ${ingredient.quantity} ${ingredient.name}.`}</Typography>
          <NumberTextField
            label="How many to remove"
            value={quantity}
            onChange={setQuantity}
            error={errors.quantity}
            hint={`1 to ${ingredient.quantity}`}
            min={1}
            max={ingredient.quantity}
          />
        </>
      )}
    />
  );
}

/** Whether this staff member may change the player's possessions: never a deleted account's (docs/decisions/130). */
function useCanChange(player: PlayerRecord | undefined): boolean {
  return useCan("players.act") && !player?.deletion?.deletedAt;
}

/** "12 of 30 monster slots used", with the grant button for those who may change things. */
function PossessionsHeader(props: {
  kind: keyof typeof catalogue;
  used: number;
  slots: number;
  canChange: boolean;
}) {
  const { canChange } = props;
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

function ItemActions({ canChange }: { canChange: boolean }) {
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
  const canChange = useCanChange(player);
  const phone = usePhone();
  if (!player) return null;
  const noun = type === "monster" ? "Monster" : "Relic";
  return (
    <Stack spacing={1} sx={{ width: "100%" }}>
      <PossessionsHeader
        canChange={canChange}
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
          <ItemActions canChange={canChange} />
        </Datagrid>
      </ReferenceManyField>
    </Stack>
  );
}

export const MonsterList = () => <ItemList type="monster" />;
export const RelicList = () => <ItemList type="relic" />;

function IngredientActions({ canChange }: { canChange: boolean }) {
  return canChange ? <RemoveIngredientButton /> : null;
}

export function IngredientList() {
  const player = useRecordContext<PlayerRecord>();
  const canChange = useCanChange(player);
  const phone = usePhone();
  if (!player) return null;
  return (
    <Stack spacing={1} sx={{ width: "100%" }}>
      <PossessionsHeader
        canChange={canChange}
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
          <IngredientActions canChange={canChange} />
        </Datagrid>
      </ReferenceManyField>
    </Stack>
  );
}
