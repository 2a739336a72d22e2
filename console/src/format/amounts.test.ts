import { describe, expect, it } from "vitest";
import { formatAmount, formatGameAmount, formatMoney } from "./amounts";

describe("formatAmount", () => {
  it("shows the game's currencies in words, whatever the case of their code", () => {
    expect(formatAmount(1200, "gold")).toBe("1,200 gold");
    expect(formatAmount(550, "gems")).toBe("550 gems");
    expect(formatAmount(1, "gems")).toBe("1 gem");
    expect(formatAmount(1200, "GOLD")).toBe("1,200 gold");
    expect(formatGameAmount(-120, "gold")).toBe("-120 gold");
  });

  it("shows real money from minor units with the currency's own digits", () => {
    expect(formatAmount(499, "usd")).toBe("$4.99");
    expect(formatAmount(120_000, "EUR")).toBe("€1,200.00");
    expect(formatMoney(500, "jpy")).toBe("¥500");
    expect(formatMoney(1234, "kwd")).toBe("KWD\u00a01.234"); // Intl puts a no-break space after a code
  });

  it("never throws on a code it does not know", () => {
    expect(formatAmount(499, "xyz")).toBe("499 XYZ");
    expect(formatMoney(499, "GOLD")).toBe("499 GOLD");
  });
});
