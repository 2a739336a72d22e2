import { describe, expect, it } from "vitest";
import { achievementsDue } from "../achievements/award-achievements.ts";
import { addXp } from "./add-xp.ts";
import { monsterMaxLevel, monsterXpForLevel, xpForLevel } from "./levels.ts";

describe("addXp", () => {
  it("carries xp over several levels and stops at the cap with 0 xp", () => {
    expect(addXp({ level: 1, xp: 0 }, 50, xpForLevel, 100)).toEqual({ level: 1, xp: 50, levelsGained: 0 });
    const jump = addXp({ level: 1, xp: 90 }, xpForLevel(1) + xpForLevel(2), xpForLevel, 100);
    expect(jump).toEqual({ level: 3, xp: 90, levelsGained: 2 });
    expect(addXp({ level: monsterMaxLevel - 1, xp: 0 }, 10_000, monsterXpForLevel, monsterMaxLevel)).toEqual({
      level: monsterMaxLevel,
      xp: 0,
      levelsGained: 1,
    });
    expect(
      addXp({ level: monsterMaxLevel, xp: 0 }, 10, monsterXpForLevel, monsterMaxLevel).levelsGained,
    ).toBe(0);
  });
});

describe("achievementsDue", () => {
  it("lists achievements whose stat reached the threshold and that the player lacks", () => {
    expect(achievementsDue({ kills: 0 }, []).map((a) => a.key)).toEqual([]);
    expect(achievementsDue({ kills: 150 }, []).map((a) => a.key)).toEqual(["first-blood", "hunter"]);
    expect(achievementsDue({ kills: 150 }, ["first-blood"]).map((a) => a.key)).toEqual(["hunter"]);
    expect(achievementsDue({ elo: 1100 }, []).map((a) => a.key)).toEqual(["rising-star"]);
  });
});
