import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import type { AppDeps } from "../context.ts";
import { submitScores } from "./submit-scores.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
  await deps.db.leaderboard.createMany({
    data: [
      { periodicity: "weekly", type: "kills", operator: "increment" },
      { periodicity: "allTime", type: "kills", operator: "increment" },
      { periodicity: "allTime", type: "elo", operator: "set" },
      { periodicity: "weekly", type: "pveWins", operator: "best" },
    ],
  });
});
afterAll(() => deps.close());

const t0 = new Date("2026-11-21T10:00:00Z");
const t1 = new Date("2026-11-21T11:00:00Z");

async function contender(userId: string, type: string, periodicity: "weekly" | "allTime") {
  return deps.db.leaderboardContender.findFirstOrThrow({
    where: { userId, leaderboard: { type, periodicity } },
  });
}

describe("submitting scores", () => {
  it("applies each board's operator on every periodicity of the type", async () => {
    const player = await makePlayer(deps.db);
    await deps.db.$transaction((tx) =>
      submitScores(tx, { userId: player.id, scores: { kills: 5, elo: 1010, pveWins: 3 }, now: t0 }),
    );
    const second = await deps.db.$transaction((tx) =>
      submitScores(tx, { userId: player.id, scores: { kills: 4, elo: 990, pveWins: 2 }, now: t1 }),
    );
    expect((await contender(player.id, "kills", "weekly")).score).toBe(9);
    expect((await contender(player.id, "kills", "allTime")).score).toBe(9);
    expect((await contender(player.id, "elo", "allTime")).score).toBe(990);
    expect((await contender(player.id, "pveWins", "weekly")).score).toBe(3);
    expect(second.find((row) => row.type === "kills" && row.periodicity === "weekly")).toMatchObject({
      score: 9,
      previousScore: 5,
    });
  });

  it("moves reachedAt only when the score changes (ties: first to reach ranks first)", async () => {
    const player = await makePlayer(deps.db);
    await deps.db.$transaction((tx) =>
      submitScores(tx, { userId: player.id, scores: { pveWins: 7 }, now: t0 }),
    );
    await deps.db.$transaction((tx) =>
      submitScores(tx, { userId: player.id, scores: { pveWins: 6 }, now: t1 }),
    );
    expect((await contender(player.id, "pveWins", "weekly")).reachedAt.toISOString()).toBe(t0.toISOString());
  });

  it("keeps the per-score counts and returns the rank before the submit, for every operator", async () => {
    const [ahead, player] = [await makePlayer(deps.db), await makePlayer(deps.db)];
    const submit = (userId: string, scores: Parameters<typeof submitScores>[1]["scores"], now: Date) =>
      deps.db.$transaction((tx) => submitScores(tx, { userId, scores, now }));
    await submit(ahead.id, { kills: 50, elo: 2000, pveWins: 40 }, t0);
    await submit(player.id, { kills: 1, elo: 2100, pveWins: 1 }, t0);
    // increment moves up, set moves down, best ignores a lower score.
    const rows = await submit(player.id, { kills: 60, elo: 1000, pveWins: 0 }, t1);
    const previousRanks = Object.fromEntries(
      rows.map((row) => [`${row.type}:${row.periodicity}`, row.previousRank]),
    );
    expect(previousRanks["kills:allTime"]).toBeGreaterThan(previousRanks["elo:allTime"]!);
    expect(previousRanks["elo:allTime"]).toBe(1);
    const counted = await deps.db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM (
        SELECT "leaderboardId", score, count(*)::int AS contenders FROM "LeaderboardContender" GROUP BY 1, 2
      ) actual FULL JOIN (SELECT * FROM "LeaderboardScoreCount" WHERE contenders <> 0) h USING ("leaderboardId", score)
      WHERE actual.contenders IS DISTINCT FROM h.contenders`;
    expect(counted).toEqual([{ n: 0 }]);
  });

  it("submits nothing for an empty score set", async () => {
    const player = await makePlayer(deps.db);
    expect(
      await deps.db.$transaction((tx) => submitScores(tx, { userId: player.id, scores: {}, now: t0 })),
    ).toEqual([]);
  });
});
