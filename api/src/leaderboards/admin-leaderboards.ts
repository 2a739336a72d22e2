// The console's leaderboards: boards (list, read, create, change the score
// operator), current standings and past periods paged by rank, and an admin's
// "reset now" through the resumable reset use case. Reward brackets live in
// config (rankBrackets × rankRewardScale), so they are shown read-only (ADR 074).
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import { leaderboardName } from "../config/display-names.ts";
import {
  nextPeriodStartFor,
  type Periodicity,
  periodStartFor,
  rankBrackets,
  rankReward,
} from "../config/game.ts";
import type { AppDeps } from "../context.ts";
import { pageArgs } from "../db/list-page.ts";
import { intInput, RowIdTextSchema } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { archivedPeriods, LeaderboardTypeSchema, PeriodicitySchema } from "./query-leaderboard.ts";
import { resetLeaderboard } from "./reset-leaderboard.ts";

const OperatorSchema = z.enum(["best", "set", "increment"]);

export const leaderboardSortFields = ["id", "type", "periodicity"] as const;
export type LeaderboardSortField = (typeof leaderboardSortFields)[number];

export const LeaderboardFilterSchema = z.strictObject({
  type: LeaderboardTypeSchema.optional(),
  periodicity: PeriodicitySchema.optional(),
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});
export type LeaderboardFilter = z.output<typeof LeaderboardFilterSchema>;

export const CreateLeaderboardSchema = z.strictObject({
  periodicity: PeriodicitySchema,
  type: LeaderboardTypeSchema,
  operator: OperatorSchema,
});
export type CreateLeaderboardInput = z.input<typeof CreateLeaderboardSchema>;

/** Periodicity and type are a board's identity (scores are submitted by them): only the operator changes. */
export const UpdateLeaderboardSchema = z.object({ operator: OperatorSchema });
export type UpdateLeaderboardInput = z.input<typeof UpdateLeaderboardSchema>;

const boardSelect = {
  id: true,
  periodicity: true,
  type: true,
  operator: true,
  periodStart: true,
} satisfies Prisma.LeaderboardSelect;

type SelectedBoard = Prisma.LeaderboardGetPayload<{ select: typeof boardSelect }>;

/** The config's brackets as this board pays them (all-time boards pay nothing). */
export function bracketsFor(periodicity: Periodicity) {
  return rankBrackets.map((bracket) => ({
    fromRank: bracket.fromRank,
    toRank: bracket.toRank,
    reward: rankReward(periodicity, bracket.fromRank) ?? {},
  }));
}

function toRow(board: SelectedBoard, now: Date) {
  return {
    ...board,
    periodStart: board.periodStart.toISOString(),
    nextResetAt: nextPeriodStartFor(board.periodicity, now)?.toISOString() ?? null,
    brackets: bracketsFor(board.periodicity),
  };
}
export type LeaderboardRow = ReturnType<typeof toRow>;

export async function listLeaderboards(
  deps: Pick<AppDeps, "db">,
  query: {
    filter: LeaderboardFilter;
    sort: { field: LeaderboardSortField; order: "ASC" | "DESC" };
    skip: number;
    take: number;
  },
  now = new Date(),
): Promise<{ rows: LeaderboardRow[]; total: number }> {
  const where: Prisma.LeaderboardWhereInput = {};
  if (query.filter.type) where.type = query.filter.type;
  if (query.filter.periodicity) where.periodicity = query.filter.periodicity;
  if (query.filter.id !== undefined) {
    where.id = { in: Array.isArray(query.filter.id) ? query.filter.id : [query.filter.id] };
  }
  const [boards, total] = await Promise.all([
    deps.db.leaderboard.findMany({
      where,
      select: boardSelect,
      ...pageArgs(query),
    }),
    deps.db.leaderboard.count({ where }),
  ]);
  return { rows: boards.map((board) => toRow(board, now)), total };
}

const parseId = (id: string | number) => {
  const parsed = RowIdTextSchema.safeParse(id);
  if (!parsed.success) throw new AppError("not_found", "No such leaderboard.");
  return parsed.data;
};

/** One board with its contender count and past periods. */
export async function getLeaderboard(deps: Pick<AppDeps, "db">, id: string | number, now = new Date()) {
  const leaderboardId = parseId(id);
  const board = await deps.db.leaderboard.findUnique({ where: { id: leaderboardId }, select: boardSelect });
  if (!board) throw new AppError("not_found", "No such leaderboard.");
  const [contenders, periods] = await Promise.all([
    deps.db.leaderboardContender.count({ where: { leaderboardId } }),
    archivedPeriods(deps.db, { leaderboardId }),
  ]);
  return {
    ...toRow(board, now),
    contenders,
    periods: periods.map((period) => ({
      periodStart: period.periodStart.toISOString(),
      periodEnd: period.periodEnd.toISOString(),
      contenders: period.contenders,
    })),
  };
}

export async function createLeaderboard(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  input: CreateLeaderboardInput,
  now = new Date(),
): Promise<LeaderboardRow> {
  const data = CreateLeaderboardSchema.parse(input);
  return deps.db.$transaction(async (tx) => {
    const existing = await tx.leaderboard.findUnique({
      where: { periodicity_type: { periodicity: data.periodicity, type: data.type } },
      select: { id: true },
    });
    if (existing) {
      throw new AppError("validation_failed", "The request is not valid.", {
        fields: { type: `The board “${leaderboardName(data)}” already exists.` },
      });
    }
    const created = await tx.leaderboard.create({
      data: { ...data, periodStart: periodStartFor(data.periodicity, now) },
      select: boardSelect,
    });
    const after = toRow(created, now);
    await recordStaffAction(tx, actor, null, {
      action: "leaderboard.create",
      leaderboardId: created.id,
      before: null,
      after,
    });
    return after;
  });
}

export async function updateLeaderboard(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  id: string | number,
  input: UpdateLeaderboardInput,
  now = new Date(),
): Promise<LeaderboardRow> {
  const leaderboardId = parseId(id);
  const { operator } = UpdateLeaderboardSchema.parse(input);
  return deps.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Leaderboard" WHERE id = ${leaderboardId} FOR UPDATE`;
    const before = await tx.leaderboard.findUnique({ where: { id: leaderboardId }, select: boardSelect });
    if (!before) throw new AppError("not_found", "No such leaderboard.");
    const updated = await tx.leaderboard.update({
      where: { id: leaderboardId },
      data: { operator },
      select: boardSelect,
    });
    await recordStaffAction(tx, actor, null, {
      action: "leaderboard.update",
      leaderboardId,
      before: { operator: before.operator },
      after: { operator: updated.operator },
    });
    return toRow(updated, now);
  });
}

/** An operator ends the running period now: archived, cleared, rewards sent (the reset job's own steps). */
export async function resetLeaderboardNow(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  id: string | number,
  now = new Date(),
) {
  assertStaff(actor, "leaderboards.reset");
  const result = await resetLeaderboard(deps, { leaderboardId: parseId(id), now, resetBy: actor });
  return {
    leaderboardId: result.leaderboardId,
    rewarded: result.rewarded,
    closed: result.closed && {
      periodStart: result.closed.periodStart.toISOString(),
      periodEnd: result.closed.periodEnd.toISOString(),
      nextPeriodStart: result.closed.nextPeriodStart.toISOString(),
      archived: result.closed.archived,
      cleared: result.closed.cleared,
    },
  };
}

// ───────────────────────── standings ─────────────────────────

export const StandingsFilterSchema = z.strictObject({
  leaderboardId: RowIdTextSchema,
});

export const ArchiveFilterSchema = z.strictObject({
  leaderboardId: RowIdTextSchema,
  /** The period's start; the latest archived period when absent. */
  periodStart: z.iso.datetime().optional(),
});

interface StandingRaw {
  id: number;
  userId: string;
  name: string | null;
  score: number;
  reachedAt: Date;
}

/**
 * The running period's standings by rank, paged with range (ranks are the
 * offset: the board order is the index (leaderboardId, score desc, reachedAt, id)).
 */
export async function listStandings(
  deps: Pick<AppDeps, "db">,
  query: { filter: z.output<typeof StandingsFilterSchema>; skip: number; take: number },
) {
  const { leaderboardId } = query.filter;
  const [rows, total] = await Promise.all([
    deps.db.$queryRaw<StandingRaw[]>`
      SELECT c.id, c."userId", p.name, c.score, c."reachedAt"
      FROM "LeaderboardContender" c LEFT JOIN "UserProfile" p ON p."userId" = c."userId"
      WHERE c."leaderboardId" = ${leaderboardId}
      ORDER BY c.score DESC, c."reachedAt" ASC, c.id ASC
      OFFSET ${query.skip} LIMIT ${query.take}`,
    deps.db.leaderboardContender.count({ where: { leaderboardId } }),
  ]);
  return {
    rows: rows.map((row, index) => ({
      id: row.id,
      rank: query.skip + index + 1,
      userId: row.userId,
      name: row.name,
      score: row.score,
      reachedAt: row.reachedAt.toISOString(),
    })),
    total,
  };
}

/** A past period's final standings by rank (index (leaderboardId, periodStart, rank)). */
export async function listArchivedStandings(
  deps: Pick<AppDeps, "db">,
  query: { filter: z.output<typeof ArchiveFilterSchema>; skip: number; take: number },
) {
  const { leaderboardId } = query.filter;
  const periodStart = query.filter.periodStart
    ? new Date(query.filter.periodStart)
    : (
        await deps.db.leaderboardArchive.aggregate({
          where: { leaderboardId },
          _max: { periodStart: true },
        })
      )._max.periodStart;
  if (!periodStart) return { rows: [], total: 0 };
  const where = { leaderboardId, periodStart };
  const [rows, total] = await Promise.all([
    deps.db.leaderboardArchive.findMany({
      where,
      orderBy: { rank: "asc" },
      skip: query.skip,
      take: query.take,
      select: {
        id: true,
        rank: true,
        userId: true,
        score: true,
        periodStart: true,
        periodEnd: true,
        rewardSent: true,
      },
    }),
    deps.db.leaderboardArchive.count({ where }),
  ]);
  const names = await deps.db.userProfile.findMany({
    where: { userId: { in: rows.map((row) => row.userId) } },
    select: { userId: true, name: true },
  });
  const nameOf = new Map(names.map((profile) => [profile.userId, profile.name]));
  return {
    rows: rows.map((row) => ({
      ...row,
      name: nameOf.get(row.userId) ?? null,
      periodStart: row.periodStart.toISOString(),
      periodEnd: row.periodEnd.toISOString(),
    })),
    total,
  };
}
