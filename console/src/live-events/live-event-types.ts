// The live events API's answers as the console reads them: the admin API's own types.
import type { LiveEventRow } from "@arena/api/live-events/live-event-record";

export type { LiveEventStatus } from "@arena/api/live-events/live-event-record";
export type { LiveEventResults, LiveEventResultsDay } from "@arena/api/live-events/live-event-results";

export type LiveEventRecord = Omit<LiveEventRow, "createdById" | "createdAt">;
export type LiveEventModifier = LiveEventRow["modifiers"][number];
