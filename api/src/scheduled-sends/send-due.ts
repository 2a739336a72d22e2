// The due-sends job's use case: every scheduled send whose time has come goes
// out once, however many instances run the job at once. Per send, one
// transaction: lock the send (SKIP LOCKED: another instance busy with it is left
// to it), claim the occurrence with INSERT … ON CONFLICT DO NOTHING on its key
// (send, due time) — an instance that finds it claimed sends nothing — write
// the messages or the announcement and its History row, then advance the send
// to its next time or mark it done. Events go out after the commit. After
// downtime a recurrence sends once, for the latest time it missed (ADR 134).
import {
  AnnouncementSchema,
  announceLive,
  type RecordedAnnouncement,
  recordAnnouncement,
} from "../announcements/announce.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import type { MessageTarget } from "../inbox/send-messages.ts";
import {
  announceInbox,
  SendMessagesSchema,
  type SentMessages,
  writeSentMessages,
} from "../inbox/send-messages.ts";
import { type JobInput, JobInputSchema } from "../jobs/job-input.ts";
import { latestDue, nextAfter, rowSelect, storedRecurrence } from "./scheduled-send-record.ts";

type SendDueDeps = Pick<AppDeps, "db" | "events" | "logger">;

export interface SendDueResult {
  /** Occurrences this run sent. */
  sent: number;
  /** Players their messages reached (announcements reach those online: not counted). */
  players: number;
}

/** What goes out after the commit. */
type AfterCommit =
  | { kind: "message"; target: MessageTarget; sent: SentMessages }
  | { kind: "announcement"; recorded: RecordedAnnouncement };

/** Sends looked at per query; the job reads on until none is left. */
const pageSize = 100;

export async function sendDue(deps: SendDueDeps, input: JobInput): Promise<SendDueResult> {
  const { now } = JobInputSchema.parse(input);
  const result: SendDueResult = { sent: 0, players: 0 };
  let afterId = 0;
  for (;;) {
    const due = await deps.db.scheduledSend.findMany({
      where: { status: "scheduled", nextAt: { lte: now }, id: { gt: afterId } },
      orderBy: { id: "asc" },
      take: pageSize,
      select: { id: true },
    });
    for (const { id } of due) {
      const sent = await sendOccurrence(deps, id, now);
      if (!sent) continue;
      result.sent += 1;
      if (sent.kind === "message") result.players += sent.sent.count;
    }
    if (due.length < pageSize) return result;
    afterId = due[due.length - 1]?.id ?? afterId;
  }
}

/** One due send in its own transaction; null when another instance has it or it went out already. */
async function sendOccurrence(deps: SendDueDeps, id: number, now: Date): Promise<AfterCommit | null> {
  const after = await deps.db.$transaction(
    async (tx) => {
      const locked = await tx.$queryRaw<{ id: number }[]>`
        SELECT id FROM "ScheduledSend"
        WHERE id = ${id} AND status = 'scheduled' AND "nextAt" <= ${now}
        FOR UPDATE SKIP LOCKED`;
      if (locked.length === 0) return null;
      const row = await tx.scheduledSend.findUniqueOrThrow({ where: { id }, select: rowSelect });
      if (!row.nextAt) return null;
      const recurrence = storedRecurrence(row.recurrence);
      const dueAt = latestDue(row.nextAt, recurrence, now);
      // The occurrence's key is what makes it go out once.
      const claimed = await tx.$executeRaw`
        INSERT INTO "ScheduledSendOccurrence" ("scheduledSendId", "dueAt", "sentAt", "count")
        VALUES (${id}, ${dueAt}, ${now}, 0)
        ON CONFLICT DO NOTHING`;
      const done = claimed === 1 ? await write(deps, tx, row, now) : null;
      if (done) {
        await tx.scheduledSendOccurrence.update({
          where: { scheduledSendId_dueAt: { scheduledSendId: id, dueAt } },
          data:
            done.kind === "message"
              ? { historyId: done.sent.id, count: done.sent.count }
              : { historyId: done.recorded.row.id },
        });
      }
      const nextAt = nextAfter(dueAt, recurrence);
      await tx.scheduledSend.update({
        where: { id },
        data: {
          nextAt,
          status: nextAt ? "scheduled" : "done",
          ...(done ? { sentCount: { increment: 1 }, lastSentAt: now } : {}),
        },
      });
      return done;
    },
    // A broadcast to a million players is one statement, but not a quick one.
    { timeout: 10 * 60_000, maxWait: 10_000 },
  );
  if (after?.kind === "message") await announceInbox(deps, after.target, after.sent);
  if (after?.kind === "announcement") announceLive(deps, after.recorded);
  return after;
}

/**
 * The send itself, in the claim's transaction, recorded for whoever scheduled
 * it. A payload that no longer reads (a rule changed since) goes out to nobody
 * and is logged, rather than retried every minute forever.
 */
async function write(
  deps: SendDueDeps,
  tx: Db,
  row: { id: number; kind: string; payload: unknown; createdById: string | null },
  now: Date,
): Promise<AfterCommit | null> {
  const actor = { id: row.createdById };
  try {
    if (row.kind === "message") {
      const parsed = SendMessagesSchema.safeParse(row.payload);
      if (parsed.success) {
        const { target, draft } = parsed.data;
        const sent = await writeSentMessages(tx, { target, draft, actor, now });
        return { kind: "message", target, sent };
      }
    } else {
      const parsed = AnnouncementSchema.safeParse(row.payload);
      if (parsed.success) {
        return {
          kind: "announcement",
          recorded: await recordAnnouncement(tx, { actor, announcement: parsed.data }),
        };
      }
    }
  } catch (error) {
    // A refusal in words (a saved audience deleted since): nobody to send to. A database error is retried.
    if (!(error instanceof AppError)) throw error;
    deps.logger.warn({ scheduledSendId: row.id, err: error }, "a scheduled send was refused: sent to nobody");
    return null;
  }
  deps.logger.error(
    { scheduledSendId: row.id },
    "a scheduled send's payload no longer reads: sent to nobody",
  );
  return null;
}
