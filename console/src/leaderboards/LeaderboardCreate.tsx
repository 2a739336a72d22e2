import { Create, required, SelectInput, SimpleForm, useGetList } from "react-admin";
import { useWatch } from "react-hook-form";
import { periodicityLabel } from "../format/labels";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { operatorChoices, operatorHelp, periodicityChoices, typeChoices } from "./choices";

export function LeaderboardCreate() {
  return (
    <Create mutationOptions={useSavedNotice("show")}>
      <SimpleForm>
        <SelectInput source="type" label="Ranked stat" choices={typeChoices} validate={required()} />
        <PeriodicityInput />
        <SelectInput
          source="operator"
          choices={operatorChoices}
          validate={required()}
          helperText={operatorHelp}
        />
      </SimpleForm>
    </Create>
  );
}

/** The periods of the chosen stat, those it already has a board for shown as taken and not choosable. */
function PeriodicityInput() {
  const type = useWatch({ name: "type" }) as string | undefined;
  const { data: boards = [] } = useGetList<{ id: number; type: string; periodicity: string }>(
    "leaderboards",
    {
      pagination: { page: 1, perPage: 200 },
      filter: type ? { type } : {},
    },
  );
  const taken = new Set(boards.filter((board) => board.type === type).map((board) => board.periodicity));
  const choices = periodicityChoices.map((choice) =>
    taken.has(choice.id)
      ? { ...choice, name: `${periodicityLabel(choice.id)} (exists)`, disabled: true }
      : choice,
  );
  return (
    <SelectInput
      source="periodicity"
      choices={choices}
      validate={required()}
      helperText={
        taken.size > 0 ? "Periods this stat already has a board for are marked (exists)" : undefined
      }
    />
  );
}
