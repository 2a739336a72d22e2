import { describe, expect, it } from "vitest";
import { eloAfterMatch } from "./rules.ts";

describe("elo", () => {
  it("moves elo by half the K-factor between equals", () => {
    expect(eloAfterMatch(1000, 1000, true)).toBe(1016);
    expect(eloAfterMatch(1000, 1000, false)).toBe(984);
  });
});
