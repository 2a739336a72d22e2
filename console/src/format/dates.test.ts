import { describe, expect, it } from "vitest";
import { chartDayInWords, dateInWords, dateTimeInWords, isInstant } from "./dates";

describe("the console's one date format", () => {
  it("shows an instant in the operator's zone, named", () => {
    expect(dateTimeInWords("2026-11-26T13:05:00.000Z", "UTC")).toBe("26 Nov 2026, 13:05 UTC");
    expect(dateTimeInWords("2026-11-26T13:05:00.000Z", "Europe/Berlin")).toBe("26 Nov 2026, 14:05 CET");
    // Summer time has its own offset; the zone's short name is the platform's (ICU) choice.
    expect(dateTimeInWords("2026-07-01T08:00:00Z", "America/New_York")).toMatch(
      /^1 Jul 2026, 04:00 (EDT|GMT-4)$/,
    );
  });

  it("shows a day on its own in the operator's zone", () => {
    expect(dateInWords("2026-11-26T23:30:00Z", "UTC")).toBe("26 Nov 2026");
    expect(dateInWords("2026-11-26T23:30:00Z", "Europe/Berlin")).toBe("27 Nov 2026");
  });

  it("shows what it cannot read as it came, never 'Invalid Date'", () => {
    expect(dateTimeInWords("soon")).toBe("soon");
    expect(dateInWords("")).toBe("");
  });

  it("names a metric's day on a chart axis", () => {
    expect(chartDayInWords("2026-11-05")).toBe("5 Nov");
    expect(chartDayInWords("Rare")).toBe("Rare");
    expect(chartDayInWords(3)).toBe("3");
  });

  it("tells the API's instants from other strings", () => {
    expect(isInstant("2026-11-26T13:05:00.000Z")).toBe(true);
    expect(isInstant("2026-11-26T13:05:00+01:00")).toBe(true);
    expect(isInstant("2026-11-26")).toBe(false);
    expect(isInstant("Emberfox")).toBe(false);
    expect(isInstant(42)).toBe(false);
  });
});
