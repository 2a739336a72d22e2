import { Typography } from "@mui/material";
import { Edit, SimpleForm, TextInput } from "react-admin";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { type PollForm, PollInputs, pollKeyHelp, pollTerms } from "./poll-form";

/** Pessimistic, so the API's field errors (frozen options, end before start) show on the form. */
export function PollEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={useSavedNotice("show")}
      transform={(values: PollForm) => pollTerms(values)}
    >
      <SimpleForm>
        {/* A read-only input greys its helper text (2.7:1, under WCAG's 4.5:1): the help is its own line. */}
        <TextInput source="key" helperText={false} readOnly />
        <Typography variant="caption" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
          {pollKeyHelp}
        </Typography>
        <PollInputs />
      </SimpleForm>
    </Edit>
  );
}
