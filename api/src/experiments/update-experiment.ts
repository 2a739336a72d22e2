// Staff changing an experiment. A draft may change anything but its key; once
// it has started, only its name and hypothesis: a new split, audience or set of
// values would mix two tests in one set of results.
import { isDeepStrictEqual } from "node:util";
import type { z } from "zod";
import { requireAudience } from "../audiences/audience-record.ts";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { forgetRunningExperiments } from "./assignment.ts";
import {
  auditView,
  type ExperimentRow,
  ExperimentTermsSchema,
  lockExperiment,
  rowSelect,
  termsData,
  toRow,
} from "./experiment-record.ts";

/** The terms; a key sent along (the console's form sends the record) must be the experiment's own. */
export const UpdateExperimentSchema = ExperimentTermsSchema;
export type UpdateExperimentInput = z.input<typeof UpdateExperimentSchema> & { key?: string };

/** The terms that fix who sees what: frozen once the experiment has started. */
const frozenOnceStarted = ["audienceId", "trafficPercent", "variants", "metric"] as const;

export async function updateExperiment(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number; experiment: UpdateExperimentInput; now: Date },
): Promise<ExperimentRow> {
  const { key, ...rest } = input.experiment;
  const terms = UpdateExperimentSchema.parse(rest);
  const data = termsData(terms);
  const row = await deps.db.$transaction(async (tx) => {
    const before = await lockExperiment(tx, input.id);
    if (key !== undefined && key !== before.key) {
      throw new AppError("validation_failed", "An experiment's key is set when it is made.", {
        fields: { key: "cannot change: players' variants are worked out from it" },
      });
    }
    if (before.status !== "draft") {
      const current = {
        audienceId: before.audienceId,
        trafficPercent: before.trafficPercent,
        variants: before.variants,
        metric: before.metric,
      };
      const changed = frozenOnceStarted.filter((field) => !isDeepStrictEqual(current[field], data[field]));
      if (changed.length > 0) {
        throw new AppError(
          "conflict",
          `“${before.name}” has started: only its name and hypothesis can change now. Make a new experiment to test something else.`,
          {
            reason: `experiment_${before.status}`,
            fields: Object.fromEntries(changed.map((field) => [field, "cannot change once started"])),
          },
        );
      }
    }
    await requireAudience(tx, terms.audienceId);
    const updated = toRow(
      await tx.experiment.update({
        where: { id: input.id },
        data: { ...data, updatedAt: input.now },
        select: rowSelect,
      }),
    );
    await recordStaffAction(tx, input.actor, null, {
      action: "experiment.update",
      experimentId: input.id,
      before: auditView(before),
      after: auditView(updated),
    });
    return updated;
  });
  forgetRunningExperiments(deps.db);
  return row;
}
