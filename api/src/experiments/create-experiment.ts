// Staff making an experiment: a draft with its key (also the hashing salt, set
// once), its audience and traffic share, and its variants as remote config
// values. The row and its History staff_action row share one transaction.
import { z } from "zod";
import { isUniqueViolation, requireAudience } from "../audiences/audience-record.ts";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import {
  auditView,
  ExperimentKeySchema,
  type ExperimentRow,
  ExperimentTermsSchema,
  rowSelect,
  termsData,
  toRow,
} from "./experiment-record.ts";

export const CreateExperimentSchema = ExperimentTermsSchema.and(z.strictObject({ key: ExperimentKeySchema }));
export type CreateExperimentInput = z.input<typeof CreateExperimentSchema>;

const keyTaken = (key: string) =>
  new AppError("conflict", `An experiment with the key ${key} exists already.`, {
    reason: "key_taken",
    fields: { key: "another experiment has this key" },
  });

export async function createExperiment(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; experiment: CreateExperimentInput; now: Date },
): Promise<ExperimentRow> {
  const { key, ...terms } = CreateExperimentSchema.parse(input.experiment);
  const data = termsData(terms);
  return deps.db
    .$transaction(async (tx) => {
      await requireAudience(tx, terms.audienceId);
      if (await tx.experiment.findUnique({ where: { key }, select: { id: true } })) throw keyTaken(key);
      const created = toRow(
        await tx.experiment.create({
          data: { ...data, key, createdById: input.actor.id, createdAt: input.now, updatedAt: input.now },
          select: rowSelect,
        }),
      );
      await recordStaffAction(tx, input.actor, null, {
        action: "experiment.create",
        experimentId: created.id,
        before: null,
        after: auditView(created),
      });
      return created;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? keyTaken(key) : error;
    });
}
