// The balance of a new player's first session (api/src/catalogue/maps.ts,
// campaignMaps): a team of the three starter monsters wins maps 1–3 in order,
// and then map 4 (the first boss, behind game access), each at the first try,
// whatever seed the server draws. The team's levels and masteries follow the
// rules applyMatch applies after each win (api/src/matches/apply-match.ts), so
// this is the path a player who never loses walks; a loss would only add xp.
import { describe, expect, it } from "vitest";
import { campaignMaps } from "../catalogue/maps.ts";
import { findMonster } from "../catalogue/monsters.ts";
import { starterGrant } from "../catalogue/new-players.ts";
import { stageFor } from "../matches/rules.ts";
import { addXp } from "../progression/add-xp.ts";
import { mastery, masteryXpForLevel, monsterMaxLevel, monsterXpForLevel } from "../progression/levels.ts";
import { freeCampaignMaps } from "../progression/unlocks.ts";
import { combatantStats } from "./combatant.ts";
import { simulateBattle } from "./simulate.ts";

/** Seeds per map: the server draws 128 random bits; these strings hash as well (cyrb128). */
const seedsPerMap = 2000;
const firstSessionMaps = freeCampaignMaps + 1;

interface Starter {
  name: string;
  level: number;
  xp: number;
  masteryLevel: number;
  masteryXp: number;
}

function afterWin(team: Starter[], monsterXp: number): Starter[] {
  return team.map((member) => {
    const grown = addXp(
      { level: member.level, xp: member.xp },
      monsterXp,
      monsterXpForLevel,
      monsterMaxLevel,
    );
    const mastered = addXp(
      { level: member.masteryLevel, xp: member.masteryXp },
      mastery.xpPerMatch + mastery.xpPerWin,
      masteryXpForLevel,
      mastery.maxLevel,
    );
    return {
      name: member.name,
      level: grown.level,
      xp: grown.xp,
      masteryLevel: mastered.level,
      masteryXp: mastered.xp,
    };
  });
}

describe("a new player's first session", () => {
  it("is the free chapter and the first map behind game access", () => {
    expect(firstSessionMaps).toBe(4);
    expect(campaignMaps[firstSessionMaps - 1]!.isBoss).toBe(true);
  });

  it(`the starter team wins maps 1–${firstSessionMaps} in order at the first try, on every one of ${seedsPerMap} seeds per map`, () => {
    let team: Starter[] = starterGrant.monsters.map((name) => ({
      name,
      level: 1,
      xp: 0,
      masteryLevel: 1,
      masteryXp: 0,
    }));
    const levels: number[] = [];
    for (const map of campaignMaps.slice(0, firstSessionMaps)) {
      const stage = stageFor(map, 1);
      const attackers = team.map((member) =>
        combatantStats({
          name: member.name,
          level: member.level,
          quality: "common",
          masteryLevel: member.masteryLevel,
        }),
      );
      // Enemies at their catalogue quality, as applyMatch builds them.
      const defenders = stage.enemies.map((enemy) =>
        combatantStats({ name: enemy.name, level: enemy.level, quality: findMonster(enemy.name)!.quality }),
      );
      const losses: string[] = [];
      for (let i = 0; i < seedsPerMap; i++) {
        const seed = `first-session-${map.key}-${i}`;
        const outcome = simulateBattle({ seed, attackers, defenders, turnLimit: stage.turnLimit });
        if (outcome.winner !== "attacker") losses.push(seed);
      }
      expect(losses, `${map.title} with the starters at level ${team[0]!.level}`).toEqual([]);
      levels.push(team[0]!.level);
      team = afterWin(team, stage.rewards.monsterXp);
    }
    // Each map of the first session levels the team once: map n is met at level n.
    expect(levels).toEqual([1, 2, 3, 4]);
  });
});
