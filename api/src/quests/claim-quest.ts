// Claiming a finished quest: one conditional UPDATE turns isClaimed on (so two
// claims at once grant once), then the reward goes through grantReward and the
// player's questsCompletedDaily/Weekly counter moves (which may unlock an
// achievement). A reset (value 0, isClaimed false) makes the quest claimable
// again in the next period.
import { z } from "zod";
import { awardAchievements, type UnlockedAchievement } from "../achievements/award-achievements.ts";
import type { UserStatField } from "../catalogue/basics.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { type GrantResult, grantReward } from "../grants/grant-reward.ts";
import { questName } from "../words/display-names.ts";
import { questDefinition } from "./advance-quests.ts";

export const ClaimQuestSchema = z.object({ key: z.string().min(1).max(100) });

export interface ClaimQuestResult {
  key: string;
  /** Its display name (display-names.ts): "Play 3 matches". */
  name: string;
  grant: GrantResult;
  achievements: UnlockedAchievement[];
}

export async function claimQuest(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; key: string; now: Date },
): Promise<ClaimQuestResult> {
  const { key } = ClaimQuestSchema.parse({ key: input.key });
  const quest = questDefinition(key);
  if (!quest) throw new AppError("not_found", "No such quest.");
  return deps.db.$transaction((tx) =>
    claimInTransaction(tx, input.userId, quest.key, quest.target, quest.type, input.now),
  );
}

async function claimInTransaction(
  tx: Db,
  userId: string,
  key: string,
  target: number,
  type: "daily" | "weekly",
  now: Date,
): Promise<ClaimQuestResult> {
  const claimed = await tx.quest.updateMany({
    where: { userId, name: key, isClaimed: false, value: { gte: target } },
    data: { isClaimed: true },
  });
  if (claimed.count === 0) {
    const row = await tx.quest.findUnique({ where: { userId_name: { userId, name: key } } });
    if (row?.isClaimed) throw new AppError("conflict", "You already claimed this quest's reward.");
    throw new AppError("conflict", "This quest is not finished yet.", { value: row?.value ?? 0, target });
  }
  const quest = questDefinition(key)!;
  const grant = await grantReward(tx, {
    userId,
    reward: quest.reward,
    reason: "quest_reward",
    ref: `quest:${key}`,
    now,
  });
  const counter: UserStatField = type === "daily" ? "questsCompletedDaily" : "questsCompletedWeekly";
  const stats = await tx.userStats.update({
    where: { userId },
    data: { [counter]: { increment: 1 } },
  });
  const achievements = await awardAchievements(tx, { userId, stats, now });
  return { key, name: questName(key), grant, achievements };
}
