// Compose and send: a template (with its params) or plain text, rewards and
// expiry; to one player (found by name or e-mail), a segment or everyone. The
// number of players the target reaches is previewed live (debounced calls to
// POST /messages/preview) and confirmed in a dialog before sending.
import SendIcon from "@mui/icons-material/Send";
import { Alert, Box, Stack, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import {
  AutocompleteInput,
  BooleanInput,
  Confirm,
  Create,
  DateTimeInput,
  FormDataConsumer,
  NullableBooleanInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useDataProvider,
  useGetList,
  useNotify,
  useRedirect,
} from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import type { ConsoleDataProvider } from "../data-provider";
import { cleanReward, RewardsInput } from "../rewards/RewardsInput";
import { describeTarget, type MessageTarget } from "./describe-target";

interface ComposeForm {
  content: "template" | "text";
  template?: string | null;
  text?: string | null;
  draft: {
    params?: Record<string, string>;
    rewards?: Record<string, unknown>;
    expiresAt?: Date | string | null;
  };
  target: {
    kind: "player" | "segment" | "everyone";
    userId?: string | null;
    includeBanned?: boolean;
    segment?: Record<string, unknown>;
  };
}

interface TemplateRow {
  id: string;
  title: string;
  text: string;
  params: string[];
}

const previewDelayMs = 400;

/** Short fields (params, segment conditions) sit side by side. */
const shortField = { width: 220 };

/** The form's target as the API takes it (blank segment fields left out). */
function targetOf(target: ComposeForm["target"] | undefined): MessageTarget | null {
  if (!target) return null;
  if (target.kind === "player") return target.userId ? { kind: "player", userId: target.userId } : null;
  if (target.kind === "everyone") return { kind: "everyone", includeBanned: Boolean(target.includeBanned) };
  const segment = Object.fromEntries(
    Object.entries(target.segment ?? {}).filter(
      ([, value]) => value !== null && value !== undefined && value !== "",
    ),
  );
  return { kind: "segment", segment };
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
      params: values.content === "template" ? params : {},
      rewards: Object.keys(rewards).length ? rewards : null,
      ...(values.draft.expiresAt ? { expiresAt: values.draft.expiresAt } : {}),
    },
  };
}

/** "Reaches N players", refreshed a moment after the target stops changing. */
function LiveCount() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const target = useWatch<ComposeForm, "target">({ name: "target" });
  const key = JSON.stringify(targetOf(target));
  const [state, setState] = useState<{ count?: number; error?: string; loading: boolean }>({
    loading: false,
  });
  useEffect(() => {
    const parsed = JSON.parse(key) as MessageTarget | null;
    if (!parsed) {
      setState({ loading: false });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(() => {
      dataProvider.previewMessageTarget(parsed).then(
        ({ data }) => current && setState({ count: data.count, loading: false }),
        (error: Error) => current && setState({ error: error.message, loading: false }),
      );
    }, previewDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, dataProvider]);
  if (state.error) return <Alert severity="warning">{state.error}</Alert>;
  if (state.count === undefined) return <Alert severity="info">Choose who receives it.</Alert>;
  return (
    <Alert severity="info" data-testid="live-count">
      Reaches {state.count.toLocaleString()} {state.count === 1 ? "player" : "players"}
      {state.loading ? " (updating…)" : ""}
    </Alert>
  );
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
      <Stack direction="row" spacing={2} sx={{ flexWrap: "wrap" }} useFlexGap>
        {template.params.map((name) => (
          <TextInput key={name} source={`draft.params.${name}`} label={name} sx={shortField} />
        ))}
      </Stack>
    </Box>
  );
}

const playerOption = (record: { displayName: string | null; email: string }) =>
  `${record.displayName ?? "—"} <${record.email}>`;

function SegmentInputs() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: "wrap" }} useFlexGap>
      <NumberInput source="target.segment.levelMin" label="Level from" sx={shortField} min={1} />
      <NumberInput source="target.segment.levelMax" label="Level to" sx={shortField} min={1} />
      <NullableBooleanInput source="target.segment.vip" label="VIP" sx={shortField} />
      <TextInput source="target.segment.country" label="Country (2 letters)" sx={shortField} />
      <DateTimeInput source="target.segment.activeSince" label="Active since" sx={shortField} />
      <NullableBooleanInput source="target.segment.hasPaid" label="Has paid" sx={shortField} />
      <BooleanInput source="target.segment.includeBanned" label="Include banned" />
    </Stack>
  );
}

/** The send button opens a dialog with the fresh count; confirming sends. */
function useSend(templates: TemplateRow[]) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [pending, setPending] = useState<{ body: ReturnType<typeof sendBody>; count: number } | null>(null);
  const [sending, setSending] = useState(false);

  const review = async (values: ComposeForm) => {
    const body = sendBody(values, templates);
    if (!body.target) return { "target.userId": "Choose a player" };
    try {
      const { data } = await dataProvider.previewMessageTarget(body.target);
      setPending({ body, count: data.count });
      return undefined;
    } catch (error) {
      notify((error as Error).message, { type: "error" });
      return (error as { body?: { errors?: Record<string, unknown> } }).body?.errors;
    }
  };
  const send = async () => {
    if (!pending) return;
    setSending(true);
    try {
      const { data } = await dataProvider.create("messages", { data: pending.body });
      notify(`Sent to ${data.count} ${data.count === 1 ? "player" : "players"}`, { type: "success" });
      redirect("list", "messages");
    } catch (error) {
      notify((error as Error).message || "Sending failed.", { type: "error" });
    } finally {
      setSending(false);
      setPending(null);
    }
  };
  return { review, send, pending, sending, cancel: () => setPending(null) };
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
                optionText={(row: TemplateRow) => `${row.title} (${row.id})`}
                onChange={() => setValue("draft.params", {})}
              />
              <TemplateParams templates={templates} />
            </>
          ) : (
            <TextInput source="text" label="Text" multiline minRows={3} fullWidth />
          )
        }
      </FormDataConsumer>
      <RewardsInput source="draft.rewards" />
      <DateTimeInput source="draft.expiresAt" label="Expires at" helperText="Empty: the default lifetime" />
      <Typography variant="h6" sx={{ mt: 2 }}>
        Recipients
      </Typography>
      <RadioButtonGroupInput
        source="target.kind"
        label=""
        choices={[
          { id: "player", name: "One player" },
          { id: "segment", name: "A segment" },
          { id: "everyone", name: "Everyone" },
        ]}
      />
      <FormDataConsumer<ComposeForm>>
        {({ formData }) => {
          if (formData.target?.kind === "player") {
            return (
              <ReferenceInput source="target.userId" reference="players" filter={{ role: "player" }}>
                <AutocompleteInput
                  label="Player (name or e-mail)"
                  optionText={playerOption}
                  filterToQuery={(q) => ({ q })}
                  sx={{ minWidth: 420 }}
                />
              </ReferenceInput>
            );
          }
          if (formData.target?.kind === "segment") return <SegmentInputs />;
          return <BooleanInput source="target.includeBanned" label="Include banned players" />;
        }}
      </FormDataConsumer>
      <LiveCount />
    </>
  );
}

export function MessageCompose() {
  const { data: templates = [] } = useGetList<TemplateRow>("message-templates", {
    pagination: { page: 1, perPage: 100 },
    sort: { field: "id", order: "ASC" },
  });
  const { review, send, pending, sending, cancel } = useSend(templates);
  return (
    <Create title="Compose a message">
      <SimpleForm
        onSubmit={(values: Record<string, unknown>) => review(values as unknown as ComposeForm)}
        defaultValues={{ content: "text", draft: {}, target: { kind: "player" } }}
        toolbar={
          <Toolbar>
            <SaveButton label="Send…" icon={<SendIcon />} />
          </Toolbar>
        }
      >
        <ComposeFields templates={templates} />
      </SimpleForm>
      <Confirm
        isOpen={pending !== null}
        loading={sending}
        title="Send this message?"
        content={
          pending
            ? `It goes to ${describeTarget(pending.body.target)}: ${pending.count.toLocaleString()} ${pending.count === 1 ? "player" : "players"}.`
            : ""
        }
        confirm="Send"
        onConfirm={send}
        onClose={cancel}
      />
    </Create>
  );
}
