// What the use cases of scheduled sends share: what staff schedule (a message
// send or an announcement, validated by the very schemas the send and announce
// routes use, so a target kind added there flows through), when (a time, or a
// recurrence stepping in UTC), a send as the console shows it, its audit view,
// and the row locked for a change.
import { z } from "zod";
import { AnnouncementSchema } from "../announcements/announce.ts";
import type { Actor } from "../audit/staff-action.ts";
import { InstantSchema, intInput } from "../db/row-id.ts";
import { type Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import { renderMessage } from "../inbox/render-message.ts";
import {
  checkReward,
  countSegment,
  type MessageTarget,
  MessageTargetSchema,
  SendMessagesSchema,
} from "../inbox/send-messages.ts";
import { can, type Permission } from "../staff/permissions.ts";

export const scheduledSendKinds = ["message", "announcement"] as const;
export type ScheduledSendKind = (typeof scheduledSendKinds)[number];

export const scheduledSendStatuses = ["scheduled", "done", "cancelled"] as const;
export type ScheduledSendStatus = (typeof scheduledSendStatuses)[number];

export const recurrenceUnits = ["hour", "day", "week"] as const;
export type RecurrenceUnit = (typeof recurrenceUnits)[number];

const unitMs: Record<RecurrenceUnit, number> = { hour: 3_600_000, day: 86_400_000, week: 7 * 86_400_000 };

/** At most a year between two occurrences. */
const maxInterval: Record<RecurrenceUnit, number> = { hour: 24 * 366, day: 366, week: 53 };

/** How a send repeats: every `interval` hours, days or weeks (in UTC), until an optional last time. */
export const RecurrenceSchema = z
  .strictObject({
    every: z.enum(recurrenceUnits, { error: "hour, day or week" }),
    /** Every 6 hours, every 2 weeks; 1 by default. */
    interval: intInput({ min: 1, max: maxInterval.hour }).default(1),
    /** The last time it may go out; null: until cancelled. */
    until: InstantSchema.nullable().default(null),
  })
  .refine((recurrence) => recurrence.interval <= maxInterval[recurrence.every], {
    path: ["interval"],
    error: "at most a year between two sends",
  });
export type Recurrence = z.output<typeof RecurrenceSchema>;

/** The operator's IANA time zone (e.g. Europe/Paris), for showing the times as they were meant. */
export const TimeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: "an IANA time zone, e.g. Europe/Paris or UTC" },
  );

const WhenShape = {
  /** When it goes out (the first time, for a recurrence); in the future. */
  at: InstantSchema,
  /** null: once. */
  recurrence: RecurrenceSchema.nullable().default(null),
  timeZone: TimeZoneSchema.default("UTC"),
};

/** A scheduled send: what (a message send's {target, draft}, or an announcement) and when. */
export const ScheduleSendSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("message"), payload: SendMessagesSchema, ...WhenShape }),
  z.strictObject({ kind: z.literal("announcement"), payload: AnnouncementSchema, ...WhenShape }),
]);
export type ScheduleSendInput = z.input<typeof ScheduleSendSchema>;
export type ScheduledSendSpec = z.output<typeof ScheduleSendSchema>;

/** The permission of sending each kind now: scheduling one needs the same. */
const sendPermission: Record<ScheduledSendKind, Permission> = {
  message: "messages.send",
  announcement: "announcements.send",
};

export function requireSendPermission(actor: Actor, kind: ScheduledSendKind): void {
  if (!can(actor.role, sendPermission[kind])) {
    throw new AppError("forbidden", `Your role may not send ${kind}s, so it may not schedule them.`);
  }
}

/** The step of a recurrence in milliseconds. */
export const stepMs = (recurrence: Recurrence): number => recurrence.interval * unitMs[recurrence.every];

/**
 * The occurrence to send at `now` for a send due since `nextAt`: the latest
 * time of its series that is not after `now` (and not after `until`). After
 * downtime the missed times collapse into that one: one send, not a burst.
 */
export function latestDue(nextAt: Date, recurrence: Recurrence | null, now: Date): Date {
  if (!recurrence || now.getTime() <= nextAt.getTime()) return nextAt;
  const step = stepMs(recurrence);
  const last = Math.min(now.getTime(), recurrence.until?.getTime() ?? Number.POSITIVE_INFINITY);
  const steps = Math.max(0, Math.floor((last - nextAt.getTime()) / step));
  return new Date(nextAt.getTime() + steps * step);
}

/** The time after `dueAt` the series goes out next, or null when it has ended. */
export function nextAfter(dueAt: Date, recurrence: Recurrence | null): Date | null {
  if (!recurrence) return null;
  const next = new Date(dueAt.getTime() + stepMs(recurrence));
  return recurrence.until && next.getTime() > recurrence.until.getTime() ? null : next;
}

/** The refusals a time and a payload get beyond their schemas: in the future, consistent. */
export function checkSpec(spec: ScheduledSendSpec, now: Date): void {
  if (spec.kind === "message") checkReward(spec.payload.draft);
  if (spec.at.getTime() <= now.getTime()) {
    throw new AppError("validation_failed", "The time to send must be in the future.", {
      fields: { at: "must be in the future" },
    });
  }
  if (spec.recurrence?.until && spec.recurrence.until.getTime() < spec.at.getTime()) {
    throw new AppError("validation_failed", "The repeat must end after the first send.", {
      fields: { "recurrence.until": "must be after the time to send" },
    });
  }
  if (spec.kind !== "message" || spec.payload.draft.expiresAt == null) return;
  if (spec.recurrence) {
    throw new AppError(
      "validation_failed",
      "A repeating message cannot have one fixed expiry: leave it empty and each send lasts the default lifetime.",
      { fields: { "payload.draft.expiresAt": "leave empty for a repeating message" } },
    );
  }
  if (spec.payload.draft.expiresAt.getTime() <= spec.at.getTime()) {
    throw new AppError("validation_failed", "The message must expire after it is sent.", {
      fields: { "payload.draft.expiresAt": "must be after the time to send" },
    });
  }
}

export interface ScheduledSendRow {
  id: number;
  kind: ScheduledSendKind;
  /** What goes out: the message's or the announcement's title, in words. */
  title: string;
  payload: unknown;
  target: MessageTarget | null;
  targetKind: MessageTarget["kind"] | null;
  recurrence: { every: RecurrenceUnit; interval: number; until: string | null } | null;
  /** The next time it goes out (UTC); null once done or cancelled. */
  at: string | null;
  timeZone: string;
  status: ScheduledSendStatus;
  sentCount: number;
  lastSentAt: string | null;
  /** Who scheduled it. */
  actorId: string | null;
  /** The one player of a player target. */
  userId: string | null;
  createdAt: string;
  updatedAt: string;
}

export const rowSelect = {
  id: true,
  kind: true,
  payload: true,
  recurrence: true,
  nextAt: true,
  timeZone: true,
  status: true,
  sentCount: true,
  lastSentAt: true,
  createdById: true,
  createdAt: true,
  updatedAt: true,
} as const;

export type SelectedScheduledSend = Prisma.ScheduledSendGetPayload<{ select: typeof rowSelect }>;

/** The stored recurrence, read back (null: once, or unreadable). */
export function storedRecurrence(value: unknown): Recurrence | null {
  return RecurrenceSchema.safeParse(value).data ?? null;
}

function titleOf(kind: ScheduledSendKind, payload: Record<string, unknown>): string {
  if (kind === "announcement") return String(payload.title ?? "");
  const draft = (payload.draft ?? {}) as Record<string, unknown>;
  const params = { ...((draft.params as object) ?? {}), ...(draft.title ? { title: draft.title } : {}) };
  return renderMessage(String(draft.message ?? ""), params, draft.rewards ?? null).title;
}

export function toRow(row: SelectedScheduledSend): ScheduledSendRow {
  const kind = row.kind as ScheduledSendKind;
  const payload = (row.payload ?? {}) as Record<string, unknown>;
  const target = MessageTargetSchema.safeParse(payload.target).data ?? null;
  const recurrence = storedRecurrence(row.recurrence);
  return {
    id: row.id,
    kind,
    title: titleOf(kind, payload),
    payload,
    target,
    targetKind: target?.kind ?? null,
    recurrence: recurrence && { ...recurrence, until: recurrence.until?.toISOString() ?? null },
    at: row.nextAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    status: row.status,
    sentCount: row.sentCount,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    actorId: row.createdById,
    userId: target?.kind === "player" ? target.userId : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Rows with the name of the saved audience each targets (null for other targets, or one since deleted). */
export async function withAudienceNames<Row extends ScheduledSendRow>(
  db: Db,
  rows: Row[],
): Promise<(Row & { audienceName: string | null })[]> {
  const idOf = (row: Row) =>
    row.target && "audienceId" in row.target && typeof row.target.audienceId === "number"
      ? row.target.audienceId
      : null;
  const ids = [...new Set(rows.map(idOf).filter((id): id is number => id !== null))];
  const audiences =
    ids.length === 0
      ? []
      : await db.audience.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  const names = new Map(audiences.map((audience) => [audience.id, audience.name]));
  return rows.map((row) => ({ ...row, audienceName: names.get(idOf(row) ?? 0) ?? null }));
}

/** The audit's view of a send: what, when, how it repeats and its status, JSON-safe. */
export function auditView(row: ScheduledSendRow) {
  const { kind, payload, recurrence, at, timeZone, status } = row;
  return JSON.parse(
    JSON.stringify({ kind, payload, recurrence, at, timeZone, status }),
  ) as Prisma.InputJsonObject;
}

/** The columns a spec sets (JSON round trip: dates in a payload are stored as ISO strings). */
export function specData(spec: ScheduledSendSpec) {
  return {
    kind: spec.kind,
    payload: JSON.parse(JSON.stringify(spec.payload)) as Prisma.InputJsonObject,
    recurrence: spec.recurrence
      ? (JSON.parse(JSON.stringify(spec.recurrence)) as Prisma.InputJsonObject)
      : Prisma.DbNull,
    nextAt: spec.at,
    timeZone: spec.timeZone,
  };
}

/** A player target must name a player who exists (404 in words, as sending now would answer). */
export async function checkTargetExists(db: Db, spec: ScheduledSendSpec, now: Date): Promise<void> {
  const target = spec.payload.target;
  if (target.kind === "player") {
    const found = await db.user.findUnique({ where: { id: target.userId }, select: { id: true } });
    if (!found) {
      throw new AppError("not_found", "No such player.", {
        fields: { "payload.target.userId": "no such player" },
      });
    }
  }
  if (target.kind !== "audience") return;
  try {
    // A saved audience must exist: the count asks for it as sending would.
    await countSegment(db, { target, now });
  } catch (error) {
    const fields =
      error instanceof AppError ? (error.details?.fields as Record<string, string> | undefined) : undefined;
    if (!(error instanceof AppError) || !fields) throw error;
    throw new AppError(error.code, error.message, {
      fields: Object.fromEntries(Object.entries(fields).map(([field, text]) => [`payload.${field}`, text])),
    });
  }
}

/** The send as it is, locked: the due-sends job and a staff change never interleave. */
export async function lockScheduledSend(tx: Db, id: number): Promise<ScheduledSendRow> {
  const locked = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "ScheduledSend" WHERE id = ${id} FOR UPDATE`;
  if (locked.length === 0) throw new AppError("not_found", "No such scheduled send.");
  return toRow(await tx.scheduledSend.findUniqueOrThrow({ where: { id }, select: rowSelect }));
}

/** Only a send still to go out may change: a sent or cancelled one answers 409 in words. */
export function requireScheduled(row: ScheduledSendRow, doing: string): void {
  if (row.status === "done") {
    throw new AppError("conflict", `This send has gone out already: it cannot be ${doing}.`);
  }
  if (row.status === "cancelled") {
    throw new AppError("conflict", `This send was cancelled: it cannot be ${doing}.`);
  }
}
