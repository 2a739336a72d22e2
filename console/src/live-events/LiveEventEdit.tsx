// Changing a live event that has not ended (pessimistically, so the API's
// field errors show in place: a running event keeps its start).
import { Edit } from "react-admin";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { type LiveEventForm, LiveEventSimpleForm, liveEventTerms } from "./live-event-form";

export function LiveEventEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={useSavedNotice("show")}
      transform={(values: LiveEventForm) => liveEventTerms(values)}
    >
      <LiveEventSimpleForm />
    </Edit>
  );
}
