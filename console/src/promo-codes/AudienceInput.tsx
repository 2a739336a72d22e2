// The saved audience a promo code is for (its players only), with each
// audience's live size; empty: any player may redeem it.
import { AutocompleteInput, ReferenceInput } from "react-admin";
import { playerCount } from "../players/player-count";

const audienceOption = (record: { name: string; size: number }) =>
  `${record.name} (${playerCount(record.size)})`;

export function PromoCodeAudienceInput() {
  return (
    <ReferenceInput source="audienceId" reference="audiences" sort={{ field: "name", order: "ASC" }}>
      <AutocompleteInput
        label="Only for the audience"
        optionText={audienceOption}
        filterToQuery={(q) => ({ q })}
        helperText="Empty: any player may redeem it"
        sx={{ minWidth: 320 }}
      />
    </ReferenceInput>
  );
}
