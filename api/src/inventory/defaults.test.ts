import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { inventoryDefaults } from "./defaults.ts";

describe("inventory defaults", () => {
  it("are the Inventory capacities that prisma/schema.prisma defaults to", async () => {
    const schema = await readFile(new URL("../../../prisma/schema.prisma", import.meta.url), "utf8");
    for (const [capacity, value] of Object.entries(inventoryDefaults)) {
      expect(schema).toMatch(new RegExp(`\\b${capacity}\\s+Int\\s+@default\\(${value}\\)`));
    }
  });
});
