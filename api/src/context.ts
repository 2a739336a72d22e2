// What every transport hands to the use cases: built once in main.ts (or a test)
// and passed down, never imported as a global.
import type { Env } from "./config/env.ts";
import type { Database } from "./db.ts";
import type { DomainEvents } from "./events.ts";
import type { JobControl } from "./jobs/job-control.ts";
import type { Logger } from "./logger.ts";

export interface AppDeps {
  db: Database["prisma"];
  database: Database;
  env: Env;
  logger: Logger;
  /** Domain events, emitted after commit (realtime and the live feed listen). */
  events: DomainEvents;
  /** The scheduled jobs (implemented in jobs/), for the staff control routes. */
  jobs: JobControl;
}
