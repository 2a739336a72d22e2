// The live events in force for one player now: the use cases that apply event
// modifiers (matches, the shop, summons, leaderboards) and the remote config ask
// here. The events not yet ended are a short-lived snapshot (snapshotCache), so
// with no event running this costs no query; with events for an audience it is
// one statement (audiencesContaining).

import type { AudienceRules } from "../audiences/audience-rules.ts";
import { audiencesContaining, storedRules } from "../audiences/membership.ts";
import { snapshotCache } from "../db/snapshot-cache.ts";
import type { Db } from "../db.ts";

export interface ActiveEvent {
  id: number;
  name: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  audienceId: number | null;
  /** LiveEvent.modifiers as stored (parsed by live-events/modifiers.ts). */
  modifiers: unknown;
  /** Remote config values for the event's audience while it runs. */
  config: Record<string, unknown>;
  /** The event's own board (its `leaderboard` modifier), fed by the matches of its players while it runs. */
  leaderboardId: number | null;
}

interface Loaded extends ActiveEvent {
  rules: AudienceRules | null;
}

const snapshotMs = 5_000;

const notEnded = snapshotCache<Loaded[]>(snapshotMs, async (db, now) => {
  const rows = await db.liveEvent.findMany({
    where: { cancelledAt: null, endsAt: { gt: now } },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take: 500,
    include: { audience: { select: { rules: true } } },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    audienceId: row.audienceId,
    modifiers: row.modifiers,
    config: (row.config ?? {}) as Record<string, unknown>,
    leaderboardId: row.leaderboardId,
    rules: row.audience ? storedRules(row.audience.rules) : null,
  }));
});

/** After staff create, change or cancel an event on this instance. */
export function forgetActiveEvents(db: Db): void {
  notEnded.clear(db);
}

/** The events running at `now` (start ≤ now < end) for this player, earliest start first. */
export function activeEventsFor(db: Db, input: { userId: string; now: Date }): Promise<ActiveEvent[]> {
  return eventsFor(db, input, (event) => event.startsAt <= input.now && input.now < event.endsAt);
}

/**
 * The events running now or starting before `until` for this player (audiences
 * as they are now), earliest start first: what the game announces.
 */
export function currentAndUpcomingEventsFor(
  db: Db,
  input: { userId: string; now: Date; until: Date },
): Promise<ActiveEvent[]> {
  return eventsFor(db, input, (event) => event.startsAt < input.until && input.now < event.endsAt);
}

async function eventsFor(
  db: Db,
  input: { userId: string; now: Date },
  keep: (event: Loaded) => boolean,
): Promise<ActiveEvent[]> {
  const { now } = input;
  const running = (await notEnded.get(db, now)).filter(keep);
  if (running.length === 0) return [];
  const targeted = running.filter((event) => event.audienceId !== null);
  const inAudiences = await audiencesContaining(db, {
    userId: input.userId,
    now,
    // An audience whose rules no longer parse matches nobody.
    audiences: targeted.flatMap((event) =>
      event.rules && event.audienceId !== null ? [{ id: event.audienceId, rules: event.rules }] : [],
    ),
  });
  return running
    .filter((event) => event.audienceId === null || inAudiences.has(event.audienceId))
    .map(({ rules: _rules, ...event }) => event);
}
