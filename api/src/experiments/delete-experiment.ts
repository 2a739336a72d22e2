// Staff removing a draft that was never started. One that has run keeps its
// exposures and results: it is stopped, not deleted.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { auditView, type ExperimentRow, lockExperiment, requireStatus } from "./experiment-record.ts";

export async function deleteExperiment(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number; now: Date },
): Promise<ExperimentRow> {
  return deps.db.$transaction(async (tx) => {
    const before = await lockExperiment(tx, input.id);
    requireStatus(before, ["draft"], "be deleted (stop it instead: its results stay)");
    await tx.experiment.delete({ where: { id: input.id } });
    await recordStaffAction(tx, input.actor, null, {
      action: "experiment.delete",
      experimentId: input.id,
      before: auditView(before),
      after: null,
    });
    return before;
  });
}
