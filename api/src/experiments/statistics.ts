// The statistics behind an experiment's results page: the difference between a
// variant and the control with its 95 % confidence interval, and the
// sample-ratio-mismatch check. Pure functions, checked by hand in the tests.

/** The two-sided 95 % normal quantile. */
const Z_95 = 1.959964;

/** Below this p-value the split is called a sample ratio mismatch. */
export const SRM_THRESHOLD = 0.001;

export type MetricKind = "proportion" | "mean";

export interface ExperimentMetric {
  key:
    | "payerConversion"
    | "d1Retention"
    | "d7Retention"
    | "arppu"
    | "battlesPerPlayer"
    | "shopPurchasesPerPlayer";
  name: string;
  kind: MetricKind;
  description: string;
}

/** The standard metrics on every experiment's results page, counted from each player's first exposure. */
export const experimentMetrics: readonly ExperimentMetric[] = [
  {
    key: "payerConversion",
    name: "Conversion to payer",
    kind: "proportion",
    description: "Share of exposed players with a completed payment after exposure.",
  },
  {
    key: "d1Retention",
    name: "D1 retention",
    kind: "proportion",
    description: "Share of players active on the UTC day after their exposure, of those whose day has come.",
  },
  {
    key: "d7Retention",
    name: "D7 retention",
    kind: "proportion",
    description:
      "Share of players active on the 7th UTC day after their exposure, of those whose day has come.",
  },
  {
    key: "arppu",
    name: "ARPPU",
    kind: "mean",
    description: "Revenue per paying player after exposure (completed payments, in the reporting currency).",
  },
  {
    key: "battlesPerPlayer",
    name: "Battles per player",
    kind: "mean",
    description: "Battles reported per exposed player after exposure.",
  },
  {
    key: "shopPurchasesPerPlayer",
    name: "Shop purchases per player",
    kind: "mean",
    description: "Shop purchases per exposed player after exposure.",
  },
];

export interface Difference {
  control: number | null;
  variant: number | null;
  /** variant − control. */
  difference: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  /** The 95 % interval leaves out zero: the variant differs from the control (false without an interval). */
  significant: boolean;
  /** Why the values are null, in words (no players, or too few to estimate a spread). */
  note: string | null;
}

function interval(control: number, variant: number, standardError: number): Difference {
  const difference = variant - control;
  const margin = Z_95 * standardError;
  return {
    control,
    variant,
    difference,
    ciLow: difference - margin,
    ciHigh: difference + margin,
    significant: difference - margin > 0 || difference + margin < 0,
    note: null,
  };
}

/** Difference of two rates with the unpooled Wald 95 % interval. */
export function proportionDifference(
  control: { successes: number; n: number },
  variant: { successes: number; n: number },
): Difference {
  const p1 = control.n > 0 ? control.successes / control.n : null;
  const p2 = variant.n > 0 ? variant.successes / variant.n : null;
  if (p1 === null || p2 === null) {
    return {
      control: p1,
      variant: p2,
      difference: null,
      ciLow: null,
      ciHigh: null,
      significant: false,
      note: `No players yet in the ${p1 === null ? "control" : "variant"}: a rate needs at least one.`,
    };
  }
  return interval(p1, p2, Math.sqrt((p1 * (1 - p1)) / control.n + (p2 * (1 - p2)) / variant.n));
}

export interface Summary {
  n: number;
  mean: number;
  /** Sample variance (divided by n − 1); 0 for fewer than two values. */
  variance: number;
}

export function summarize(values: readonly number[]): Summary {
  const n = values.length;
  if (n === 0) return { n: 0, mean: 0, variance: 0 };
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  return { n, mean, variance: n > 1 ? squares / (n - 1) : 0 };
}

/**
 * Difference of two means with Welch's standard error sqrt(s1²/n1 + s2²/n2).
 * The interval uses the normal quantile rather than Student's t with the
 * Welch–Satterthwaite degrees of freedom: a normal approximation, fine for the
 * hundreds of players an experiment has, slightly narrow for a handful.
 */
export function meanDifference(
  control: Summary | readonly number[],
  variant: Summary | readonly number[],
): Difference {
  const a = Array.isArray(control) ? summarize(control) : (control as Summary);
  const b = Array.isArray(variant) ? summarize(variant) : (variant as Summary);
  const m1 = a.n > 0 ? a.mean : null;
  const m2 = b.n > 0 ? b.mean : null;
  if (m1 === null || m2 === null || a.n < 2 || b.n < 2) {
    const group = a.n < 2 ? "control" : "variant";
    return {
      control: m1,
      variant: m2,
      difference: m1 !== null && m2 !== null ? m2 - m1 : null,
      ciLow: null,
      ciHigh: null,
      significant: false,
      note: `Fewer than two players in the ${group}: a spread, and so an interval, needs at least two.`,
    };
  }
  return interval(m1, m2, Math.sqrt(a.variance / a.n + b.variance / b.n));
}

/** ln Γ(x) for x > 0 by the Lanczos approximation (g = 7, 9 coefficients; about 15 digits). */
export function logGamma(x: number): number {
  const coefficients = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const z = x - 1;
  let sum = coefficients[0] as number;
  for (let index = 1; index < coefficients.length; index++)
    sum += (coefficients[index] as number) / (z + index);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const EPSILON = 1e-15;
const MAX_ITERATIONS = 500;

/** The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a). */
export function upperRegularizedGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    // The series for P(a, x); Q = 1 − P.
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_ITERATIONS; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
    }
    return Math.max(0, 1 - sum * Math.exp(front));
  }
  // The continued fraction for Q(a, x), evaluated by the modified Lentz method.
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let n = 1; n < MAX_ITERATIONS; n++) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.exp(front) * h;
}

/** P(X ≥ x) for X chi-square with df degrees of freedom. */
export function chiSquareSurvival(x: number, df: number): number {
  return upperRegularizedGamma(df / 2, x / 2);
}

export interface SampleRatioCheck {
  chiSquare: number;
  degreesOfFreedom: number;
  pValue: number;
  /** True when p < 0.001: the split is not what was set. */
  mismatch: boolean;
  message: string;
}

function percent(value: number): string {
  return `${Number(value.toFixed(1))} %`;
}

/** Chi-square goodness of fit of the players per variant against the set weights. */
export function sampleRatioMismatch(
  observed: readonly number[],
  weights: readonly number[],
): SampleRatioCheck {
  const total = observed.reduce((sum, count) => sum + count, 0);
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
  const degreesOfFreedom = observed.length - 1;
  const split = `${observed.join(" / ")} where ${weights.map((weight) => percent((100 * weight) / weightTotal)).join(" / ")} was set`;
  if (total === 0 || weightTotal === 0 || degreesOfFreedom < 1) {
    return {
      chiSquare: 0,
      degreesOfFreedom: Math.max(degreesOfFreedom, 0),
      pValue: 1,
      mismatch: false,
      message: "No players exposed yet: nothing to check the split against.",
    };
  }
  const chiSquare = observed.reduce((sum, count, index) => {
    const expected = (total * (weights[index] ?? 0)) / weightTotal;
    return sum + (count - expected) ** 2 / expected;
  }, 0);
  const pValue = chiSquareSurvival(chiSquare, degreesOfFreedom);
  const mismatch = pValue < SRM_THRESHOLD;
  // Three decimals say what matters; below the threshold, that it is below.
  const p = pValue < SRM_THRESHOLD ? "p < 0.001" : `p = ${pValue.toFixed(3)}`;
  return {
    chiSquare,
    degreesOfFreedom,
    pValue,
    mismatch,
    message: mismatch
      ? `Players were split ${split}: ${p}; check the assignment before trusting the results.`
      : `Players were split ${split}: ${p}, consistent with the set split.`,
  };
}
