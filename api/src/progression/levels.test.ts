import { describe, expect, it } from "vitest";
import { xpForLevel } from "./levels.ts";

describe("levels", () => {
  it("needs more xp for each level", () => {
    for (let level = 1; level < 100; level++)
      expect(xpForLevel(level + 1)).toBeGreaterThan(xpForLevel(level));
  });
});
