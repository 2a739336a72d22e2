// The live events API's answers as the console reads them: the admin API's own types.
import type { LiveEventRow } from "@arena/api/live-events/live-event-record";

export type { LiveEventStatus } from "@arena/api/live-events/live-event-record";
export type { LiveEventResults, LiveEventResultsDay } from "@arena/api/live-events/live-event-results";

import type { EventBoardView } from "@arena/api/live-events/event-leaderboard";

/** `standings` comes with one event (the show page), not in the list. */
export type LiveEventRecord = Omit<LiveEventRow, "createdById" | "createdAt"> & {
  standings?: EventBoardView | null;
};
export type LiveEventModifier = LiveEventRow["modifiers"][number];
