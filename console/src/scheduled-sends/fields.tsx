// The columns a scheduled send shows in its list and on its page: what goes
// out, to whom, next time (the operator's zone; UTC on hover), repeat, status.
import { Chip, Tooltip } from "@mui/material";
import { FunctionField } from "react-admin";
import { PersonLink } from "../audit/AuditSentence";
import type { Person } from "../audit/sentence";
import { dateTimeInWords } from "../format/dates";
import { describeTarget, type MessageTarget } from "../messages/describe-target";
import { kindLabels, type Recurrence, repeatInWords, statusLabels } from "./schedule";

export interface ScheduledSendRow {
  id: number;
  kind: "message" | "announcement";
  title: string;
  payload: Record<string, unknown>;
  target: MessageTarget | null;
  audienceName: string | null;
  user: Person | null;
  actor: Person | null;
  recurrence: Recurrence | null;
  at: string | null;
  timeZone: string;
  status: "scheduled" | "done" | "cancelled";
  sentCount: number;
  lastSentAt: string | null;
  createdAt: string;
}

/** An instant in the operator's zone, with UTC (and the zone it was scheduled in) on hover. */
export function TimeWithUtc({ value, scheduledIn }: { value: string | null; scheduledIn?: string }) {
  if (!value) return <span>—</span>;
  const utc = dateTimeInWords(value, "UTC");
  const zone =
    scheduledIn && scheduledIn !== "UTC" ? ` · ${dateTimeInWords(value, scheduledIn)} (${scheduledIn})` : "";
  return (
    <Tooltip title={`${utc}${zone}`}>
      <span>{dateTimeInWords(value)}</span>
    </Tooltip>
  );
}

export const whatOf = (row: ScheduledSendRow) => `${kindLabels[row.kind] ?? row.kind}: ${row.title || "—"}`;

export const toWhomOf = (row: ScheduledSendRow) =>
  row.user ? <PersonLink person={row.user} /> : describeTarget(row.target, row.audienceName);

export const WhatField = ({ label = "What" }: { label?: string }) => (
  <FunctionField label={label} sortable={false} render={whatOf} />
);

export const ToWhomField = ({ label = "To" }: { label?: string }) => (
  <FunctionField label={label} sortable={false} render={toWhomOf} />
);

export const NextField = ({ label = "Next" }: { label?: string; sortBy?: string }) => (
  <FunctionField
    label={label}
    sortBy="nextAt"
    render={(row: ScheduledSendRow) => <TimeWithUtc value={row.at} scheduledIn={row.timeZone} />}
  />
);

export const RepeatField = ({ label = "Repeat" }: { label?: string }) => (
  <FunctionField
    label={label}
    sortable={false}
    render={(row: ScheduledSendRow) => repeatInWords(row.recurrence)}
  />
);

// Colours that keep the chip's words readable (the info blue fails contrast): to go out is outlined.
const statusColours = { scheduled: "default", done: "success", cancelled: "default" } as const;

export const StatusField = ({ label = "Status" }: { label?: string }) => (
  <FunctionField
    label={label}
    sortable={false}
    render={(row: ScheduledSendRow) => (
      <Chip
        size="small"
        variant={row.status === "scheduled" ? "outlined" : "filled"}
        color={statusColours[row.status] ?? "default"}
        label={statusLabels[row.status] ?? row.status}
      />
    )}
  />
);
