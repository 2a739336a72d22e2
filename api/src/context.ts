// What every transport hands to the use cases: built once in main.ts (or a test)
// and passed down, never imported as a global.
import type { Env } from "./config/env.ts";
import type { Database } from "./db.ts";
import type { Logger } from "./logger.ts";

export interface AppDeps {
  db: Database["prisma"];
  database: Database;
  env: Env;
  logger: Logger;
}
