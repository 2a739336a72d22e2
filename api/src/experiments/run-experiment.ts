// Staff starting and stopping an experiment. Starting serves its variants from
// the next config read on (this instance at once, others within 5 s); stopping
// serves them no more, and the results stay readable. Each is audited in the
// change's transaction.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { forgetRunningExperiments } from "./assignment.ts";
import {
  auditView,
  type ExperimentRow,
  lockExperiment,
  requireStatus,
  rowSelect,
  toRow,
} from "./experiment-record.ts";

type Input = { actor: Actor; id: number; now: Date };

export async function startExperiment(deps: Pick<AppDeps, "db">, input: Input): Promise<ExperimentRow> {
  const row = await deps.db.$transaction(async (tx) => {
    const before = await lockExperiment(tx, input.id);
    requireStatus(before, ["draft"], "start (only a draft starts)");
    const started = toRow(
      await tx.experiment.update({
        where: { id: input.id },
        data: { status: "running", startedAt: input.now, updatedAt: input.now },
        select: rowSelect,
      }),
    );
    await recordStaffAction(tx, input.actor, null, {
      action: "experiment.start",
      experimentId: input.id,
      before: auditView(before),
      after: auditView(started),
    });
    return started;
  });
  forgetRunningExperiments(deps.db);
  return row;
}

export async function stopExperiment(deps: Pick<AppDeps, "db">, input: Input): Promise<ExperimentRow> {
  const row = await deps.db.$transaction(async (tx) => {
    const before = await lockExperiment(tx, input.id);
    requireStatus(before, ["running"], "stop (only a running experiment stops)");
    const stopped = toRow(
      await tx.experiment.update({
        where: { id: input.id },
        data: { status: "stopped", stoppedAt: input.now, updatedAt: input.now },
        select: rowSelect,
      }),
    );
    await recordStaffAction(tx, input.actor, null, {
      action: "experiment.stop",
      experimentId: input.id,
      before: auditView(before),
      after: auditView(stopped),
    });
    return stopped;
  });
  forgetRunningExperiments(deps.db);
  return row;
}
