// What an economy action (sell, upgrade, black-market trade) does besides its
// own change: UserStats counters, quest progress, and the achievements those
// counters unlock — all in the caller's transaction.
import { awardAchievements, type UnlockedAchievement } from "../achievements/award-achievements.ts";
import type { UserStatField } from "../catalogue/basics.ts";
import { type Db, Prisma } from "../db.ts";
import { advanceQuests, type QuestProgress, type QuestState } from "../quests/advance-quests.ts";

export interface ActionEffects {
  quests: QuestState[];
  achievements: UnlockedAchievement[];
}

export async function recordPlayerAction(
  tx: Db,
  input: {
    userId: string;
    stats: Partial<Record<UserStatField, number>>;
    quests: QuestProgress;
    now: Date;
  },
): Promise<ActionEffects> {
  const entries = Object.entries(input.stats).filter(([, delta]) => delta);
  let stats: Record<string, number> | undefined;
  if (entries.length > 0) {
    const sets = Prisma.join(
      entries.map(([column, delta]) => {
        const name = Prisma.raw(`"${column}"`);
        return Prisma.sql`${name} = ${name} + ${delta}::int`;
      }),
    );
    const [row] = await tx.$queryRaw<{ stats: Record<string, number> }[]>`
      UPDATE "UserStats" AS s SET ${sets} WHERE "userId" = ${input.userId}::uuid RETURNING row_to_json(s.*) AS stats`;
    stats = row?.stats;
  }
  const quests = await advanceQuests(tx, input.userId, input.quests);
  const achievements = stats
    ? await awardAchievements(tx, { userId: input.userId, stats, now: input.now })
    : [];
  return { quests, achievements };
}
