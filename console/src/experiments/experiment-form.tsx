// The form of an experiment (create and edit): its name, key (fixed once made)
// and hypothesis, the saved audience it runs in (empty: every player), the
// share of that audience in the test, its primary metric, and its 2 to 8
// variants — the first is the control — each with a name, a key, a weight and
// the remote config settings it changes, each set with the setting's own input
// from the registry (ConfigValueInput). A config key such as "home.headline" is
// a path to react-hook-form, so the form holds a variant's values nested
// ({values: {home: {headline}}}), which is also where the API's field errors
// ("variants.1.values.home.headline") land. Once started, only the name and the
// hypothesis can change: the rest is shown in words instead of inputs.

import AddIcon from "@mui/icons-material/Add";
import { Alert, Box, Button as MuiButton, Stack, Typography } from "@mui/material";
import { useEffect, useMemo } from "react";
import {
  ArrayInput,
  DeleteButton,
  maxLength,
  maxValue,
  minLength,
  minValue,
  NumberInput,
  type RaRecord,
  regex,
  required,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  useRecordContext,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useSourceContext,
} from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { SavedAudienceInput } from "../audiences/SavedAudienceInput";
import { ConfigValueInput } from "../remote-config/ConfigValueInput";
import { asValue, getPath, setPath } from "../remote-config/config-form";
import type { ConfigValue, RegistryKey } from "../remote-config/types";
import type { ExperimentRecord, ExperimentTerms, ExperimentVariant, MetricKey } from "./experiment-types";
import { metricChoices, metricName, shareOf, statusWords } from "./experiment-words";
import { type ConfigRegistry, settingInWords } from "./use-config-registry";

export const minVariants = 2;
export const maxVariants = 8;

/** One variant as the form holds it: the settings it changes, and their values nested by path. */
export interface VariantFormValues {
  key?: string | null;
  name?: string | null;
  weight?: number | string | null;
  settings?: string[] | null;
  values?: Record<string, unknown> | null;
}

export interface ExperimentFormValues {
  key?: string | null;
  name?: string | null;
  hypothesis?: string | null;
  audienceId?: number | null;
  trafficPercent?: number | string | null;
  metric?: string | null;
  variants?: VariantFormValues[] | null;
}

// The API's rules (api/src/experiments: ExperimentKeySchema, VariantKeySchema), checked here first.
const experimentKeyWords = "3 to 60 lower-case letters, digits, - and _";
const experimentKeyRules = [required(), regex(/^[a-z0-9][a-z0-9_-]{2,59}$/, experimentKeyWords)];
const variantKeyWords = "Lower-case letters, digits, - and _ (up to 40)";
const variantKeyRules = [required(), regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, variantKeyWords)];
const nameRules = [required(), minLength(3), maxLength(80)];

/** What the experiment's key is for: players never see it. */
export const experimentKeyHelp = `Identifies the experiment and decides which variant each player gets, so it cannot change: ${experimentKeyWords}.`;

/** A variant's values as the form holds them: its keys as the chosen settings, each value at its path. */
function variantFormValues(variant: ExperimentVariant): VariantFormValues {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(variant.values ?? {})) setPath(values, key, value);
  return {
    key: variant.key,
    name: variant.name,
    weight: variant.weight,
    settings: Object.keys(variant.values ?? {}),
    values,
  };
}

/** The record as the form holds it. */
export function experimentFormValues(record: ExperimentRecord): ExperimentFormValues & RaRecord {
  return { ...record, variants: record.variants.map(variantFormValues) };
}

/** A new experiment: every player, all of them in the test, a control and one variant setting nothing yet. */
export const newExperimentValues: ExperimentFormValues = {
  hypothesis: "",
  audienceId: null,
  trafficPercent: 100,
  metric: null,
  variants: [
    { key: "control", name: "Control", weight: 1, settings: [], values: {} },
    { key: "variant-b", name: "Variant B", weight: 1, settings: [], values: {} },
  ],
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const whole = (value: unknown) => (value === "" || value == null ? 0 : Number(value));

/** The settings' values of a variant as the API takes them: {config key: value}, each of its kind. */
function variantValues(row: VariantFormValues, keys: readonly RegistryKey[]): Record<string, ConfigValue> {
  const values: Record<string, ConfigValue> = {};
  for (const key of row.settings ?? []) {
    const raw = getPath(row.values ?? {}, key);
    const setting = keys.find((candidate) => candidate.key === key);
    const value = setting ? (asValue(setting, raw) ?? setting.default) : (raw as ConfigValue | undefined);
    if (value !== undefined && value !== null) values[key] = value;
  }
  return values;
}

/** The form's values as the API takes them (the key only on create). */
export function experimentTerms(
  values: ExperimentFormValues,
  keys: readonly RegistryKey[],
  options: { withKey: boolean },
): ExperimentTerms {
  return {
    ...(options.withKey ? { key: text(values.key) } : {}),
    name: text(values.name),
    hypothesis: text(values.hypothesis),
    audienceId: values.audienceId ?? null,
    trafficPercent: whole(values.trafficPercent),
    metric: (values.metric || null) as MetricKey | null,
    variants: (values.variants ?? []).map((row) => ({
      key: text(row.key),
      name: text(row.name),
      weight: whole(row.weight),
      values: variantValues(row, keys),
    })),
  };
}

/** 2 to 8 variants, each key once. */
function variantsRule(value: unknown): string | undefined {
  const rows = Array.isArray(value) ? (value as VariantFormValues[]) : [];
  if (rows.length < minVariants) return `At least ${minVariants} variants: the control and one to compare`;
  if (rows.length > maxVariants) return `At most ${maxVariants} variants`;
  const keys = rows.map((row) => text(row.key)).filter(Boolean);
  const twice = keys.find((key, index) => keys.indexOf(key) !== index);
  return twice ? `Two variants have the key ${twice}: each needs its own` : undefined;
}

function AddVariantButton() {
  const { add, total } = useSimpleFormIterator();
  if (total >= maxVariants) return null;
  return (
    <MuiButton
      size="small"
      startIcon={<AddIcon />}
      onClick={() =>
        add({ key: "", name: "", weight: 1, settings: [], values: {} } satisfies VariantFormValues)
      }
    >
      Add a variant
    </MuiButton>
  );
}

/** A chosen setting with no value yet starts at its live value (or its default). */
function ChosenSettingsStart({ registry, settings }: { registry: ConfigRegistry; settings: string[] }) {
  const { getValues, setValue } = useFormContext();
  const { getSource } = useSourceContext();
  useEffect(() => {
    for (const key of settings) {
      const path = getSource(`values.${key}`);
      const setting = registry.keys.find((candidate) => candidate.key === key);
      if (setting && getValues(path) === undefined) {
        setValue(path, registry.live[key] ?? setting.default, { shouldDirty: true });
      }
    }
  }, [settings, registry, getSource, getValues, setValue]);
  return null;
}

function VariantFields({ registry }: { registry: ConfigRegistry | null }) {
  const { index } = useSimpleFormIteratorItem();
  const { getSource } = useSourceContext();
  const chosen = useWatch({ name: getSource("settings") }) as string[] | undefined;
  const settings = useMemo(() => chosen ?? [], [chosen]);
  const headingId = `experiment-variant-${index}`;
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ width: "100%", pb: 1 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {index === 0 ? "Control" : `Variant ${index + 1}`}
      </Typography>
      {index === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          The one the others are compared with. Usually it changes nothing, so its players keep the live
          config.
        </Typography>
      ) : null}
      <Stack direction={{ xs: "column", sm: "row" }} sx={{ flexWrap: "wrap", columnGap: 2 }}>
        <TextInput
          source="name"
          label="Name"
          validate={[required(), maxLength(60)]}
          helperText={false}
          fullWidth={false}
        />
        <TextInput
          source="key"
          label="Key"
          validate={variantKeyRules}
          helperText={variantKeyWords}
          fullWidth={false}
        />
        <NumberInput
          source="weight"
          label="Weight"
          step={1}
          validate={[required(), minValue(1), maxValue(1000)]}
          helperText="Its share is its weight out of all the weights"
          fullWidth={false}
        />
      </Stack>
      {registry ? (
        <>
          <SelectArrayInput
            source="settings"
            label="Settings it changes"
            choices={registry.keys}
            optionValue="key"
            optionText="label"
            helperText="Each setting is set for this variant's players only; the others keep the live value"
            sx={{ minWidth: { xs: "100%", sm: 360 } }}
          />
          <ChosenSettingsStart registry={registry} settings={settings} />
          {settings.map((key) => {
            const setting = registry.keys.find((candidate) => candidate.key === key);
            return setting ? (
              <Box key={key} data-testid="variant-setting">
                <ConfigValueInput
                  source={`values.${key}`}
                  setting={setting}
                  helperText={setting.description}
                />
              </Box>
            ) : null;
          })}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Loading the remote config's settings…
        </Typography>
      )}
    </Box>
  );
}

/** What no longer changes once an experiment has started, in words. */
function FixedTerms({ registry, record }: { registry: ConfigRegistry | null; record: ExperimentRecord }) {
  const weights = record.variants.map((variant) => variant.weight);
  return (
    <Box sx={{ mb: 2 }} data-testid="experiment-fixed-terms">
      <Typography variant="body2">
        {`For ${record.audienceName ?? "every player"}, ${record.trafficPercent} % of them in the test. Primary metric: ${metricName(record.metric)}.`}
      </Typography>
      {record.variants.map((variant, index) => {
        const settings = Object.entries(variant.values);
        return (
          <Typography key={variant.key} variant="body2">
            {`${index === 0 ? "Control" : `Variant ${index + 1}`}: ${variant.name} (${shareOf(variant.weight, weights)} of the traffic) — `}
            {settings.length === 0
              ? "changes nothing"
              : settings
                  .map(([key, value]) =>
                    registry ? settingInWords(registry.keys, key, value) : `${key}: ${String(value)}`,
                  )
                  .join("; ")}
          </Typography>
        );
      })}
    </Box>
  );
}

export function ExperimentFormFields({
  registry,
  create,
  record,
}: {
  registry: ConfigRegistry | null;
  create: boolean;
  /** The experiment as the API answered it (edit only). */
  record?: ExperimentRecord;
}) {
  const count = (useWatch({ name: "variants" }) as unknown[] | undefined)?.length ?? 0;
  const locked = !create && record !== undefined && record.status !== "draft";
  return (
    <>
      {locked && record ? (
        <Alert severity="info" sx={{ mb: 2, width: "100%", boxSizing: "border-box" }}>
          {`This experiment is ${statusWords[record.status].toLowerCase()}: only its name and hypothesis can change. Its audience, traffic, metric and variants stay as they were when it started.`}
        </Alert>
      ) : null}
      <TextInput source="name" label="Name" validate={nameRules} fullWidth />
      {create ? (
        <TextInput source="key" label="Key" helperText={experimentKeyHelp} validate={experimentKeyRules} />
      ) : (
        <>
          {/* A read-only input greys its helper text (2.7:1, under WCAG's 4.5:1): the help is its own line. */}
          <TextInput source="key" label="Key" helperText={false} readOnly />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -1, mb: 2 }}>
            {experimentKeyHelp}
          </Typography>
        </>
      )}
      <TextInput
        source="hypothesis"
        label="Hypothesis"
        helperText="What you expect the variants to change, and why"
        validate={maxLength(1000)}
        multiline
        fullWidth
      />
      {locked && record ? (
        <FixedTerms registry={registry} record={record} />
      ) : (
        <>
          <SavedAudienceInput label="For the audience" helperText="Empty: every player" />
          <NumberInput
            source="trafficPercent"
            label="Traffic (%)"
            step={1}
            validate={[required(), minValue(1), maxValue(100)]}
            helperText="The share of the audience in the test; the others keep the live config"
          />
          <SelectInput
            source="metric"
            label="Primary metric"
            choices={metricChoices}
            emptyText="None"
            emptyValue=""
            helperText="The one the decision rests on: listed first in the results"
            sx={{ minWidth: 240 }}
          />
          <ArrayInput source="variants" label="Variants" validate={variantsRule}>
            <SimpleFormIterator
              disableReordering
              disableClear
              disableRemove={count <= minVariants}
              addButton={<AddVariantButton />}
              fullWidth
            >
              <VariantFields registry={registry} />
            </SimpleFormIterator>
          </ArrayInput>
        </>
      )}
    </>
  );
}

/** Save; and Delete for a draft (one that has run is stopped instead: its results stay). */
function ExperimentFormToolbar({ draft }: { draft: boolean }) {
  return (
    <Toolbar sx={{ justifyContent: "space-between" }}>
      <SaveButton />
      {draft ? <DeleteButton mutationMode="pessimistic" /> : null}
    </Toolbar>
  );
}

export function ExperimentSimpleForm({
  registry,
  create,
}: {
  registry: ConfigRegistry | null;
  create: boolean;
}) {
  const record = useRecordContext<ExperimentRecord>();
  // The form's own copy of the record, with the variants' values nested by their paths.
  const formRecord = useMemo(() => (record ? experimentFormValues(record) : undefined), [record]);
  return (
    <SimpleForm
      record={formRecord}
      defaultValues={create ? newExperimentValues : undefined}
      toolbar={<ExperimentFormToolbar draft={record?.status === "draft"} />}
    >
      <ExperimentFormFields registry={registry} create={create} record={record} />
    </SimpleForm>
  );
}
