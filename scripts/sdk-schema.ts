// The SDK's types (sdk/src/generated/schema.ts) are openapi-typescript's
// reading of the API's OpenAPI document, GET /api/openapi.json, as the real app
// builds it in this process: no server and no network, over an empty in-memory
// database that no route touches (docs/decisions/128). The settings are fixed,
// so the same routes always give the same file. `npm run sdk:generate` writes
// it (scripts/sdk-generate.ts; npm install and npm test run it);
// tests/integration/sdk-schema.test.ts fails when the file is not what this gives.
import path from "node:path";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { loadEnv } from "../api/src/config/env.ts";
import { openDatabase } from "../api/src/db.ts";
import { createDomainEvents } from "../api/src/events.ts";
import { createHttpApp } from "../api/src/http/app.ts";
import { createLogger } from "../api/src/logger.ts";
import { createScheduler } from "../jobs/src/index.ts";

export const schemaFile = path.resolve(import.meta.dirname, "../sdk/src/generated/schema.ts");
export const generateCommand = "npm run sdk:generate";

const header = `// The API's OpenAPI document as TypeScript types, written by \`${generateCommand}\`
// (openapi-typescript over GET /api/openapi.json). Do not edit: change the routes'
// zod schemas in api/src/http/ and run the command again.

`;

/** GET /api/openapi.json of the real app, built in this process. */
export async function buildOpenApiDocument(): Promise<OpenAPI3> {
  const database = await openDatabase({ dataDir: "memory://", migrate: false });
  const core = {
    db: database.prisma,
    dbRead: database.reader,
    database,
    env: loadEnv({ NODE_ENV: "test", AUTH_SECRET: "sdk-generation-only-secret-of-32-characters" }),
    logger: createLogger("silent"),
    events: createDomainEvents(() => {}),
  };
  const scheduler = createScheduler(core);
  try {
    const response = await createHttpApp({ ...core, jobs: scheduler.control }).request("/api/openapi.json");
    if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}`);
    return (await response.json()) as OpenAPI3;
  } finally {
    await scheduler.stop();
    await database.close();
  }
}

/** The text src/generated/schema.ts should have for the current routes. */
export async function renderSchema(): Promise<string> {
  const nodes = await openapiTS(await buildOpenApiDocument(), { silent: true });
  return header + astToString(nodes);
}
