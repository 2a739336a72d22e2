// Choosing a saved audience as a target (a live event, an experiment, a promo
// code), each with its live size, and showing the one chosen; empty means every
// player, in the caller's words.
import { AutocompleteInput, ReferenceField, ReferenceInput, TextField } from "react-admin";
import { playerCount } from "../players/player-count";

const audienceOption = (record: { name: string; size?: number }) =>
  record.size === undefined ? record.name : `${record.name} (${playerCount(record.size)})`;

export function SavedAudienceInput({ label, helperText }: { label: string; helperText: string }) {
  return (
    <ReferenceInput source="audienceId" reference="audiences" sort={{ field: "name", order: "ASC" }}>
      <AutocompleteInput
        label={label}
        optionText={audienceOption}
        filterToQuery={(q) => ({ q })}
        helperText={helperText}
        sx={{ minWidth: { xs: "100%", sm: 320 } }}
      />
    </ReferenceInput>
  );
}

/** The audience a record targets, linked to its page ("Every player" when none). */
export function SavedAudienceField() {
  return (
    <ReferenceField
      source="audienceId"
      reference="audiences"
      label="For"
      link="show"
      emptyText="Every player"
    >
      <TextField source="name" />
    </ReferenceField>
  );
}
