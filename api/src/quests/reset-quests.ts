// Quest progress reset, shared by the daily reset (daily quests) and the weekly
// quests reset. Only rows that carry progress are written, so a re-run of the
// same fire changes nothing.
import type { Db } from "../db.ts";

export type QuestPeriod = "daily" | "weekly";

export function resetQuestProgress(db: Db, type: QuestPeriod) {
  return db.$executeRaw`
    UPDATE "Quest" SET value = 0, "isClaimed" = false
    WHERE type = ${type}::"QuestType" AND (value <> 0 OR "isClaimed")`;
}
