import { describe, expect, it } from "vitest";
import { shopPriceAfterDiscounts } from "./rules.ts";

describe("shop prices", () => {
  it("applies the item discount, then the VIP discount, rounding down", () => {
    expect(shopPriceAfterDiscounts(1000, 0, false)).toBe(1000);
    expect(shopPriceAfterDiscounts(1000, 25, false)).toBe(750);
    expect(shopPriceAfterDiscounts(1000, 25, true)).toBe(675);
    expect(shopPriceAfterDiscounts(99, 10, true)).toBe(80);
  });
});
