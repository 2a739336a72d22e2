// Changing a send still to go out: its words, who it goes to, when and how it
// repeats (the API refuses once it has gone out or was cancelled, saying so).
// A template message keeps its template; its rewards may change.
import { Typography } from "@mui/material";
import { Edit, FormDataConsumer, required, SimpleForm, TextInput } from "react-admin";
import { RecipientInputs, type TargetForm, targetOf } from "../messages/recipients";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { cleanReward, RewardsInput } from "../rewards/RewardsInput";
import type { ScheduledSendRow } from "./fields";
import { type WhenForm, whenBody } from "./schedule";
import { WhenInputs } from "./WhenInputs";

type EditForm = ScheduledSendRow & WhenForm & { target: TargetForm };

/** The form as the API takes it: the whole send again. */
function editBody(values: EditForm) {
  const when = whenBody({ at: values.at, recurrence: values.recurrence as WhenForm["recurrence"] });
  const target = targetOf(values.target);
  if (values.kind === "announcement") {
    const { title, body } = values.payload as { title?: string; body?: string };
    return { kind: values.kind, payload: { title: title ?? "", body: body ?? "", target }, ...when };
  }
  const draft = { ...(values.payload.draft as Record<string, unknown>) };
  const rewards = cleanReward(draft.rewards as Record<string, unknown> | undefined);
  draft.rewards = Object.keys(rewards).length ? rewards : null;
  if (!draft.title) delete draft.title;
  if (draft.expiresAt == null) delete draft.expiresAt;
  return { kind: values.kind, payload: { target, draft }, ...when };
}

export function ScheduledSendEdit() {
  return (
    <Edit
      title="Change a scheduled send"
      mutationMode="pessimistic"
      mutationOptions={useSavedNotice("show", () => "Scheduled send saved")}
      transform={(values: EditForm) => editBody(values)}
    >
      <SimpleForm>
        <FormDataConsumer<EditForm>>
          {({ formData }) =>
            formData.kind === "announcement" ? (
              <>
                <Typography variant="h6">Announcement</Typography>
                <TextInput source="payload.title" label="Title" validate={required()} fullWidth />
                <TextInput source="payload.body" label="Text" multiline minRows={2} fullWidth />
              </>
            ) : (
              <>
                <Typography variant="h6">Message</Typography>
                {formData.payload?.draft &&
                (formData.payload.draft as { title?: string }).title !== undefined ? (
                  <>
                    <TextInput source="payload.draft.title" label="Title" validate={required()} fullWidth />
                    <TextInput
                      source="payload.draft.message"
                      label="Text"
                      multiline
                      minRows={3}
                      fullWidth
                      validate={required()}
                    />
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {formData.title} (a template: its words stay as they are)
                  </Typography>
                )}
                <RewardsInput source="payload.draft.rewards" />
              </>
            )
          }
        </FormDataConsumer>
        <RecipientInputs />
        <Typography variant="h6" sx={{ mt: 2 }}>
          When
        </Typography>
        <WhenInputs prefix="" />
      </SimpleForm>
    </Edit>
  );
}
