// Lifts every timed ban whose end has passed, and records each lift in the
// player's History, in one statement.
import type { AppDeps } from "../context.ts";
import { historyTypes } from "../history/types.ts";
import { type JobInput, JobInputSchema } from "../jobs/job-input.ts";
import { banInForce } from "./active-ban.ts";

/** Timestamps in History data read like JSON-serialised JS dates. */
const isoUtc = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

export interface LiftTimedBansResult {
  lifted: number;
}

export async function liftTimedBans(
  deps: Pick<AppDeps, "db" | "events">,
  input: JobInput,
): Promise<LiftTimedBansResult> {
  const { now } = JobInputSchema.parse(input);
  // `due` is every flagged player whose ban is no longer in force (banInForce,
  // the SQL form of activeBan; the test checks the two agree). For a flagged
  // player that is exactly `"bannedUntil" <= now`, said too so the planner can
  // reach the few due rows through the bannedUntil index: with only the
  // negation it scanned every player and hash-joined them all again (1.6x the
  // hand-written SQL at 1M players).
  // `due` reads the ban being lifted (RETURNING only sees the cleared row) and
  // locks it, so a staff member changing the ban meanwhile is waited for and
  // the row re-checked. Clearing isBanned marks the player as processed: a
  // re-run finds nobody and writes no second History row.
  const rows = await deps.db.$queryRaw<{ userId: string }[]>`
    WITH due AS (
      SELECT id, "banReason", "bannedAt", "bannedUntil", "bannedById"
      FROM "User"
      WHERE "isBanned" AND "bannedUntil" <= ${now} AND NOT ${banInForce("User", now)}
      FOR UPDATE
    ), lifted AS (
      UPDATE "User" u
      SET "isBanned" = false, "banReason" = NULL, "bannedAt" = NULL, "bannedUntil" = NULL,
          "bannedById" = NULL, "updatedAt" = now() AT TIME ZONE 'UTC'
      FROM due
      WHERE u.id = due.id
      RETURNING due.*
    )
    INSERT INTO "History" (type, "userId", data)
    SELECT ${historyTypes.banLifted}, id, jsonb_build_object(
      'reason', "banReason",
      'bannedAt', to_char("bannedAt", ${isoUtc}),
      'bannedUntil', to_char("bannedUntil", ${isoUtc}),
      'bannedById', "bannedById",
      'liftedAt', ${now.toISOString()}::text
    )
    FROM lifted
    RETURNING "userId"`;
  const userIds = rows.map((row) => row.userId);
  if (userIds.length > 0) deps.events.emit("ban:lifted", { userIds });
  return { lifted: userIds.length };
}
