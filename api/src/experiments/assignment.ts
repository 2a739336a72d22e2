// Which variant of each running experiment a player gets, and the exposure log.
// Assignment is deterministic: a SHA-256 of (experiment key, player id) puts the
// player in the traffic share or not, a second one picks the variant by weight,
// so every instance agrees without storing anything. The first time a player is
// served a variant (their config is read) an ExperimentExposure row records it;
// from then on that row is the player's variant (sticky, even if the split is
// changed mid-test), and the results count exposed players only.
import { createHash } from "node:crypto";
import { z } from "zod";
import type { AudienceRules } from "../audiences/audience-rules.ts";
import { audiencesContaining, storedRules } from "../audiences/membership.ts";
import { snapshotCache } from "../db/snapshot-cache.ts";
import { type Db, Prisma } from "../db.ts";

export const VariantKeySchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, "lower-case letters, digits, - and _ (up to 40)");

export const ExperimentVariantSchema = z.strictObject({
  key: VariantKeySchema,
  name: z.string().trim().min(1).max(60),
  /** Relative share of the experiment's traffic (weights need not add up to 100). */
  weight: z.number().int().min(1).max(1000),
  /** Remote config values this variant sets ({key: value}). */
  values: z.record(z.string(), z.unknown()).default({}),
});
export const ExperimentVariantsSchema = z.array(ExperimentVariantSchema).min(2).max(8);
export type ExperimentVariant = z.infer<typeof ExperimentVariantSchema>;

/** A number in [0, 1) from a SHA-256 of the text: the same text, the same number, anywhere. */
export function unitHash(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32BE(0) / 2 ** 32;
}

/** The variant key for a player, or null when outside the traffic share. Pure: the same on every instance. */
export function assignVariant(
  experiment: { key: string; trafficPercent: number; variants: readonly { key: string; weight: number }[] },
  userId: string,
): string | null {
  if (unitHash(`${experiment.key}:traffic:${userId}`) * 100 >= experiment.trafficPercent) return null;
  const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
  let point = unitHash(`${experiment.key}:variant:${userId}`) * total;
  for (const variant of experiment.variants) {
    point -= variant.weight;
    if (point < 0) return variant.key;
  }
  return experiment.variants.at(-1)?.key ?? null;
}

interface RunningExperiment {
  id: number;
  key: string;
  name: string;
  trafficPercent: number;
  audienceId: number | null;
  rules: AudienceRules | null;
  variants: ExperimentVariant[];
}

const running = snapshotCache<RunningExperiment[]>(5_000, async (db) => {
  const rows = await db.experiment.findMany({
    where: { status: "running" },
    orderBy: { id: "asc" },
    include: { audience: { select: { rules: true } } },
  });
  return rows.flatMap((row) => {
    const variants = ExperimentVariantsSchema.safeParse(row.variants);
    if (!variants.success) return [];
    return [
      {
        id: row.id,
        key: row.key,
        name: row.name,
        trafficPercent: row.trafficPercent,
        audienceId: row.audienceId,
        rules: row.audience ? storedRules(row.audience.rules) : null,
        variants: variants.data,
      },
    ];
  });
});

/** After staff start, stop or change an experiment on this instance. */
export function forgetRunningExperiments(db: Db): void {
  running.clear(db);
}

export interface ServedVariant {
  experimentId: number;
  experimentKey: string;
  /** The names staff gave the experiment and the variant (for the console's words). */
  experimentName: string;
  variant: string;
  variantName: string;
  values: Record<string, unknown>;
}

/** The running experiments this player is in now (audience and traffic share), each with the variant hashing gives. */
async function assignmentsFor(db: Db, input: { userId: string; now: Date }) {
  const experiments = await running.get(db, input.now);
  if (experiments.length === 0) return [];
  const inAudiences = await audiencesContaining(db, {
    userId: input.userId,
    now: input.now,
    audiences: experiments.flatMap((experiment) =>
      experiment.rules && experiment.audienceId !== null
        ? [{ id: experiment.audienceId, rules: experiment.rules }]
        : [],
    ),
  });
  const eligible = experiments.filter(
    (experiment) => experiment.audienceId === null || inAudiences.has(experiment.audienceId),
  );
  return eligible.flatMap((experiment) => {
    const variant = assignVariant(experiment, input.userId);
    return variant === null ? [] : [{ experiment, variant }];
  });
}

/** Each assigned experiment with the variant it is served (variantOf: experiment id → variant key). */
function servedOf(
  assigned: { experiment: RunningExperiment }[],
  variantOf: Map<number, string>,
): ServedVariant[] {
  return assigned.flatMap(({ experiment }) => {
    const key = variantOf.get(experiment.id);
    const variant = experiment.variants.find((candidate) => candidate.key === key);
    return variant
      ? [
          {
            experimentId: experiment.id,
            experimentKey: experiment.key,
            experimentName: experiment.name,
            variant: variant.key,
            variantName: variant.name,
            values: variant.values,
          },
        ]
      : [];
  });
}

/**
 * The variants this player is served now, one per running experiment they are in,
 * logging the exposure of each the first time (one statement for all of them).
 */
export async function serveVariants(db: Db, input: { userId: string; now: Date }): Promise<ServedVariant[]> {
  const assigned = await assignmentsFor(db, input);
  if (assigned.length === 0) return [];
  const ids = assigned.map(({ experiment }) => experiment.id);
  const rows = Prisma.join(
    assigned.map(
      ({ experiment, variant }) =>
        Prisma.sql`(${experiment.id}::int, ${input.userId}::uuid, ${variant}, ${input.now}::timestamp)`,
    ),
  );
  // The variant first served wins: an existing exposure keeps its variant.
  const served = await db.$queryRaw<{ experimentId: number; variant: string }[]>`
    WITH logged AS (
      INSERT INTO "ExperimentExposure" ("experimentId", "userId", variant, "exposedAt")
      VALUES ${rows}
      ON CONFLICT ("experimentId", "userId") DO NOTHING
      RETURNING "experimentId", variant)
    SELECT "experimentId", variant FROM logged
    UNION ALL
    SELECT "experimentId", variant FROM "ExperimentExposure"
    WHERE "userId" = ${input.userId}::uuid AND "experimentId" = ANY(${ids}::int[])`;
  return servedOf(assigned, new Map(served.map((row) => [row.experimentId, row.variant])));
}

/**
 * What serveVariants would serve this player now, without logging an exposure
 * (the console's preview of a player): their logged variant where they have one,
 * else the one hashing gives.
 */
export async function previewVariants(
  db: Db,
  input: { userId: string; now: Date },
): Promise<ServedVariant[]> {
  const assigned = await assignmentsFor(db, input);
  if (assigned.length === 0) return [];
  const logged = await db.experimentExposure.findMany({
    where: { userId: input.userId, experimentId: { in: assigned.map(({ experiment }) => experiment.id) } },
    select: { experimentId: true, variant: true },
  });
  const variantOf = new Map(assigned.map(({ experiment, variant }) => [experiment.id, variant]));
  for (const row of logged) variantOf.set(row.experimentId, row.variant);
  return servedOf(assigned, variantOf);
}
