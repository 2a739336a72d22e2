// The process entry: read the environment, open (and migrate) the database,
// seed an empty embedded database with the demo world, start the scheduled
// jobs (unless JOBS=off) and the webhook sender, and serve.
import { createScheduler } from "../../jobs/src/index.ts";
import { seedDemoWorld } from "../../prisma/seed.ts";
import { closeAuthRuntime } from "./auth/runtime.ts";
import { resolveAuthSecret } from "./auth/secret.ts";
import { loadDotenv } from "./config/dotenv.ts";
import { loadEnv } from "./config/env.ts";
import type { AppDeps } from "./context.ts";
import { databaseOptionsFromEnv, openDatabase } from "./db.ts";
import { createDomainEvents } from "./events.ts";
import { createLogger } from "./logger.ts";
import { startServer } from "./server.ts";
import { startWebhookSender } from "./webhooks/webhook-sender.ts";

loadDotenv();
const parsedEnv = loadEnv();
// Without AUTH_SECRET (allowed outside production-with-a-database) a generated one is kept in .data/.
const env = { ...parsedEnv, AUTH_SECRET: await resolveAuthSecret(parsedEnv) };
const logger = createLogger(env.LOG_LEVEL);

const database = await openDatabase(databaseOptionsFromEnv(env));
logger.info(
  {
    database: database.description,
    readReplica: database.replica?.description,
    appliedMigrations: database.appliedMigrations,
  },
  "database ready",
);

const seedWanted = env.SEED === "if-empty" || (env.SEED === "auto" && database.kind === "pglite");
if (seedWanted && (await database.prisma.user.count()) === 0) {
  logger.info("empty database: seeding the demo world");
  const summary = await seedDemoWorld(database.prisma, { authSecret: env.AUTH_SECRET });
  logger.info(summary, "demo world seeded");
}

const events = createDomainEvents((err, event) =>
  logger.error({ err, event }, "domain event listener failed"),
);
const core = { db: database.prisma, dbRead: database.reader, database, env, logger, events };
// The scheduler also serves the staff's "run now" when JOBS=off here.
const scheduler = createScheduler(core);
const deps: AppDeps = { ...core, jobs: scheduler.control };
const server = await startServer(deps, {
  port: env.PORT,
  host: env.HOST,
  mode: env.NODE_ENV === "development" ? "development" : "production",
});
logger.info({ url: server.url, mode: env.NODE_ENV }, `Monster Arena is serving on ${server.url}`);

// Outbound webhooks: every instance sends what is due (docs/decisions/126).
const webhookSender = startWebhookSender(deps);

// Catch-up runs may take a while; serving does not wait for them.
scheduler.start().then(
  (caughtUp) =>
    logger.info({ jobs: env.JOBS, caughtUp: caughtUp.map((run) => run.job) }, "scheduled jobs started"),
  (err: unknown) => logger.error({ err }, "scheduled jobs failed to start"),
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  await server.close();
  await webhookSender.stop();
  await scheduler.stop();
  await closeAuthRuntime(deps);
  await database.close();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
