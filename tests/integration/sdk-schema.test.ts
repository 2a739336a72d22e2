// The SDK's generated types are the API's OpenAPI document of today: a route
// changed without regenerating them fails here (docs/decisions/128).
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { generateCommand, renderSchema, schemaFile } from "../../scripts/sdk-schema.ts";

describe("the SDK's generated schema", () => {
  it("is what the current routes generate", async () => {
    const written = (await readFile(schemaFile, "utf8")).split("\n");
    const current = (await renderSchema()).split("\n");
    const differs = current.findIndex((line, index) => line !== written[index]);
    const firstDifference = differs === -1 && written.length !== current.length ? current.length : differs;
    expect(
      firstDifference,
      `sdk/src/generated/schema.ts is not the current OpenAPI document (from line ${firstDifference + 1}): run \`${generateCommand}\``,
    ).toBe(-1);
  });
});
