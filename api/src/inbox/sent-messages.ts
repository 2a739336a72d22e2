// The console's sent history and template catalogue. A staff send writes one
// History staff_action row {action: "send_message", batchId, target, message,
// params, rewards, expiresAt, count} in the send's transaction
// (send-messages.ts); the history lists those rows (listStaffActions), and one batch's delivery
// (read, collected) comes from Message's batchId index.
import { z } from "zod";
import { withPeople } from "../audit/people.ts";
import { type Actor, findStaffAction, listStaffActions, type StaffActionRow } from "../audit/staff-action.ts";
import { type Reward, RewardSchema } from "../catalogue/rewards.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { templateName } from "../words/display-names.ts";
import { renderMessage } from "./render-message.ts";
import { type MessageTarget, MessageTargetSchema } from "./send-messages.ts";
import { messageTemplates, textForStaff } from "./templates.ts";

export const sendMessageAction = "send_message";

/** What the sent list of every targeted staff send (messages, announcements) shows of its History row. */
export interface TargetedSendRow {
  /** The History row's id. */
  id: number;
  createdAt: string;
  actorId: string | null;
  target: MessageTarget | null;
  /** player, segment or everyone. */
  targetKind: MessageTarget["kind"] | null;
  /** The one recipient of a player send. */
  userId: string | null;
}

/** A targeted send's row, with the target it stored (null when unreadable). */
export function targetedSendRow(row: StaffActionRow, storedTarget: unknown): TargetedSendRow {
  const target = MessageTargetSchema.safeParse(storedTarget).data ?? null;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorId: row.actorId,
    target,
    targetKind: target?.kind ?? null,
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

function toRow(row: StaffActionRow) {
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

/** The sent history: a page of send rows (filter by staff member or ids), sender and player by name. */
export async function listSentMessages(
  deps: { db: Db },
  viewer: Actor,
  query: Parameters<typeof listStaffActions>[2],
) {
  return listSends(deps.db, viewer, sendMessageAction, query, toRow);
}

/** One send with its delivery so far: how many of its messages were read and collected. */
export async function getSentMessage(deps: { db: Db }, id: number) {
  const history = await findStaffAction(deps.db, sendMessageAction, id);
  const row = history && toRow(history);
  if (!row) throw new AppError("not_found", "No such sent message.");
  const [remaining, read, collected] = await Promise.all([
    deps.db.message.count({ where: { batchId: row.batchId } }),
    deps.db.message.count({ where: { batchId: row.batchId, isRead: true } }),
    deps.db.message.count({ where: { batchId: row.batchId, areRewardsCollected: true } }),
  ]);
  // Players may delete read messages and expired ones are removed: `remaining` is what is left.
  return { ...row, delivery: { remaining, read, collected } };
}

export interface TemplateRow {
  /** The template key (what a message stores). */
  id: string;
  /** Its name (display-names.ts templateName). */
  title: string;
  /** The body as staff read it: "{hours} hours". */
  text: string;
  /** The params a sender fills in. */
  params: string[];
  /** Its text speaks of a reward: a send without one is refused. */
  needsReward: boolean;
}

/** The template catalogue, for the compose screen's picker (the seed's legacy twins left out). */
export function listMessageTemplates(): TemplateRow[] {
  return Object.entries(messageTemplates).flatMap(([key, template]) =>
    "legacy" in template
      ? []
      : [
          {
            id: key,
            title: templateName(key),
            text: textForStaff(template.text),
            params: Object.keys(template.example),
            needsReward: "needsReward" in template,
          },
        ],
  );
}
