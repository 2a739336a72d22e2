import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import { dailyRewardCalendar } from "../catalogue/calendar.ts";
import { vipPerks } from "../catalogue/vip.ts";
import type { AppDeps } from "../context.ts";
import {
  calendarIndex,
  claimDailyReward,
  claimedReward,
  dailyRewardFor,
  dailyRewardStatus,
  scaleReward,
} from "./claim-daily-reward.ts";

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

  it("gives the streak day's calendar reward, times the VIP multiplier", () => {
    expect(dailyRewardFor(2, false)).toEqual({ dayIndex: 1, multiplier: 1, reward: dailyRewardCalendar[1] });
    expect(dailyRewardFor(30, true)).toEqual({
      dayIndex: 1,
      multiplier: vipPerks.dailyRewardMultiplier,
      reward: scaleReward(dailyRewardCalendar[1]!, vipPerks.dailyRewardMultiplier),
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

  it("shows a claimed day as what its claim granted, not what VIP would give now", async () => {
    // A new player claims day 1 (100 gold), then buys VIP the same day.
    const player = await makePlayer(deps.db);
    await deps.db.user.update({ where: { id: player.id }, data: { loginDay: 1 } });
    const claimed = await claimDailyReward(deps, { userId: player.id, now: day("2026-12-01") });
    expect(claimed.reward).toEqual({ gold: 100 });
    await deps.db.user.update({
      where: { id: player.id },
      data: { vipExpiresAt: new Date("2026-12-31T00:00:00.000Z") },
    });
    const sameDay = await dailyRewardStatus(deps, {
      userId: player.id,
      now: new Date("2026-12-01T18:00:00.000Z"),
    });
    expect(sameDay).toMatchObject({ isVip: true, multiplier: 2, claimable: false, todayClaimed: true });
    expect(sameDay.today).toEqual({ gold: 100 });
    expect(sameDay.days[0]).toEqual({ reward: { gold: 100 }, state: "claimed", claimed: { gold: 100 } });
    expect(sameDay.days.slice(1).every((entry) => entry.state === "upcoming")).toBe(true);

    // The next day (streak day 2) offers VIP's double; day 1 still shows the 100 gold it gave.
    await deps.db.user.update({ where: { id: player.id }, data: { loginDay: 2 } });
    const nextDay = await dailyRewardStatus(deps, { userId: player.id, now: day("2026-12-02") });
    expect(nextDay).toMatchObject({ claimable: true, todayClaimed: false, today: { gold: 300 } });
    expect(nextDay.days.slice(0, 2).map((entry) => [entry.state, entry.claimed])).toEqual([
      ["claimed", { gold: 100 }],
      ["today", null],
    ]);
    await claimDailyReward(deps, { userId: player.id, now: day("2026-12-02") });
    const afterClaim = await dailyRewardStatus(deps, { userId: player.id, now: day("2026-12-02") });
    expect(afterClaim).toMatchObject({ todayClaimed: true, today: { gold: 300 } });
    expect(afterClaim.days[1]).toMatchObject({ state: "claimed", claimed: { gold: 300 } });

    // Day 3 passes without a claim: on day 4 it is marked missed.
    await deps.db.user.update({ where: { id: player.id }, data: { loginDay: 4 } });
    const dayFour = await dailyRewardStatus(deps, { userId: player.id, now: day("2026-12-04") });
    expect(dayFour.days.slice(0, 5).map((entry) => entry.state)).toEqual([
      "claimed",
      "claimed",
      "missed",
      "today",
      "upcoming",
    ]);
  });

  it("reads a claim recorded before rewards were stored from its calendar day and multiplier", () => {
    expect(claimedReward({ day: "2026-01-02", calendarDay: 2, multiplier: 2 })).toEqual({ gold: 300 });
    expect(claimedReward({ calendarDay: 1, multiplier: 1, reward: { gold: 100 } })).toEqual({ gold: 100 });
    expect(claimedReward({})).toBeNull();
  });
});
