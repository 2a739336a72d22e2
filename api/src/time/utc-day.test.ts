import { describe, expect, it } from "vitest";
import { addDays, dayMs, inclusiveEndOf, nextUtcMidnight, startOfUtcDay, utcDayKey } from "./utc-day.ts";

describe("UTC days", () => {
  it("a day starts at midnight UTC, whatever the instant in it", () => {
    for (const at of ["2026-11-26T00:00:00.000Z", "2026-11-26T13:45:12.345Z", "2026-11-26T23:59:59.999Z"]) {
      expect(startOfUtcDay(new Date(at)).toISOString()).toBe("2026-11-26T00:00:00.000Z");
    }
  });

  it("the next midnight is a day after the start, across month and year ends", () => {
    expect(nextUtcMidnight(new Date("2026-11-26T13:45:00Z")).toISOString()).toBe("2026-11-27T00:00:00.000Z");
    expect(nextUtcMidnight(new Date("2026-11-30T23:59:59.999Z")).toISOString()).toBe(
      "2026-12-01T00:00:00.000Z",
    );
    expect(nextUtcMidnight(new Date("2026-12-31T00:00:00Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(nextUtcMidnight(new Date("2028-02-28T12:00:00Z")).getTime() - Date.parse("2028-02-28")).toBe(
      dayMs,
    );
  });

  it("a filter's end day reaches its last millisecond; a full timestamp is kept", () => {
    expect(inclusiveEndOf("2026-11-26").toISOString()).toBe("2026-11-26T23:59:59.999Z");
    expect(inclusiveEndOf("2026-11-26T10:00:00.000Z").toISOString()).toBe("2026-11-26T10:00:00.000Z");
  });

  it("the day key is the UTC date, not the local one", () => {
    expect(utcDayKey(new Date("2026-11-26T23:59:59.999Z"))).toBe("2026-11-26");
    expect(utcDayKey(new Date("2026-11-27T00:00:00+01:00"))).toBe("2026-11-26");
  });

  it("moves a day forward and back across months, years and leap days", () => {
    expect(addDays("2026-11-26", 5)).toBe("2026-12-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-11-26", -29)).toBe("2026-10-28");
  });
});
