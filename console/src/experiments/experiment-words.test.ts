import { experimentMetrics } from "@arena/api/experiments/statistics";
import { describe, expect, it } from "vitest";
import {
  metricChoices,
  metricDifference,
  metricInterval,
  metricName,
  metricValue,
  playersInWords,
  shareOf,
  statusWords,
  verdict,
} from "./experiment-words";

const conversion = { key: "payerConversion", kind: "proportion" } as const;
const arppu = { key: "arppu", kind: "mean" } as const;
const battles = { key: "battlesPerPlayer", kind: "mean" } as const;

describe("experiment words", () => {
  it("names statuses and metrics in words, never by their keys", () => {
    expect(Object.values(statusWords)).toEqual(["Draft", "Running", "Stopped", "Shipped"]);
    expect(metricChoices.map((choice) => choice.name)).toEqual(
      experimentMetrics.map((metric) => metric.name),
    );
    expect(metricName("d7Retention")).toBe("D7 retention");
    expect(metricName(null)).toBe("None");
  });

  it("writes rates as percents, ARPPU as money, other means with two decimals", () => {
    expect(metricValue(conversion, 0.1234)).toBe("12.3 %");
    expect(metricValue(arppu, 499)).toBe("$4.99");
    expect(metricValue(battles, 3.256)).toBe("3.26");
    expect(metricValue(battles, null)).toBe("—");
    expect(metricDifference(conversion, 0.021)).toBe("+2.1 pts");
    expect(metricDifference(arppu, -50)).toBe("\u2212$0.50");
    expect(metricDifference(battles, 0)).toBe("±0.00");
    expect(metricInterval(conversion, { ciLow: -0.012, ciHigh: 0.034 })).toBe("\u22121.2 pts to +3.4 pts");
    expect(metricInterval(conversion, { ciLow: null, ciHigh: null })).toBe("—");
  });

  it("says the API's verdict in words", () => {
    expect(verdict({ difference: 0.03, significant: true })).toBe("Significant: higher than the control");
    expect(verdict({ difference: 0.02, significant: false })).toBe("Not yet significant");
  });

  it("counts players with thousands separators and shares by weight", () => {
    expect(playersInWords(1)).toBe("1 player");
    expect(playersInWords(1204)).toBe("1,204 players");
    expect(shareOf(1, [1, 1])).toBe("50 %");
    expect(shareOf(1, [1, 2])).toBe("33.3 %");
  });
});
