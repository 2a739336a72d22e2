// Staff (and jobs) sending inbox messages: to one player, to a segment, to a
// saved audience (its rules as they are at send time), or to everyone.
// However many players match, it is one set-based INSERT INTO "Message" …
// SELECT … FROM "User" — no loop — tagged with a
// batchId for the console's sent history, and a History staff_action row in
// the same transaction. countSegment answers the console's live preview with
// the same WHERE clause, so the preview and the send always agree.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { savedAudienceWhere } from "../audiences/audience-record.ts";
import { type AudienceRules, AudienceRulesSchema, audienceWhere } from "../audiences/audience-rules.ts";
import { recordStaffAction, type StaffOrPlatform } from "../audit/staff-action.ts";
import { isEmptyReward, RewardSchema } from "../catalogue/rewards.ts";
import { InstantSchema, RowIdSchema } from "../db/row-id.ts";
import { type Db, Prisma, type PrismaClient } from "../db.ts";
import { AppError } from "../errors.ts";
import type { DomainEvents } from "../events.ts";
import { dayMs } from "../time/utc-day.ts";
import { MessageActionSchema } from "./message-view.ts";
import { defaultBroadcastLifetimeDays } from "./rules.ts";
import { isTemplateKey, messageTemplates } from "./templates.ts";

export const MessageTargetSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("player"), userId: z.uuid() }),
  z.strictObject({ kind: z.literal("segment"), segment: AudienceRulesSchema }),
  z.strictObject({ kind: z.literal("everyone"), includeBanned: z.boolean().default(false) }),
  /** A saved audience (api/src/audiences/): its rules as they are at send time. */
  z.strictObject({ kind: z.literal("audience"), audienceId: RowIdSchema }),
]);
export type MessageTarget = z.infer<typeof MessageTargetSchema>;
export type MessageTargetInput = z.input<typeof MessageTargetSchema>;

const ParamValueSchema = z.union([z.string().max(500), z.number(), z.boolean()]);

export const MessageDraftSchema = z.strictObject({
  /** Plain text, or a template key of inbox/templates.ts. */
  message: z.string().trim().min(1).max(2000),
  /** A plain-text message's heading in the inbox (a template has its own); stored as params.title. */
  title: z.string().trim().min(1).max(100).optional(),
  params: z.record(z.string().max(40), ParamValueSchema).default({}),
  rewards: RewardSchema.nullable().default(null),
  action: MessageActionSchema.nullable().default(null),
  /** Defaults to now + defaultBroadcastLifetimeDays; null: never expires. */
  expiresAt: InstantSchema.nullable().optional(),
});
export type MessageDraft = z.input<typeof MessageDraftSchema>;

export const SendMessagesSchema = z.strictObject({
  target: MessageTargetSchema,
  draft: MessageDraftSchema,
});
export type SendMessagesInput = z.input<typeof SendMessagesSchema>;

export interface SentMessages {
  /** The send's History row: its id in the console's sent history. */
  id: number;
  batchId: string;
  /** Messages written (= players reached). */
  count: number;
  /** For the `inbox:new` event: the one recipient, or null for a segment / everyone. */
  userId: string | null;
}

/** A saved audience's rules now; an unknown id is a 404 naming the field. */
export async function audienceOfTarget(db: Db, audienceId: number, now: Date) {
  const audience = await savedAudienceWhere(db, audienceId, now);
  if (!audience) {
    throw new AppError("not_found", "No such audience: it may have been deleted.", {
      fields: { "target.audienceId": "no such audience" },
    });
  }
  return audience;
}

async function targetWhere(db: Db, target: MessageTarget, now: Date): Promise<Prisma.Sql> {
  if (target.kind === "player") return Prisma.sql`u.id = ${target.userId}::uuid`;
  if (target.kind === "audience") return (await audienceOfTarget(db, target.audienceId, now)).where;
  const rules: AudienceRules =
    target.kind === "everyone" ? { includeBanned: target.includeBanned } : target.segment;
  return audienceWhere(rules, now);
}

/** How many players a target reaches now (the console's live preview). */
export async function countSegment(
  db: Db,
  input: { target: MessageTargetInput; now: Date },
): Promise<number> {
  const target = MessageTargetSchema.parse(input.target);
  const [row] = await db.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM "User" u WHERE ${await targetWhere(db, target, input.now)}`;
  return row?.count ?? 0;
}

/** Which of the given players a target reaches now (live announcements to the players online). */
export async function playersInTarget(
  db: Db,
  input: { target: MessageTarget; among: string[]; now: Date },
): Promise<string[]> {
  if (input.among.length === 0) return [];
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT u.id FROM "User" u
    WHERE u.id = ANY(${input.among}::uuid[]) AND ${await targetWhere(db, input.target, input.now)}`;
  return rows.map((row) => row.id);
}

/** The params a draft's messages store: a plain-text message's title goes with them. */
function storedParams(draft: z.output<typeof MessageDraftSchema>): Record<string, string | number | boolean> {
  return draft.title && !isTemplateKey(draft.message)
    ? { ...draft.params, title: draft.title }
    : draft.params;
}

/** A template whose text speaks of a reward ("here is a gift: …") is refused without one. */
export function checkReward(draft: z.output<typeof MessageDraftSchema>): void {
  if (!isTemplateKey(draft.message) || !("needsReward" in messageTemplates[draft.message])) return;
  if (draft.rewards && !isEmptyReward(draft.rewards)) return;
  throw new AppError("validation_failed", "This template tells the player about a reward: add one.", {
    fields: { "draft.rewards": "this template needs a reward" },
  });
}

/** When the messages of a draft expire: its own expiry, or the default lifetime; null never. */
function expiresAtOf(draft: z.output<typeof MessageDraftSchema>, now: Date): Date | null {
  return draft.expiresAt === undefined
    ? new Date(now.getTime() + defaultBroadcastLifetimeDays * dayMs)
    : draft.expiresAt;
}

/**
 * Writes the messages in one statement inside `tx` and returns how many. Used by
 * sendMessages (staff, with its audit row) and by jobs that message a segment.
 */
export async function insertMessagesFor(
  tx: Db,
  input: { target: MessageTarget; draft: z.output<typeof MessageDraftSchema>; now: Date; batchId: string },
): Promise<number> {
  const { draft, now } = input;
  const expiresAt = expiresAtOf(draft, now);
  return tx.$executeRaw`
    INSERT INTO "Message" ("userId", message, params, rewards, action, "expiresAt", "batchId", "createdAt")
    SELECT u.id, ${draft.message}, ${JSON.stringify(storedParams(draft))}::jsonb,
           ${draft.rewards === null ? null : JSON.stringify(draft.rewards)}::jsonb,
           ${draft.action === null ? null : JSON.stringify(draft.action)}::jsonb,
           ${expiresAt}, ${input.batchId}, ${now}
    FROM "User" u
    WHERE ${await targetWhere(tx, input.target, now)}`;
}

/** Staff sending: the messages and a History staff_action row, in one transaction. */
export async function sendMessages(
  deps: { db: PrismaClient; events: DomainEvents },
  input: SendMessagesInput & { actor: StaffOrPlatform; now: Date },
): Promise<SentMessages> {
  const { target, draft } = SendMessagesSchema.parse({ target: input.target, draft: input.draft });
  if (draft.expiresAt && draft.expiresAt <= input.now) {
    throw new AppError("validation_failed", "The expiry must be in the future.", {
      fields: { "draft.expiresAt": "must be in the future" },
    });
  }
  checkReward(draft);
  const sent = await deps.db.$transaction(
    async (tx) => {
      const sent = await writeSentMessages(tx, { target, draft, actor: input.actor, now: input.now });
      if (target.kind === "player" && sent.count === 0) throw new AppError("not_found", "No such player.");
      return sent;
    },
    // A broadcast to a million players is one statement, but not a quick one.
    { timeout: 10 * 60_000, maxWait: 10_000 },
  );
  await announceInbox(deps, target, sent);
  return sent;
}

/**
 * The messages and their History staff_action row, inside the caller's
 * transaction: sendMessages, and a scheduled send, which claims its occurrence
 * in the same transaction (scheduled-sends/send-due.ts). announceInbox after the commit.
 */
export async function writeSentMessages(
  tx: Db,
  input: {
    target: MessageTarget;
    draft: z.output<typeof MessageDraftSchema>;
    actor: StaffOrPlatform;
    now: Date;
  },
): Promise<SentMessages> {
  const { target, draft } = input;
  const batchId = randomUUID();
  const count = await insertMessagesFor(tx, { target, draft, now: input.now, batchId });
  const userId = target.kind === "player" ? target.userId : null;
  const audience = await audienceAudit(tx, target, input.now);
  const audit = await recordStaffAction(tx, input.actor, userId, {
    action: "send_message",
    batchId,
    // JSON round trip: dates in a segment are stored as ISO strings.
    target: JSON.parse(JSON.stringify(target)),
    ...audience,
    message: draft.message,
    params: storedParams(draft),
    rewards: draft.rewards,
    expiresAt: expiresAtOf(draft, input.now)?.toISOString() ?? null,
    count,
    before: null,
    after: null,
  });
  return { id: audit.id, batchId, count, userId };
}

/** For a saved audience's send, the audit keeps its name and its rules as they were then. */
export async function audienceAudit(db: Db, target: MessageTarget, now: Date) {
  if (target.kind !== "audience") return {};
  const { name, rules } = await audienceOfTarget(db, target.audienceId, now);
  return { audience: JSON.parse(JSON.stringify({ id: target.audienceId, name, rules })) };
}

/** Segments larger than this get the "everyone, check your inbox" hint instead of a list. */
const maxListedRecipients = 20_000;

/** `inbox:new` after the commit: to the one player, the segment's players, or everyone. */
export async function announceInbox(
  deps: { db: PrismaClient; events: DomainEvents },
  target: MessageTarget,
  sent: SentMessages,
): Promise<void> {
  if (sent.count === 0) return;
  if (sent.userId) return deps.events.emit("inbox:new", { userIds: [sent.userId], count: 1 });
  if (target.kind === "everyone" || sent.count > maxListedRecipients) {
    return deps.events.emit("inbox:new", { userIds: "all", count: 1 });
  }
  const rows = await deps.db.message.findMany({
    where: { batchId: sent.batchId },
    select: { userId: true },
  });
  deps.events.emit("inbox:new", { userIds: rows.map((row) => row.userId), count: 1 });
}
