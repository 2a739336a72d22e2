// Scheduling a live event; the show page it leads to has its results.
import { Create } from "react-admin";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { type LiveEventForm, LiveEventSimpleForm, liveEventTerms } from "./live-event-form";

export function LiveEventCreate() {
  return (
    <Create
      title="New live event"
      redirect="show"
      mutationOptions={useSavedNotice("show")}
      transform={(values: LiveEventForm) => liveEventTerms(values)}
    >
      <LiveEventSimpleForm />
    </Create>
  );
}
