import { Edit } from "react-admin";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { WebhookEndpointForm } from "./WebhookEndpointForm";

export function WebhookEndpointEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" mutationOptions={useSavedNotice("show")}>
      <WebhookEndpointForm />
    </Edit>
  );
}
