// The numbers of the data export (docs/decisions/129) in one place.
import type { AttemptLimit } from "../auth/rate-limits.ts";

export const exportConfig = {
  /** Rows read per query of a big table (History, messages, purchases): memory stays flat however long the history. */
  pageSize: 1000,
  /** Match reports carry a battle's turn-by-turn log, so they are read in smaller pages. */
  matchPageSize: 100,
  /** A player's own downloads: a copy is rarely needed twice an hour, and each reads their whole history. */
  perPlayer: {
    name: "data-export-player",
    points: 3,
    durationSeconds: 60 * 60,
    what: "downloads of your data",
  } satisfies AttemptLimit,
  /** One staff member's downloads of players' data (requests are answered one player at a time). */
  perStaffMember: {
    name: "data-export-staff",
    points: 30,
    durationSeconds: 60 * 60,
    what: "downloads of players' data",
  } satisfies AttemptLimit,
} as const;
