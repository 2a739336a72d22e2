// `npm run openapi:check`: prints swagger-parser's verdict on the API's OpenAPI
// document and Redocly's error and warning counts by rule (docs/decisions/127);
// exits 1 when the document is invalid or has lint errors. The document is
// built by the real app over an empty embedded database (no route runs).
import { loadEnv } from "../api/src/config/env.ts";
import { openDatabase } from "../api/src/db.ts";
import { createDomainEvents } from "../api/src/events.ts";
import { createLogger } from "../api/src/logger.ts";
import { createScheduler } from "../jobs/src/index.ts";
import {
  fetchOpenApiDocument,
  lintSummary,
  redoclyLint,
  swaggerParserVerdict,
} from "../tests/support/openapi-document.ts";

const database = await openDatabase({ dataDir: "memory://", migrate: false });
const logger = createLogger("silent");
const core = {
  db: database.prisma,
  dbRead: database.reader,
  database,
  env: loadEnv({ NODE_ENV: "test", AUTH_SECRET: "openapi-check-secret-at-least-32-characters" }),
  logger,
  events: createDomainEvents(() => {}),
};
const scheduler = createScheduler(core);
try {
  const document = await fetchOpenApiDocument({ ...core, jobs: scheduler.control });
  const verdict = await swaggerParserVerdict(document);
  console.log(`swagger-parser: ${verdict ?? "valid"}`);
  const summary = lintSummary(await redoclyLint(document));
  console.log(`redocly lint: ${summary.errors} errors, ${summary.warnings} warnings`);
  for (const [rule, count] of Object.entries(summary.byRule).sort()) console.log(`  ${count}\t${rule}`);
  if (verdict || summary.errors > 0) process.exitCode = 1;
} finally {
  await scheduler.stop();
  await database.close();
}
