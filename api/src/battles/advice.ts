// Advice around a fight, so a new player is not sent into a battle they cannot
// win without knowing it: before (the play screen) the enemies' level and power
// and the team the game recommends, and how the player's team compares; after a
// defeat (the battle page) one line on what to do next. The numbers are in rules.ts
// (battleAdvice); the power figure is teamPower, the one the PvP list shows.

import { findMonster } from "../catalogue/monsters.ts";
import type { Stage } from "../matches/rules.ts";
import { teams } from "../teams/limits.ts";
import { type CombatantStats, combatantStats, teamPower } from "./combatant.ts";
import { battleAdvice } from "./rules.ts";
import type { BattleOutcome, Side } from "./simulate.ts";

export interface StageRecommendation {
  /** The enemies' highest level. */
  enemyLevel: number;
  /** The enemies' team power, curse included. */
  enemyPower: number;
  /** Monsters at least this level. */
  level: number;
  /** A team at least this strong. */
  power: number;
}

/** How a team compares with a stage: strong enough, an even fight, or too weak for now. */
export type Readiness = "ready" | "even" | "too_hard";

/** The enemies of a stage as they enter the battle (the curse of a challenge included). */
export function enemyTeam(stage: Stage, curse = 0): CombatantStats[] {
  return stage.enemies.map((enemy) =>
    combatantStats({
      name: enemy.name,
      level: enemy.level,
      quality: findMonster(enemy.name)?.quality ?? "common",
      curse,
    }),
  );
}

export function recommendationFor(stage: Stage, curse = 0): StageRecommendation {
  const enemyPower = teamPower(enemyTeam(stage, curse));
  const step = battleAdvice.powerRounding;
  return {
    enemyLevel: Math.max(...stage.enemies.map((enemy) => enemy.level)),
    enemyPower,
    level: Math.max(...stage.enemies.map((enemy) => enemy.level)),
    power: Math.ceil((enemyPower * battleAdvice.recommendedPowerMargin) / step) * step,
  };
}

export function readinessOf(power: number, recommendation: StageRecommendation): Readiness {
  if (power >= recommendation.power) return "ready";
  if (power >= recommendation.enemyPower) return "even";
  return "too_hard";
}

/** The power of the monsters of `team` that would fight: a challenge takes only the first few. */
export function fightingPower(team: readonly CombatantStats[], maxGroupSize: number | null): number {
  return teamPower(maxGroupSize === null ? team : team.slice(0, maxGroupSize));
}

/** A challenge's group limit in words: "only your team's first monster fights", "… first 3 monsters fight". */
export function groupLimitInWords(maxGroupSize: number): string {
  return maxGroupSize === 1
    ? "only your team's first monster fights"
    : `only your team's first ${maxGroupSize} monsters fight`;
}

/**
 * One line of advice after a lost battle (null after a win): what most likely
 * lost it, from the battle itself: the enemies' levels, the two teams' power,
 * the turn limit.
 */
export function defeatAdvice(battle: {
  outcome: BattleOutcome;
  /** PvP: the enemies are another player's team. */
  isPvp: boolean;
  /** A challenge's limit on the player's monsters (null elsewhere). */
  maxGroupSize: number | null;
}): string | null {
  const { outcome } = battle;
  if (outcome.winner === "attacker") return null;
  const side = (wanted: Side) => outcome.units.filter((unit) => unit.side === wanted);
  const mine = side("attacker");
  const theirs = side("defender");
  const myLevel = Math.max(0, ...mine.map((unit) => unit.level));
  const theirLevel = Math.max(0, ...theirs.map((unit) => unit.level));
  const myPower = teamPower(mine);
  const theirPower = teamPower(theirs);
  const limit =
    battle.maxGroupSize !== null && battle.maxGroupSize < teams.slotsPerTeam ? battle.maxGroupSize : null;
  if (theirLevel - myLevel >= battleAdvice.levelGap) {
    return battle.isPvp
      ? `Their monsters are level ${theirLevel}, yours level ${myLevel}: level yours up in the campaign, or pick an opponent nearer your power.`
      : `Your monsters are level ${myLevel}, these enemies level ${theirLevel}: level yours up on earlier campaign maps, then come back.`;
  }
  if (theirPower > myPower) {
    if (limit !== null) {
      const rule = groupLimitInWords(limit);
      return `Here ${rule} (power ${myPower} against ${theirPower}): put your strongest first, and level ${limit === 1 ? "it" : "them"} up on earlier maps.`;
    }
    return `Their team is stronger (power ${theirPower} against your ${myPower}): level up your monsters on earlier maps, give them relics, or bring a fuller team.`;
  }
  const timedOut =
    outcome.turns >= outcome.turnLimit &&
    outcome.finalHp.some((hp, index) => hp > 0 && outcome.units[index]?.side === "attacker");
  if (timedOut) {
    return `Time ran out with enemies still standing: bring more attack (monsters with damaging abilities, or relics) to win within ${outcome.turnLimit} turns.`;
  }
  return "A close fight: try again, change your team's order, or bring monsters strong against the enemies' elements.";
}
