// Real dependencies for a test: a fresh migrated database, the parsed test
// environment, a silent logger, domain events, and the job control of the real
// job catalogue (schedules not started).
import { loadEnv } from "../../api/src/config/env.ts";
import type { AppDeps } from "../../api/src/context.ts";
import { createDomainEvents } from "../../api/src/events.ts";
import { createLogger } from "../../api/src/logger.ts";
import { createScheduler } from "../../jobs/src/index.ts";
import { createTestDatabase } from "./database.ts";

export async function createTestDeps(
  env: Record<string, string> = {},
): Promise<AppDeps & { close(): Promise<void> }> {
  const database = await createTestDatabase();
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? "silent");
  const core = {
    db: database.prisma,
    dbRead: database.reader,
    database,
    env: loadEnv({ NODE_ENV: "test", AUTH_SECRET: "test-secret-at-least-32-characters-long", ...env }),
    logger,
    events: createDomainEvents((err, event) => logger.error({ err, event }, "domain event listener failed")),
  };
  const scheduler = createScheduler(core);
  return {
    ...core,
    jobs: scheduler.control,
    async close() {
      await scheduler.stop();
      await database.close();
    },
  };
}
