// Ending a leaderboard period (the reset job calls resetDueLeaderboards).
// Exactly once, and resumable after a crash at any point:
//   1. close: in one transaction, with the board row locked, archive the final
//      standings (ranks by row_number() in one INSERT … SELECT, the top
//      leaderboardReset.archiveMaxRanks of a huge board), delete the
//      contenders and their per-score counts, and advance Leaderboard.periodStart. The stored periodStart
//      is the period's identity: once advanced, a second run finds nothing to
//      close. Archive and clear share a transaction so no score submitted in
//      between is lost or archived into the wrong period.
//   2. reward: rank-bracket rewards (catalogue/leaderboards.ts) go out as inbox messages from the
//      archive rows still marked rewardSent = false, a bounded batch per
//      statement — one CTE marks the batch sent and inserts its messages, so a
//      crash between batches neither repeats nor skips a player. Players
//      collect them later through grantReward (inbox/collect-rewards.ts).
// Step 2 runs for the latest archived period before a new period is closed
// too, so a crashed run's rewards are always finished first.
// An admin's "reset now" (the console) closes the running period early: the
// same two steps, the period ending now, and the staff_action row written in
// the close transaction.

import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { type Periodicity, type RankBracket, rankBrackets } from "../catalogue/leaderboards.ts";
import type { AppDeps } from "../context.ts";
import { type Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import { inbox } from "../inbox/rules.ts";
import { dayMs } from "../time/utc-day.ts";
import { gameBoardsWhere, gamePeriodicity } from "./leaderboard-record.ts";
import { leaderboardReset, nextPeriodStartFor, periodStartFor, rankReward } from "./rules.ts";

export const leaderboardRewardMessageKey = "leaderboard_reward";

export interface ResetHooks {
  /** Called after each committed reward batch (tests inject a crash here). */
  afterRewardBatch?(batch: number): void | Promise<void>;
}

/** Defaults from rules.ts (leaderboardReset); tests use small numbers. */
export interface ResetLimits {
  archiveMaxRanks?: number;
  rewardBatchSize?: number;
}

export interface ClosedPeriod {
  periodStart: Date;
  periodEnd: Date;
  /** The board's new period. */
  nextPeriodStart: Date;
  archived: number;
  cleared: number;
}

export interface ResetResult {
  leaderboardId: number;
  periodicity: Periodicity;
  type: string;
  /** The period this run closed; null when none had ended (e.g. a second run). */
  closed: ClosedPeriod | null;
  /** Reward messages sent by this run. */
  rewarded: number;
}

interface LockedBoard {
  id: number;
  periodicity: Periodicity;
  type: string;
  periodStart: Date;
}

export async function resetLeaderboard(
  deps: Pick<AppDeps, "db">,
  input: {
    leaderboardId: number;
    now: Date;
    hooks?: ResetHooks;
    limits?: ResetLimits;
    /** A staff member ending the running period now (otherwise only an ended period closes). */
    resetBy?: Actor;
  },
): Promise<ResetResult> {
  const found = await deps.db.leaderboard.findUnique({
    where: { id: input.leaderboardId, ...gameBoardsWhere },
    select: { id: true, periodicity: true, type: true },
  });
  if (!found) throw new AppError("not_found", "No such leaderboard.");
  const board = { ...found, periodicity: gamePeriodicity(found.periodicity) };
  const rewards = { board, now: input.now, hooks: input.hooks, limits: input.limits };
  let rewarded = await sendPendingRankRewards(deps, rewards);
  const closed = await closePeriod(deps, input);
  if (closed) rewarded += await sendPendingRankRewards(deps, rewards);
  return { leaderboardId: board.id, periodicity: board.periodicity, type: board.type, closed, rewarded };
}

/** Step 1: archive, clear and advance, if the stored period has ended. */
export async function closePeriod(
  deps: Pick<AppDeps, "db">,
  input: { leaderboardId: number; now: Date; limits?: ResetLimits; resetBy?: Actor },
): Promise<ClosedPeriod | null> {
  const archiveMaxRanks = input.limits?.archiveMaxRanks ?? leaderboardReset.archiveMaxRanks;
  return deps.db.$transaction(
    async (tx) => {
      const [board] = await tx.$queryRaw<LockedBoard[]>`
        SELECT id, periodicity::text AS periodicity, type, "periodStart"
        FROM "Leaderboard" WHERE id = ${input.leaderboardId} FOR UPDATE`;
      if (!board) throw new AppError("not_found", "No such leaderboard.");
      const naturalEnd = nextPeriodStartFor(board.periodicity, board.periodStart);
      const ended = naturalEnd !== null && naturalEnd <= input.now;
      if (!ended && !input.resetBy) return null;
      // Reset early by staff: the period ends now and the next one starts now.
      const periodEnd = ended ? naturalEnd : input.now;
      const nextPeriodStart = ended ? periodStartFor(board.periodicity, input.now) : input.now;
      const archived = await archiveStandings(tx, {
        leaderboardId: board.id,
        periodStart: board.periodStart,
        periodEnd,
        maxRanks: archiveMaxRanks,
      });
      const cleared = await tx.$executeRaw`
        DELETE FROM "LeaderboardContender" WHERE "leaderboardId" = ${board.id}`;
      await tx.$executeRaw`DELETE FROM "LeaderboardScoreCount" WHERE "leaderboardId" = ${board.id}`;
      await tx.$executeRaw`
        UPDATE "Leaderboard" SET "periodStart" = ${nextPeriodStart} WHERE id = ${board.id}`;
      const closed = { periodStart: board.periodStart, periodEnd, nextPeriodStart, archived, cleared };
      if (input.resetBy) {
        await recordStaffAction(tx, input.resetBy, null, {
          action: "leaderboard.reset",
          leaderboardId: board.id,
          archived,
          cleared,
          before: { periodStart: board.periodStart.toISOString() },
          after: { periodStart: nextPeriodStart.toISOString() },
        });
      }
      return closed;
    },
    // A million contenders are archived and deleted in this one transaction.
    { timeout: 10 * 60_000, maxWait: 60_000 },
  );
}

/** The board's standings, ranked, into LeaderboardArchive (the top `maxRanks`), in the caller's transaction. */
export function archiveStandings(
  tx: Db,
  input: { leaderboardId: number; periodStart: Date; periodEnd: Date; maxRanks: number },
): Promise<number> {
  return tx.$executeRaw`
    INSERT INTO "LeaderboardArchive"
      ("leaderboardId", "periodStart", "periodEnd", "userId", rank, score, "reachedAt")
    SELECT c."leaderboardId", ${input.periodStart}, ${input.periodEnd}, c."userId",
           row_number() OVER (ORDER BY c.score DESC, c."reachedAt" ASC, c.id ASC), c.score, c."reachedAt"
    FROM "LeaderboardContender" c
    WHERE c."leaderboardId" = ${input.leaderboardId}
    ORDER BY c.score DESC, c."reachedAt" ASC, c.id ASC
    LIMIT ${input.maxRanks}
    ON CONFLICT ("leaderboardId", "periodStart", "userId") DO NOTHING`;
}

/**
 * What an archived period's final ranks pay, and the inbox message that
 * carries it: the game's boards pay the catalogue's brackets scaled by their
 * period (gamePayout); a live event's board pays the brackets staff set on it
 * (live-events/settle-live-events.ts). Both go out through sendPendingRankRewards.
 */
export interface RankPayout {
  brackets: readonly RankBracket[];
  messageKey: string;
  /** Message.params besides rank, score and periodStart. */
  params: Record<string, string | number>;
}

export function gamePayout(board: { periodicity: Periodicity; type: string }): RankPayout {
  return {
    brackets: rankBrackets.flatMap((bracket) => {
      const reward = rankReward(board.periodicity, bracket.fromRank);
      return reward ? [{ fromRank: bracket.fromRank, toRank: bracket.toRank, reward }] : [];
    }),
    messageKey: leaderboardRewardMessageKey,
    params: { periodicity: board.periodicity, type: board.type },
  };
}

/** The bracket table as SQL VALUES: (from_rank, to_rank, rewards jsonb). */
function bracketValues(brackets: readonly RankBracket[]): Prisma.Sql | null {
  const rows = brackets.map(
    (bracket) =>
      Prisma.sql`(${bracket.fromRank}::int, ${bracket.toRank}::int, ${JSON.stringify(bracket.reward)}::jsonb)`,
  );
  return rows.length > 0 ? Prisma.join(rows) : null;
}

/** Step 2: reward batches for the board's latest archived period, until none is left. */
export async function sendPendingRankRewards(
  deps: Pick<AppDeps, "db">,
  input: {
    board: { id: number; periodicity: Periodicity; type: string };
    now: Date;
    hooks?: ResetHooks;
    limits?: ResetLimits;
  },
): Promise<number> {
  return sendPendingPayout(deps, { ...input, board: input.board, payout: gamePayout(input.board) });
}

/** Step 2 for any board and payout (the game's boards above; a live event's board at its end). */
export async function sendPendingPayout(
  deps: Pick<AppDeps, "db">,
  input: {
    board: { id: number };
    payout: RankPayout;
    now: Date;
    hooks?: ResetHooks;
    limits?: ResetLimits;
  },
): Promise<number> {
  const batchSize = input.limits?.rewardBatchSize ?? leaderboardReset.rewardBatchSize;
  const brackets = bracketValues(input.payout.brackets);
  if (!brackets) return 0;
  const lastRank = Math.max(...input.payout.brackets.map((bracket) => bracket.toRank));
  const [latest] = await deps.db.$queryRaw<{ periodStart: Date | null }[]>`
    SELECT max("periodStart") AS "periodStart" FROM "LeaderboardArchive" WHERE "leaderboardId" = ${input.board.id}`;
  const periodStart = latest?.periodStart;
  if (!periodStart) return 0;
  const expiresAt = new Date(input.now.getTime() + inbox.rewardMessageLifetimeDays * dayMs);
  const batchId = `leaderboard:${input.board.id}:${periodStart.toISOString()}`;
  // Bounded: every batch marks at least one row or ends the loop.
  const maxBatches = Math.ceil(lastRank / batchSize) + 1;
  let sent = 0;
  for (let batch = 1; batch <= maxBatches; batch++) {
    const inserted = await rewardBatch(deps.db, {
      board: input.board,
      payout: input.payout,
      lastRank,
      periodStart,
      brackets,
      expiresAt,
      batchId,
      batchSize,
      now: input.now,
    });
    if (inserted.marked === 0) break;
    sent += inserted.messages;
    await input.hooks?.afterRewardBatch?.(batch);
  }
  return sent;
}

async function rewardBatch(
  db: Db,
  input: {
    board: { id: number };
    payout: RankPayout;
    lastRank: number;
    periodStart: Date;
    brackets: Prisma.Sql;
    expiresAt: Date;
    batchId: string;
    batchSize: number;
    now: Date;
  },
): Promise<{ marked: number; messages: number }> {
  // One statement: the batch is marked sent and its messages are written
  // together or not at all.
  const [row] = await db.$queryRaw<{ marked: number; messages: number }[]>`
    WITH brackets (from_rank, to_rank, rewards) AS (VALUES ${input.brackets}),
    batch AS (
      SELECT a.id FROM "LeaderboardArchive" a
      WHERE a."leaderboardId" = ${input.board.id} AND a."periodStart" = ${input.periodStart}
        AND a.rank <= ${input.lastRank} AND NOT a."rewardSent"
      ORDER BY a.rank
      LIMIT ${input.batchSize}
      FOR UPDATE SKIP LOCKED
    ),
    marked AS (
      UPDATE "LeaderboardArchive" a SET "rewardSent" = true
      FROM batch WHERE a.id = batch.id
      RETURNING a."userId", a.rank, a.score
    ),
    messages AS (
      INSERT INTO "Message" ("userId", message, params, rewards, "expiresAt", "batchId", "createdAt")
      SELECT m."userId", ${input.payout.messageKey},
             jsonb_build_object('rank', m.rank, 'score', m.score, 'periodStart', ${input.periodStart.toISOString()}::text)
               || ${JSON.stringify(input.payout.params)}::jsonb,
             b.rewards, ${input.expiresAt}, ${input.batchId}, ${input.now}
      FROM marked m JOIN brackets b ON m.rank BETWEEN b.from_rank AND b.to_rank
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM marked)::int AS marked, (SELECT count(*) FROM messages)::int AS messages`;
  return row ?? { marked: 0, messages: 0 };
}

export interface DueResetCounts {
  boards: number;
  reset: number;
  archived: number;
  cleared: number;
  rewarded: number;
  /** For the `leaderboard:reset` live event. */
  closed: { leaderboardId: number; type: string; periodStart: Date }[];
}

/** Resets every board of a periodicity whose period has ended (the reset job's entry point). */
export async function resetDueLeaderboards(
  deps: Pick<AppDeps, "db">,
  input: { periodicity: Periodicity; now: Date },
): Promise<DueResetCounts> {
  const boards = await deps.db.leaderboard.findMany({
    where: { periodicity: input.periodicity },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  const counts: DueResetCounts = {
    boards: boards.length,
    reset: 0,
    archived: 0,
    cleared: 0,
    rewarded: 0,
    closed: [],
  };
  for (const board of boards) {
    const result = await resetLeaderboard(deps, { leaderboardId: board.id, now: input.now });
    counts.rewarded += result.rewarded;
    if (result.closed) {
      counts.reset += 1;
      counts.archived += result.closed.archived;
      counts.cleared += result.closed.cleared;
      counts.closed.push({
        leaderboardId: board.id,
        type: result.type,
        periodStart: result.closed.periodStart,
      });
    }
  }
  return counts;
}
