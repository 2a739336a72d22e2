// Every achievement definition with whether (and when) the player earned it and
// how far along they are.

import { type AchievementDefinition, achievements } from "../catalogue/achievements.ts";
import type { Reward } from "../catalogue/rewards.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { achievementName } from "../words/display-names.ts";

export interface AchievementView {
  key: string;
  /** Its display name (display-names.ts): "First Blood". */
  name: string;
  description: string;
  stat: AchievementDefinition["stat"];
  threshold: number;
  progress: number;
  reward: Reward;
  acquiredAt: Date | null;
}

export async function listAchievements(
  deps: Pick<AppDeps, "db">,
  input: { userId: string },
): Promise<AchievementView[]> {
  const { userId } = input;
  const [stats, owned] = await Promise.all([
    deps.db.userStats.findUnique({ where: { userId } }),
    deps.db.achievement.findMany({ where: { userId }, select: { name: true, acquiredAt: true } }),
  ]);
  if (!stats) throw new AppError("not_found", "No such player.");
  return achievements.map((achievement) => ({
    key: achievement.key,
    name: achievementName(achievement.key),
    description: achievement.description,
    stat: achievement.stat,
    threshold: achievement.threshold,
    progress: Math.min(stats[achievement.stat], achievement.threshold),
    reward: achievement.reward,
    acquiredAt: owned.find((row) => row.name === achievement.key)?.acquiredAt ?? null,
  }));
}
