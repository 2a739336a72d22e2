// The audience form, shared by create and edit: a name, a description and the
// rules in words (level, VIP, countries, activity, payments, spend in the
// reporting currency, sign-up dates, platform, experiment variant), with the
// players they hold now shown as the rules change (POST /audiences/preview,
// debounced) and a few of them.
import { reportingCurrency } from "@arena/api/analytics/reporting-currency";
import { Alert, Box, List, ListItem, ListItemText, Stack, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import {
  BooleanInput,
  maxValue,
  minValue,
  NullableBooleanInput,
  NumberInput,
  required,
  SelectInput,
  TextInput,
  useDataProvider,
} from "react-admin";
import { useWatch } from "react-hook-form";
import type { AudiencePreview, ConsoleDataProvider } from "../data-provider";
import { LocalDateTimeInput } from "../inputs/LocalDateTimeInput";
import { playerCount } from "../players/player-count";
import { type AudienceForm, blank, rulesOf } from "./audience-body";
import { platformChoices } from "./describe-rules";

const currency = reportingCurrency.currency.toUpperCase();
const short = { width: 220 };
const previewDelayMs = 400;

/** Spend is typed in the reporting currency's units and stored in cents. */
const centsIn = (value: unknown) => (blank(value) ? null : Math.round(Number(value) * 100));
const centsOut = (value: unknown) => (blank(value) ? "" : String(Number(value) / 100));
const countriesShown = (value: unknown) =>
  Array.isArray(value) ? value.join(", ") : ((value as string) ?? "");

/** An experiment's key without its variant (or the reverse) says nothing: the form asks for both. */
const bothOrNeither = (other: "key" | "variant") => (value: unknown, all: AudienceForm) => {
  const experiment = all.rules?.experiment;
  const otherValue = experiment?.[other];
  return blank(value) && !blank(otherValue)
    ? `Enter the ${other === "key" ? "variant" : "experiment"} too`
    : undefined;
};

function LivePreview() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const values = useWatch<AudienceForm, "rules">({ name: "rules" });
  const key = JSON.stringify(rulesOf(values));
  const [state, setState] = useState<{ preview?: AudiencePreview; error?: string; loading: boolean }>({
    loading: true,
  });
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(() => {
      dataProvider.previewAudience(JSON.parse(key)).then(
        ({ data }) => current && setState({ preview: data, loading: false }),
        (error: Error) => current && setState({ error: error.message, loading: false }),
      );
    }, previewDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, dataProvider]);
  if (state.error) return <Alert severity="warning">{state.error}</Alert>;
  if (!state.preview) return <Alert severity="info">Counting the players…</Alert>;
  const { size, sample } = state.preview;
  return (
    <Box>
      <Alert severity="info" data-testid="audience-live-size">
        {playerCount(size)} now{state.loading ? " (updating…)" : ""}
      </Alert>
      {sample.length > 0 ? (
        <List dense aria-label="Some of these players">
          {sample.map((player) => (
            <ListItem key={player.id} disableGutters>
              <ListItemText
                primary={player.name ?? "—"}
                secondary={`Level ${player.level}${player.country ? ` · ${player.country}` : ""}`}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Box>
  );
}

/** The inputs of the form (inside a SimpleForm). */
export function AudienceInputs() {
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="description" fullWidth multiline />
      <Typography variant="h6" sx={{ mt: 2 }}>
        Players who match every condition
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Leave a condition empty to ignore it.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: "wrap" }} useFlexGap>
        <NumberInput source="rules.levelMin" label="Level from" sx={short} validate={minValue(1)} />
        <NumberInput source="rules.levelMax" label="Level to" sx={short} validate={minValue(1)} />
        <NullableBooleanInput
          source="rules.vip"
          label="VIP"
          nullLabel="Any"
          trueLabel="VIP now"
          falseLabel="Not VIP"
          sx={short}
        />
        <TextInput
          source="rules.countries"
          label="Countries"
          helperText="Two-letter codes, e.g. FR, DE (of the latest payment)"
          format={countriesShown}
          parse={(text: string) => text}
          sx={short}
        />
        <NumberInput
          source="rules.activeWithinDays"
          label="Active in the last (days)"
          sx={short}
          validate={[minValue(1), maxValue(3650)]}
        />
        <NumberInput
          source="rules.inactiveForDays"
          label="Inactive for at least (days)"
          sx={short}
          validate={[minValue(1), maxValue(3650)]}
        />
        <NullableBooleanInput
          source="rules.hasPaid"
          label="Has paid"
          nullLabel="Any"
          trueLabel="Has paid"
          falseLabel="Never paid"
          sx={short}
        />
        <NumberInput
          source="rules.spendMinCents"
          label={`Spent at least (${currency})`}
          format={centsOut}
          parse={centsIn}
          sx={short}
          validate={minValue(0)}
        />
        <NumberInput
          source="rules.spendMaxCents"
          label={`Spent at most (${currency})`}
          format={centsOut}
          parse={centsIn}
          sx={short}
          validate={minValue(0)}
        />
        <LocalDateTimeInput source="rules.signedUpFrom" label="Signed up from" sx={short} />
        <LocalDateTimeInput source="rules.signedUpBefore" label="Signed up before" sx={short} />
        <SelectInput
          source="rules.platform"
          label="Plays on"
          choices={platformChoices}
          emptyText="Any"
          sx={short}
        />
        <TextInput
          source="rules.experiment.key"
          label="Experiment (its key)"
          sx={short}
          validate={bothOrNeither("variant")}
        />
        <TextInput
          source="rules.experiment.variant"
          label="Variant seen (its key)"
          sx={short}
          validate={bothOrNeither("key")}
        />
      </Stack>
      <BooleanInput source="rules.includeBanned" label="Include banned players" />
      <LivePreview />
    </>
  );
}
