// Staff calling off a live event: scheduled or running, it stops applying at
// once (on this instance; within 5 s elsewhere). What it already gave stays.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { forgetActiveEvents } from "./active-events.ts";
import { auditView, type LiveEventRow, lockLiveEvent, rowSelect, toRow } from "./live-event-record.ts";

export async function cancelLiveEvent(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number; now: Date },
): Promise<LiveEventRow> {
  const row = await deps.db.$transaction(async (tx) => {
    const before = await lockLiveEvent(tx, input.id, input.now);
    if (before.status === "ended" || before.status === "cancelled") {
      throw new AppError("conflict", `This event is ${before.status} already.`, {
        reason: `event_${before.status}`,
      });
    }
    const cancelled = toRow(
      await tx.liveEvent.update({
        where: { id: input.id },
        data: { cancelledAt: input.now },
        select: rowSelect,
      }),
      input.now,
    );
    await recordStaffAction(tx, input.actor, null, {
      action: "live_event.cancel",
      liveEventId: input.id,
      before: auditView(before),
      after: auditView(cancelled),
    });
    return cancelled;
  });
  forgetActiveEvents(deps.db);
  return row;
}
