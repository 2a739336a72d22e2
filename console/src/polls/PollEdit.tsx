import { Edit, SimpleForm, TextInput } from "react-admin";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { type PollForm, PollInputs, pollKeyHelp, pollTerms } from "./poll-form";

/** Pessimistic, so the API's field errors (frozen options, end before start) show on the form. */
export function PollEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={useSavedNotice("show")}
      transform={(values: PollForm) => pollTerms(values)}
    >
      <SimpleForm>
        <TextInput source="key" helperText={pollKeyHelp} readOnly />
        <PollInputs />
      </SimpleForm>
    </Edit>
  );
}
