// Staff shipping an experiment's winner in one action: the variant's values
// become the remote config's defaults in a new config version (noted with the
// experiment), the experiment stops serving variants and is marked shipped.
// The version, the experiment and both audit rows share one transaction.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { forgetLiveConfig } from "../remote-config/live-config.ts";
import { lockLiveConfig, writeConfigVersion } from "../remote-config/save-config.ts";
import { forgetRunningExperiments, VariantKeySchema } from "./assignment.ts";
import {
  auditView,
  type ExperimentRow,
  lockExperiment,
  requireStatus,
  rowSelect,
  toRow,
} from "./experiment-record.ts";

export const ShipExperimentVariantSchema = z.strictObject({ variant: VariantKeySchema });

export async function shipExperimentVariant(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number; ship: z.input<typeof ShipExperimentVariantSchema>; now: Date },
): Promise<{ experiment: ExperimentRow; configVersion: number }> {
  const { variant: key } = ShipExperimentVariantSchema.parse(input.ship);
  const result = await deps.db.$transaction(async (tx) => {
    const before = await lockExperiment(tx, input.id);
    requireStatus(before, ["running", "stopped"], "ship a variant (start it first)");
    const variant = before.variants.find((candidate) => candidate.key === key);
    if (!variant) {
      throw new AppError("validation_failed", `“${before.name}” has no variant ${key}.`, {
        fields: { variant: "is not one of the experiment's variants" },
      });
    }
    const live = await lockLiveConfig(tx);
    const configVersion = await writeConfigVersion(tx, {
      actor: input.actor,
      action: "remote_config.save",
      live,
      document: { ...live.document, values: { ...live.document.values, ...variant.values } },
      note: `Shipped “${variant.name}” of the experiment “${before.name}”`,
      restoredFromId: null,
      now: input.now,
    });
    const shipped = toRow(
      await tx.experiment.update({
        where: { id: input.id },
        data: {
          status: "shipped",
          shippedVariant: variant.key,
          stoppedAt: before.stoppedAt ? undefined : input.now,
          updatedAt: input.now,
        },
        select: rowSelect,
      }),
    );
    await recordStaffAction(tx, input.actor, null, {
      action: "experiment.ship",
      experimentId: input.id,
      variant: variant.key,
      variantName: variant.name,
      versionId: configVersion,
      before: auditView(before),
      after: auditView(shipped),
    });
    return { experiment: shipped, configVersion };
  });
  forgetRunningExperiments(deps.db);
  forgetLiveConfig(deps.db);
  return result;
}
