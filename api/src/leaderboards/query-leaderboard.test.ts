// Rank, around-me and top-N paging checked against a brute-force sort in JS on
// random boards with many ties (equal scores and equal reachedAt), property-based.
// Boards are filled through submitScores, which keeps the per-score counts.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import type { AppDeps } from "../context.ts";
import { aroundContender, contenderRank, topContenders } from "./query-leaderboard.ts";
import { submitScores } from "./submit-scores.ts";

let deps: AppDeps & { close(): Promise<void> };
let boardId: number;
let userIds: string[];
const poolSize = 24;

beforeAll(async () => {
  deps = await createTestDeps();
  const board = await deps.db.leaderboard.create({
    data: { periodicity: "weekly", type: "kills", operator: "increment" },
  });
  boardId = board.id;
  const users = await deps.db.$queryRaw<{ id: string }[]>`
    INSERT INTO "User" (email) SELECT 'rank-' || g || '@example.com' FROM generate_series(1, ${poolSize}) g
    RETURNING id`;
  userIds = users.map((user) => user.id);
});
afterAll(() => deps.close());

const base = Date.parse("2026-03-02T00:00:00Z");

// A board: a subset of the pool (in random insertion order, so ids do not
// follow users) with scores and reachedAt from tiny ranges, so ties abound.
const boardArbitrary = fc
  .uniqueArray(
    fc.record({
      user: fc.integer({ min: 0, max: poolSize - 1 }),
      score: fc.integer({ min: 0, max: 4 }),
      at: fc.integer({ min: 0, max: 2 }),
    }),
    { selector: (entry) => entry.user, minLength: 0, maxLength: poolSize },
  )
  .chain((entries) =>
    fc.record({
      entries: fc.constant(entries),
      k: fc.integer({ min: 0, max: 4 }),
      pageSize: fc.integer({ min: 1, max: 7 }),
    }),
  );

interface Reference {
  id: number;
  userId: string;
  score: number;
  reachedAt: Date;
}

async function loadBoard(entries: { user: number; score: number; at: number }[]): Promise<Reference[]> {
  await deps.db.leaderboardContender.deleteMany({ where: { leaderboardId: boardId } });
  await deps.db.leaderboardScoreCount.deleteMany({ where: { leaderboardId: boardId } });
  // Through submitScores, in two increments (the second may be 0), so the
  // per-score counts the ranks read go through inserts, moves and no-ops.
  for (const entry of entries) {
    const first = Math.floor(entry.score / 2);
    for (const kills of [first, entry.score - first])
      await submitScores(deps.db, {
        userId: userIds[entry.user]!,
        scores: { kills },
        now: new Date(base + entry.at * 60_000),
      });
  }
  // The counts are exactly the board's contenders per score.
  const counted = await deps.db.$queryRaw<{ score: number; contenders: number }[]>`
    SELECT score, contenders FROM "LeaderboardScoreCount"
    WHERE "leaderboardId" = ${boardId} AND contenders <> 0 ORDER BY score`;
  const actual = await deps.db.$queryRaw<{ score: number; contenders: number }[]>`
    SELECT score, count(*)::int AS contenders FROM "LeaderboardContender"
    WHERE "leaderboardId" = ${boardId} GROUP BY score ORDER BY score`;
  expect(counted).toEqual(actual);
  const rows = await deps.db.leaderboardContender.findMany({
    where: { leaderboardId: boardId },
    select: { id: true, userId: true, score: true, reachedAt: true },
  });
  // The brute-force reference order.
  return rows.sort(
    (a, b) => b.score - a.score || a.reachedAt.getTime() - b.reachedAt.getTime() || a.id - b.id,
  );
}

describe("leaderboard queries against a brute-force sort", () => {
  it("rank, around me (±k) and keyset pages agree with the reference on boards with ties", async () => {
    await fc.assert(
      fc.asyncProperty(boardArbitrary, async ({ entries, k, pageSize }) => {
        const reference = await loadBoard(entries);

        for (const [index, expected] of reference.entries()) {
          const row = await contenderRank(deps, { leaderboardId: boardId, userId: expected.userId });
          expect(row).toMatchObject({ rank: index + 1, userId: expected.userId, score: expected.score });
        }

        for (const [index, expected] of reference.entries()) {
          const around = await aroundContender(deps, {
            leaderboardId: boardId,
            userId: expected.userId,
            k,
          });
          expect(around.me?.rank).toBe(index + 1);
          const above = reference.slice(Math.max(0, index - k), index);
          const below = reference.slice(index + 1, index + 1 + k);
          expect(around.above.map((row) => [row.rank, row.userId])).toEqual(
            above.map((row) => [reference.indexOf(row) + 1, row.userId]),
          );
          expect(around.below.map((row) => [row.rank, row.userId])).toEqual(
            below.map((row) => [reference.indexOf(row) + 1, row.userId]),
          );
        }

        const paged: { rank: number; userId: string }[] = [];
        let cursor: string | null = null;
        for (let page = 0; page <= reference.length; page++) {
          const result = await topContenders(deps, { leaderboardId: boardId, limit: pageSize, cursor });
          paged.push(...result.rows.map((row) => ({ rank: row.rank, userId: row.userId })));
          cursor = result.nextCursor;
          if (!cursor) break;
        }
        expect(paged).toEqual(reference.map((row, index) => ({ rank: index + 1, userId: row.userId })));
      }),
      { numRuns: 40 },
    );
  });

  it("a player without a score has no rank and nothing around them", async () => {
    await loadBoard([{ user: 0, score: 3, at: 0 }]);
    expect(await contenderRank(deps, { leaderboardId: boardId, userId: userIds[1]! })).toBeNull();
    expect(await aroundContender(deps, { leaderboardId: boardId, userId: userIds[1]!, k: 3 })).toEqual({
      me: null,
      above: [],
      below: [],
    });
  });

  it("a contender wears their profile's avatar and frame, or the defaults without a profile", async () => {
    await deps.db.userProfile.create({
      data: { userId: userIds[0]!, name: "FramedTamer", avatar: "avatar-emberfox", frame: "frame-gold" },
    });
    await loadBoard([
      { user: 0, score: 4, at: 0 },
      { user: 1, score: 2, at: 0 },
    ]);
    const { rows } = await topContenders(deps, { leaderboardId: boardId });
    expect(rows.map(({ name, avatar, frame }) => ({ name, avatar, frame }))).toEqual([
      { name: "FramedTamer", avatar: "avatar-emberfox", frame: "frame-gold" },
      { name: null, avatar: "avatar-default", frame: "frame-default" },
    ]);
    await deps.db.userProfile.delete({ where: { userId: userIds[0]! } });
  });

  it("refuses a forged cursor with a 400", async () => {
    await expect(
      topContenders(deps, { leaderboardId: boardId, cursor: "bm90LWpzb24" }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });
});
