// A live event's own board (its `leaderboard` modifier, docs/decisions/133):
// a Leaderboard row of periodicity `event` and scope "event:<id>", made,
// changed or removed with the event's terms in the staff change's transaction,
// fed by matches (matches/apply-match.ts passes the boards of the player's
// running events to submitScores) and settled once at the end
// (settle-live-events.ts). Its standings are read here for the game's event
// page and the console's event page.
import { leaderboardTypes } from "../catalogue/leaderboards.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { type ContenderRow, contenderRank, topContenders } from "../leaderboards/query-leaderboard.ts";
import { leaderboardStatName } from "../words/display-names.ts";
import type { LiveEventStatus } from "./live-event-record.ts";
import {
  type EventLeaderboardModifier,
  eventLeaderboardOf,
  type LiveEventModifiers,
  rankRewardsInWords,
  storedModifiers,
} from "./modifiers.ts";

/** The top of an event board shown to players and staff. */
export const eventBoardTopSize = 10;

export const eventBoardScope = (eventId: number) => `event:${eventId}`;

function operatorOf(stat: EventLeaderboardModifier["stat"]) {
  return leaderboardTypes.find((board) => board.type === stat)?.operator ?? "increment";
}

/**
 * Makes the event's board follow its terms, in the staff change's transaction.
 * Before the start the board may come, go or change its stat (it has no
 * scores yet); once the event runs it may be added (it counts from then) and
 * its rewards may change, but its stat is fixed and it cannot be removed.
 */
export async function syncEventBoard(
  tx: Db,
  input: {
    eventId: number;
    leaderboardId: number | null;
    status: LiveEventStatus;
    startsAt: Date;
    modifiers: LiveEventModifiers;
  },
): Promise<number | null> {
  const wanted = eventLeaderboardOf(input.modifiers);
  const existing =
    input.leaderboardId === null
      ? null
      : await tx.leaderboard.findUnique({
          where: { id: input.leaderboardId },
          select: { id: true, type: true },
        });
  const started = input.status === "running";
  if (!wanted) {
    if (!existing) return null;
    if (started) {
      throw new AppError("validation_failed", "The event has started: its leaderboard stays until the end.", {
        fields: { modifiers: "the leaderboard cannot be removed once the event has started" },
      });
    }
    await tx.leaderboard.delete({ where: { id: existing.id } });
    return null;
  }
  if (existing) {
    if (existing.type !== wanted.stat && started) {
      throw new AppError(
        "validation_failed",
        "The event has started: its leaderboard ranks the same stat until the end.",
        {
          fields: {
            modifiers: `the leaderboard's stat cannot change once the event has started (it ranks ${leaderboardStatName(existing.type)})`,
          },
        },
      );
    }
    await tx.leaderboard.update({
      where: { id: existing.id },
      data: { type: wanted.stat, operator: operatorOf(wanted.stat), periodStart: input.startsAt },
    });
    return existing.id;
  }
  const created = await tx.leaderboard.create({
    data: {
      periodicity: "event",
      scope: eventBoardScope(input.eventId),
      type: wanted.stat,
      operator: operatorOf(wanted.stat),
      periodStart: input.startsAt,
    },
    select: { id: true },
  });
  await tx.liveEvent.update({ where: { id: input.eventId }, data: { leaderboardId: created.id } });
  return created.id;
}

export interface EventStanding {
  rank: number;
  name: string;
  score: number;
  /** Only for staff (the console links the player); players see names. */
  userId: string;
}

export interface EventBoardView {
  /** What the board ranks, in words ("PvE wins"). */
  stat: string;
  /** What each final rank pays, in words ("Rank 1: 500 gems and 5,000 gold"). */
  rewards: string[];
  top: EventStanding[];
  /** True once the end has been settled and the rewards sent (never for a cancelled event). */
  settled: boolean;
  rewardsPaid: boolean;
}

const standing = (row: ContenderRow): EventStanding => ({
  rank: row.rank,
  name: row.name ?? "A player",
  score: row.score,
  userId: row.userId,
});

/** The board of one event row as it stands (null: the event has no board). */
export async function eventBoardView(
  deps: Pick<AppDeps, "db">,
  event: {
    leaderboardId: number | null;
    modifiers: unknown;
    settledAt: Date | null;
    cancelledAt: Date | null;
  },
): Promise<EventBoardView | null> {
  const board = eventLeaderboardOf(storedModifiers(event.modifiers));
  if (!board || event.leaderboardId === null) return null;
  const { rows } = await topContenders(deps, {
    leaderboardId: event.leaderboardId,
    limit: eventBoardTopSize,
  });
  return {
    stat: leaderboardStatName(board.stat),
    rewards: rankRewardsInWords(board),
    top: rows.map(standing),
    settled: event.settledAt !== null,
    rewardsPaid: event.settledAt !== null && event.cancelledAt === null,
  };
}

export interface PlayerEventBoard extends Omit<EventBoardView, "top"> {
  top: { rank: number; name: string; score: number; isMe: boolean }[];
  /** The player's own standing; null before their first score. */
  me: { rank: number; score: number } | null;
}

/** A player's view of a running or coming event's board: the top and their own rank. */
export async function playerEventBoard(
  deps: Pick<AppDeps, "db">,
  input: { eventId: number; userId: string },
): Promise<PlayerEventBoard | null> {
  const event = await deps.db.liveEvent.findUnique({
    where: { id: input.eventId },
    select: { leaderboardId: true, modifiers: true, settledAt: true, cancelledAt: true },
  });
  if (!event) throw new AppError("not_found", "No such event.");
  const view = await eventBoardView(deps, event);
  if (!view || event.leaderboardId === null) return null;
  const mine = await contenderRank(deps, { leaderboardId: event.leaderboardId, userId: input.userId });
  return {
    ...view,
    top: view.top.map(({ userId, ...row }) => ({ ...row, isMe: userId === input.userId })),
    me: mine ? { rank: mine.rank, score: mine.score } : null,
  };
}
