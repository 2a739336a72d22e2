import { Create, email, required, SelectInput, SimpleForm, TextInput } from "react-admin";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { roleSavedMessage, staffRoleChoices } from "./roles";

/** Gives an existing account a staff role (the person signs up first). */
export function StaffCreate() {
  return (
    <Create mutationOptions={useSavedNotice("list", roleSavedMessage)}>
      {/* The validators say what is wrong under the field; the browser's own check would only show a bubble. */}
      <SimpleForm noValidate>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <SelectInput source="role" choices={staffRoleChoices} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
