// Staff changing a live event. An ended or cancelled event is history and
// stays as it was; a running one keeps its start (players have seen it begin).

import { requireAudience } from "../audiences/audience-record.ts";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { forgetActiveEvents } from "./active-events.ts";
import { syncEventBoard } from "./event-leaderboard.ts";
import {
  auditView,
  type LiveEventRow,
  type LiveEventTermsInput,
  LiveEventTermsSchema,
  lockLiveEvent,
  rowSelect,
  termsData,
  toRow,
} from "./live-event-record.ts";

export const UpdateLiveEventSchema = LiveEventTermsSchema;

export async function updateLiveEvent(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number; event: LiveEventTermsInput; now: Date },
): Promise<LiveEventRow> {
  const terms = UpdateLiveEventSchema.parse(input.event);
  const row = await deps.db.$transaction(async (tx) => {
    const before = await lockLiveEvent(tx, input.id, input.now);
    if (before.status === "ended" || before.status === "cancelled") {
      throw new AppError("conflict", `This event is ${before.status}: it can no longer be changed.`, {
        reason: `event_${before.status}`,
      });
    }
    if (before.status === "running" && terms.startsAt.getTime() !== new Date(before.startsAt).getTime()) {
      throw new AppError("validation_failed", "The event has started: its start can no longer move.", {
        fields: { startsAt: "cannot change once the event has started" },
      });
    }
    if (terms.endsAt.getTime() <= input.now.getTime()) {
      throw new AppError(
        "validation_failed",
        "The end must be in the future (cancel the event to stop it now).",
        {
          fields: { endsAt: "must be in the future" },
        },
      );
    }
    await requireAudience(tx, terms.audienceId);
    const leaderboardId = await syncEventBoard(tx, {
      eventId: input.id,
      leaderboardId: before.leaderboardId,
      status: before.status,
      startsAt: terms.startsAt,
      modifiers: terms.modifiers,
    });
    const updated = toRow(
      await tx.liveEvent.update({
        where: { id: input.id },
        data: { ...termsData(terms), leaderboardId },
        select: rowSelect,
      }),
      input.now,
    );
    await recordStaffAction(tx, input.actor, null, {
      action: "live_event.update",
      liveEventId: input.id,
      before: auditView(before),
      after: auditView(updated),
    });
    return updated;
  });
  forgetActiveEvents(deps.db);
  return row;
}
