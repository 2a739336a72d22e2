import { Create, email, required, SelectInput, SimpleForm, TextInput } from "react-admin";
import { staffRoleChoices } from "./roles";

/** Gives an existing account a staff role (the person signs up first). */
export function StaffCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <SelectInput source="role" choices={staffRoleChoices} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
