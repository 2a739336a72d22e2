// Announce live: a title and an optional line, shown as a toast to the players
// online in the target (one player, a segment or everyone) the moment it is
// sent. Nothing is kept for players who are away: that is what a message is for.
// "Schedule" announces it later, or on a repeat (scheduled-sends/SendWhen.tsx).
import CampaignIcon from "@mui/icons-material/Campaign";
import { Alert, Typography } from "@mui/material";
import { Create, required, SimpleForm, TextInput } from "react-admin";
import {
  ConfirmSend,
  defaultTarget,
  RecipientInputs,
  type TargetForm,
  targetOf,
  useConfirmedSend,
} from "../messages/recipients";
import {
  SendOrScheduleToolbar,
  type SendWhenForm,
  SendWhenInputs,
  sendNowByDefault,
} from "../scheduled-sends/SendWhen";
import { ConfirmSchedule, useScheduledSend } from "../scheduled-sends/use-scheduled-send";

interface AnnouncementForm {
  title?: string;
  body?: string;
  target: TargetForm;
}

const onlineNote = "— those online now see it";

function announceBody(values: AnnouncementForm) {
  return { title: values.title ?? "", body: values.body ?? "", target: targetOf(values.target) };
}

export function AnnouncementCompose() {
  const sending = useConfirmedSend<ReturnType<typeof announceBody>>("announcements", () => "Announced");
  const scheduling = useScheduledSend("announcement");
  return (
    <Create title="Announce">
      <SimpleForm
        onSubmit={(values: Record<string, unknown>) => {
          const form = values as unknown as AnnouncementForm & SendWhenForm;
          const body = announceBody(form);
          return form.when?.mode === "later" ? scheduling.review(body, form.when) : sending.review(body);
        }}
        defaultValues={{ target: defaultTarget, when: sendNowByDefault }}
        toolbar={<SendOrScheduleToolbar sendLabel="Announce…" sendIcon={<CampaignIcon />} />}
      >
        <Typography variant="h6">Announcement</Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          Shown at once, as a toast, to the players online in the target; not kept for players who are away.
          To reach everyone, send a message too.
        </Alert>
        <TextInput
          source="title"
          validate={required()}
          helperText="e.g. Double gold this weekend"
          fullWidth
        />
        <TextInput source="body" label="Text" multiline minRows={2} fullWidth />
        <RecipientInputs countNote={onlineNote} />
        <SendWhenInputs />
      </SimpleForm>
      <ConfirmSend title="Announce now?" countNote={onlineNote} state={sending} />
      <ConfirmSchedule title="Schedule this announcement?" state={scheduling} />
    </Create>
  );
}
