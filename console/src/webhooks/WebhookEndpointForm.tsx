// What an admin sets on an endpoint, for both its create and edit pages.
import { BooleanInput, CheckboxGroupInput, required, SimpleForm, TextInput } from "react-admin";
import { webhookEventChoices } from "./words";

const atLeastOne = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? undefined : "Choose at least one event.";

export function WebhookEndpointForm() {
  return (
    // The validators say what is wrong under the field; the browser's own check would only show a bubble.
    <SimpleForm noValidate>
      <TextInput
        source="url"
        label="URL"
        type="url"
        validate={required()}
        helperText="Where each event is POSTed: https://, or http:// to this machine (localhost)"
      />
      <TextInput source="description" multiline helperText="Who runs the receiver and what it does" />
      <CheckboxGroupInput
        source="events"
        label="Send these events"
        choices={webhookEventChoices}
        row={false}
        validate={atLeastOne}
      />
      <BooleanInput
        source="enabled"
        label="Enabled"
        defaultValue={true}
        helperText="A disabled endpoint is sent nothing new; what was due waits until it is enabled again"
      />
    </SimpleForm>
  );
}
