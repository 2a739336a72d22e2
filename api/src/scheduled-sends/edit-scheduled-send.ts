// Staff changing a scheduled send (what, to whom, when, how it repeats) while
// it is still to go out; a sent or cancelled one answers 409. The row is locked,
// so the due-sends job sends either the old or the new version, never half.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import {
  auditView,
  checkSpec,
  checkTargetExists,
  lockScheduledSend,
  requireScheduled,
  requireSendPermission,
  rowSelect,
  type ScheduledSendRow,
  type ScheduleSendInput,
  ScheduleSendSchema,
  specData,
  toRow,
  withAudienceNames,
} from "./scheduled-send-record.ts";

/** An edit states the whole send again, as scheduling it does. */
export const EditScheduledSendSchema = ScheduleSendSchema;

export async function editScheduledSend(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number; send: ScheduleSendInput; now: Date },
): Promise<ScheduledSendRow & { audienceName: string | null }> {
  const spec = EditScheduledSendSchema.parse(input.send);
  requireSendPermission(input.actor, spec.kind);
  return deps.db.$transaction(async (tx) => {
    const before = await lockScheduledSend(tx, input.id);
    requireScheduled(before, "edited");
    requireSendPermission(input.actor, before.kind);
    checkSpec(spec, input.now);
    await checkTargetExists(tx, spec, input.now);
    const after = toRow(
      await tx.scheduledSend.update({ where: { id: input.id }, data: specData(spec), select: rowSelect }),
    );
    await recordStaffAction(tx, input.actor, after.userId, {
      action: "scheduled_send.update",
      scheduledSendId: input.id,
      before: auditView(before),
      after: auditView(after),
    });
    const [named] = await withAudienceNames(tx, [after]);
    return named ?? { ...after, audienceName: null };
  });
}
