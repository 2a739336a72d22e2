import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { defaultCosmetics } from "./profile-rules.ts";

describe("profile defaults", () => {
  it("are the UserProfile cosmetics that prisma/schema.prisma defaults to", async () => {
    const schema = await readFile(new URL("../../../prisma/schema.prisma", import.meta.url), "utf8");
    for (const [slot, id] of Object.entries(defaultCosmetics)) {
      expect(schema).toMatch(new RegExp(`\\b${slot}\\s+String\\s+@default\\("${id}"\\)`));
    }
  });
});
