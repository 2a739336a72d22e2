// Staff rolling the remote config back to an earlier version in one click: a new
// version copying that one's document (read as the registry accepts it today,
// so a key removed since falls away) with restoredFromId, audited like a save.
// History is never rewritten: the versions in between stay listed.
import { z } from "zod";
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { storedDocument } from "./config-values.ts";
import { getConfigVersion } from "./config-versions.ts";
import { forgetLiveConfig } from "./live-config.ts";
import { lockLiveConfig, writeConfigVersion } from "./save-config.ts";

export const RollbackConfigSchema = z.strictObject({
  /** Why (optional): the versions list says "Restored version N" before it. */
  note: z.string().trim().max(300).default(""),
});
export type RollbackConfigInput = z.input<typeof RollbackConfigSchema>;

export async function rollbackConfig(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; toVersionId: number; rollback?: RollbackConfigInput; now: Date },
) {
  const { note } = RollbackConfigSchema.parse(input.rollback ?? {});
  const id = await deps.db.$transaction(async (tx) => {
    const target = await tx.configVersion.findUnique({
      where: { id: input.toVersionId },
      select: { id: true, document: true },
    });
    if (!target)
      throw new AppError("not_found", `There is no version ${input.toVersionId} of the remote config.`);
    const live = await lockLiveConfig(tx);
    if (live.id === target.id) {
      throw new AppError("conflict", `Version ${target.id} is the live version already.`, {
        reason: "already_live",
      });
    }
    const document = storedDocument(target.document);
    // An audience deleted since cannot be restored: its overrides are left out.
    const existing = new Set(
      (
        await tx.audience.findMany({
          where: { id: { in: document.audiences.map((override) => override.audienceId) } },
          select: { id: true },
        })
      ).map((audience) => audience.id),
    );
    return writeConfigVersion(tx, {
      actor: input.actor,
      action: "remote_config.restore",
      live,
      document: {
        values: document.values,
        audiences: document.audiences.filter((override) => existing.has(override.audienceId)),
      },
      note: note ? `Restored version ${target.id}: ${note}` : `Restored version ${target.id}`,
      restoredFromId: target.id,
      now: input.now,
    });
  });
  forgetLiveConfig(deps.db);
  return getConfigVersion(deps, { actor: input.actor, id });
}
