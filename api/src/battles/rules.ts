// The rules of the server-side auto-battle (docs/decisions/040-battle-simulation.md):
// how stats grow, who beats whom, turn limits, the advice shown before a fight and
// how PvP opponents are found.
import type { Element, Quality } from "../catalogue/basics.ts";

/** Stats of a monster item grow with its level and quality. */
export const monsterStatGrowthPerLevel = 0.05;

export const qualityStatMultiplier: Readonly<Record<Quality, number>> = {
  common: 1,
  rare: 1.15,
  epic: 1.35,
  legendary: 1.6,
};

/** Each level above 1 adds this share of the level-1 bonus. */
export const relicBonusGrowthPerLevel = 0.1;

/** The battle simulation's limits and multipliers (simulate.ts). */
export const battleRules = {
  /** A simulated battle never runs longer than this, whatever the stage says. */
  maxTurns: 60,
  /** Turns between two uses of a monster's ability. */
  abilityCooldown: 3,
  /** The monster's own turn on which its ability is first ready. */
  firstAbilityTurn: 2,
  /** Damage multiplier against an element the attacker is strong against (and 1 / it when weak). */
  elementAdvantage: 1.25,
  /** Random spread of every hit: damage × [1 − variance, 1 + variance]. */
  damageVariance: 0.1,
  /** Each curse level gives the enemies this share more hp and attack. */
  cursePerLevel: 0.1,
  /** Each mastery level above 1 adds this share to the monster's stats. */
  masteryStatBonusPerLevel: 0.02,
  /** A defender that survives the turn limit wins (the attacker must finish the job). */
  timeoutWinner: "defender",
} as const;

/**
 * How long a simulated battle's turn-by-turn log is kept (docs/decisions/135). The game
 * links a replay only from the battle just fought (the play page sends the player to it),
 * so a month covers every link a player follows; the report row itself stays (it is the
 * match's idempotency key and feeds live-event and experiment results and the player's
 * data download), only its log is dropped: 45 % of the bytes a day of play leaves (bench/storage.ts).
 */
export const battleLogRetention = {
  days: 30,
  /** Logs cleared per statement, each its own transaction (a backlog never holds locks long). */
  batchSize: 5_000,
} as const;

/** Who beats whom: fire > nature > earth > air > water > fire; light and shadow beat each other. */
export const elementStrengths: Readonly<Record<Element, readonly Element[]>> = {
  fire: ["nature"],
  nature: ["earth"],
  earth: ["air"],
  air: ["water"],
  water: ["fire"],
  light: ["shadow"],
  shadow: ["light"],
};

/** A hit's element matchup: ×elementAdvantage when strong, ÷ it when weak, ×1 otherwise (simulate.ts, the element chart). */
export function elementMatchup(
  attacker: Element,
  defender: Element,
): { factor: number; matchup?: "strong" | "weak" } {
  if (elementStrengths[attacker].includes(defender)) {
    return { factor: battleRules.elementAdvantage, matchup: "strong" };
  }
  if (elementStrengths[defender].includes(attacker)) {
    return { factor: 1 / battleRules.elementAdvantage, matchup: "weak" };
  }
  return { factor: 1 };
}

/**
 * What an ability does with its power (simulate.ts, and the collection's words for it):
 * a damage ability hits one enemy like an attack with this bonus (0.6 = 60 % harder);
 * a heal gives the most hurt ally this much hp; a shield gives every ally this much
 * shield; a stun holds the fastest enemy for `power` turns.
 */
export const abilityEffects = {
  damageBonus: (power: number) => power / 50,
  heal: (attack: number, power: number) => Math.round((attack * power) / 30),
  shield: (defense: number, power: number) => Math.max(1, Math.round((defense * power) / 40)),
} as const;

/** Async PvP: the defender's team is their team slot 0; opponents are drawn near the player's elo. */
export const pvpMatchmaking = {
  defenceTeamSlot: 0,
  /** How many candidate opponents the play screen offers. */
  candidates: 5,
  /** Opponents within this elo distance are preferred; the nearest are taken when none is. */
  eloWindow: 200,
} as const;

/**
 * What the play screen recommends before a fight (api/src/battles/advice.ts):
 * monsters at the enemies' level, and a team power (teamPower) this much above
 * the enemies' own. Below the enemies' power the fight is flagged as too hard.
 */
export const battleAdvice = {
  recommendedPowerMargin: 1.2,
  /** Recommended powers are rounded up to a multiple of this. */
  powerRounding: 10,
  /** After a defeat: enemies this many levels above the player's best monster call for levelling up. */
  levelGap: 2,
} as const;
