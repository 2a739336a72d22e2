import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import { dailyRewardCalendar } from "../config/game.ts";
import type { AppDeps } from "../context.ts";
import { calendarIndex, claimDailyReward, dailyRewardStatus, scaleReward } from "./claim-daily-reward.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const day = (iso: string) => new Date(`${iso}T10:00:00.000Z`);

describe("the daily reward", () => {
  it("follows the login streak around the 28-day calendar", () => {
    expect(calendarIndex(0)).toBe(0);
    expect(calendarIndex(1)).toBe(0);
    expect(calendarIndex(28)).toBe(27);
    expect(calendarIndex(29)).toBe(0);
    expect(
      scaleReward({ gold: 5, items: [{ type: "relic", name: "Ember Charm", quality: "common" }] }, 2),
    ).toEqual({
      gold: 10,
      items: [
        { type: "relic", name: "Ember Charm", quality: "common" },
        { type: "relic", name: "Ember Charm", quality: "common" },
      ],
    });
  });

  it("is claimable once per UTC day, even when the daily job has not cleared the flag", async () => {
    const player = await makePlayer(deps.db);
    await deps.db.user.update({ where: { id: player.id }, data: { loginDay: 4 } });
    const claimed = await claimDailyReward(deps, { userId: player.id, now: day("2026-11-20") });
    expect(claimed.reward).toEqual(dailyRewardCalendar[3]);
    await expect(claimDailyReward(deps, { userId: player.id, now: day("2026-11-20") })).rejects.toMatchObject(
      {
        status: 409,
      },
    );
    // The next day, hasClaimedDailyReward is still true (no job ran): the earlier claim shows it is stale.
    expect((await dailyRewardStatus(deps, { userId: player.id, now: day("2026-11-21") })).claimable).toBe(
      true,
    );
    await claimDailyReward(deps, { userId: player.id, now: day("2026-11-21") });
  });

  it("respects a set flag without a known claim (set by the seed or staff)", async () => {
    const player = await makePlayer(deps.db);
    await deps.db.user.update({ where: { id: player.id }, data: { hasClaimedDailyReward: true } });
    expect((await dailyRewardStatus(deps, { userId: player.id, now: day("2026-11-20") })).claimable).toBe(
      false,
    );
    await deps.db.user.update({ where: { id: player.id }, data: { hasClaimedDailyReward: false } });
    expect((await dailyRewardStatus(deps, { userId: player.id, now: day("2026-11-20") })).claimable).toBe(
      true,
    );
  });
});
