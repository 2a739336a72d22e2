// Staff starting and stopping an experiment. Starting serves its variants from
// the next config read on (this instance at once, others within 5 s); stopping
// serves them no more, and the results stay readable. Each is audited in the
// change's transaction. Two running experiments never change the same setting.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { configKeys, isConfigKey } from "../remote-config/keys.ts";
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

/** The settings an experiment's variants change. */
const settingsOf = (experiment: Pick<ExperimentRow, "variants">) =>
  new Set(experiment.variants.flatMap((variant) => Object.keys(variant.values)));

/**
 * Two running experiments must not change one setting: a player in both would
 * see only one's value while counting as exposed to the other's, and both
 * results would be wrong. Checked under the starting experiment's lock; starts
 * take turns on an advisory lock so two overlapping ones cannot both start.
 */
async function refuseOverlap(tx: Db, starting: ExperimentRow): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('experiments:start'))`;
  const mine = settingsOf(starting);
  const running = await tx.experiment.findMany({
    where: { status: "running", NOT: { id: starting.id } },
    select: rowSelect,
  });
  for (const other of running.map(toRow)) {
    const shared = [...settingsOf(other)].filter((key) => mine.has(key));
    if (shared.length === 0) continue;
    const labels = shared.map((key) => (isConfigKey(key) ? configKeys[key].label : key));
    throw new AppError(
      "conflict",
      `“${other.name}” is running and also changes ${labels.join(", ")}: stop or ship it first, so each player's value comes from one experiment.`,
      { reason: "settings_in_another_experiment", experimentId: other.id },
    );
  }
}

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
    if (step.to === "running") await refuseOverlap(tx, before);
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
