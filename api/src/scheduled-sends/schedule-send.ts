// Staff scheduling a message or an announcement: at a time in the future, or
// on a recurrence. The payload is checked as sending it now would be (the same
// schemas, the same reward rule, the player must exist); the send and its
// History staff_action row share one transaction.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import {
  auditView,
  checkSpec,
  checkTargetExists,
  requireSendPermission,
  rowSelect,
  type ScheduledSendRow,
  type ScheduleSendInput,
  ScheduleSendSchema,
  specData,
  toRow,
  withAudienceNames,
} from "./scheduled-send-record.ts";

export { ScheduleSendSchema };

export async function scheduleSend(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; send: ScheduleSendInput; now: Date },
): Promise<ScheduledSendRow & { audienceName: string | null }> {
  const spec = ScheduleSendSchema.parse(input.send);
  requireSendPermission(input.actor, spec.kind);
  checkSpec(spec, input.now);
  return deps.db.$transaction(async (tx) => {
    await checkTargetExists(tx, spec, input.now);
    const row = toRow(
      await tx.scheduledSend.create({
        data: { ...specData(spec), createdById: input.actor.id },
        select: rowSelect,
      }),
    );
    await recordStaffAction(tx, input.actor, row.userId, {
      action: "scheduled_send.create",
      scheduledSendId: row.id,
      before: null,
      after: auditView(row),
    });
    const [named] = await withAudienceNames(tx, [row]);
    return named ?? { ...row, audienceName: null };
  });
}
