import { Edit, Labeled, required, SelectInput, SimpleForm, TextField } from "react-admin";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { operatorChoices } from "./choices";

/** A board's type and periodicity are its identity (scores are submitted by them): only the operator changes. */
export function LeaderboardEdit() {
  return (
    <Edit mutationMode="pessimistic" mutationOptions={useSavedNotice("show")}>
      <SimpleForm>
        <Labeled label="Ranked stat">
          <TextField source="type" />
        </Labeled>
        <Labeled>
          <TextField source="periodicity" />
        </Labeled>
        <SelectInput source="operator" choices={operatorChoices} validate={required()} />
      </SimpleForm>
    </Edit>
  );
}
