import { Edit, SimpleForm } from "react-admin";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { type AudienceForm, audienceBody } from "./audience-body";
import { AudienceInputs } from "./audience-form";

/** Pessimistic, so the API's field errors (a name taken, conditions that hold for nobody) show in place. */
export function AudienceEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={useSavedNotice("show")}
      transform={(values: AudienceForm) => audienceBody(values)}
    >
      <SimpleForm>
        <AudienceInputs />
      </SimpleForm>
    </Edit>
  );
}
