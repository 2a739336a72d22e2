// What one player's config is now, and where each value came from. Layers, each
// over the one before: the defaults in code < the live version's values < its
// audience overrides (in the document's order) < the config of the live events
// running for the player < the values of the experiment variants they are served.
// A visitor (no player) gets the defaults and the live version's values.
// resolveConfig logs the exposure of each variant served (serveVariants);
// previewConfig, the console's "what this player gets", logs nothing.
import { createHash } from "node:crypto";
import { audiencesContaining } from "../audiences/membership.ts";
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { previewVariants, type ServedVariant, serveVariants } from "../experiments/assignment.ts";
import { activeEventsFor } from "../live-events/active-events.ts";
import { knownValues, type SetValues } from "./config-values.ts";
import { type ConfigKey, type ConfigValues, configDefaults, configKeyNames } from "./keys.ts";
import { liveConfig } from "./live-config.ts";

export interface ResolvedConfig {
  values: ConfigValues;
  /** The live version (0: none saved yet). */
  version: number;
  /** A strong validator of (version, values), quoted as an ETag header carries it. */
  etag: string;
  /**
   * Where each value came from, in words: "the default in code", "version 3", "audience “VIPs”",
   * "live event “Double gold”", "experiment “Egg labels”, variant “Hatch”".
   */
  sources: Record<ConfigKey, string>;
  /** The experiment variants served, by the names staff gave them (their values are in `values`). */
  experiments: { experiment: string; variant: string }[];
}

/** The source of a value nothing stored sets. */
export const defaultSource = "the default in code";

type VariantsFor = (db: Db, input: { userId: string; now: Date }) => Promise<ServedVariant[]>;

async function resolveWith(
  deps: Pick<AppDeps, "db">,
  input: { userId: string | null; now: Date },
  variantsFor: VariantsFor,
): Promise<ResolvedConfig> {
  const { db } = deps;
  const { userId, now } = input;
  const live = await liveConfig(db, now);
  const values: Record<string, unknown> = configDefaults();
  const sources = Object.fromEntries(configKeyNames.map((key) => [key, defaultSource])) as Record<
    ConfigKey,
    string
  >;
  const apply = (set: SetValues, source: string) => {
    for (const [key, value] of Object.entries(set)) {
      values[key] = value;
      sources[key as ConfigKey] = source;
    }
  };
  apply(live.document.values, `version ${live.version}`);
  let experiments: ResolvedConfig["experiments"] = [];
  if (userId) {
    const targeted = live.document.audiences.flatMap((override) => {
      const audience = live.audiences.get(override.audienceId);
      return audience?.rules ? [{ ...override, name: audience.name, rules: audience.rules }] : [];
    });
    const [inAudiences, events, variants] = await Promise.all([
      audiencesContaining(db, {
        userId,
        now,
        audiences: targeted.map((override) => ({ id: override.audienceId, rules: override.rules })),
      }),
      activeEventsFor(db, { userId, now }),
      variantsFor(db, { userId, now }),
    ]);
    for (const override of targeted) {
      if (inAudiences.has(override.audienceId)) apply(override.values, `audience “${override.name}”`);
    }
    for (const event of events) apply(knownValues(event.config), `live event “${event.name}”`);
    for (const served of variants) {
      apply(
        knownValues(served.values),
        `experiment “${served.experimentName}”, variant “${served.variantName}”`,
      );
    }
    experiments = variants.map((served) => ({
      experiment: served.experimentName,
      variant: served.variantName,
    }));
  }
  const digest = createHash("sha256")
    .update(JSON.stringify({ version: live.version, values }))
    .digest("base64url");
  return {
    values: values as ConfigValues,
    version: live.version,
    etag: `"${digest.slice(0, 27)}"`,
    sources,
    experiments,
  };
}

/** The config a player (or, with userId null, a visitor) gets now; logs the exposure of each variant served. */
export function resolveConfig(
  deps: Pick<AppDeps, "db">,
  input: { userId: string | null; now: Date },
): Promise<ResolvedConfig> {
  return resolveWith(deps, input, serveVariants);
}

/** What this player would get now, with the source of each value, for staff: no exposure is logged. */
export async function previewConfig(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; userId: string; now: Date },
): Promise<ResolvedConfig & { player: { id: string; name: string | null; email: string } }> {
  const player = await deps.db.user.findUnique({
    where: { id: input.userId },
    select: { id: true, email: true, profile: { select: { name: true } } },
  });
  if (!player) throw new AppError("not_found", "There is no such player.");
  const resolved = await resolveWith(deps, input, previewVariants);
  return { ...resolved, player: { id: player.id, name: player.profile?.name ?? null, email: player.email } };
}
