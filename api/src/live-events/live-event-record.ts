// What the staff use cases of live events share: the terms staff set on an
// event (with their checks in words), an event as the console shows it (with
// its status), the audit's view of an event, and the event row locked for a change.
import { z } from "zod";
import { InstantSchema, RowIdSchema } from "../db/row-id.ts";
import type { Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import {
  describeModifier,
  type LiveEventModifiers,
  LiveEventModifiersSchema,
  storedModifiers,
} from "./modifiers.ts";

export const liveEventStatuses = ["scheduled", "running", "ended", "cancelled"] as const;
export type LiveEventStatus = (typeof liveEventStatuses)[number];

/** The longest an event may run: a longer one is a permanent change, not an event. */
export const maxEventDays = 90;

/** What a staff member sets on an event. */
export const LiveEventTermsSchema = z
  .strictObject({
    name: z.string().trim().min(3, "at least 3 characters").max(80, "at most 80 characters"),
    description: z.string().trim().max(500, "at most 500 characters").default(""),
    startsAt: InstantSchema,
    endsAt: InstantSchema,
    /** null: every player. */
    audienceId: RowIdSchema.nullable().default(null),
    modifiers: LiveEventModifiersSchema.default([]),
  })
  .superRefine((terms, ctx) => {
    // A field that failed its own check is already refused (and may not be a Date here).
    if (!(terms.startsAt instanceof Date) || !(terms.endsAt instanceof Date)) return;
    if (terms.endsAt.getTime() <= terms.startsAt.getTime()) {
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "must be after the start" });
    } else if (terms.endsAt.getTime() - terms.startsAt.getTime() > maxEventDays * 86_400_000) {
      ctx.addIssue({
        code: "custom",
        path: ["endsAt"],
        message: `at most ${maxEventDays} days after the start`,
      });
    }
  });
export type LiveEventTerms = z.output<typeof LiveEventTermsSchema>;
export type LiveEventTermsInput = z.input<typeof LiveEventTermsSchema>;

export interface LiveEventRow {
  id: number;
  name: string;
  description: string;
  startsAt: string;
  endsAt: string;
  audienceId: number | null;
  audienceName: string | null;
  modifiers: LiveEventModifiers;
  /** The modifiers in words, in the same order. */
  effects: string[];
  status: LiveEventStatus;
  cancelledAt: string | null;
  /** The event's own board (its `leaderboard` modifier), if any. */
  leaderboardId: number | null;
  /** When the end was settled (the board's rewards sent; a cancelled event's pay nothing). */
  settledAt: string | null;
  createdById: string | null;
  createdAt: string;
  updatedAt: string;
}

export const rowSelect = {
  id: true,
  name: true,
  description: true,
  startsAt: true,
  endsAt: true,
  audienceId: true,
  modifiers: true,
  cancelledAt: true,
  leaderboardId: true,
  settledAt: true,
  createdById: true,
  createdAt: true,
  updatedAt: true,
  audience: { select: { name: true } },
} as const;

type SelectedRow = Prisma.LiveEventGetPayload<{ select: typeof rowSelect }>;

export function statusOf(
  row: Pick<SelectedRow, "startsAt" | "endsAt" | "cancelledAt">,
  now: Date,
): LiveEventStatus {
  if (row.cancelledAt) return "cancelled";
  if (row.endsAt.getTime() <= now.getTime()) return "ended";
  if (row.startsAt.getTime() <= now.getTime()) return "running";
  return "scheduled";
}

export function toRow(row: SelectedRow, now: Date): LiveEventRow {
  const modifiers = storedModifiers(row.modifiers);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    audienceId: row.audienceId,
    audienceName: row.audience?.name ?? null,
    modifiers,
    effects: modifiers.map(describeModifier),
    status: statusOf(row, now),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    leaderboardId: row.leaderboardId,
    settledAt: row.settledAt?.toISOString() ?? null,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The audit's view of an event: its terms, JSON-safe. */
export function auditView(row: LiveEventRow) {
  const { name, description, startsAt, endsAt, audienceId, modifiers, cancelledAt } = row;
  return {
    name,
    description,
    startsAt,
    endsAt,
    audienceId,
    modifiers,
    cancelledAt,
  } as Prisma.InputJsonObject;
}

export function termsData(terms: LiveEventTerms) {
  return {
    name: terms.name,
    description: terms.description,
    startsAt: terms.startsAt,
    endsAt: terms.endsAt,
    audienceId: terms.audienceId,
    modifiers: terms.modifiers as Prisma.InputJsonArray,
  };
}

/** The event as it is, locked: two staff changes of one event apply one after the other. */
export async function lockLiveEvent(tx: Db, id: number, now: Date): Promise<LiveEventRow> {
  const locked = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "LiveEvent" WHERE id = ${id} FOR UPDATE`;
  if (locked.length === 0) throw new AppError("not_found", "No such live event.");
  return toRow(await tx.liveEvent.findUniqueOrThrow({ where: { id }, select: rowSelect }), now);
}
