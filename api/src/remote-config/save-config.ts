// Staff saving the remote config: a new ConfigVersion (the newest is live) from
// a document whose every value its key's rule accepts and whose audiences all
// exist, with a note saying why. Saves take turns (an advisory lock), so a save
// made from an older version than the live one is refused instead of silently
// undoing a colleague's change. The version and its History staff_action row
// share one transaction; this instance serves the new version at once, others
// within 5 s (live-config.ts).
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import type { Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import { describeChanges } from "./config-changes.ts";
import {
  type ConfigDocument,
  ConfigDocumentSchema,
  checkConfigValues,
  storedDocument,
} from "./config-values.ts";
import { getConfigVersion } from "./config-versions.ts";
import { forgetLiveConfig } from "./live-config.ts";

export const ConfigNoteSchema = z.string().trim().min(1, "say why (a note is required)").max(300);

export const SaveConfigSchema = ConfigDocumentSchema.extend({
  /** Why: shown in the versions list and the audit trail. */
  note: ConfigNoteSchema,
  /** The version the change was made from; a newer live one refuses the save (409). */
  baseVersion: z.number().int().min(0).optional(),
});
export type SaveConfigInput = z.input<typeof SaveConfigSchema>;

/** The document, every value checked and every audience existing; a refusal names the field. */
async function checkedDocument(
  db: Db,
  input: z.output<typeof ConfigDocumentSchema>,
): Promise<ConfigDocument> {
  const values = checkConfigValues(input.values, undefined, "values.");
  const seen = new Set<number>();
  input.audiences.forEach((override, index) => {
    if (seen.has(override.audienceId)) {
      throw new AppError(
        "unprocessable",
        `Audience #${override.audienceId} has two sets of overrides: put them in one.`,
        { fields: { [`audiences.${index}.audienceId`]: "has overrides above already" } },
      );
    }
    seen.add(override.audienceId);
  });
  const found = await db.audience.findMany({
    where: { id: { in: [...seen] } },
    select: { id: true, name: true },
  });
  const names = new Map(found.map((audience) => [audience.id, audience.name]));
  const audiences = input.audiences.map((override, index) => {
    const name = names.get(override.audienceId);
    if (!name) {
      throw new AppError("unprocessable", `There is no saved audience #${override.audienceId}.`, {
        fields: { [`audiences.${index}.audienceId`]: "is not a saved audience" },
      });
    }
    return {
      audienceId: override.audienceId,
      values: checkConfigValues(
        override.values,
        `the overrides for audience “${name}”`,
        `audiences.${index}.values.`,
      ),
    };
  });
  return { values, audiences };
}

/** The live version under the save lock: its id (0: none) and document. */
export async function lockLiveConfig(tx: Db): Promise<{ id: number; document: ConfigDocument }> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('remote-config'))`;
  const live = await tx.configVersion.findFirst({
    orderBy: { id: "desc" },
    select: { id: true, document: true },
  });
  return live
    ? { id: live.id, document: storedDocument(live.document) }
    : { id: 0, document: { values: {}, audiences: [] } };
}

/** Writes a version after the live one, and its audit row (inside the caller's transaction). */
export async function writeConfigVersion(
  tx: Db,
  input: {
    actor: Actor;
    action: "remote_config.save" | "remote_config.restore";
    live: { id: number; document: ConfigDocument };
    document: ConfigDocument;
    note: string;
    restoredFromId: number | null;
    now: Date;
  },
): Promise<number> {
  const created = await tx.configVersion.create({
    data: {
      document: input.document as unknown as Prisma.InputJsonValue,
      note: input.note,
      restoredFromId: input.restoredFromId,
      createdById: input.actor.id,
      createdAt: input.now,
    },
    select: { id: true },
  });
  const ids = [
    ...new Set([...input.live.document.audiences, ...input.document.audiences].map((o) => o.audienceId)),
  ];
  const audiences = await tx.audience.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true },
  });
  await recordStaffAction(tx, input.actor, null, {
    action: input.action,
    versionId: created.id,
    previousVersionId: input.live.id,
    restoredFromId: input.restoredFromId,
    note: input.note,
    changes: describeChanges(
      input.live.document,
      input.document,
      new Map(audiences.map((audience) => [audience.id, audience.name])),
    ),
    before: input.live.document,
    after: input.document,
  });
  return created.id;
}

export async function saveConfig(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; config: SaveConfigInput; now: Date },
) {
  const { note, baseVersion, ...document } = SaveConfigSchema.parse(input.config);
  const id = await deps.db.$transaction(async (tx) => {
    const checked = await checkedDocument(tx, document);
    const live = await lockLiveConfig(tx);
    if (baseVersion !== undefined && baseVersion !== live.id) {
      throw new AppError(
        "conflict",
        `Version ${live.id} was saved while you edited version ${baseVersion}: reload and make your change again.`,
        { reason: "newer_version", liveVersion: live.id },
      );
    }
    return writeConfigVersion(tx, {
      actor: input.actor,
      action: "remote_config.save",
      live,
      document: checked,
      note,
      restoredFromId: null,
      now: input.now,
    });
  });
  forgetLiveConfig(deps.db);
  return getConfigVersion(deps, { actor: input.actor, id });
}
