// The audience form's values as the API takes them: blank conditions left
// out, countries typed as text split into codes, an experiment only when named.
import type { AudienceRules } from "./describe-rules";

/** The form's values: the rules as the inputs hold them (countries as typed text). */
export interface AudienceForm {
  name?: string;
  description?: string | null;
  rules?: Record<string, unknown> & {
    countries?: string | string[] | null;
    experiment?: { key?: string; variant?: string } | null;
  };
}

export const blank = (value: unknown) => value === null || value === undefined || value === "";

/** "FR, de ,US" → ["FR", "DE", "US"]; blank → none. */
function countriesOf(value: unknown): string[] | undefined {
  const list = Array.isArray(value) ? value : String(value ?? "").split(/[\s,;]+/);
  const codes = list.map((code) => String(code).trim().toUpperCase()).filter(Boolean);
  return codes.length ? codes : undefined;
}

/** The rules as the API takes them: blank fields left out. */
export function rulesOf(values: AudienceForm["rules"]): AudienceRules {
  const rules: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    if (key === "countries" || key === "experiment" || blank(value)) continue;
    rules[key] = value;
  }
  const countries = countriesOf(values?.countries);
  if (countries) rules.countries = countries;
  const experiment = values?.experiment;
  if (experiment && (!blank(experiment.key) || !blank(experiment.variant))) {
    rules.experiment = { key: experiment.key ?? "", variant: experiment.variant ?? "" };
  }
  return rules as AudienceRules;
}

export function audienceBody(values: AudienceForm) {
  return { name: values.name ?? "", description: values.description ?? "", rules: rulesOf(values.rules) };
}
