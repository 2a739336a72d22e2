// Achievements are conditions on UserStats (catalogue/achievements.ts): after any stats change the
// caller passes the new stats, and every achievement newly satisfied is
// awarded once (Achievement is unique per user and name, ON CONFLICT DO
// NOTHING), its reward granted through grantReward, an inbox message sent and
// its achievement.unlocked webhook event recorded, whichever use case unlocked it.
// Nothing is written when no achievement is newly due (the common case).

import { type AchievementDefinition, achievements } from "../catalogue/achievements.ts";
import type { UserStatField } from "../catalogue/basics.ts";
import type { Reward } from "../catalogue/rewards.ts";
import type { Db } from "../db.ts";
import { grantReward } from "../grants/grant-reward.ts";
import { deliverMessage } from "../inbox/deliver-message.ts";
import { messageKeys } from "../inbox/templates.ts";
import { recordWebhookEvent } from "../webhooks/record-webhook-event.ts";
import { achievementName } from "../words/display-names.ts";

export interface UnlockedAchievement {
  key: string;
  /** Its display name (display-names.ts): "First Blood". */
  name: string;
  description: string;
  reward: Reward;
  /** What went to the inbox because the inventory was full, if anything. */
  overflowMessageId: number | null;
}

export function achievementsDue(
  stats: Partial<Record<UserStatField, number>>,
  owned: readonly string[],
): AchievementDefinition[] {
  return achievements.filter(
    (achievement) =>
      (stats[achievement.stat] ?? 0) >= achievement.threshold && !owned.includes(achievement.key),
  );
}

export async function awardAchievements(
  tx: Db,
  input: {
    userId: string;
    stats: Partial<Record<UserStatField, number>>;
    /** Achievement names the player already has; read when not given. */
    owned?: readonly string[];
    now: Date;
  },
): Promise<UnlockedAchievement[]> {
  const owned =
    input.owned ??
    (await tx.achievement.findMany({ where: { userId: input.userId }, select: { name: true } })).map(
      (row) => row.name,
    );
  const due = achievementsDue(input.stats, owned);
  if (due.length === 0) return [];
  const inserted = await tx.$queryRaw<{ name: string }[]>`
    INSERT INTO "Achievement" ("userId", name, "acquiredAt")
    SELECT ${input.userId}::uuid, name, ${input.now} FROM unnest(${due.map((achievement) => achievement.key)}::text[]) AS name
    ON CONFLICT ("userId", name) DO NOTHING
    RETURNING name`;
  const unlocked: UnlockedAchievement[] = [];
  for (const achievement of due) {
    if (!inserted.some((row) => row.name === achievement.key)) continue;
    const grant = await grantReward(tx, {
      userId: input.userId,
      reward: achievement.reward,
      reason: "achievement_reward",
      ref: `achievement:${achievement.key}`,
      now: input.now,
    });
    await deliverMessage(tx, {
      userId: input.userId,
      key: messageKeys.achievementUnlocked,
      params: {
        achievement: achievement.key,
        description: achievement.description,
        reward: achievement.reward,
      },
      createdAt: input.now,
    });
    await recordWebhookEvent(tx, "achievement.unlocked", { userId: input.userId, key: achievement.key });
    unlocked.push({
      key: achievement.key,
      name: achievementName(achievement.key),
      description: achievement.description,
      reward: achievement.reward,
      overflowMessageId: grant.overflowMessageId,
    });
  }
  return unlocked;
}
