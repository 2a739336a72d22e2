// What the staff use cases of experiments share: the terms staff set (with their
// checks in words), an experiment as the console shows it, the audit's view of
// one, and the experiment row locked for a change.
import { z } from "zod";
import { RowIdSchema } from "../db/row-id.ts";
import type { Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import { checkConfigValues } from "../remote-config/config-values.ts";
import { type ExperimentVariant, ExperimentVariantsSchema } from "./assignment.ts";
import { type ExperimentMetric, experimentMetrics } from "./statistics.ts";

export const experimentStatuses = ["draft", "running", "stopped", "shipped"] as const;
export type ExperimentStatus = (typeof experimentStatuses)[number];

export const experimentMetricKeys = experimentMetrics.map((metric) => metric.key) as [
  ExperimentMetric["key"],
  ...ExperimentMetric["key"][],
];

export const ExperimentKeySchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{2,59}$/, "3 to 60 lower-case letters, digits, - and _");

/** What staff set on an experiment; the key is set once, at creation. */
export const ExperimentTermsSchema = z
  .strictObject({
    name: z.string().trim().min(3, "at least 3 characters").max(80, "at most 80 characters"),
    hypothesis: z.string().trim().max(1000, "at most 1,000 characters").default(""),
    /** null: every player. */
    audienceId: RowIdSchema.nullable().default(null),
    trafficPercent: z
      .number()
      .int("a whole number")
      .min(1, "at least 1 %")
      .max(100, "at most 100 %")
      .default(100),
    variants: ExperimentVariantsSchema,
    /** The metric the experiment is meant to move: first on the results page. */
    metric: z.enum(experimentMetricKeys).nullable().default(null),
  })
  .superRefine((terms, ctx) => {
    const seen = new Set<string>();
    terms.variants.forEach((variant, index) => {
      if (seen.has(variant.key)) {
        ctx.addIssue({
          code: "custom",
          path: ["variants", index, "key"],
          message: "is another variant's key",
        });
      }
      seen.add(variant.key);
    });
  });
export type ExperimentTerms = z.output<typeof ExperimentTermsSchema>;
export type ExperimentTermsInput = z.input<typeof ExperimentTermsSchema>;

export interface ExperimentRow {
  id: number;
  key: string;
  name: string;
  hypothesis: string;
  status: ExperimentStatus;
  audienceId: number | null;
  audienceName: string | null;
  trafficPercent: number;
  variants: ExperimentVariant[];
  metric: ExperimentMetric["key"] | null;
  startedAt: string | null;
  stoppedAt: string | null;
  shippedVariant: string | null;
  /** Players exposed to a variant so far. */
  exposed: number;
  createdById: string | null;
  createdAt: string;
  updatedAt: string;
}

export const rowSelect = {
  id: true,
  key: true,
  name: true,
  hypothesis: true,
  status: true,
  audienceId: true,
  trafficPercent: true,
  variants: true,
  metric: true,
  startedAt: true,
  stoppedAt: true,
  shippedVariant: true,
  createdById: true,
  createdAt: true,
  updatedAt: true,
  audience: { select: { name: true } },
  _count: { select: { exposures: true } },
} as const;

type SelectedRow = Prisma.ExperimentGetPayload<{ select: typeof rowSelect }>;

/** Stored variants that no longer parse show as none (they serve nothing either: assignment.ts). */
function storedVariants(json: unknown): ExperimentVariant[] {
  const parsed = ExperimentVariantsSchema.safeParse(json);
  return parsed.success ? parsed.data : [];
}

function storedMetric(metric: string | null): ExperimentMetric["key"] | null {
  return experimentMetricKeys.find((key) => key === metric) ?? null;
}

export function toRow(row: SelectedRow): ExperimentRow {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    hypothesis: row.hypothesis,
    status: row.status,
    audienceId: row.audienceId,
    audienceName: row.audience?.name ?? null,
    trafficPercent: row.trafficPercent,
    variants: storedVariants(row.variants),
    metric: storedMetric(row.metric),
    startedAt: row.startedAt?.toISOString() ?? null,
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
    shippedVariant: row.shippedVariant,
    exposed: row._count.exposures,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The audit's view of an experiment: its terms and state, JSON-safe. */
export function auditView(row: ExperimentRow) {
  const { key, name, hypothesis, status, audienceId, trafficPercent, variants, metric, shippedVariant } = row;
  return {
    key,
    name,
    hypothesis,
    status,
    audienceId,
    trafficPercent,
    variants,
    metric,
    shippedVariant,
  } as unknown as Prisma.InputJsonObject;
}

/** The terms as columns, each variant's values checked against the remote config's registry. */
export function termsData(terms: ExperimentTerms) {
  const variants = terms.variants.map((variant, index) => ({
    ...variant,
    values: checkConfigValues(variant.values, `variant “${variant.name}”`, `variants.${index}.values.`),
  }));
  return {
    name: terms.name,
    hypothesis: terms.hypothesis,
    audienceId: terms.audienceId,
    trafficPercent: terms.trafficPercent,
    variants: variants as unknown as Prisma.InputJsonArray,
    metric: terms.metric,
  };
}

/** The experiment as it is, locked: two staff changes of one experiment apply one after the other. */
export async function lockExperiment(tx: Db, id: number): Promise<ExperimentRow> {
  const locked = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "Experiment" WHERE id = ${id} FOR UPDATE`;
  if (locked.length === 0) throw new AppError("not_found", "No such experiment.");
  return toRow(await tx.experiment.findUniqueOrThrow({ where: { id }, select: rowSelect }));
}

const statusWords: Record<ExperimentStatus, string> = {
  draft: "a draft",
  running: "running",
  stopped: "stopped",
  shipped: "shipped",
};

/** A 409 unless the experiment is in one of the states the change needs. */
export function requireStatus(row: ExperimentRow, allowed: readonly ExperimentStatus[], doing: string): void {
  if (allowed.includes(row.status)) return;
  throw new AppError("conflict", `“${row.name}” is ${statusWords[row.status]}: it cannot ${doing}.`, {
    reason: `experiment_${row.status}`,
  });
}
