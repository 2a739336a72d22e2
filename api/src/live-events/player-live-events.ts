// The live events a player sees: those running for them now, and those about
// to start (within `upcomingDays`), each with what it gives in words. The game's
// banner counts down to the end of a running one; its event page shows one.
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { currentAndUpcomingEventsFor } from "./active-events.ts";
import { type PlayerEventBoard, playerEventBoard } from "./event-leaderboard.ts";
import { describeModifier, type LiveEventModifier, storedModifiers } from "./modifiers.ts";

/** How far ahead the game announces an event. */
export const upcomingDays = 7;

export interface PlayerLiveEvent {
  id: number;
  name: string;
  description: string;
  startsAt: string;
  endsAt: string;
  isRunning: boolean;
  modifiers: LiveEventModifier[];
  /** The modifiers in words, in the same order. */
  effects: string[];
}

export async function listPlayerLiveEvents(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; now: Date },
): Promise<{ events: PlayerLiveEvent[] }> {
  const until = new Date(input.now.getTime() + upcomingDays * 86_400_000);
  const events = await currentAndUpcomingEventsFor(deps.db, { ...input, until });
  return {
    events: events.map((event) => {
      const modifiers = storedModifiers(event.modifiers);
      return {
        id: event.id,
        name: event.name,
        description: event.description,
        startsAt: event.startsAt.toISOString(),
        endsAt: event.endsAt.toISOString(),
        isRunning: event.startsAt <= input.now,
        modifiers,
        effects: modifiers.map(describeModifier),
      };
    }),
  };
}

/** How long after its end a player who made its leaderboard can still open an event: its final standings. */
export const endedEventDays = 30;

/** An event that ended (not cancelled) in the last `endedEventDays`, on whose board the player has a score. */
async function endedEventOnBoard(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; id: number; now: Date },
): Promise<PlayerLiveEvent | null> {
  const event = await deps.db.liveEvent.findFirst({
    where: {
      id: input.id,
      cancelledAt: null,
      endsAt: { lte: input.now, gt: new Date(input.now.getTime() - endedEventDays * 86_400_000) },
      leaderboard: { contenders: { some: { userId: input.userId } } },
    },
    select: { id: true, name: true, description: true, startsAt: true, endsAt: true, modifiers: true },
  });
  if (!event) return null;
  const modifiers = storedModifiers(event.modifiers);
  return {
    id: event.id,
    name: event.name,
    description: event.description,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    isRunning: false,
    modifiers,
    effects: modifiers.map(describeModifier),
  };
}

/**
 * One of the player's current or upcoming events (the game's event page), or
 * one that ended lately with the player on its leaderboard (its final standings).
 */
export async function getPlayerLiveEvent(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; id: number; now: Date },
): Promise<PlayerLiveEvent> {
  const { events } = await listPlayerLiveEvents(deps, input);
  const event =
    events.find((candidate) => candidate.id === input.id) ?? (await endedEventOnBoard(deps, input));
  if (!event) throw new AppError("not_found", "This event is not running for you.");
  return event;
}

/**
 * The leaderboard of one of the player's current or coming events (or of one
 * that ended with them on it: the final standings): the top 10,
 * the player's own rank and the rewards per rank in words (board null: the
 * event has none). Other events are a 404, like the event itself.
 */
export async function getPlayerLiveEventBoard(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; id: number; now: Date },
): Promise<{ board: PlayerEventBoard | null }> {
  await getPlayerLiveEvent(deps, input);
  return { board: await playerEventBoard(deps, { eventId: input.id, userId: input.userId }) };
}
