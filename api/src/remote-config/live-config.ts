// The live config version (the highest id) with the audiences its overrides name,
// read through a short per-database snapshot (db/snapshot-cache.ts): a config read
// costs no query within 5 s of the last, and this instance's own save or rollback
// drops it at once. Other instances see a new version within 5 s.
import type { AudienceRules } from "../audiences/audience-rules.ts";
import { storedRules } from "../audiences/membership.ts";
import { snapshotCache } from "../db/snapshot-cache.ts";
import type { Db } from "../db.ts";
import { type ConfigDocument, storedDocument } from "./config-values.ts";

export interface LiveConfig {
  /** The live version's id; 0 before the first save (the defaults in code). */
  version: number;
  document: ConfigDocument;
  /** The audiences the overrides name, by id (an audience deleted since is missing: its overrides apply to nobody). */
  audiences: Map<number, { name: string; rules: AudienceRules | null }>;
}

const live = snapshotCache<LiveConfig>(5_000, async (db) => {
  const row = await db.configVersion.findFirst({
    orderBy: { id: "desc" },
    select: { id: true, document: true },
  });
  if (!row) return { version: 0, document: { values: {}, audiences: [] }, audiences: new Map() };
  const document = storedDocument(row.document);
  const ids = document.audiences.map((override) => override.audienceId);
  const audiences =
    ids.length === 0
      ? []
      : await db.audience.findMany({
          where: { id: { in: ids } },
          select: { id: true, name: true, rules: true },
        });
  return {
    version: row.id,
    document,
    audiences: new Map(
      audiences.map((audience) => [audience.id, { name: audience.name, rules: storedRules(audience.rules) }]),
    ),
  };
});

export function liveConfig(db: Db, now: Date): Promise<LiveConfig> {
  return live.get(db, now);
}

/** After a save or a rollback on this instance. */
export function forgetLiveConfig(db: Db): void {
  live.clear(db);
}
