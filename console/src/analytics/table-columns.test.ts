import { describe, expect, it } from "vitest";
import { seriesOf } from "./charts";
import { columnHeading, formatTableCell } from "./table-columns";
import { pivot } from "./use-metric";

describe("the chart table's words", () => {
  it("names columns in words", () => {
    expect(columnHeading("bucket")).toBe("Period");
    expect(columnHeading("arpdau")).toBe("ARPDAU");
    expect(columnHeading("bossPoints")).toBe("Boss points");
  });

  it("shows money in its currency's units and game currencies in words", () => {
    expect(formatTableCell({ currency: "usd", revenue: 1498 }, "revenue")).toBe("$14.98");
    expect(formatTableCell({ currency: "eur", arppu: 900 }, "arppu")).toBe("€9.00");
    expect(formatTableCell({ currency: "gold", amount: 1200 }, "amount")).toBe("1,200 gold");
    expect(formatTableCell({ currency: "usd", revenue: 1498 }, "currency")).toBe("USD");
  });

  it("shows rates as percents and blanks as a dash", () => {
    expect(formatTableCell({ conversion: 0.125 }, "conversion")).toBe("12.5 %");
    expect(formatTableCell({ d30: null }, "d30")).toBe("—");
    expect(formatTableCell({ purchases: 1234 }, "purchases")).toBe("1,234");
  });
});

describe("the charts' legends", () => {
  it("name metric columns in words, never the field", () => {
    expect(seriesOf(["dau", "newPlayers", "activeVips", "rewardsCollected"]).map(({ name }) => name)).toEqual(
      ["Daily active players", "New players", "Active VIPs", "Rewards collected"],
    );
  });

  it("name pivoted series and categories in words", () => {
    const data = pivot(
      [
        { category: "vip", currency: "eur", sales: 2 },
        { category: "slots", currency: "gems", sales: 3 },
      ],
      "category",
      "currency",
      "sales",
    );
    expect(data.series).toEqual([
      { key: "eur", name: "EUR" },
      { key: "gems", name: "Gems" },
    ]);
    expect(data.rows.map((row) => row.category)).toEqual(["Passes", "Inventory slots"]);
  });
});
