// The one xp rule for players, monsters and masteries: xp counts toward the
// next level, levels carry over, and at the cap xp stays 0 (as the demo seed does).

export interface Leveled {
  level: number;
  xp: number;
}

export function addXp(
  current: Leveled,
  gained: number,
  xpToNext: (level: number) => number,
  maxLevel: number,
): Leveled & { levelsGained: number } {
  let { level, xp } = current;
  if (level >= maxLevel) return { level, xp: 0, levelsGained: 0 };
  xp += Math.max(0, gained);
  const startLevel = level;
  while (level < maxLevel && xp >= xpToNext(level)) {
    xp -= xpToNext(level);
    level += 1;
  }
  if (level >= maxLevel) xp = 0;
  return { level, xp, levelsGained: level - startLevel };
}
