// Who a staff send reaches — shared by message compose and announcements: the
// target inputs (one player found by name or e-mail, a saved audience with its
// live size, a segment, or everyone),
// a live count of the players the target reaches (debounced calls to
// POST /messages/preview), a confirm dialog with the fresh count before the
// send, and the sent lists' common columns and filter.

import type { Permission } from "@arena/api/staff/permissions";
import { Alert, Stack, Typography } from "@mui/material";
import { type ReactNode, useEffect, useState } from "react";
import {
  AutocompleteInput,
  BooleanInput,
  Confirm,
  Datagrid,
  FormDataConsumer,
  FunctionField,
  List,
  minValue,
  NullableBooleanInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  required,
  TextInput,
  useDataProvider,
  useGetOne,
  useNotify,
  useRedirect,
} from "react-admin";
import { useWatch } from "react-hook-form";
import { PersonLink } from "../audit/AuditSentence";
import { type Person, personLabel } from "../audit/sentence";
import type { ConsoleDataProvider } from "../data-provider";
import type { ExportColumn } from "../export/ExportAllButton";
import { WhenField } from "../format/WhenField";
import { LocalDateTimeInput } from "../inputs/LocalDateTimeInput";
import { ListActions } from "../layout/ListActions";
import { playerCount } from "../players/player-count";
import { useCan } from "../roles/use-can";
import { describeTarget, type MessageTarget } from "./describe-target";

/** The target as the form holds it. */
export interface TargetForm {
  kind: "player" | "segment" | "everyone" | "audience";
  userId?: string | null;
  audienceId?: number | null;
  includeBanned?: boolean;
  segment?: Record<string, unknown>;
}

export const defaultTarget: TargetForm = { kind: "player" };

const previewDelayMs = 400;

/** Short fields (params, segment conditions) sit side by side. */
export const shortField = { width: 220 };

/** The form's target as the API takes it (blank segment fields left out). */
export function targetOf(target: TargetForm | undefined): MessageTarget | null {
  if (!target) return null;
  if (target.kind === "player") return target.userId ? { kind: "player", userId: target.userId } : null;
  if (target.kind === "everyone") return { kind: "everyone", includeBanned: Boolean(target.includeBanned) };
  if (target.kind === "audience") {
    return target.audienceId ? { kind: "audience", audienceId: Number(target.audienceId) } : null;
  }
  const segment = Object.fromEntries(
    Object.entries(target.segment ?? {}).filter(
      ([, value]) => value !== null && value !== undefined && value !== "",
    ),
  );
  return { kind: "segment", segment };
}

/** "Reaches N players", refreshed a moment after the target stops changing. */
function LiveCount({ note }: { note?: string }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const target = useWatch<{ target: TargetForm }, "target">({ name: "target" });
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
      Reaches {playerCount(state.count)}
      {note ? ` ${note}` : ""}
      {state.loading ? " (updating…)" : ""}
    </Alert>
  );
}

const playerOption = (record: { displayName: string | null; email: string }) =>
  `${record.displayName ?? "—"} <${record.email}>`;

/** A saved audience with its live size: "Lapsed payers (1,204 players)". */
const audienceOption = (record: { name: string; size: number }) =>
  `${record.name} (${playerCount(record.size)})`;

function SegmentInputs() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: "wrap" }} useFlexGap>
      <NumberInput
        source="target.segment.levelMin"
        label="Level from"
        sx={shortField}
        validate={minValue(1)}
      />
      <NumberInput source="target.segment.levelMax" label="Level to" sx={shortField} validate={minValue(1)} />
      <NullableBooleanInput source="target.segment.vip" label="VIP" sx={shortField} />
      <TextInput source="target.segment.country" label="Country (2 letters)" sx={shortField} />
      <LocalDateTimeInput source="target.segment.activeSince" label="Active since" sx={shortField} />
      <NullableBooleanInput source="target.segment.hasPaid" label="Has paid" sx={shortField} />
      <BooleanInput source="target.segment.includeBanned" label="Include banned" />
    </Stack>
  );
}

/** The "Recipients" section: who, and how many that is now. */
export function RecipientInputs({ countNote }: { countNote?: string }) {
  return (
    <>
      <Typography variant="h6" sx={{ mt: 2 }}>
        Recipients
      </Typography>
      <RadioButtonGroupInput
        source="target.kind"
        label=""
        choices={[
          { id: "player", name: "One player" },
          { id: "audience", name: "A saved audience" },
          { id: "segment", name: "A segment" },
          { id: "everyone", name: "Everyone" },
        ]}
      />
      <FormDataConsumer<{ target?: TargetForm }>>
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
          if (formData.target?.kind === "audience") {
            return (
              <ReferenceInput
                source="target.audienceId"
                reference="audiences"
                sort={{ field: "name", order: "ASC" }}
              >
                <AutocompleteInput
                  label="Audience"
                  optionText={audienceOption}
                  filterToQuery={(q) => ({ q })}
                  validate={required("Choose an audience")}
                  sx={{ minWidth: 320 }}
                />
              </ReferenceInput>
            );
          }
          if (formData.target?.kind === "segment") return <SegmentInputs />;
          return <BooleanInput source="target.includeBanned" label="Include banned players" />;
        }}
      </FormDataConsumer>
      <LiveCount note={countNote} />
    </>
  );
}

/**
 * Sending with a confirmation: `review` (the form's submit) fetches the target's
 * fresh count and opens the dialog; confirming creates the record and returns
 * to the sent list. Field errors of the preview come back to the form.
 */
export function useConfirmedSend<Body extends { target: MessageTarget | null }>(
  resource: string,
  sentNotice: (data: Record<string, unknown>) => string,
) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [pending, setPending] = useState<{ body: Body; count: number } | null>(null);
  const [sending, setSending] = useState(false);

  const review = async (body: Body) => {
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
      const { data } = await dataProvider.create(resource, { data: pending.body });
      notify(sentNotice(data), { type: "success" });
      redirect("list", resource);
    } catch (error) {
      notify((error as Error).message || "Sending failed.", { type: "error" });
    } finally {
      setSending(false);
      setPending(null);
    }
  };
  return { review, send, pending, sending, cancel: () => setPending(null) };
}

/** The confirm dialog of a useConfirmedSend. */
export function ConfirmSend({
  title,
  countNote,
  state,
}: {
  title: string;
  countNote?: string;
  state: {
    pending: { body: { target: MessageTarget | null }; count: number } | null;
    sending: boolean;
    send(): void;
    cancel(): void;
  };
}) {
  const { pending, sending, send, cancel } = state;
  const target = pending?.body.target ?? null;
  const audienceId = target?.kind === "audience" ? target.audienceId : undefined;
  const { data: audience } = useGetOne<{ id: number; name: string }>(
    "audiences",
    { id: audienceId ?? 0 },
    { enabled: audienceId !== undefined },
  );
  return (
    <Confirm
      isOpen={pending !== null}
      loading={sending}
      title={title}
      content={
        pending
          ? `It goes to ${describeTarget(pending.body.target, audience?.name)}: ${playerCount(pending.count)}${countNote ? ` ${countNote}` : ""}.`
          : ""
      }
      confirm="Send"
      onConfirm={send}
      onClose={cancel}
    />
  );
}

const staffOption = (record: { displayName: string | null; email: string }) =>
  record.displayName ?? record.email;

/** The sent lists' "Sent by" filter. */
const sentByFilters = [
  <ReferenceInput key="actorId" source="actorId" reference="players" alwaysOn>
    <AutocompleteInput label="Sent by" optionText={staffOption} filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
];

/** What every sent row has, before the resource's own fields (the API names the sender and the player). */
export interface SentRow {
  id: number;
  createdAt: string;
  actorId: string | null;
  userId: string | null;
  actor: Person | null;
  user: Person | null;
  target: MessageTarget | null;
  /** A saved audience's name when sent. */
  audienceName?: string | null;
}

/** Who it went to: the player by name (linked) for a one-player send; the segment in words otherwise. */
const recipient = (row: SentRow) =>
  row.user ? <PersonLink person={row.user} /> : describeTarget(row.target, row.audienceName);

const sentColumns: ExportColumn<SentRow>[] = [
  { header: "Sent (UTC)", value: (row) => row.createdAt },
  { header: "Sent by", value: (row) => (row.actor ? personLabel(row.actor) : null) },
  {
    header: "To",
    value: (row) => (row.user ? personLabel(row.user) : describeTarget(row.target, row.audienceName)),
  },
];

/**
 * A sent list (messages, announcements): newest first, filtered by who sent,
 * with the Sent, By and To columns before the resource's own; the create
 * button only for roles that may send.
 */
export function SentList<Row extends SentRow>({
  title,
  createLabel,
  sendPermission,
  rowClick = false,
  exportColumns,
  fileName,
  children,
}: {
  title: string;
  createLabel: string;
  /** Who may send (the role table's permission): they get the create button. */
  sendPermission: Permission;
  rowClick?: "show" | false;
  /** The export's columns after Sent, By and To. */
  exportColumns: readonly ExportColumn<Row>[];
  fileName: string;
  children: ReactNode;
}) {
  const canSend = useCan(sendPermission);
  return (
    <List
      filters={sentByFilters}
      actions={
        <ListActions<Row>
          canCreate={canSend}
          createLabel={createLabel}
          exportColumns={[...sentColumns, ...exportColumns]}
          fileName={fileName}
        />
      }
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={25}
      title={title}
      // The default empty page offers "Create" to every role; an empty list keeps the role-aware toolbar.
      empty={false}
    >
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        <WhenField source="createdAt" label="Sent" />
        <FunctionField
          label="By"
          sortable={false}
          render={(row: SentRow) => (row.actor ? <PersonLink person={row.actor} /> : "—")}
        />
        <FunctionField label="To" sortable={false} render={recipient} />
        {children}
      </Datagrid>
    </List>
  );
}
