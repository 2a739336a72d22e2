// The data model can never drift from the specification: every entity and
// field of seed.md §3 exists, spelled exactly, in the generated Prisma models.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Prisma } from "../generated/prisma/client.ts";
import { repoRoot } from "./schema-engine.ts";

const specPath = [
  process.env.SPEC_DIR && path.join(process.env.SPEC_DIR, "seed.md"),
  path.join(repoRoot, "..", "shared", "spec", "seed.md"),
].find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));

/** Rows of the "| Entity | Fields |" table: entity name → field names. */
function entitiesOf(markdown: string): Map<string, string[]> {
  const section = markdown.split("## 3.")[1]?.split("\n## ")[0] ?? "";
  const entities = new Map<string, string[]>();
  for (const line of section.split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    const [entityCell, fieldsCell] = [cells[1], cells[2]];
    if (!entityCell || !fieldsCell || entityCell === "Entity" || entityCell.startsWith("---")) continue;
    const entity = entityCell.split(" ")[0] as string;
    entities.set(
      entity,
      fieldsCell.split(",").map((field) => field.trim()),
    );
  }
  return entities;
}

describe("the data model against seed.md", () => {
  if (!specPath) throw new Error("seed.md not found beside the repository: set SPEC_DIR to shared/spec");
  const entities = entitiesOf(readFileSync(specPath, "utf8"));
  // The generated client lists each model's columns as <Model>ScalarFieldEnum.
  const scalarFields = (entity: string): string[] | undefined => {
    const fields = (Prisma as unknown as Record<string, Record<string, string> | undefined>)[
      `${entity}ScalarFieldEnum`
    ];
    return fields ? Object.values(fields) : undefined;
  };

  it("reads all 25 entities from the specification", () => {
    expect(entities.size).toBe(25);
  });

  it.each([...entities.keys()])("%s exists with every field of the specification", (entity) => {
    expect(Object.values(Prisma.ModelName)).toContain(entity);
    const fieldNames = new Set(scalarFields(entity));
    const missing = (entities.get(entity) ?? []).filter((field) => !fieldNames.has(field));
    expect(missing).toEqual([]);
  });
});
