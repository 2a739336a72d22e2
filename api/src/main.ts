// The process entry: read the environment, open (and migrate) the database,
// seed an empty embedded database with the demo world, and serve.
import { seedDemoWorld } from "../../prisma/seed.ts";
import { closeAuthRuntime } from "./auth/runtime.ts";
import { resolveAuthSecret } from "./auth/secret.ts";
import { loadEnv } from "./config/env.ts";
import type { AppDeps } from "./context.ts";
import { openDatabase } from "./db.ts";
import { createLogger } from "./logger.ts";
import { startServer } from "./server.ts";

const parsedEnv = loadEnv();
// Without AUTH_SECRET (allowed outside production-with-a-database) a generated one is kept in .data/.
const env = { ...parsedEnv, AUTH_SECRET: await resolveAuthSecret(parsedEnv) };
const logger = createLogger(env.LOG_LEVEL);

const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
logger.info(
  { database: database.description, appliedMigrations: database.appliedMigrations },
  "database ready",
);

const seedWanted = env.SEED === "if-empty" || (env.SEED === "auto" && database.kind === "pglite");
if (seedWanted && (await database.prisma.user.count()) === 0) {
  logger.info("empty database: seeding the demo world");
  const summary = await seedDemoWorld(database.prisma);
  logger.info(summary, "demo world seeded");
}

const deps: AppDeps = { db: database.prisma, database, env, logger };
const server = await startServer(deps, {
  port: env.PORT,
  host: env.HOST,
  mode: env.NODE_ENV === "development" ? "development" : "production",
});
logger.info({ url: server.url, mode: env.NODE_ENV }, `Monster Arena is serving on ${server.url}`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  await server.close();
  await closeAuthRuntime(deps);
  await database.close();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
