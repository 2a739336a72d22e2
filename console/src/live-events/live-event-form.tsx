// The form of a live event (create and edit): its name and description, its
// window in the operator's own time zone (LocalDateTimeInput hands the API the
// UTC instant), the saved audience it is for, and its modifiers, each chosen
// by what it does and set in words. The API checks everything again and names
// the field it refuses (an end before the start, an audience that is gone).
// The event's own leaderboard is one of the modifiers: the stat it ranks and
// the rewards per bracket of ranks, paid to the inbox when the event ends.

import { leaderboardTypes } from "@arena/api/catalogue/leaderboards";
import { shopCategories } from "@arena/api/catalogue/shop";
import { summonEggs } from "@arena/api/catalogue/summons";
import {
  ArrayInput,
  FormDataConsumer,
  maxValue,
  minLength,
  minValue,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
} from "react-admin";
import { SavedAudienceInput } from "../audiences/SavedAudienceInput";
import { statLabel } from "../format/labels";
import { LocalDateTimeInput } from "../inputs/LocalDateTimeInput";
import type { LiveEventModifier } from "./live-event-types";
import { categoryInWords, modifierKindChoices } from "./modifier-words";

const categoryChoices = [
  { id: "", name: "Everything in the shop" },
  ...shopCategories.map((category) => ({ id: category, name: categoryInWords(category) })),
];
const eggChoices = summonEggs.map((egg) => ({ id: egg.id, name: egg.name }));
const statChoices = leaderboardTypes.map(({ type }) => ({ id: type, name: statLabel(type) }));
const rankRules = [minValue(1), maxValue(1000)];

const factorRules = [required(), minValue(1.1), maxValue(5)];
const percentRules = [minValue(5), maxValue(90)];

export interface LiveEventForm {
  name?: string;
  description?: string | null;
  startsAt?: string | Date | null;
  endsAt?: string | Date | null;
  audienceId?: number | null;
  modifiers?: (Partial<Record<string, unknown>> & { kind?: string })[] | null;
}

/** One modifier as the API takes it: only the fields of its kind (the API refuses any other). */
function cleanModifier(row: Partial<Record<string, unknown>> & { kind?: string }): LiveEventModifier | null {
  const number = (value: unknown) => (value === "" || value == null ? null : Number(value));
  switch (row.kind) {
    case "goldMultiplier":
    case "xpMultiplier":
    case "dropRateBoost":
      return { kind: row.kind, factor: number(row.factor) ?? 0 };
    case "shopDiscount":
      return {
        kind: "shopDiscount",
        percent: number(row.percent) ?? 0,
        // The form offers only the shop's categories (the API checks it again).
        category: (row.category || null) as Extract<LiveEventModifier, { kind: "shopDiscount" }>["category"],
      };
    case "featuredSummon":
      return {
        kind: "featuredSummon",
        egg: String(row.egg ?? ""),
        discountPercent: number(row.discountPercent),
      };
    case "leaderboard": {
      const brackets = Array.isArray(row.rewards) ? (row.rewards as Partial<Record<string, unknown>>[]) : [];
      return {
        kind: "leaderboard",
        // The form offers only the ranked stats (the API checks it again).
        stat: String(row.stat ?? "") as Extract<LiveEventModifier, { kind: "leaderboard" }>["stat"],
        rewards: brackets.map((bracket) => {
          const reward = (bracket.reward ?? {}) as Partial<Record<string, unknown>>;
          const fromRank = number(bracket.fromRank) ?? 0;
          const gold = number(reward.gold);
          const gems = number(reward.gems);
          return {
            fromRank,
            // An empty "to rank": the bracket is one rank.
            toRank: number(bracket.toRank) ?? fromRank,
            reward: { ...(gold ? { gold } : {}), ...(gems ? { gems } : {}) },
          };
        }),
      };
    }
    default:
      return null;
  }
}

/** The form's values as the API takes them. */
export function liveEventTerms(values: LiveEventForm) {
  return {
    name: values.name ?? "",
    description: values.description ?? "",
    startsAt: values.startsAt || null,
    endsAt: values.endsAt || null,
    audienceId: values.audienceId ?? null,
    modifiers: (values.modifiers ?? []).map(cleanModifier).filter((row) => row !== null),
  };
}

function ModifierFields({ kind }: { kind?: string }) {
  if (kind === "goldMultiplier" || kind === "xpMultiplier" || kind === "dropRateBoost") {
    return (
      <NumberInput
        source="factor"
        label="Multiplier"
        helperText="From 1.1 to 5 (2 = double)"
        step={0.1}
        validate={factorRules}
      />
    );
  }
  if (kind === "shopDiscount") {
    return (
      <>
        <NumberInput source="percent" label="Percent off" validate={[required(), ...percentRules]} />
        <SelectInput
          source="category"
          label="On"
          choices={categoryChoices}
          emptyValue=""
          emptyText="Everything in the shop"
        />
      </>
    );
  }
  if (kind === "featuredSummon") {
    return (
      <>
        <SelectInput source="egg" label="Featured egg" choices={eggChoices} validate={required()} />
        <NumberInput
          source="discountPercent"
          label="Percent off the egg"
          helperText="Empty: featured at its usual price"
          validate={percentRules}
        />
      </>
    );
  }
  if (kind === "leaderboard") {
    return (
      <>
        <SelectInput
          source="stat"
          label="Ranks players by"
          helperText="Only the scores the event's players make while it runs"
          choices={statChoices}
          validate={required()}
        />
        <ArrayInput source="rewards" label="Rewards per rank (sent to the inbox when the event ends)">
          <SimpleFormIterator disableReordering>
            <NumberInput source="fromRank" label="From rank" validate={[required(), ...rankRules]} />
            <NumberInput
              source="toRank"
              label="To rank"
              helperText="Empty: just that rank"
              validate={rankRules}
            />
            <NumberInput source="reward.gems" label="Gems" validate={[minValue(0), maxValue(5000)]} />
            <NumberInput source="reward.gold" label="Gold" validate={[minValue(0), maxValue(50000)]} />
          </SimpleFormIterator>
        </ArrayInput>
      </>
    );
  }
  return null;
}

export function LiveEventFormFields() {
  return (
    <>
      <TextInput source="name" label="Name" validate={[required(), minLength(3)]} fullWidth />
      <TextInput
        source="description"
        label="Description"
        helperText="What players read on the event page"
        multiline
        fullWidth
      />
      <LocalDateTimeInput source="startsAt" label="Starts at" validate={required()} />
      <LocalDateTimeInput source="endsAt" label="Ends at" validate={required()} />
      <SavedAudienceInput label="For the audience" helperText="Empty: every player" />
      <ArrayInput source="modifiers" label="What the event gives">
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="kind" label="Modifier" choices={modifierKindChoices} validate={required()} />
          <FormDataConsumer>
            {({ scopedFormData }) => <ModifierFields kind={(scopedFormData as { kind?: string })?.kind} />}
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

export function LiveEventSimpleForm(props: { onSubmit?: (values: LiveEventForm) => unknown }) {
  return (
    // Save only: an event is never deleted (cancelling it, on its page, keeps what it gave).
    <SimpleForm
      onSubmit={props.onSubmit as never}
      defaultValues={{ description: "", modifiers: [] }}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <LiveEventFormFields />
    </SimpleForm>
  );
}
