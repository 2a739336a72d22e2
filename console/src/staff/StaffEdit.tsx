import { Edit, Labeled, required, SelectInput, SimpleForm, TextField } from "react-admin";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { SecondFactorField } from "./ResetSecondFactor";
import { anyRoleChoices, roleSavedMessage } from "./roles";

/** The API refuses changing your own role and demoting the last admin, with a message shown here. */
export function StaffEdit() {
  return (
    <Edit mutationMode="pessimistic" mutationOptions={useSavedNotice("list", roleSavedMessage)}>
      <SimpleForm>
        <Labeled>
          <TextField source="email" />
        </Labeled>
        <SecondFactorField />
        <SelectInput
          source="role"
          choices={anyRoleChoices}
          validate={required()}
          helperText="Player removes console access. A change applies on the member's next request."
        />
      </SimpleForm>
    </Edit>
  );
}
