import { describe, expect, it } from "vitest";
import { campaignMaps, challenges } from "../catalogue/maps.ts";
import { stageFor } from "../matches/rules.ts";
import { defeatAdvice, enemyTeam, readinessOf, recommendationFor } from "./advice.ts";
import { combatantStats, teamPower } from "./combatant.ts";
import { battleAdvice } from "./rules.ts";
import { simulateBattle } from "./simulate.ts";

const loneWolf = challenges.find((challenge) => challenge.key === "lone-wolf")!;
const cursedTides = challenges.find((challenge) => challenge.key === "cursed-tides")!;
const starter = (level: number) => combatantStats({ name: "Emberfox", level, quality: "common" });

describe("advice around a fight", () => {
  it("recommends the enemies' level and a power above theirs, curse included", () => {
    const stage = stageFor(loneWolf, 1);
    const recommended = recommendationFor(stage, loneWolf.curse);
    expect(recommended.enemyLevel).toBe(12);
    expect(recommended.level).toBe(12);
    expect(recommended.enemyPower).toBe(teamPower(enemyTeam(stage)));
    expect(recommended.power).toBeGreaterThanOrEqual(
      recommended.enemyPower * battleAdvice.recommendedPowerMargin,
    );
    expect(recommended.power % battleAdvice.powerRounding).toBe(0);
    // A cursed challenge's enemies are stronger than the same monsters uncursed.
    const tides = stageFor(cursedTides, 1);
    expect(recommendationFor(tides, cursedTides.curse).enemyPower).toBeGreaterThan(
      recommendationFor(tides, 0).enemyPower,
    );
    // Hard's enemies are higher level than Normal's.
    expect(recommendationFor(stageFor(loneWolf, 2)).enemyLevel).toBeGreaterThan(12);
  });

  it("says a level-5 monster alone is no match for Lone Wolf, and the starters fit the first map", () => {
    const wolf = recommendationFor(stageFor(loneWolf, 1), loneWolf.curse);
    expect(readinessOf(teamPower([starter(5)]), wolf)).toBe("too_hard");
    const meadow = recommendationFor(stageFor(campaignMaps[0], 1));
    const starters = ["Emberfox", "Tidepup", "Sproutling"].map((name) =>
      combatantStats({ name, level: 1, quality: "common" }),
    );
    expect(readinessOf(teamPower(starters), meadow)).toBe("ready");
  });

  it("gives one line after a defeat: level up when the enemies outlevel the player", () => {
    const outcome = simulateBattle({
      seed: "lone-wolf-defeat",
      attackers: [starter(5)],
      defenders: enemyTeam(stageFor(loneWolf, 1)),
      turnLimit: loneWolf.turnLimit,
    });
    expect(outcome.winner).toBe("defender");
    expect(defeatAdvice({ outcome, isPvp: false, maxGroupSize: 1 })).toBe(
      "Your monsters are level 5, these enemies level 12: level yours up on earlier campaign maps, then come back.",
    );
    // Same level, but one monster against three: the group limit is named.
    const even = simulateBattle({
      seed: "lone-wolf-even",
      attackers: [starter(12)],
      defenders: enemyTeam(stageFor(loneWolf, 1)),
      turnLimit: loneWolf.turnLimit,
    });
    expect(even.winner).toBe("defender");
    expect(defeatAdvice({ outcome: even, isPvp: false, maxGroupSize: 1 })).toMatch(
      /^Here only your team's first monster fights \(power \d+ against \d+\): put your strongest first/,
    );
    // A win needs no advice.
    const win = simulateBattle({
      seed: "meadow",
      attackers: [starter(10)],
      defenders: enemyTeam(stageFor(campaignMaps[0], 1)),
      turnLimit: 30,
    });
    expect(win.winner).toBe("attacker");
    expect(defeatAdvice({ outcome: win, isPvp: false, maxGroupSize: null })).toBeNull();
  });
});
