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
  type ExperimentStatus,
  lockExperiment,
  requireStatus,
  rowSelect,
  toRow,
} from "./experiment-record.ts";

type Input = { actor: Actor; id: number; now: Date };

/** One step of the lifecycle: from the one state it may leave, to the next, audited as `action`. */
async function moveExperiment(
  deps: Pick<AppDeps, "db">,
  input: Input,
  step: {
    from: ExperimentStatus;
    to: ExperimentStatus;
    doing: string;
    stamp: "startedAt" | "stoppedAt";
    action: string;
  },
): Promise<ExperimentRow> {
  const row = await deps.db.$transaction(async (tx) => {
    const before = await lockExperiment(tx, input.id);
    requireStatus(before, [step.from], step.doing);
    const after = toRow(
      await tx.experiment.update({
        where: { id: input.id },
        data: { status: step.to, [step.stamp]: input.now, updatedAt: input.now },
        select: rowSelect,
      }),
    );
    await recordStaffAction(tx, input.actor, null, {
      action: step.action,
      experimentId: input.id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
  forgetRunningExperiments(deps.db);
  return row;
}

export function startExperiment(deps: Pick<AppDeps, "db">, input: Input): Promise<ExperimentRow> {
  return moveExperiment(deps, input, {
    from: "draft",
    to: "running",
    doing: "start (only a draft starts)",
    stamp: "startedAt",
    action: "experiment.start",
  });
}

export function stopExperiment(deps: Pick<AppDeps, "db">, input: Input): Promise<ExperimentRow> {
  return moveExperiment(deps, input, {
    from: "running",
    to: "stopped",
    doing: "stop (only a running experiment stops)",
    stamp: "stoppedAt",
    action: "experiment.stop",
  });
}
