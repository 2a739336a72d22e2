import { describe, expect, it } from "vitest";
import { sellPrice } from "./prices.ts";

describe("sell prices", () => {
  it("pays more gold for better and higher-level items", () => {
    expect(sellPrice("monster", "rare", 1)).toBeGreaterThan(sellPrice("monster", "common", 1));
    expect(sellPrice("relic", "epic", 5)).toBeGreaterThan(sellPrice("relic", "epic", 1));
  });
});
