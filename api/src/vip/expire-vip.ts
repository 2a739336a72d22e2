// Ends every VIP whose time is up and tells the player, in one statement.
import type { AppDeps } from "../context.ts";
import { messageKeys } from "../inbox/templates.ts";
import { type JobInput, JobInputSchema } from "../jobs/job-input.ts";
import { dayMs } from "../time/utc-day.ts";

/** The inbox message a player gets when VIP ends (a template key the site renders). */
export const vipExpiredMessage = { key: messageKeys.vipExpired, lifetimeDays: 30 } as const;

export interface ExpireVipResult {
  expired: number;
}

export async function expireVip(
  deps: Pick<AppDeps, "db" | "events">,
  input: JobInput,
): Promise<ExpireVipResult> {
  const { now } = JobInputSchema.parse(input);
  const messageExpiresAt = new Date(now.getTime() + vipExpiredMessage.lifetimeDays * dayMs);
  // Clearing vipExpiresAt is what marks a player as processed: a re-run finds
  // nobody, and the message is inserted for exactly the rows this UPDATE
  // changed, in the same statement, so it is sent once. A purchase that
  // extends VIP concurrently wins: the UPDATE re-checks its WHERE on the
  // newest row version.
  const rows = await deps.db.$queryRaw<{ id: string }[]>`
    WITH expired AS (
      UPDATE "User"
      SET "vipExpiresAt" = NULL, "updatedAt" = now() AT TIME ZONE 'UTC'
      WHERE "vipExpiresAt" <= ${now}
      RETURNING id
    ), inbox AS (
      INSERT INTO "Message" ("userId", message, "expiresAt")
      SELECT id, ${vipExpiredMessage.key}, ${messageExpiresAt} FROM expired
    )
    SELECT id FROM expired`;
  const userIds = rows.map((row) => row.id);
  if (userIds.length > 0) deps.events.emit("vip:expired", { userIds });
  return { expired: userIds.length };
}
