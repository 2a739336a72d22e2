// Staff cancelling a scheduled send before it goes out (a recurrence: before
// its next time; what went out stays sent). Locked like an edit; audited.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import {
  auditView,
  lockScheduledSend,
  requireScheduled,
  requireSendPermission,
  rowSelect,
  type ScheduledSendRow,
  toRow,
  withAudienceNames,
} from "./scheduled-send-record.ts";

export async function cancelScheduledSend(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number; now: Date },
): Promise<ScheduledSendRow & { audienceName: string | null }> {
  return deps.db.$transaction(async (tx) => {
    const before = await lockScheduledSend(tx, input.id);
    requireScheduled(before, "cancelled");
    requireSendPermission(input.actor, before.kind);
    const after = toRow(
      await tx.scheduledSend.update({
        where: { id: input.id },
        data: { status: "cancelled", nextAt: null },
        select: rowSelect,
      }),
    );
    await recordStaffAction(tx, input.actor, after.userId, {
      action: "scheduled_send.cancel",
      scheduledSendId: input.id,
      before: auditView(before),
      after: auditView(after),
    });
    const [named] = await withAudienceNames(tx, [after]);
    return named ?? { ...after, audienceName: null };
  });
}
