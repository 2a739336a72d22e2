// The rules a match is judged and paid by: the stage fought at a difficulty, the
// sanity bounds of a reported match, PvP pay, boss points and elo.
import {
  type CampaignMapDefinition,
  type Drop,
  type MapDifficulty,
  mapDifficulties,
  type StageRewards,
} from "../catalogue/maps.ts";
import type { MonsterName } from "../catalogue/monsters.ts";
import { monsterMaxLevel } from "../progression/levels.ts";
import { teams } from "../teams/limits.ts";

/** A map or challenge at a difficulty: the enemy team, its limits and what winning pays. */
export interface Stage {
  readonly enemies: readonly { readonly name: MonsterName; readonly level: number }[];
  readonly turnLimit: number;
  readonly rewards: StageRewards;
  readonly drops: readonly Drop[];
}

export function stageFor(map: CampaignMapDefinition, difficulty: MapDifficulty): Stage {
  const level = mapDifficulties[difficulty - 1]!;
  const scale = (value: number) => Math.round(value * level.rewardMultiplier);
  return {
    enemies: map.enemies.map((name) => ({
      name,
      level: Math.min(monsterMaxLevel, map.enemyLevel + level.enemyLevelBonus),
    })),
    turnLimit: map.turnLimit,
    rewards: {
      gold: scale(map.rewards.gold),
      playerXp: scale(map.rewards.playerXp),
      monsterXp: scale(map.rewards.monsterXp),
    },
    drops: map.drops.map((drop) => ({
      ...drop,
      chance: Math.min(1, drop.chance * level.dropChanceMultiplier),
    })),
  };
}

/** Boss points for beating a boss stage, per difficulty level. */
export const bossPointsPerDifficulty = 100;

/** Limits a reported match must respect to be accepted (anti-cheat sanity bounds). */
export const matchBounds = {
  maxTurns: 200,
  maxTimeSeconds: 3600,
  maxKills: 50,
  maxCurse: 10,
  maxGroupSize: teams.slotsPerTeam,
} as const;

export const pvpRewards = {
  winGold: 80,
  lossGold: 20,
  winPlayerXp: 50,
  lossPlayerXp: 20,
  winMonsterXp: 40,
  lossMonsterXp: 15,
  killPointsPerKill: 10,
} as const;

export const elo = {
  initial: 1000,
  /** Standard chess K-factor: a win between equals moves 16 points. */
  kFactor: 32,
  floor: 100,
} as const;

/** Elo after a match: the standard logistic expectation with the configured K-factor. */
export function eloAfterMatch(rating: number, opponentRating: number, won: boolean): number {
  const expected = 1 / (1 + 10 ** ((opponentRating - rating) / 400));
  return Math.max(elo.floor, Math.round(rating + elo.kFactor * ((won ? 1 : 0) - expected)));
}

/** PvE losses still pay this share of the stage's player and monster xp (no gold, no drops). */
export const pveLossXpShare = 0.25;

/** Reported matches: extra sanity bounds beside matchBounds. */
export const matchReportRules = {
  /** A turn takes at least this long in a real client. */
  minSecondsPerTurn: 1,
  matchIdMinLength: 8,
  matchIdMaxLength: 100,
} as const;

/** Match modes a reporter may name; "boss" is a boss map of the campaign. */
export const matchModes = ["pve", "challenge", "boss", "pvp"] as const;
export type MatchMode = (typeof matchModes)[number];

/** A simulated battle's play time for MapProgress records: seconds per logged action. */
export const simulatedSecondsPerAction = 2;
