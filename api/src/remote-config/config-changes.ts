// What changed between two config documents, in the console's words: each key
// by its label, each value as the console shows it ("on", “Hatch”, Wild Egg),
// each audience by its name. The versions list and the audit row say it so.
import type { ConfigDocument, SetValues } from "./config-values.ts";
import { type ConfigKey, configKeyNames, configKeys } from "./keys.ts";

/** A value as staff read it: on/off, a choice's label, quoted text ("empty" for none), a number. */
export function valueInWords(key: ConfigKey, value: string | number | boolean): string {
  const definition = configKeys[key];
  if (typeof value === "boolean") return value ? "on" : "off";
  if (typeof value === "number") return String(value);
  if (definition.input.kind === "choice") {
    return definition.input.choices.find((choice) => choice.value === value)?.label ?? value;
  }
  return value === "" ? "empty" : `“${value}”`;
}

function valueChanges(before: SetValues, after: SetValues): string[] {
  const changes: string[] = [];
  for (const key of configKeyNames) {
    const had = before[key];
    const has = after[key];
    if (had === has) continue;
    const label = configKeys[key].label;
    if (has === undefined) changes.push(`${label} back to the default`);
    else if (had === undefined) changes.push(`${label} set to ${valueInWords(key, has)}`);
    else changes.push(`${label}: ${valueInWords(key, had)} → ${valueInWords(key, has)}`);
  }
  return changes;
}

/** An audience by name, or by number when it has been deleted since. */
export type AudienceNames = ReadonlyMap<number, string>;

const audienceInWords = (names: AudienceNames, id: number) => {
  const name = names.get(id);
  return name ? `audience “${name}”` : `audience #${id} (deleted)`;
};

/** Each change from `before` to `after`, one sentence fragment each; empty when they are the same. */
export function describeChanges(
  before: ConfigDocument,
  after: ConfigDocument,
  audienceNames: AudienceNames,
): string[] {
  const changes = valueChanges(before.values, after.values);
  const beforeById = new Map(before.audiences.map((override) => [override.audienceId, override.values]));
  const afterById = new Map(after.audiences.map((override) => [override.audienceId, override.values]));
  for (const override of after.audiences) {
    const audience = audienceInWords(audienceNames, override.audienceId);
    const was = beforeById.get(override.audienceId);
    const changed = valueChanges(was ?? {}, override.values);
    if (was === undefined) {
      changes.push(
        `Overrides for ${audience} added${changed.length > 0 ? `: ${changed.join("; ")}` : " (none set)"}`,
      );
    } else {
      for (const change of changed) changes.push(`For ${audience}: ${change}`);
    }
  }
  for (const override of before.audiences) {
    if (!afterById.has(override.audienceId)) {
      changes.push(`Overrides for ${audienceInWords(audienceNames, override.audienceId)} removed`);
    }
  }
  const kept = (document: ConfigDocument, other: Map<number, unknown>) =>
    document.audiences.map((override) => override.audienceId).filter((id) => other.has(id));
  if (kept(before, afterById).join() !== kept(after, beforeById).join()) {
    changes.push("The order of the audience overrides changed (a later one wins)");
  }
  return changes;
}

/** Every audience a document names. */
export const audienceIdsOf = (document: ConfigDocument): number[] =>
  document.audiences.map((override) => override.audienceId);
