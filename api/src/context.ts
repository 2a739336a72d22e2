// What every transport hands to the use cases: built once in main.ts (or a test)
// and passed down, never imported as a global.
import type { Env } from "./config/env.ts";
import type { Database } from "./db.ts";
import type { DomainEvents } from "./events.ts";
import type { JobControl } from "./jobs/job-control.ts";
import type { Logger } from "./logger.ts";

export interface AppDeps {
  db: Database["prisma"];
  /**
   * Heavy read-only queries that tolerate seconds of lag (the analytics metrics, the
   * ledger audit): the read replica with DATABASE_READ_URL, else the same client as `db`.
   * Never for a read that must see its own writes (docs/decisions/097).
   */
  dbRead: Database["reader"];
  database: Database;
  env: Env;
  logger: Logger;
  /** Domain events, emitted after commit (realtime and the live feed listen). */
  events: DomainEvents;
  /** The scheduled jobs (implemented in jobs/), for the staff control routes. */
  jobs: JobControl;
}
