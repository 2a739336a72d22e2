import { describe, expect, it } from "vitest";
import {
  chiSquareSurvival,
  experimentMetrics,
  logGamma,
  meanDifference,
  proportionDifference,
  sampleRatioMismatch,
  summarize,
} from "./statistics.ts";

describe("proportionDifference", () => {
  it("gives the rates, the difference and the unpooled Wald interval of a hand calculation", () => {
    // Control 40 / 400: p1 = 0.1; variant 60 / 400: p2 = 0.15; difference 0.05.
    // SE = sqrt(0.1·0.9/400 + 0.15·0.85/400) = sqrt(0.000225 + 0.00031875) = sqrt(0.00054375) = 0.02331844…
    // Margin = 1.959964 · 0.02331844 = 0.04570332…; interval 0.05 ± 0.04570332 = [0.00429668, 0.09570332].
    const result = proportionDifference({ successes: 40, n: 400 }, { successes: 60, n: 400 });
    expect(result.control).toBeCloseTo(0.1, 10);
    expect(result.variant).toBeCloseTo(0.15, 10);
    expect(result.difference).toBeCloseTo(0.05, 10);
    expect(result.ciLow).toBeCloseTo(0.004296682, 8);
    expect(result.ciHigh).toBeCloseTo(0.095703318, 8);
    expect(result.note).toBeNull();
  });

  it("gives no difference, and says why, when a group has no players", () => {
    const result = proportionDifference({ successes: 0, n: 0 }, { successes: 3, n: 10 });
    expect(result).toMatchObject({
      control: null,
      variant: 0.3,
      difference: null,
      ciLow: null,
      ciHigh: null,
    });
    expect(result.note).toBe("No players yet in the control: a rate needs at least one.");
  });
});

describe("summarize and meanDifference", () => {
  it("summarizes values with the sample variance", () => {
    // Mean (1+2+3+4+5)/5 = 3; squares 4+1+0+1+4 = 10; variance 10/4 = 2.5.
    expect(summarize([1, 2, 3, 4, 5])).toEqual({ n: 5, mean: 3, variance: 2.5 });
    expect(summarize([])).toEqual({ n: 0, mean: 0, variance: 0 });
  });

  it("gives the Welch interval of a hand calculation, from values or from summaries alike", () => {
    // Control 1..5: mean 3, s² = 2.5; variant 2,4,6,8,10: mean 6, s² = 10 (squares 16+4+0+4+16 = 40, /4).
    // SE = sqrt(2.5/5 + 10/5) = sqrt(2.5) = 1.58113883…; margin = 1.959964 · 1.58113883 = 3.09897519…
    // Difference 3, interval [−0.09897519, 6.09897519].
    const fromValues = meanDifference([1, 2, 3, 4, 5], [2, 4, 6, 8, 10]);
    expect(fromValues.difference).toBeCloseTo(3, 10);
    expect(fromValues.ciLow).toBeCloseTo(-0.098975186, 8);
    expect(fromValues.ciHigh).toBeCloseTo(6.098975186, 8);
    const fromSummaries = meanDifference({ n: 5, mean: 3, variance: 2.5 }, { n: 5, mean: 6, variance: 10 });
    expect(fromSummaries).toEqual(fromValues);
  });

  it("gives no interval, and says why, with fewer than two players in a group", () => {
    const result = meanDifference([4], [1, 2, 3]);
    expect(result).toMatchObject({ control: 4, variant: 2, difference: -2, ciLow: null, ciHigh: null });
    expect(result.note).toBe(
      "Fewer than two players in the control: a spread, and so an interval, needs at least two.",
    );
  });
});

describe("chiSquareSurvival", () => {
  it("matches the chi-square table", () => {
    // ln Γ(5) = ln 24; ln Γ(0.5) = ln √π.
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 10);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 10);
    // Table critical values: 3.841459 (df 1, 5 %), 5.991465 (df 2, 5 %), 10.828 (df 1, 0.1 %), 11.0705 (df 5, 5 %).
    expect(chiSquareSurvival(3.841459, 1)).toBeCloseTo(0.05, 6);
    expect(chiSquareSurvival(5.991465, 2)).toBeCloseTo(0.05, 6);
    expect(chiSquareSurvival(10.828, 1)).toBeCloseTo(0.001, 6);
    expect(chiSquareSurvival(11.0705, 5)).toBeCloseTo(0.05, 6);
    // df 2 has the closed form e^(−x/2): x = 1 gives e^−0.5 = 0.60653066 (the series branch, x/2 < a + 1).
    expect(chiSquareSurvival(1, 2)).toBeCloseTo(Math.exp(-0.5), 10);
    expect(chiSquareSurvival(0, 3)).toBe(1);
  });
});

describe("sampleRatioMismatch", () => {
  it("flags 600 / 400 on a 50 / 50 split", () => {
    // Expected 500 each: (100² + 100²) / 500 = 40, df 1; p = erfc(√20) = 2.5396e-10.
    const check = sampleRatioMismatch([600, 400], [50, 50]);
    expect(check.chiSquare).toBeCloseTo(40, 10);
    expect(check.degreesOfFreedom).toBe(1);
    expect(check.pValue).toBeCloseTo(2.5396286e-10, 15);
    expect(check.mismatch).toBe(true);
    expect(check.message).toBe(
      "Players were split 600 / 400 where 50 % / 50 % was set: p < 0.001; check the assignment before trusting the results.",
    );
  });

  it("does not flag 510 / 490 on a 50 / 50 split", () => {
    // Expected 500 each: (10² + 10²) / 500 = 0.4, df 1; p = 0.527089.
    const check = sampleRatioMismatch([510, 490], [1, 1]);
    expect(check.chiSquare).toBeCloseTo(0.4, 10);
    expect(check.pValue).toBeCloseTo(0.527089, 6);
    expect(check.mismatch).toBe(false);
    expect(check.message).toBe(
      "Players were split 510 / 490 where 50 % / 50 % was set: p = 0.527, consistent with the set split.",
    );
  });

  it("checks unequal weights against their own expectation", () => {
    // Weights 1 : 3 over 400 players: expected 100 and 300, observed exactly that: chi² 0, p 1.
    const check = sampleRatioMismatch([100, 300], [1, 3]);
    expect(check.chiSquare).toBe(0);
    expect(check.pValue).toBe(1);
    expect(check.message).toContain("where 25 % / 75 % was set");
  });
});

describe("experimentMetrics", () => {
  it("lists the standard metrics with their kind", () => {
    expect(experimentMetrics.map((metric) => [metric.key, metric.kind])).toEqual([
      ["payerConversion", "proportion"],
      ["d1Retention", "proportion"],
      ["d7Retention", "proportion"],
      ["arppu", "mean"],
      ["battlesPerPlayer", "mean"],
      ["shopPurchasesPerPlayer", "mean"],
    ]);
  });
});
