// `npm run sdk:generate`: writes the SDK's types from the API's OpenAPI document
// (scripts/sdk-schema.ts). npm install and npm test run it; run it yourself after
// changing a route, so your editor sees the new types. The file is not committed.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { renderSchema, schemaFile } from "./sdk-schema.ts";

const next = await renderSchema();
const previous = await readFile(schemaFile, "utf8").catch(() => null);
const shown = path.relative(process.cwd(), schemaFile);
if (previous === next) {
  console.log(`${shown} is current`);
} else {
  // Not committed: a fresh clone has no folder yet.
  await mkdir(path.dirname(schemaFile), { recursive: true });
  await writeFile(schemaFile, next);
  console.log(`wrote ${shown} (${next.split("\n").length} lines)`);
}
