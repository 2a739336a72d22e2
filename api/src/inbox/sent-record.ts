// What the sent lists of targeted staff sends share (messages here,
// announcements in announcements/). A staff send writes one History
// staff_action row {action: "send_message", batchId, target, message, params,
// rewards, expiresAt, count} in the send's transaction (send-messages.ts); the
// sent lists read those rows (listStaffActions).
import { z } from "zod";
import { withPeople } from "../audit/people.ts";
import { type Actor, listStaffActions, type StaffActionRow } from "../audit/staff-action.ts";
import { type Reward, RewardSchema } from "../catalogue/rewards.ts";
import type { Db } from "../db.ts";
import { renderMessage } from "./render-message.ts";
import { type MessageTarget, MessageTargetSchema } from "./send-messages.ts";

export const sendMessageAction = "send_message";

/** What the sent list of every targeted staff send (messages, announcements) shows of its History row. */
export interface TargetedSendRow {
  /** The History row's id. */
  id: number;
  createdAt: string;
  actorId: string | null;
  target: MessageTarget | null;
  /** player, segment, everyone or audience. */
  targetKind: MessageTarget["kind"] | null;
  /** A saved audience's name as it was when sent (its rules then are in the History row). */
  audienceName: string | null;
  /** The one recipient of a player send. */
  userId: string | null;
}

const AudienceAuditSchema = z.object({ audience: z.object({ name: z.string() }) });

/** A targeted send's row, with the target it stored (null when unreadable). */
export function targetedSendRow(row: StaffActionRow, storedTarget: unknown): TargetedSendRow {
  const target = MessageTargetSchema.safeParse(storedTarget).data ?? null;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorId: row.actorId,
    target,
    targetKind: target?.kind ?? null,
    audienceName: AudienceAuditSchema.safeParse(row.data).data?.audience.name ?? null,
    userId: row.userId,
  };
}

export interface SentMessageRow extends TargetedSendRow {
  batchId: string;
  /** The template key or the plain text sent. */
  message: string;
  template: string | null;
  title: string;
  text: string;
  rewards: Reward | null;
  expiresAt: string | null;
  /** Players reached. */
  count: number;
}

const SentDataSchema = z.object({
  batchId: z.string(),
  target: z.unknown(),
  message: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
  rewards: z.unknown().optional(),
  expiresAt: z.string().nullable().optional(),
  count: z.number().int(),
});

export function toSentMessageRow(row: StaffActionRow) {
  const data = SentDataSchema.safeParse(row.data).data;
  if (!data) return null;
  const rendered = renderMessage(data.message, data.params ?? {}, data.rewards ?? null);
  return {
    ...targetedSendRow(row, data.target),
    batchId: data.batchId,
    message: data.message,
    template: rendered.template,
    title: rendered.title,
    text: rendered.text,
    rewards: RewardSchema.nullable().safeParse(data.rewards ?? null).data ?? null,
    expiresAt: data.expiresAt ?? null,
    count: data.count,
  } satisfies SentMessageRow;
}

/**
 * A page of one kind of send (messages, announcements), each staff_action row
 * read by `toRow` (a row it cannot read is left out), sender and player by name.
 */
export async function listSends<Row extends { actorId: string | null; userId: string | null }>(
  db: Db,
  viewer: Actor,
  action: string,
  query: Parameters<typeof listStaffActions>[2],
  toRow: (row: StaffActionRow) => Row | null,
) {
  const { rows, total } = await listStaffActions(db, action, query);
  return {
    rows: await withPeople(
      db,
      viewer,
      rows.flatMap((row) => toRow(row) ?? []),
    ),
    total,
  };
}
