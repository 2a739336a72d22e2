import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import type { AppDeps } from "../context.ts";
import { collectMessageRewards } from "../inbox/collect-rewards.ts";
import { archivedPeriods, archivedStandings } from "./query-leaderboard.ts";
import { resetDueLeaderboards, resetLeaderboard } from "./reset-leaderboard.ts";
import { rankReward } from "./rules.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const monday = new Date("2026-03-02T00:00:00Z");
const nextWeek = new Date("2026-03-10T08:00:00Z");
const nextMonday = new Date("2026-03-09T00:00:00Z");

async function boardWith(
  scores: number[],
  type = "kills",
  periodicity: "weekly" | "daily" | "allTime" = "weekly",
) {
  const board = await deps.db.leaderboard.create({
    data: { periodicity, type, operator: "increment", periodStart: monday },
  });
  const players = [];
  for (const [index, score] of scores.entries()) {
    const player = await makePlayer(deps.db);
    players.push(player);
    await deps.db.leaderboardContender.create({
      data: {
        leaderboardId: board.id,
        userId: player.id,
        score,
        reachedAt: new Date(monday.getTime() + index * 1000),
      },
    });
  }
  return { board, players };
}

function rewardMessages(leaderboardId: number) {
  return deps.db.message.findMany({
    where: { batchId: { startsWith: `leaderboard:${leaderboardId}:` } },
    orderBy: { id: "asc" },
  });
}

describe("resetting a leaderboard", () => {
  it("archives the standings, sends rank rewards as messages, clears, and a second run does nothing", async () => {
    // Ties on 50: the earlier reachedAt (lower index) ranks first.
    const { board, players } = await boardWith([10, 50, 30, 50, 5]);
    const first = await resetLeaderboard(deps, { leaderboardId: board.id, now: nextWeek });
    expect(first.closed).toMatchObject({
      archived: 5,
      cleared: 5,
      periodStart: monday,
      nextPeriodStart: nextMonday,
    });
    expect(first.rewarded).toBe(5);

    const { rows: standings } = await archivedStandings(deps, {
      leaderboardId: board.id,
      periodStart: monday,
    });
    expect(standings.map((row) => row.userId)).toEqual(
      [players[1], players[3], players[2], players[0], players[4]].map((player) => player!.id),
    );
    expect(standings.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(await archivedPeriods(deps, { leaderboardId: board.id })).toEqual([
      { periodStart: monday, periodEnd: nextMonday, contenders: 5 },
    ]);

    const messages = await rewardMessages(board.id);
    expect(messages).toHaveLength(5);
    const winner = messages.find((message) => message.userId === players[1]!.id)!;
    expect(winner.message).toBe("leaderboard_reward");
    expect(winner.params).toMatchObject({ rank: 1, periodicity: "weekly", type: "kills" });
    expect(winner.rewards).toEqual(rankReward("weekly", 1));
    expect(await deps.db.leaderboardContender.count({ where: { leaderboardId: board.id } })).toBe(0);
    expect((await deps.db.leaderboard.findUniqueOrThrow({ where: { id: board.id } })).periodStart).toEqual(
      nextMonday,
    );

    const second = await resetLeaderboard(deps, { leaderboardId: board.id, now: nextWeek });
    expect(second).toMatchObject({ closed: null, rewarded: 0 });
    expect(await rewardMessages(board.id)).toHaveLength(5);

    // The player collects the reward through the inbox (grantReward).
    const collected = await collectMessageRewards(deps, {
      userId: players[1]!.id,
      messageId: winner.id,
      now: nextWeek,
    });
    expect(collected.granted).toEqual(rankReward("weekly", 1));
  });

  it("does nothing while the period is running, and never resets all-time boards", async () => {
    const { board } = await boardWith([3], "pveWins");
    expect(
      await resetLeaderboard(deps, { leaderboardId: board.id, now: new Date("2026-03-08T23:59:59Z") }),
    ).toMatchObject({ closed: null, rewarded: 0 });
    const allTime = await boardWith([3], "pveWins", "allTime");
    expect(
      await resetLeaderboard(deps, {
        leaderboardId: allTime.board.id,
        now: new Date("2030-01-01T00:00:00Z"),
      }),
    ).toMatchObject({ closed: null, rewarded: 0 });
    expect(await deps.db.leaderboardContender.count({ where: { leaderboardId: allTime.board.id } })).toBe(1);
  });

  it("resumes after a crash between reward batches: every player rewarded once, board cleared", async () => {
    const scores = Array.from({ length: 7 }, (_, index) => 100 - index);
    const { board, players } = await boardWith(scores, "bossPoints");
    const limits = { rewardBatchSize: 2 };
    await expect(
      resetLeaderboard(deps, {
        leaderboardId: board.id,
        now: nextWeek,
        limits,
        hooks: {
          afterRewardBatch(batch) {
            if (batch === 1) throw new Error("crash after the first batch");
          },
        },
      }),
    ).rejects.toThrow("crash after the first batch");
    expect(await rewardMessages(board.id)).toHaveLength(2);
    expect(await deps.db.leaderboardContender.count({ where: { leaderboardId: board.id } })).toBe(0);

    const rerun = await resetLeaderboard(deps, { leaderboardId: board.id, now: nextWeek, limits });
    expect(rerun).toMatchObject({ closed: null, rewarded: 5 });
    const messages = await rewardMessages(board.id);
    expect(messages.map((message) => message.userId).sort()).toEqual(
      players.map((player) => player.id).sort(),
    );
    expect(await resetLeaderboard(deps, { leaderboardId: board.id, now: nextWeek, limits })).toMatchObject({
      closed: null,
      rewarded: 0,
    });
  });

  it("keeps only the top ranks of a huge board, and runs twice in parallel without doubling anything", async () => {
    const { board } = await boardWith([9, 8, 7, 6, 5, 4], "killPoints");
    const [a, b] = await Promise.all([
      resetLeaderboard(deps, { leaderboardId: board.id, now: nextWeek, limits: { archiveMaxRanks: 4 } }),
      resetLeaderboard(deps, { leaderboardId: board.id, now: nextWeek, limits: { archiveMaxRanks: 4 } }),
    ]);
    expect([a.closed, b.closed].filter(Boolean)).toHaveLength(1);
    expect(a.rewarded + b.rewarded).toBe(4);
    expect(await deps.db.leaderboardArchive.count({ where: { leaderboardId: board.id } })).toBe(4);
    expect(await rewardMessages(board.id)).toHaveLength(4);
    expect(await deps.db.leaderboardContender.count({ where: { leaderboardId: board.id } })).toBe(0);
  });

  it("resetDueLeaderboards resets every due board of a periodicity and counts", async () => {
    await deps.db.leaderboard.deleteMany({});
    const weekly = await boardWith([4, 2], "kills");
    const daily = await boardWith([1], "kills", "daily");
    const counts = await resetDueLeaderboards(deps, { periodicity: "weekly", now: nextWeek });
    expect(counts).toMatchObject({ boards: 1, reset: 1, archived: 2, cleared: 2, rewarded: 2 });
    expect(counts.closed).toEqual([{ leaderboardId: weekly.board.id, type: "kills", periodStart: monday }]);
    expect(await resetDueLeaderboards(deps, { periodicity: "weekly", now: nextWeek })).toMatchObject({
      reset: 0,
      rewarded: 0,
    });
    expect(await deps.db.leaderboardContender.count({ where: { leaderboardId: daily.board.id } })).toBe(1);
  });
});
