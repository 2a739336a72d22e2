// Settling the live events that are over (the settle-live-events job), each
// exactly once, resumable after a crash at any point (docs/decisions/133):
//   1. claim: one transaction sets LiveEvent.settledAt with a conditional
//      update (WHERE "settledAt" IS NULL) and, for an event that ran to its end
//      with a board, archives the board's final standings down to the last
//      rewarded rank (leaderboards/reset-leaderboard.ts archiveStandings). Of
//      two instances racing, one update matches and the other finds nothing.
//   2. pay: the archived ranks still marked rewardSent = false get their
//      bracket's reward as an inbox message through the leaderboards' own
//      reward path (sendPendingPayout: one statement marks a batch and writes
//      its messages). Step 2 runs for every settled event with unpaid ranks,
//      so a run that crashed after its claim is finished by the next one.
// A cancelled event is settled without paying: staff called it off, so its
// standings are not a result (to end an event early *and* pay, staff move its
// end to a minute from now). The board's contenders stay as the final standings.

import type { AppDeps } from "../context.ts";
import { messageKeys } from "../inbox/templates.ts";
import { archiveStandings, type ResetHooks, sendPendingPayout } from "../leaderboards/reset-leaderboard.ts";
import { leaderboardReset } from "../leaderboards/rules.ts";
import { eventLeaderboardOf, eventRankBrackets, storedModifiers } from "./modifiers.ts";

export const settleLiveEvents = {
  /**
   * How long after its end an event is settled: a match that read the running
   * events (the 5 s snapshot) just before the end commits its scores first.
   */
  graceMs: 60_000,
  /** Events claimed per run; the rest wait for the next run. */
  maxPerRun: 100,
} as const;

export interface SettleCounts {
  /** Events this run settled (claimed). */
  settled: number;
  /** Of them, cancelled ones (settled without paying). */
  cancelled: number;
  /** Ranks archived from the settled events' boards. */
  archived: number;
  /** Reward messages this run sent. */
  rewarded: number;
}

interface Candidate {
  id: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
  cancelledAt: Date | null;
  leaderboardId: number | null;
  modifiers: unknown;
}

export async function settleEndedLiveEvents(
  deps: Pick<AppDeps, "db">,
  input: { now: Date; hooks?: ResetHooks & { afterClaim?(eventId: number): void | Promise<void> } },
): Promise<SettleCounts> {
  const counts: SettleCounts = { settled: 0, cancelled: 0, archived: 0, rewarded: 0 };
  const endedBefore = new Date(input.now.getTime() - settleLiveEvents.graceMs);
  const due = await deps.db.liveEvent.findMany({
    where: {
      settledAt: null,
      OR: [{ cancelledAt: { not: null } }, { endsAt: { lte: endedBefore } }],
    },
    orderBy: { id: "asc" },
    take: settleLiveEvents.maxPerRun,
    select: {
      id: true,
      name: true,
      startsAt: true,
      endsAt: true,
      cancelledAt: true,
      leaderboardId: true,
      modifiers: true,
    },
  });
  for (const event of due) {
    const claimed = await claim(deps, event, input.now);
    if (!claimed) continue;
    counts.settled += 1;
    if (event.cancelledAt) counts.cancelled += 1;
    counts.archived += claimed.archived;
    await input.hooks?.afterClaim?.(event.id);
  }
  counts.rewarded = await payPending(deps, input);
  return counts;
}

/** Step 1. Null when another run has claimed the event already. */
async function claim(
  deps: Pick<AppDeps, "db">,
  event: Candidate,
  now: Date,
): Promise<{ archived: number } | null> {
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.liveEvent.updateMany({
      where: { id: event.id, settledAt: null },
      data: { settledAt: now },
    });
    if (count === 0) return null;
    const board = eventLeaderboardOf(storedModifiers(event.modifiers));
    if (event.cancelledAt || !board || event.leaderboardId === null) return { archived: 0 };
    const lastRank = Math.max(...board.rewards.map((bracket) => bracket.toRank));
    const archived = await archiveStandings(tx, {
      leaderboardId: event.leaderboardId,
      periodStart: event.startsAt,
      periodEnd: event.endsAt,
      maxRanks: Math.min(lastRank, leaderboardReset.archiveMaxRanks),
    });
    return { archived };
  });
}

/** Step 2, for every settled event whose archived ranks are not all paid. */
async function payPending(
  deps: Pick<AppDeps, "db">,
  input: { now: Date; hooks?: ResetHooks },
): Promise<number> {
  const pending = await deps.db.$queryRaw<Candidate[]>`
    SELECT e.id, e.name, e."startsAt", e."endsAt", e."cancelledAt", e."leaderboardId", e.modifiers
    FROM "LiveEvent" e
    WHERE e."settledAt" IS NOT NULL AND e."cancelledAt" IS NULL AND e."leaderboardId" IS NOT NULL
      AND EXISTS (SELECT 1 FROM "LeaderboardArchive" a
                  WHERE a."leaderboardId" = e."leaderboardId" AND NOT a."rewardSent")
    ORDER BY e.id`;
  let sent = 0;
  for (const event of pending) {
    const board = eventLeaderboardOf(storedModifiers(event.modifiers));
    if (!board || event.leaderboardId === null) continue;
    sent += await sendPendingPayout(deps, {
      board: { id: event.leaderboardId },
      payout: {
        brackets: eventRankBrackets(board),
        messageKey: messageKeys.liveEventReward,
        params: { event: event.name, eventId: event.id, type: board.stat },
      },
      now: input.now,
      hooks: input.hooks,
    });
  }
  return sent;
}
