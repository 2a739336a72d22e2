// Compose and send: a template (with its params) or plain text, rewards and
// expiry; to one player (found by name or e-mail), a segment or everyone. The
// number of players the target reaches is previewed live and confirmed in a
// dialog before sending (recipients.tsx). "Schedule" sends it later, or on a
// repeat, instead (scheduled-sends/SendWhen.tsx).
import SendIcon from "@mui/icons-material/Send";
import { Box, Stack, Typography } from "@mui/material";
import {
  Create,
  FormDataConsumer,
  RadioButtonGroupInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetList,
} from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { LocalDateTimeInput } from "../inputs/LocalDateTimeInput";
import { playerCount } from "../players/player-count";
import { cleanReward, RewardsInput } from "../rewards/RewardsInput";
import {
  SendOrScheduleToolbar,
  type SendWhenForm,
  SendWhenInputs,
  sendNowByDefault,
} from "../scheduled-sends/SendWhen";
import { ConfirmSchedule, useScheduledSend } from "../scheduled-sends/use-scheduled-send";
import {
  ConfirmSend,
  defaultTarget,
  RecipientInputs,
  shortField,
  type TargetForm,
  targetOf,
  useConfirmedSend,
} from "./recipients";

interface ComposeForm {
  content: "template" | "text";
  template?: string | null;
  /** A plain-text message's heading in the player's inbox. */
  title?: string | null;
  text?: string | null;
  draft: {
    params?: Record<string, string>;
    rewards?: Record<string, unknown>;
    expiresAt?: Date | string | null;
  };
  target: TargetForm;
}

interface TemplateRow {
  id: string;
  /** Its name, as players read it (api/src/words/display-names.ts). */
  title: string;
  text: string;
  params: string[];
  /** Its text speaks of a reward: the API refuses a send without one. */
  needsReward: boolean;
}

function sendBody(values: ComposeForm, templates: TemplateRow[]) {
  const template = templates.find((row) => row.id === values.template);
  const params = Object.fromEntries(
    Object.entries(values.draft.params ?? {}).filter(
      ([name, value]) => template?.params.includes(name) && value !== "" && value != null,
    ),
  );
  const rewards = cleanReward(values.draft.rewards);
  return {
    target: targetOf(values.target),
    draft: {
      message: values.content === "template" ? (values.template ?? "") : (values.text ?? ""),
      ...(values.content === "text" && values.title ? { title: values.title } : {}),
      params: values.content === "template" ? params : {},
      rewards: Object.keys(rewards).length ? rewards : null,
      ...(values.draft.expiresAt ? { expiresAt: values.draft.expiresAt } : {}),
    },
  };
}

function TemplateParams({ templates }: { templates: TemplateRow[] }) {
  const id = useWatch<ComposeForm, "template">({ name: "template" });
  const template = templates.find((row) => row.id === id);
  if (!template) return null;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {template.text}
      </Typography>
      {template.needsReward ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          This message tells the player about a reward: add one below.
        </Typography>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ flexWrap: "wrap" }} useFlexGap>
        {template.params.map((name) => (
          <TextInput key={name} source={`draft.params.${name}`} label={name} sx={shortField} />
        ))}
      </Stack>
    </Box>
  );
}

function ComposeFields({ templates }: { templates: TemplateRow[] }) {
  const { setValue } = useFormContext<ComposeForm>();
  return (
    <>
      <Typography variant="h6">Message</Typography>
      <RadioButtonGroupInput
        source="content"
        label=""
        choices={[
          { id: "template", name: "Template" },
          { id: "text", name: "Plain text" },
        ]}
      />
      <FormDataConsumer<ComposeForm>>
        {({ formData }) =>
          formData.content === "template" ? (
            <>
              <SelectInput
                source="template"
                choices={templates}
                optionText="title"
                onChange={() => setValue("draft.params", {})}
                validate={required()}
              />
              <TemplateParams templates={templates} />
            </>
          ) : (
            <>
              <TextInput
                source="title"
                label="Title"
                helperText="The message's heading in the player's inbox"
                fullWidth
                validate={required()}
              />
              <TextInput source="text" label="Text" multiline minRows={3} fullWidth validate={required()} />
            </>
          )
        }
      </FormDataConsumer>
      <RewardsInput source="draft.rewards" />
      <LocalDateTimeInput
        source="draft.expiresAt"
        label="Expires at"
        helperText="Empty: the default lifetime"
      />
      <RecipientInputs />
    </>
  );
}

export function MessageCompose() {
  const { data: templates = [] } = useGetList<TemplateRow>("message-templates", {
    pagination: { page: 1, perPage: 100 },
    sort: { field: "id", order: "ASC" },
  });
  const sending = useConfirmedSend<ReturnType<typeof sendBody>>(
    "messages",
    ({ count }) => `Sent to ${playerCount(Number(count))}`,
  );
  const scheduling = useScheduledSend("message");
  return (
    <Create title="Compose a message">
      <SimpleForm
        onSubmit={(values: Record<string, unknown>) => {
          const form = values as unknown as ComposeForm & SendWhenForm;
          const body = sendBody(form, templates);
          return form.when?.mode === "later" ? scheduling.review(body, form.when) : sending.review(body);
        }}
        defaultValues={{ content: "text", draft: {}, target: defaultTarget, when: sendNowByDefault }}
        toolbar={<SendOrScheduleToolbar sendLabel="Send…" sendIcon={<SendIcon />} />}
      >
        <ComposeFields templates={templates} />
        <SendWhenInputs />
      </SimpleForm>
      <ConfirmSend title="Send this message?" state={sending} />
      <ConfirmSchedule title="Schedule this message?" state={scheduling} />
    </Create>
  );
}
