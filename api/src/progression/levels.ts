// How far players, monsters, masteries and relics level, and the xp each level
// costs. The progression, matches and inventory use cases apply these.

export const relicMaxLevel = 10;

export const playerMaxLevel = 100;

/** Player xp needed to go from `level` to `level + 1`: a gentle power curve on
 * which a daily player reaches about level 10 in six weeks. */
export function xpForLevel(level: number): number {
  return Math.round(80 * level ** 1.4);
}

export const monsterMaxLevel = 50;

/** Monster xp needed to go from `level` to `level + 1`; linear so that
 * dedicated players can reach the cap (and transcend) within a season. */
export function monsterXpForLevel(level: number): number {
  return 20 + 10 * level;
}

export const mastery = {
  maxLevel: 10,
  /** Mastery xp for the monster's owner per match it took part in. */
  xpPerMatch: 10,
  xpPerWin: 20,
} as const;

/** Mastery xp needed to go from `level` to `level + 1`. */
export function masteryXpForLevel(level: number): number {
  return 150 * level;
}
