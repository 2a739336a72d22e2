import { Create, required, SimpleForm, TextInput } from "react-admin";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { type PollForm, PollInputs, pollKeyHelp, pollTerms } from "./poll-form";

export function PollCreate() {
  return (
    <Create
      mutationOptions={useSavedNotice("show")}
      transform={(values: PollForm) => ({ key: values.key ?? "", ...pollTerms(values) })}
    >
      <SimpleForm>
        <TextInput source="key" helperText={pollKeyHelp} validate={required()} />
        <PollInputs />
      </SimpleForm>
    </Create>
  );
}
