import { Create, required, SelectInput, SimpleForm } from "react-admin";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { operatorChoices, periodicityChoices, typeChoices } from "./choices";

export function LeaderboardCreate() {
  return (
    <Create mutationOptions={useSavedNotice("show")}>
      <SimpleForm>
        <SelectInput source="type" label="Ranked stat" choices={typeChoices} validate={required()} />
        <SelectInput source="periodicity" choices={periodicityChoices} validate={required()} />
        <SelectInput
          source="operator"
          choices={operatorChoices}
          validate={required()}
          helperText="best keeps the highest, set the latest, increment adds up"
        />
      </SimpleForm>
    </Create>
  );
}
