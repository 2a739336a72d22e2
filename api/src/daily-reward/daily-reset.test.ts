import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { tableSnapshot } from "../../../tests/support/table-snapshot.ts";
import type { AppDeps } from "../context.ts";
import { resetWeeklyQuests } from "../quests/reset-weekly-quests.ts";
import { dailyReset } from "./daily-reset.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

// The 00:00 fire of Sunday 22 November 2026.
const now = new Date("2026-11-22T00:00:00.000Z");
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe("dailyReset and resetWeeklyQuests", () => {
  it("reopen the daily reward, reset broken streaks and the quests of their period, and a re-run changes nothing", async () => {
    const player = (
      email: string,
      lastLoginDate: Date | null,
      loginDay: number,
      hasClaimedDailyReward: boolean,
    ) => deps.db.user.create({ data: { email, lastLoginDate, loginDay, hasClaimedDailyReward } });
    const signedInYesterday = await player("yesterday@example.com", day("2026-11-21"), 5, true);
    const missedADay = await player("missed@example.com", day("2026-11-20"), 9, true);
    const never = await player("never@example.com", null, 0, false);
    const unclaimed = await player("unclaimed@example.com", day("2026-11-21"), 2, false);
    await deps.db.quest.createMany({
      data: [
        { userId: signedInYesterday.id, name: "win-3", type: "daily", value: 3, isClaimed: true },
        { userId: signedInYesterday.id, name: "kill-50", type: "weekly", value: 20, isClaimed: false },
        { userId: missedADay.id, name: "win-3", type: "daily", value: 1, isClaimed: false },
        { userId: missedADay.id, name: "boss-5", type: "weekly", value: 5, isClaimed: true },
      ],
    });

    expect(await dailyReset(deps, { now })).toEqual({
      dailyRewardsReopened: 2,
      streaksReset: 1,
      dailyQuestsReset: 2,
    });
    const users = Object.fromEntries(
      (await deps.db.user.findMany()).map((user) => [
        user.email,
        [user.loginDay, user.hasClaimedDailyReward],
      ]),
    );
    expect(users).toEqual({
      [signedInYesterday.email]: [5, false],
      [missedADay.email]: [0, false],
      [never.email]: [0, false],
      [unclaimed.email]: [2, false],
    });
    const quests = await deps.db.quest.findMany({ orderBy: { id: "asc" } });
    expect(quests.map(({ type, value, isClaimed }) => [type, value, isClaimed])).toEqual([
      ["daily", 0, false],
      ["weekly", 20, false],
      ["daily", 0, false],
      ["weekly", 5, true],
    ]);

    const before = await tableSnapshot(deps.db, ["User", "Quest"]);
    expect(await dailyReset(deps, { now })).toEqual({
      dailyRewardsReopened: 0,
      streaksReset: 0,
      dailyQuestsReset: 0,
    });
    expect(await tableSnapshot(deps.db, ["User", "Quest"])).toEqual(before);

    const monday = new Date("2026-11-23T00:00:00.000Z");
    expect(await resetWeeklyQuests(deps, { now: monday })).toEqual({ weeklyQuestsReset: 2 });
    const weekly = await deps.db.quest.findMany({ where: { type: "weekly" } });
    expect(weekly.map(({ value, isClaimed }) => [value, isClaimed])).toEqual([
      [0, false],
      [0, false],
    ]);
    const afterWeekly = await tableSnapshot(deps.db, ["User", "Quest"]);
    expect(await resetWeeklyQuests(deps, { now: monday })).toEqual({ weeklyQuestsReset: 0 });
    expect(await tableSnapshot(deps.db, ["User", "Quest"])).toEqual(afterWeekly);
  });
});
