// Real dependencies for a test: a fresh migrated database, the parsed test
// environment and a silent logger.
import { loadEnv } from "../../api/src/config/env.ts";
import type { AppDeps } from "../../api/src/context.ts";
import { createLogger } from "../../api/src/logger.ts";
import { createTestDatabase } from "./database.ts";

export async function createTestDeps(
  env: Record<string, string> = {},
): Promise<AppDeps & { close(): Promise<void> }> {
  const database = await createTestDatabase();
  return {
    db: database.prisma,
    database,
    env: loadEnv({ NODE_ENV: "test", AUTH_SECRET: "test-secret-at-least-32-characters-long", ...env }),
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? "silent"),
    close: () => database.close(),
  };
}
