import { describe, expect, it } from "vitest";
import { periodStartFor, rankReward, season } from "./rules.ts";

describe("leaderboard periods and rank rewards", () => {
  it("starts periods at UTC day, Monday, month and season boundaries", () => {
    const at = new Date("2026-06-18T15:45:00.000Z"); // a Thursday
    expect(periodStartFor("daily", at).toISOString()).toBe("2026-06-18T00:00:00.000Z");
    expect(periodStartFor("weekly", at).toISOString()).toBe("2026-06-15T00:00:00.000Z");
    expect(periodStartFor("monthly", at).toISOString()).toBe("2026-06-01T00:00:00.000Z");
    const seasonStart = periodStartFor("season", at);
    expect((at.getTime() - seasonStart.getTime()) / 86_400_000).toBeLessThan(season.lengthDays);
    expect((seasonStart.getTime() - season.firstStartsAt.getTime()) % (season.lengthDays * 86_400_000)).toBe(
      0,
    );
  });

  it("rewards rank brackets, scaled by period, and nothing on all-time boards", () => {
    expect(rankReward("monthly", 1)).toEqual({ gold: 5000, gems: 500 });
    expect(rankReward("daily", 1)).toEqual({ gold: 500, gems: 50 });
    expect(rankReward("weekly", 1001)).toBeUndefined();
    expect(rankReward("allTime", 1)).toBeUndefined();
  });
});
