// The console's "what this player gets": each key's value now and where it came
// from, in words, as previewConfig resolves it (no exposure is logged).
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { maskEmail } from "../players/player-record.ts";
import { can } from "../staff/permissions.ts";
import { valueInWords } from "./config-changes.ts";
import { configKeyNames, configKeys } from "./keys.ts";
import { defaultSource, previewConfig } from "./resolve-config.ts";

export async function previewPlayerConfig(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; userId: string; now: Date },
) {
  const resolved = await previewConfig(deps, input);
  return {
    player: {
      ...resolved.player,
      email: can(input.actor.role, "players.read-emails")
        ? resolved.player.email
        : maskEmail(resolved.player.email),
    },
    version: resolved.version,
    values: configKeyNames.map((key) => ({
      key,
      label: configKeys[key].label,
      value: resolved.values[key],
      valueInWords: valueInWords(key, resolved.values[key]),
      source: resolved.sources[key],
      isDefault: resolved.sources[key] === defaultSource,
    })),
    experiments: resolved.experiments,
  };
}
