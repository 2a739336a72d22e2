// The quest board: every definition with the player's progress this period.

import { type QuestDefinition, quests } from "../catalogue/quests.ts";
import type { Reward } from "../catalogue/rewards.ts";
import type { AppDeps } from "../context.ts";
import { questName } from "../words/display-names.ts";

export interface QuestView {
  key: string;
  /** Its display name (display-names.ts): what it asks, "Play 3 matches". */
  name: string;
  type: QuestDefinition["type"];
  description: string;
  target: number;
  value: number;
  reward: Reward;
  isCompleted: boolean;
  isClaimed: boolean;
}

export async function listQuests(deps: Pick<AppDeps, "db">, input: { userId: string }): Promise<QuestView[]> {
  const { userId } = input;
  const rows = await deps.db.quest.findMany({
    where: { userId },
    select: { name: true, value: true, isClaimed: true },
  });
  return quests.map((quest) => {
    const row = rows.find((candidate) => candidate.name === quest.key);
    const value = Math.min(row?.value ?? 0, quest.target);
    return {
      key: quest.key,
      name: questName(quest.key),
      type: quest.type,
      description: quest.description,
      target: quest.target,
      value,
      reward: quest.reward,
      isCompleted: value >= quest.target,
      isClaimed: row?.isClaimed ?? false,
    };
  });
}
