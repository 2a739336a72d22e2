// Between the admin API's config document and the console's form. A key such as
// "home.headline" is a path to react-hook-form, so the form holds the values
// nested ({values: {home: {headline}}}); audience overrides are one row per
// (audience, setting, value), grouped back into one set per audience on save.
import type { ConfigValue, ConfigValues, ConfigVersion, RegistryKey } from "./types";

export interface OverrideRow {
  audienceId?: number | null;
  key?: string | null;
  value?: ConfigValue | null;
}

export interface ConfigFormValues {
  values: Record<string, unknown>;
  overrides: OverrideRow[];
  note: string;
}

export function getPath(source: Record<string, unknown>, path: string): unknown {
  let at: unknown = source;
  for (const part of path.split(".")) {
    if (!at || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let at = target;
  for (const part of parts.slice(0, -1)) {
    if (!at[part] || typeof at[part] !== "object") at[part] = {};
    at = at[part] as Record<string, unknown>;
  }
  at[parts.at(-1) as string] = value;
}

/** The form's start: every key at its live value (or its default), the live overrides as rows. */
export function formValuesOf(keys: RegistryKey[], live: ConfigVersion | null): ConfigFormValues {
  const values: Record<string, unknown> = {};
  for (const key of keys) setPath(values, key.key, live?.document.values[key.key] ?? key.default);
  const overrides = (live?.document.audiences ?? []).flatMap((override) =>
    Object.entries(override.values).map(([key, value]) => ({ audienceId: override.audienceId, key, value })),
  );
  return { values, overrides, note: "" };
}

/** An input's value as the API takes it: a cleared text is empty, a cleared number is absent. */
export function asValue(key: RegistryKey, value: unknown): ConfigValue | undefined {
  if (key.input.kind === "boolean") return Boolean(value);
  if (key.input.kind === "number") return typeof value === "number" ? value : undefined;
  if (value === null || value === undefined) return key.input.kind === "text" ? "" : undefined;
  return value as ConfigValue;
}

/** The document to save: only values that differ from the default; overrides grouped by audience, in order. */
export function documentOf(keys: RegistryKey[], form: ConfigFormValues) {
  const values: ConfigValues = {};
  for (const key of keys) {
    const value = asValue(key, getPath(form.values, key.key));
    if (value !== undefined && value !== key.default) values[key.key] = value;
  }
  const byAudience = new Map<number, ConfigValues>();
  for (const row of form.overrides ?? []) {
    const key = keys.find((candidate) => candidate.key === row.key);
    if (!row.audienceId || !key) continue;
    const value = asValue(key, row.value);
    if (value === undefined) continue;
    const set = byAudience.get(row.audienceId) ?? {};
    set[key.key] = value;
    byAudience.set(row.audienceId, set);
  }
  return {
    values,
    audiences: [...byAudience].map(([audienceId, set]) => ({ audienceId, values: set })),
    note: form.note ?? "",
  };
}

/** A value as staff read it, as the API words it (config-changes.ts valueInWords). */
export function valueText(key: RegistryKey, value: ConfigValue | undefined): string {
  if (value === undefined) return "not set";
  if (typeof value === "boolean") return value ? "on" : "off";
  if (typeof value === "number") return String(value);
  if (key.input.kind === "choice")
    return key.input.choices.find((choice) => choice.value === value)?.label ?? value;
  return value === "" ? "empty" : `“${value}”`;
}
