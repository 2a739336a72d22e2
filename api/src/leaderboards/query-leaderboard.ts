// Reading a board: top N with keyset paging, a player's rank, and "around me".
// Order: score desc, then reachedAt asc (who reached the score first), then id
// asc — exactly the index (leaderboardId, score desc, reachedAt, id), so every
// query here is an index range scan:
//   rank = 1 + (contenders above s: a sum over LeaderboardScoreCount, one row per
//          distinct score) + count(score = s AND (reachedAt, id) < (r, myId))
//   next page / below me: score ≤ s AND (score < s OR (reachedAt, id) > (r, id))
//   above me: the same reversed, read backwards.
import { z } from "zod";
import {
  type LeaderboardType,
  leaderboardPeriodicities,
  leaderboardTypes,
  type Periodicity,
} from "../catalogue/leaderboards.ts";
import type { AppDeps } from "../context.ts";
import { intInput } from "../db/row-id.ts";
import { type Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import { defaultCosmetics } from "../profile/profile-rules.ts";
import { gameBoardsWhere, gamePeriodicity } from "./leaderboard-record.ts";
import { leaderboardQueries, nextPeriodStartFor } from "./rules.ts";

export const PeriodicitySchema = z.enum(leaderboardPeriodicities);
export const LeaderboardTypeSchema = z.enum(leaderboardTypes.map((board) => board.type) as [LeaderboardType]);

export const BoardKeySchema = z.object({ periodicity: PeriodicitySchema, type: LeaderboardTypeSchema });

export interface Board {
  id: number;
  periodicity: Periodicity;
  type: string;
  operator: string;
  periodStart: Date;
}

export interface BoardView extends Board {
  /** When the current period ends and the board resets; null for all-time boards. */
  nextResetAt: Date | null;
}

export interface ContenderRow {
  rank: number;
  userId: string;
  name: string | null;
  /** The contender's profile avatar and frame (cosmetic ids), for their picture beside the name. */
  avatar: string;
  frame: string;
  score: number;
  reachedAt: Date;
}

/** Where a page ends: the last row's sort key and rank. */
const CursorSchema = z.strictObject({
  s: intInput(),
  r: z.iso.datetime(),
  i: intInput({ min: 1 }),
  k: intInput({ min: 1 }),
});
type Cursor = z.infer<typeof CursorSchema>;

/** Where a page of past standings ends: the last row's rank. */
const RankCursorSchema = z.strictObject({ k: intInput({ min: 1 }) });

export function encodeCursor(cursor: Cursor | z.infer<typeof RankCursorSchema>): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

function decodeWith<S extends z.ZodType>(schema: S, value: string): z.output<S> {
  try {
    return schema.parse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
  } catch {
    throw new AppError("validation_failed", "The page cursor is not valid.", {
      fields: { cursor: "invalid" },
    });
  }
}

export function boardView(board: Board, now: Date): BoardView {
  return { ...board, nextResetAt: nextPeriodStartFor(board.periodicity, now) };
}

export async function listBoards(deps: Pick<AppDeps, "db">, input: { now: Date }): Promise<BoardView[]> {
  const { db } = deps;
  const boards = await db.leaderboard.findMany({
    where: gameBoardsWhere,
    orderBy: [{ type: "asc" }, { periodicity: "asc" }],
    select: { id: true, periodicity: true, type: true, operator: true, periodStart: true },
  });
  return boards.map((board) =>
    boardView({ ...board, periodicity: gamePeriodicity(board.periodicity) }, input.now),
  );
}

export async function findBoard(
  deps: Pick<AppDeps, "db">,
  input: { periodicity: string; type: string },
): Promise<Board> {
  const { db } = deps;
  const key = BoardKeySchema.safeParse(input);
  const board = key.success
    ? await db.leaderboard.findUnique({
        where: { periodicity_type_scope: { ...key.data, scope: "" } },
        select: { id: true, periodicity: true, type: true, operator: true, periodStart: true },
      })
    : null;
  if (!board) throw new AppError("not_found", "No such leaderboard.");
  return { ...board, periodicity: gamePeriodicity(board.periodicity) };
}

interface RawContender {
  id: number;
  userId: string;
  name: string | null;
  avatar: string;
  frame: string;
  score: number;
  reachedAt: Date;
}

/** A contender without a profile row wears the defaults. */
const cosmeticColumns = Prisma.sql`COALESCE(p.avatar, ${defaultCosmetics.avatar}) AS avatar, COALESCE(p.frame, ${defaultCosmetics.frame}) AS frame`;
const contenderColumns = Prisma.sql`c.id, c."userId", p.name, ${cosmeticColumns}, c.score, c."reachedAt"`;
const fromContenders = Prisma.sql`"LeaderboardContender" c LEFT JOIN "UserProfile" p ON p."userId" = c."userId"`;

/** Rows strictly after (score, reachedAt, id) in board order. */
function after(s: number, r: Date, i: number) {
  return Prisma.sql`c.score <= ${s} AND (c.score < ${s} OR (c."reachedAt", c.id) > (${r}::timestamp(3), ${i}::int))`;
}

export interface TopPage {
  rows: ContenderRow[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export async function topContenders(
  deps: Pick<AppDeps, "db">,
  input: { leaderboardId: number; limit?: number; cursor?: string | null },
): Promise<TopPage> {
  const { db } = deps;
  const limit = Math.min(input.limit ?? leaderboardQueries.defaultPageSize, leaderboardQueries.maxPageSize);
  const cursor = input.cursor ? decodeWith(CursorSchema, input.cursor) : null;
  const where = cursor
    ? Prisma.sql`c."leaderboardId" = ${input.leaderboardId} AND ${after(cursor.s, new Date(cursor.r), cursor.i)}`
    : Prisma.sql`c."leaderboardId" = ${input.leaderboardId}`;
  const raw = await db.$queryRaw<RawContender[]>`
    SELECT ${contenderColumns} FROM ${fromContenders}
    WHERE ${where}
    ORDER BY c.score DESC, c."reachedAt" ASC, c.id ASC
    LIMIT ${limit + 1}`;
  const firstRank = (cursor?.k ?? 0) + 1;
  const rows = raw.slice(0, limit).map((row, index) => toRow(row, firstRank + index));
  const last = raw.length > limit ? raw[limit - 1] : undefined;
  return {
    rows,
    nextCursor: last
      ? encodeCursor({ s: last.score, r: last.reachedAt.toISOString(), i: last.id, k: firstRank + limit - 1 })
      : null,
  };
}

function toRow(row: RawContender, rank: number): ContenderRow {
  const { userId, name, avatar, frame, score, reachedAt } = row;
  return { rank, userId, name, avatar, frame, score, reachedAt };
}

interface Standing extends RawContender {
  rank: number;
}

/**
 * The rank of contender row `c` (an alias in the enclosing query): the
 * contenders with a higher score come from the per-score counts (O(distinct
 * scores above), not O(rank)), the ties reached earlier from the board index.
 * Exact as long as the counts are kept with the contenders (ADR 052).
 */
export function rankOf(c: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(1 + coalesce((SELECT sum(h.contenders) FROM "LeaderboardScoreCount" h
            WHERE h."leaderboardId" = ${c}."leaderboardId" AND h.score > ${c}.score), 0)
         + (SELECT count(*) FROM "LeaderboardContender" o
            WHERE o."leaderboardId" = ${c}."leaderboardId" AND o.score = ${c}.score
              AND (o."reachedAt", o.id) < (${c}."reachedAt", ${c}.id)))::int`;
}

async function standingOf(
  db: Db,
  input: { leaderboardId: number; userId: string },
): Promise<Standing | null> {
  const [row] = await db.$queryRaw<Standing[]>`
    SELECT ${contenderColumns}, ${rankOf(Prisma.raw("c"))} AS rank
    FROM ${fromContenders}
    WHERE c."leaderboardId" = ${input.leaderboardId} AND c."userId" = ${input.userId}::uuid`;
  return row ?? null;
}

/** The player's row with its rank, or null when they have no score this period. */
export async function contenderRank(
  deps: Pick<AppDeps, "db">,
  input: { leaderboardId: number; userId: string },
): Promise<ContenderRow | null> {
  const { db } = deps;
  const standing = await standingOf(db, input);
  return standing ? toRow(standing, standing.rank) : null;
}

export interface AroundMe {
  /** The player's row; null when they have no score (above and below are then empty). */
  me: ContenderRow | null;
  /** Up to k rows ranked just above, best first. */
  above: ContenderRow[];
  /** Up to k rows ranked just below. */
  below: ContenderRow[];
}

export async function aroundContender(
  deps: Pick<AppDeps, "db">,
  input: { leaderboardId: number; userId: string; k?: number },
): Promise<AroundMe> {
  const { db } = deps;
  const k = Math.min(
    Math.max(input.k ?? leaderboardQueries.defaultAroundMe, 0),
    leaderboardQueries.maxAroundMe,
  );
  const me = await standingOf(db, input);
  if (!me) return { me: null, above: [], below: [] };
  if (k === 0) return { me: toRow(me, me.rank), above: [], below: [] };
  const [aboveRaw, belowRaw] = await Promise.all([
    db.$queryRaw<RawContender[]>`
      SELECT ${contenderColumns} FROM ${fromContenders}
      WHERE c."leaderboardId" = ${input.leaderboardId} AND c.score >= ${me.score}
        AND (c.score > ${me.score} OR (c."reachedAt", c.id) < (${me.reachedAt}::timestamp(3), ${me.id}::int))
      ORDER BY c.score ASC, c."reachedAt" DESC, c.id DESC
      LIMIT ${k}`,
    db.$queryRaw<RawContender[]>`
      SELECT ${contenderColumns} FROM ${fromContenders}
      WHERE c."leaderboardId" = ${input.leaderboardId} AND ${after(me.score, me.reachedAt, me.id)}
      ORDER BY c.score DESC, c."reachedAt" ASC, c.id ASC
      LIMIT ${k}`,
  ]);
  return {
    me: toRow(me, me.rank),
    above: aboveRaw.map((row, index) => toRow(row, me.rank - 1 - index)).reverse(),
    below: belowRaw.map((row, index) => toRow(row, me.rank + 1 + index)),
  };
}

// ───────────────────────────── past periods ─────────────────────────────

export interface ArchivedPeriod {
  periodStart: Date;
  periodEnd: Date;
  contenders: number;
}

export async function archivedPeriods(
  deps: Pick<AppDeps, "db">,
  input: { leaderboardId: number; limit?: number },
): Promise<ArchivedPeriod[]> {
  const { db } = deps;
  return db.$queryRaw<ArchivedPeriod[]>`
    SELECT "periodStart", max("periodEnd") AS "periodEnd", count(*)::int AS contenders
    FROM "LeaderboardArchive" WHERE "leaderboardId" = ${input.leaderboardId}
    GROUP BY "periodStart" ORDER BY "periodStart" DESC LIMIT ${input.limit ?? 20}`;
}

/** Final standings of a past period ("last week's top 100"), paged by rank. */
/** Final standings of a past period by rank, a page at a time (`nextCursor` null on the last page). */
export async function archivedStandings(
  deps: Pick<AppDeps, "db">,
  input: { leaderboardId: number; periodStart: Date; cursor?: string | null; limit?: number },
): Promise<{ rows: ContenderRow[]; nextCursor: string | null }> {
  const { db } = deps;
  const limit = Math.min(input.limit ?? leaderboardQueries.defaultPageSize, leaderboardQueries.maxPageSize);
  const afterRank = input.cursor ? decodeWith(RankCursorSchema, input.cursor).k : 0;
  const rows = await db.$queryRaw<ContenderRow[]>`
    SELECT a.rank, a."userId", p.name, ${cosmeticColumns}, a.score, a."reachedAt"
    FROM "LeaderboardArchive" a LEFT JOIN "UserProfile" p ON p."userId" = a."userId"
    WHERE a."leaderboardId" = ${input.leaderboardId} AND a."periodStart" = ${input.periodStart}
      AND a.rank > ${afterRank}
    ORDER BY a.rank LIMIT ${limit + 1}`;
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page.at(-1) : undefined;
  return { rows: page, nextCursor: last ? encodeCursor({ k: last.rank }) : null };
}

/** The player's final row in a past period, if they were archived. */
export async function archivedRankOf(
  deps: Pick<AppDeps, "db">,
  input: { leaderboardId: number; periodStart: Date; userId: string },
): Promise<ContenderRow | null> {
  const { db } = deps;
  const [row] = await db.$queryRaw<ContenderRow[]>`
    SELECT a.rank, a."userId", p.name, ${cosmeticColumns}, a.score, a."reachedAt"
    FROM "LeaderboardArchive" a LEFT JOIN "UserProfile" p ON p."userId" = a."userId"
    WHERE a."leaderboardId" = ${input.leaderboardId} AND a."periodStart" = ${input.periodStart}
      AND a."userId" = ${input.userId}::uuid`;
  return row ?? null;
}
