// Deletes expired inbox messages in bounded batches, so a backlog of millions
// never becomes one long transaction holding locks on the inbox.
import type { z } from "zod";
import type { AppDeps } from "../context.ts";
import { intInput } from "../db/row-id.ts";
import { Prisma } from "../db.ts";
import { JobInputSchema } from "../jobs/job-input.ts";

export const defaultExpireMessagesBatchSize = 50_000;

/**
 * How long a batch waits for a message row someone else holds (a player
 * collecting it) before it steps over the locked rows instead; below
 * PostgreSQL's deadlock_timeout (1 s), so the batch gives way before a
 * deadlock with that player could even be looked for.
 */
export const expireMessagesLockWait = "100ms";

export const ExpireMessagesInputSchema = JobInputSchema.extend({
  batchSize: intInput({ min: 1 }).default(defaultExpireMessagesBatchSize),
});

export interface ExpireMessagesResult {
  deleted: number;
  batches: number;
}

export async function expireMessages(
  deps: Pick<AppDeps, "db">,
  input: z.input<typeof ExpireMessagesInputSchema>,
): Promise<ExpireMessagesResult> {
  const { now, batchSize } = ExpireMessagesInputSchema.parse(input);
  let deleted = 0;
  let batches = 0;
  // Each batch commits on its own: the remaining work is exactly the rows
  // still matching, so a crash loses nothing and a re-run resumes. Rows are
  // addressed by ctid, not id: a TID scan reaches them directly, where
  // `id IN (…)` costs a primary-key lookup each (6x slower at 1M rows). A row
  // updated meanwhile has a new ctid and is left for the next run.
  for (;;) {
    const count = await deleteBatch(deps.db, now, batchSize);
    deleted += count;
    batches += 1;
    if (count < batchSize) return { deleted, batches };
  }
}

/**
 * One batch, never stuck behind a player: the plain DELETE waits at most
 * expireMessagesLockWait for a row another transaction holds; if it times out
 * the batch is rolled back and taken again with FOR UPDATE SKIP LOCKED, which
 * steps over the held rows (the next run deletes them). Locking every row
 * first costs a second write (and WAL record) per row, which made the job
 * 1.4x slower at 1M messages, so it is only paid when a row is actually held.
 */
async function deleteBatch(db: AppDeps["db"], now: Date, batchSize: number): Promise<number> {
  try {
    const [, count] = await db.$transaction([
      db.$executeRaw`SELECT set_config('lock_timeout', ${expireMessagesLockWait}, true)`,
      db.$executeRaw`
        DELETE FROM "Message" WHERE ctid = ANY(ARRAY(
          SELECT ctid FROM "Message" WHERE "expiresAt" <= ${now} LIMIT ${batchSize}
        ))`,
    ]);
    return count;
  } catch (error) {
    if (!isLockTimeout(error)) throw error;
    return db.$executeRaw`
      DELETE FROM "Message" WHERE ctid = ANY(ARRAY(
        SELECT ctid FROM "Message" WHERE "expiresAt" <= ${now}
        LIMIT ${batchSize} FOR UPDATE SKIP LOCKED
      ))`;
  }
}

/** PostgreSQL's lock_not_available (55P03), as Prisma's driver adapter reports it. */
function isLockTimeout(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  const cause = (error.meta?.driverAdapterError as { cause?: { originalCode?: unknown } } | undefined)?.cause;
  return cause?.originalCode === "55P03";
}
