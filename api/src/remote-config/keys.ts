// The remote config's keys: every setting the game reads without a deploy, with
// its default in code, its rule (a zod schema) and how the console edits it. A
// stored version, an audience's overrides, a live event's config and an
// experiment's variant may only set keys listed here, to values their rule
// accepts (config-values.ts). Prices and other game rules stay in code.
import { z } from "zod";
import { summonEggs } from "../catalogue/summons.ts";

/** Where each key shows in the game, as the console groups them. */
export const configGroups = {
  home: "Home page",
  shop: "Shop",
  battles: "Battles",
} as const;
export type ConfigGroup = keyof typeof configGroups;

/** How the console edits a key's value. */
export type ConfigInput =
  | { kind: "text"; minLength: number; maxLength: number }
  | { kind: "boolean" }
  | { kind: "number"; min: number; max: number }
  | { kind: "choice"; choices: { value: string; label: string }[] };

export interface ConfigKeyDefinition<T extends string | number | boolean> {
  /** The key's name in words, for the console and refusals. */
  label: string;
  description: string;
  group: ConfigGroup;
  input: ConfigInput;
  /** What a value must be, in words ("on or off", "text of 1 to 20 characters"). */
  rule: string;
  schema: z.ZodType<T>;
  default: T;
}

interface Described<T> {
  label: string;
  description: string;
  group: ConfigGroup;
  default: T;
}

function text(
  key: Described<string> & { minLength: number; maxLength: number },
): ConfigKeyDefinition<string> {
  const { minLength, maxLength, ...described } = key;
  return {
    ...described,
    input: { kind: "text", minLength, maxLength },
    rule:
      minLength === 0
        ? `text of up to ${maxLength} characters`
        : `text of ${minLength} to ${maxLength} characters`,
    schema: z.string().trim().min(minLength).max(maxLength),
  };
}

function flag(key: Described<boolean>): ConfigKeyDefinition<boolean> {
  return { ...key, input: { kind: "boolean" }, rule: "on or off", schema: z.boolean() };
}

function wholeNumber(key: Described<number> & { min: number; max: number }): ConfigKeyDefinition<number> {
  const { min, max, ...described } = key;
  return {
    ...described,
    input: { kind: "number", min, max },
    rule: `a whole number from ${min} to ${max}`,
    schema: z.number().int().min(min).max(max),
  };
}

function choice(
  key: Described<string> & {
    choices: [{ value: string; label: string }, ...{ value: string; label: string }[]];
  },
): ConfigKeyDefinition<string> {
  const { choices, ...described } = key;
  const values = choices.map((option) => option.value) as [string, ...string[]];
  return {
    ...described,
    input: { kind: "choice", choices },
    rule: `one of ${choices.map((option) => option.label).join(", ")}`,
    schema: z.enum(values),
  };
}

export const configKeys = {
  "home.headline": text({
    label: "Home page headline",
    description: "A line under the welcome on every player's home page; empty shows none.",
    group: "home",
    default: "",
    minLength: 0,
    maxLength: 90,
  }),
  "home.message_of_the_day": text({
    label: "Message of the day",
    description: "A notice at the top of the home page; empty shows none.",
    group: "home",
    default: "",
    minLength: 0,
    maxLength: 200,
  }),
  "home.daily_reward_reminder": flag({
    label: "Daily reward reminder",
    description: "Remind players on the home page while today's daily reward is unclaimed.",
    group: "home",
    default: false,
  }),
  "home.first_steps_guide": flag({
    label: "First steps guide",
    description: "Show new players the first-steps guide on the home page until every step is done.",
    group: "home",
    default: true,
  }),
  "shop.headline": text({
    label: "Shop headline",
    description: "A line at the top of the shop, above its categories; empty shows none.",
    group: "shop",
    default: "",
    minLength: 0,
    maxLength: 120,
  }),
  "shop.featured_egg": choice({
    label: "Featured egg",
    description: "An egg the shop marks as featured and lists first among the monsters.",
    group: "shop",
    default: "none",
    choices: [
      { value: "none", label: "No featured egg" },
      ...summonEggs.map((egg) => ({ value: egg.id, label: egg.name })),
    ],
  }),
  "summons.cta_label": text({
    label: "Egg button label",
    description: "The word on an egg's buy button in the shop (for example Buy, Hatch or Summon).",
    group: "shop",
    default: "Buy",
    minLength: 1,
    maxLength: 20,
  }),
  "battles.replay_speed": wholeNumber({
    label: "Battle replay speed",
    description: "The speed a battle's replay starts at (1× or 2×); players can still switch.",
    group: "battles",
    default: 1,
    min: 1,
    max: 2,
  }),
} satisfies Record<
  string,
  ConfigKeyDefinition<string> | ConfigKeyDefinition<number> | ConfigKeyDefinition<boolean>
>;

export type ConfigKey = keyof typeof configKeys;
export const configKeyNames = Object.keys(configKeys) as ConfigKey[];

/** Every key's value, typed by its rule. */
export type ConfigValues = { [K in ConfigKey]: (typeof configKeys)[K]["default"] };

export function isConfigKey(key: string): key is ConfigKey {
  return Object.hasOwn(configKeys, key);
}

/** The defaults in code: what every player gets when nothing is stored. */
export function configDefaults(): ConfigValues {
  return Object.fromEntries(configKeyNames.map((key) => [key, configKeys[key].default])) as ConfigValues;
}
