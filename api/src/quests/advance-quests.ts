// Quest progress, in one statement: every quest definition counting one of the
// given metrics gains the amount, capped at its target. Rows are created on
// first progress (Quest is unique per user and name). Resets are the daily and
// weekly jobs' (value 0, isClaimed false), so progress here only ever adds.

import { type QuestDefinition, type QuestMetric, quests } from "../catalogue/quests.ts";
import { type Db, Prisma } from "../db.ts";
import { questName } from "../words/display-names.ts";

export type QuestProgress = Partial<Record<QuestMetric, number>>;

export interface QuestState {
  key: string;
  /** Its display name (display-names.ts): "Play 3 matches". */
  name: string;
  value: number;
  target: number;
  isClaimed: boolean;
  /** Reached its target with this progress. */
  justCompleted: boolean;
}

export function questDefinition(key: string): QuestDefinition | undefined {
  return quests.find((quest) => quest.key === key);
}

export async function advanceQuests(tx: Db, userId: string, progress: QuestProgress): Promise<QuestState[]> {
  const advanced = quests
    .map((quest) => ({ quest, amount: progress[quest.metric] ?? 0 }))
    .filter(({ amount }) => Number.isSafeInteger(amount) && amount > 0);
  if (advanced.length === 0) return [];
  const values = Prisma.join(
    advanced.map(
      ({ quest, amount }) =>
        Prisma.sql`(${quest.key}, ${quest.type}::"QuestType", ${amount}::int, ${quest.target}::int)`,
    ),
  );
  const rows = await tx.$queryRaw<
    { name: string; value: number; isClaimed: boolean; previous: number | null }[]
  >`
    WITH progress(name, type, amount, target) AS (VALUES ${values}),
    previous AS (
      SELECT q.name, q.value FROM "Quest" q JOIN progress p ON p.name = q.name WHERE q."userId" = ${userId}::uuid
    )
    INSERT INTO "Quest" ("userId", name, type, value)
    SELECT ${userId}::uuid, p.name, p.type, LEAST(p.amount, p.target) FROM progress p
    ON CONFLICT ("userId", name) DO UPDATE SET
      value = LEAST("Quest".value + EXCLUDED.value, (SELECT target FROM progress WHERE progress.name = EXCLUDED.name))
    RETURNING name, value, "isClaimed", (SELECT value FROM previous WHERE previous.name = "Quest".name) AS previous`;
  return rows.map((row) => {
    const target = questDefinition(row.name)?.target ?? 0;
    return {
      key: row.name,
      name: questName(row.name),
      value: row.value,
      target,
      isClaimed: row.isClaimed,
      justCompleted: row.value >= target && (row.previous ?? 0) < target,
    };
  });
}
