// An experiment's results page: per standard metric, the control's and each
// variant's value, the difference and its 95 % interval, and the sample-ratio
// check of the exposed players against the variants' weights. Only exposed
// players count, each from their first exposure; one set-based statement
// computes every player's numbers and sums them per variant.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { ExperimentVariantsSchema } from "./assignment.ts";
import {
  type Difference,
  type ExperimentMetric,
  experimentMetrics,
  meanDifference,
  proportionDifference,
  type SampleRatioCheck,
  type Summary,
  sampleRatioMismatch,
} from "./statistics.ts";

type Deps = Pick<AppDeps, "db">;

export const ExperimentResultsInputSchema = z.object({
  experimentId: z.number().int().positive(),
  now: z.date(),
});
export type ExperimentResultsInput = z.infer<typeof ExperimentResultsInputSchema>;

interface VariantRow {
  variant: string;
  exposed: number;
  payers: number;
  arppuMean: number;
  arppuVariance: number;
  d1Eligible: number;
  d1Retained: number;
  d7Eligible: number;
  d7Retained: number;
  battlesMean: number;
  battlesVariance: number;
  purchasesMean: number;
  purchasesVariance: number;
}

export interface VariantValue {
  variant: string;
  /** The players the value is over (the exposed, the payers, or those whose retention day has come). */
  n: number;
  value: number | null;
}

export interface MetricResult extends ExperimentMetric {
  control: VariantValue;
  variants: (VariantValue & Omit<Difference, "control" | "variant">)[];
}

export interface ExperimentResults {
  experiment: {
    id: number;
    key: string;
    name: string;
    status: string;
    startedAt: string | null;
    stoppedAt: string | null;
    /** The metric the experiment is meant to move (first among the metrics), if one was chosen. */
    metric: ExperimentMetric["key"] | null;
    shippedVariant: string | null;
  };
  variants: { key: string; name: string; weight: number; exposed: number }[];
  metrics: MetricResult[];
  sampleRatio: SampleRatioCheck;
}

const emptyRow = (variant: string): VariantRow => ({
  variant,
  exposed: 0,
  payers: 0,
  arppuMean: 0,
  arppuVariance: 0,
  d1Eligible: 0,
  d1Retained: 0,
  d7Eligible: 0,
  d7Retained: 0,
  battlesMean: 0,
  battlesVariance: 0,
  purchasesMean: 0,
  purchasesVariance: 0,
});

/** Each metric as the statistics take it: a count out of n, or a summary of per-player values. */
const measures: Record<
  ExperimentMetric["key"],
  (row: VariantRow) => { kind: "proportion"; successes: number; n: number } | ({ kind: "mean" } & Summary)
> = {
  payerConversion: (row) => ({ kind: "proportion", successes: row.payers, n: row.exposed }),
  d1Retention: (row) => ({ kind: "proportion", successes: row.d1Retained, n: row.d1Eligible }),
  d7Retention: (row) => ({ kind: "proportion", successes: row.d7Retained, n: row.d7Eligible }),
  arppu: (row) => ({ kind: "mean", n: row.payers, mean: row.arppuMean, variance: row.arppuVariance }),
  battlesPerPlayer: (row) => ({
    kind: "mean",
    n: row.exposed,
    mean: row.battlesMean,
    variance: row.battlesVariance,
  }),
  shopPurchasesPerPlayer: (row) => ({
    kind: "mean",
    n: row.exposed,
    mean: row.purchasesMean,
    variance: row.purchasesVariance,
  }),
};

function metricResult(metric: ExperimentMetric, control: VariantRow, others: VariantRow[]): MetricResult {
  const base = measures[metric.key](control);
  const value = (measure: ReturnType<(typeof measures)[ExperimentMetric["key"]]>) =>
    measure.n === 0 ? null : measure.kind === "proportion" ? measure.successes / measure.n : measure.mean;
  return {
    ...metric,
    control: { variant: control.variant, n: base.n, value: value(base) },
    variants: others.map((row) => {
      const measure = measures[metric.key](row);
      const {
        control: _control,
        variant: _variant,
        ...difference
      } = base.kind === "proportion" && measure.kind === "proportion"
        ? proportionDifference(base, measure)
        : meanDifference(base as Summary, measure as Summary);
      return { variant: row.variant, n: measure.n, value: value(measure), ...difference };
    }),
  };
}

export async function experimentResults(
  deps: Deps,
  input: ExperimentResultsInput,
): Promise<ExperimentResults> {
  const { experimentId, now } = ExperimentResultsInputSchema.parse(input);
  const experiment = await deps.db.experiment.findUnique({ where: { id: experimentId } });
  if (!experiment) throw new AppError("not_found", "No such experiment.");
  const variants = ExperimentVariantsSchema.parse(experiment.variants);
  // Retention: active on the UTC day after the exposure's day (D1) or the 7th
  // day after (D7), over the players whose day has come by now. Payments,
  // battles and purchases count from the exposure up to now.
  const rows = await deps.db.$queryRaw<VariantRow[]>`
    WITH exposed AS (
      SELECT "userId", variant, "exposedAt", "exposedAt"::date AS day
      FROM "ExperimentExposure"
      WHERE "experimentId" = ${experimentId}
    ),
    per_player AS (
      SELECT x.variant,
        pay.revenue,
        x.day + 1 <= ${now}::timestamp::date AS d1_due,
        EXISTS (SELECT 1 FROM "PlayerActivityDay" a WHERE a."userId" = x."userId" AND a.day = x.day + 1) AS d1,
        x.day + 7 <= ${now}::timestamp::date AS d7_due,
        EXISTS (SELECT 1 FROM "PlayerActivityDay" a WHERE a."userId" = x."userId" AND a.day = x.day + 7) AS d7,
        (SELECT count(*) FROM "MatchReport" m
          WHERE m."userId" = x."userId" AND m."createdAt" >= x."exposedAt" AND m."createdAt" < ${now}::timestamp
        ) AS battles,
        (SELECT count(*) FROM "ShopItemTransaction" s
          WHERE s."userId" = x."userId" AND s."boughtAt" >= x."exposedAt" AND s."boughtAt" < ${now}::timestamp
        ) AS purchases
      FROM exposed x
      LEFT JOIN LATERAL (
        SELECT sum(t.price) AS revenue FROM "Transaction" t
        WHERE t."userId" = x."userId" AND t.status = 'completed'
          AND t."createdAt" >= x."exposedAt" AND t."createdAt" < ${now}::timestamp
      ) pay ON true
    )
    SELECT variant,
      count(*)::int AS exposed,
      count(revenue)::int AS payers,
      coalesce(avg(revenue), 0)::float8 AS "arppuMean",
      coalesce(var_samp(revenue), 0)::float8 AS "arppuVariance",
      count(*) FILTER (WHERE d1_due)::int AS "d1Eligible",
      count(*) FILTER (WHERE d1_due AND d1)::int AS "d1Retained",
      count(*) FILTER (WHERE d7_due)::int AS "d7Eligible",
      count(*) FILTER (WHERE d7_due AND d7)::int AS "d7Retained",
      coalesce(avg(battles), 0)::float8 AS "battlesMean",
      coalesce(var_samp(battles), 0)::float8 AS "battlesVariance",
      coalesce(avg(purchases), 0)::float8 AS "purchasesMean",
      coalesce(var_samp(purchases), 0)::float8 AS "purchasesVariance"
    FROM per_player
    GROUP BY variant`;
  const byVariant = new Map(rows.map((row) => [row.variant, row]));
  const primary = experimentMetrics.find((metric) => metric.key === experiment.metric);
  const [control, ...others] = variants.map((variant) => byVariant.get(variant.key) ?? emptyRow(variant.key));
  if (!control) throw new AppError("unprocessable", "This experiment has no variants to compare.");
  return {
    experiment: {
      id: experiment.id,
      key: experiment.key,
      name: experiment.name,
      status: experiment.status,
      startedAt: experiment.startedAt?.toISOString() ?? null,
      stoppedAt: experiment.stoppedAt?.toISOString() ?? null,
      metric: primary?.key ?? null,
      shippedVariant: experiment.shippedVariant,
    },
    variants: variants.map((variant) => ({
      key: variant.key,
      name: variant.name,
      weight: variant.weight,
      exposed: byVariant.get(variant.key)?.exposed ?? 0,
    })),
    // The chosen metric first: it is what the experiment was run to move.
    metrics: [...(primary ? [primary] : []), ...experimentMetrics.filter((metric) => metric !== primary)].map(
      (metric) => metricResult(metric, control, others),
    ),
    sampleRatio: sampleRatioMismatch(
      variants.map((variant) => byVariant.get(variant.key)?.exposed ?? 0),
      variants.map((variant) => variant.weight),
    ),
  };
}
