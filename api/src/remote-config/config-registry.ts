// The registry (keys.ts) as the console reads it, and the live config for its
// page: every key with its label, description, group, input kind, rule and
// default; the live version's values and audience overrides (audiences by name).

import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { getConfigVersion } from "./config-versions.ts";
import {
  type ConfigGroup,
  type ConfigInput,
  type ConfigKey,
  configGroups,
  configKeyNames,
  configKeys,
} from "./keys.ts";

export interface RegistryKey {
  key: ConfigKey;
  label: string;
  description: string;
  group: ConfigGroup;
  /** Where it shows, in words ("Home page"). */
  groupLabel: string;
  input: ConfigInput;
  rule: string;
  default: string | number | boolean;
}

/** Every key the game reads, grouped in the order keys.ts lists them. */
export function configRegistry(): { groups: { group: ConfigGroup; label: string }[]; keys: RegistryKey[] } {
  return {
    groups: (Object.keys(configGroups) as ConfigGroup[]).map((group) => ({
      group,
      label: configGroups[group],
    })),
    keys: configKeyNames.map((key) => {
      const definition = configKeys[key];
      return {
        key,
        label: definition.label,
        description: definition.description,
        group: definition.group,
        groupLabel: configGroups[definition.group],
        input: definition.input,
        rule: definition.rule,
        default: definition.default,
      };
    }),
  };
}

/** The live version (null before the first save) with the registry, for the console's page. */
export async function getLiveConfigForStaff(deps: Pick<AppDeps, "db">, input: { actor: Actor }) {
  const live = await deps.db.configVersion.findFirst({ orderBy: { id: "desc" }, select: { id: true } });
  const registry = configRegistry();
  if (!live) return { live: null, ...registry };
  const version = await getConfigVersion(deps, { actor: input.actor, id: live.id }).catch(
    (error: unknown) => {
      // Saved between the two reads is still a version; anything else is a real failure.
      if (error instanceof AppError && error.code === "not_found") return null;
      throw error;
    },
  );
  return { live: version, ...registry };
}
