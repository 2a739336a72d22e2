// Values for the remote config's keys ({key: value}) and the stored document
// ({values, audiences: [{audienceId, values}]}), checked against the registry
// (keys.ts). Writing refuses an unknown key or a value its rule does not accept,
// naming the key in words; reading keeps only what the registry still accepts,
// so a key removed from code or a rule tightened since falls back to the default.
import { z } from "zod";
import { RowIdSchema } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import { type ConfigKey, configKeys, isConfigKey } from "./keys.ts";

/** Values as they arrive: any keys, checked by checkConfigValues. */
export const ConfigValuesInputSchema = z.record(z.string().max(80), z.unknown());

export const ConfigDocumentSchema = z.strictObject({
  values: ConfigValuesInputSchema.default({}),
  /** Overrides for players in an audience; a later one wins over an earlier one. */
  audiences: z
    .array(z.strictObject({ audienceId: RowIdSchema, values: ConfigValuesInputSchema }))
    .max(50)
    .default([]),
});
export type ConfigDocumentInput = z.input<typeof ConfigDocumentSchema>;

export type SetValues = Partial<Record<ConfigKey, string | number | boolean>>;

export interface ConfigDocument {
  values: SetValues;
  audiences: { audienceId: number; values: SetValues }[];
}

/**
 * The values, each checked by its key's rule (text trimmed); an unknown key or a
 * refused value is a 422 that names the key and says what it must be. `where`
 * says whose values they are ("the overrides for audience 3").
 */
export function checkConfigValues(
  values: Record<string, unknown>,
  where?: string,
  /** Prefixes the key in the refusal's `fields` ("audiences.0.values."), for a form that shows it under its input. */
  fieldPrefix = "",
): SetValues {
  const checked: SetValues = {};
  const place = where ? ` in ${where}` : "";
  for (const [key, value] of Object.entries(values)) {
    if (!isConfigKey(key)) {
      throw new AppError("unprocessable", `“${key}”${place} is not a setting the game reads.`, {
        fields: { [`${fieldPrefix}${key}`]: "is not a setting the game reads" },
      });
    }
    const definition = configKeys[key];
    const parsed = definition.schema.safeParse(value);
    if (!parsed.success) {
      throw new AppError("unprocessable", `The ${definition.label}${place} must be ${definition.rule}.`, {
        fields: { [`${fieldPrefix}${key}`]: `must be ${definition.rule}` },
      });
    }
    checked[key] = parsed.data;
  }
  return checked;
}

/** Stored values ({key: value} JSON) that the registry still accepts; the rest is left out. */
export function knownValues(json: unknown): SetValues {
  const known: SetValues = {};
  if (!json || typeof json !== "object" || Array.isArray(json)) return known;
  for (const [key, value] of Object.entries(json)) {
    if (!isConfigKey(key)) continue;
    const parsed = configKeys[key].schema.safeParse(value);
    if (parsed.success) known[key] = parsed.data;
  }
  return known;
}

/** A stored document (ConfigVersion.document), read leniently as knownValues does. */
export function storedDocument(json: unknown): ConfigDocument {
  const parsed = ConfigDocumentSchema.safeParse(json);
  if (!parsed.success) return { values: {}, audiences: [] };
  return {
    values: knownValues(parsed.data.values),
    audiences: parsed.data.audiences.map((override) => ({
      audienceId: override.audienceId,
      values: knownValues(override.values),
    })),
  };
}
