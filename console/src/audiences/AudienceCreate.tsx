import { Create, SimpleForm } from "react-admin";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { type AudienceForm, audienceBody } from "./audience-body";
import { AudienceInputs } from "./audience-form";

export function AudienceCreate() {
  return (
    <Create
      title="New audience"
      mutationOptions={useSavedNotice("show")}
      transform={(values: AudienceForm) => audienceBody(values)}
    >
      <SimpleForm defaultValues={{ description: "", rules: { includeBanned: false } }}>
        <AudienceInputs />
      </SimpleForm>
    </Create>
  );
}
