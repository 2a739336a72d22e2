// The rewards editor shared by promo codes, polls and messages: the Reward
// shape of api/src/catalogue/rewards.ts (gold, gems, monsters and relics by name
// and quality, ingredients, VIP days, game access), with the game's own
// catalogue for the names. The API parses the result with RewardSchema and
// answers field errors (e.g. rewards.gold) that the form shows in place.

import { qualities } from "@arena/api/catalogue/basics";
import { ingredientNames } from "@arena/api/catalogue/ingredients";
import { monsterNames } from "@arena/api/catalogue/monsters";
import { relicNames } from "@arena/api/catalogue/relics";
import { qualityName } from "@arena/api/words/display-names";
import { asReward, rewardParts } from "@arena/api/words/words";
import { Box, Typography } from "@mui/material";
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  minValue,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
} from "react-admin";
import { choicesOf } from "../format/labels";

/** Monsters, relics and ingredients are named in the catalogue: their names are already words. */
const named = (names: readonly string[]) => choicesOf(names, (name) => name);
const fieldWidth = { width: 160 };
// Bounds as validators, which say "Must be at least 1" under the field: a native
// min attribute made the browser refuse the submit with a bubble of its own instead.
const atLeast0 = minValue(0);
const atLeast1 = minValue(1);
const itemTypeChoices = [
  { id: "monster", name: "Monster" },
  { id: "relic", name: "Relic" },
];

export function RewardsInput({ source = "rewards", label = "Rewards" }: { source?: string; label?: string }) {
  return (
    <Box sx={{ width: "100%" }}>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "center" }}>
        <NumberInput source={`${source}.gold`} label="Gold" validate={atLeast0} step={1} sx={fieldWidth} />
        <NumberInput source={`${source}.gems`} label="Gems" validate={atLeast0} step={1} sx={fieldWidth} />
        <NumberInput
          source={`${source}.vipDays`}
          label="VIP days"
          validate={atLeast1}
          step={1}
          sx={fieldWidth}
        />
        <BooleanInput source={`${source}.gameAccess`} label="Game access" />
      </Box>
      <ArrayInput source={`${source}.items`} label="Monsters and relics">
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="type" choices={itemTypeChoices} defaultValue="monster" />
          <FormDataConsumer>
            {({ scopedFormData }: { scopedFormData?: { type?: string } }) => (
              <SelectInput
                source="name"
                choices={named(scopedFormData?.type === "relic" ? relicNames : monsterNames)}
              />
            )}
          </FormDataConsumer>
          <SelectInput source="quality" choices={choicesOf(qualities, qualityName)} defaultValue="common" />
          <NumberInput source="level" validate={atLeast1} step={1} helperText="optional" />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source={`${source}.ingredients`} label="Ingredients">
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="name" choices={named(ingredientNames)} />
          <NumberInput source="quantity" validate={atLeast1} step={1} defaultValue={1} />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}

type RewardForm = Record<string, unknown> | null | undefined;

/** Drops what the form leaves empty (null numbers, unchecked boxes, empty lists), so the API sees a clean Reward. */
export function cleanReward(reward: RewardForm): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(reward ?? {})) {
    if (value === null || value === undefined || value === "" || value === false) continue;
    if (Array.isArray(value)) {
      const rows = value.map((row) => cleanRow(row as Record<string, unknown>));
      if (rows.length > 0) clean[key] = rows;
      continue;
    }
    clean[key] = value;
  }
  return clean;
}

function cleanRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).filter(([, value]) => value !== null && value !== undefined && value !== ""),
  );
}

/**
 * A reward in the game's words (api/src/words/words.ts, as players read it), for lists
 * and show pages: "100 gold · 5 gems · 1 rare Emberfox".
 */
export function describeReward(reward: unknown): string {
  const parts = rewardParts(asReward(reward));
  return parts.length ? parts.join(" · ") : "—";
}
