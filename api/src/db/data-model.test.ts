// The data model can never drift from the specification: every entity and
// field it names (prisma/data-model.json, the specification's facts kept as
// data in the repository) exists, spelled exactly, in the generated Prisma models.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Prisma } from "../generated/prisma/client.ts";
import { repoRoot } from "./schema-engine.ts";

const DataModelSchema = z.object({
  entities: z.record(z.string().regex(/^[A-Z][A-Za-z]+$/), z.array(z.string().min(1)).min(1)),
});

const { entities } = DataModelSchema.parse(
  JSON.parse(readFileSync(path.join(repoRoot, "prisma", "data-model.json"), "utf8")),
);

/** The generated client lists each model's columns as <Model>ScalarFieldEnum. */
function scalarFields(entity: string): string[] | undefined {
  const fields = (Prisma as unknown as Record<string, Record<string, string> | undefined>)[
    `${entity}ScalarFieldEnum`
  ];
  return fields ? Object.values(fields) : undefined;
}

describe("the data model against the specification's entities", () => {
  it("lists all 25 entities of the specification", () => {
    expect(Object.keys(entities)).toHaveLength(25);
  });

  it.each(Object.keys(entities))("%s exists with every field of the specification", (entity) => {
    expect(Object.values(Prisma.ModelName)).toContain(entity);
    const fieldNames = new Set(scalarFields(entity));
    const missing = (entities[entity] ?? []).filter((field) => !fieldNames.has(field));
    expect(missing).toEqual([]);
  });
});
