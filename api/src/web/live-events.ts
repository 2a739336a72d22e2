// The live events as the game's pages read them (`context.liveEvents`): the
// banner on every page (the player's running events) and the event page, by
// the same use cases as GET /api/live-events and /api/live-events/{id}.
import type { AppDeps } from "../context.ts";
import type { PlayerEventBoard } from "../live-events/event-leaderboard.ts";
import {
  getPlayerLiveEvent,
  getPlayerLiveEventBoard,
  listPlayerLiveEvents,
  type PlayerLiveEvent,
} from "../live-events/player-live-events.ts";
import { attempt, type Outcome } from "./outcome.ts";

export function createWebLiveEvents(deps: AppDeps) {
  return {
    forPlayer: async (userId: string): Promise<PlayerLiveEvent[]> =>
      (await listPlayerLiveEvents(deps, { userId, now: new Date() })).events,
    one: (userId: string, id: number): Promise<Outcome<PlayerLiveEvent>> =>
      attempt(() => getPlayerLiveEvent(deps, { userId, id, now: new Date() })),
    board: async (userId: string, id: number): Promise<Outcome<{ board: PlayerEventBoard | null }>> =>
      attempt(() => getPlayerLiveEventBoard(deps, { userId, id, now: new Date() })),
  };
}

export type WebLiveEvents = ReturnType<typeof createWebLiveEvents>;
