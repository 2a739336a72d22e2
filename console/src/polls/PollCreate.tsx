import { Create, SimpleForm, TextInput } from "react-admin";
import { type PollForm, PollInputs, pollTerms } from "./poll-form";

export function PollCreate() {
  return (
    <Create
      redirect="show"
      transform={(values: PollForm) => ({ key: values.key ?? "", ...pollTerms(values) })}
    >
      <SimpleForm>
        <TextInput source="key" helperText="lower-case letters, digits and dashes; fixed once made" />
        <PollInputs />
      </SimpleForm>
    </Create>
  );
}
