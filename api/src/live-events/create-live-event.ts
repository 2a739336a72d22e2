// Staff scheduling a live event. The event and its History staff_action row
// share one transaction; this instance's snapshot of running events is dropped
// after the commit (other instances see it within the snapshot's 5 s).

import { requireAudience } from "../audiences/audience-record.ts";
import type { Actor } from "../audit/staff-action.ts";
import { recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { forgetActiveEvents } from "./active-events.ts";
import { syncEventBoard } from "./event-leaderboard.ts";
import {
  auditView,
  type LiveEventRow,
  type LiveEventTermsInput,
  LiveEventTermsSchema,
  rowSelect,
  statusOf,
  termsData,
  toRow,
} from "./live-event-record.ts";

export const CreateLiveEventSchema = LiveEventTermsSchema;

export async function createLiveEvent(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; event: LiveEventTermsInput; now: Date },
): Promise<LiveEventRow> {
  const terms = CreateLiveEventSchema.parse(input.event);
  if (terms.endsAt.getTime() <= input.now.getTime()) {
    throw new AppError("validation_failed", "The event would be over before it is made.", {
      fields: { endsAt: "must be in the future" },
    });
  }
  const row = await deps.db.$transaction(async (tx) => {
    await requireAudience(tx, terms.audienceId);
    const made = await tx.liveEvent.create({
      data: { ...termsData(terms), createdById: input.actor.id },
      select: rowSelect,
    });
    const leaderboardId = await syncEventBoard(tx, {
      eventId: made.id,
      leaderboardId: null,
      status: statusOf(made, input.now),
      startsAt: made.startsAt,
      modifiers: terms.modifiers,
    });
    const created = toRow({ ...made, leaderboardId }, input.now);
    await recordStaffAction(tx, input.actor, null, {
      action: "live_event.create",
      liveEventId: created.id,
      before: null,
      after: auditView(created),
    });
    return created;
  });
  forgetActiveEvents(deps.db);
  return row;
}
