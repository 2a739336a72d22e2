// Drops the turn-by-turn log of simulated battles older than the retention
// period (battleLogRetention, docs/decisions/135), in bounded batches. The
// MatchReport row stays: its (userId, matchId) key keeps a re-sent report from
// paying twice, and live-event results, experiment results and the player's
// data download count it. The battle viewer then answers that the replay is no
// longer kept (get-battle.ts).
import type { z } from "zod";
import type { AppDeps } from "../context.ts";
import { intInput } from "../db/row-id.ts";
import { JobInputSchema } from "../jobs/job-input.ts";
import { dayMs } from "../time/utc-day.ts";
import { battleLogRetention } from "./rules.ts";

export const PruneBattleLogsInputSchema = JobInputSchema.extend({
  batchSize: intInput({ min: 1 }).default(battleLogRetention.batchSize),
});

export interface PruneBattleLogsResult {
  pruned: number;
  batches: number;
}

/** Battles fought before this instant have no replay any more. */
export function battleLogCutoff(now: Date): Date {
  return new Date(now.getTime() - battleLogRetention.days * dayMs);
}

export async function pruneBattleLogs(
  deps: Pick<AppDeps, "db">,
  input: z.input<typeof PruneBattleLogsInputSchema>,
): Promise<PruneBattleLogsResult> {
  const { now, batchSize } = PruneBattleLogsInputSchema.parse(input);
  const cutoff = battleLogCutoff(now);
  let pruned = 0;
  let batches = 0;
  // Rows are found through the partial index of logs still kept
  // ("MatchReport_createdAt_with_log_idx", WHERE log IS NOT NULL): a row leaves
  // it once pruned, so each run reads only what it clears, however many
  // pruned reports pile up behind it. Each batch commits on its own (a crash
  // loses nothing; a re-run resumes); SKIP LOCKED steps over a report being
  // written right now, and rows are addressed by ctid (as expire-messages does).
  for (;;) {
    const count = await deps.db.$executeRaw`
      UPDATE "MatchReport" SET log = NULL WHERE ctid = ANY(ARRAY(
        SELECT ctid FROM "MatchReport" WHERE log IS NOT NULL AND "createdAt" < ${cutoff}
        ORDER BY "createdAt" LIMIT ${batchSize} FOR UPDATE SKIP LOCKED
      ))`;
    pruned += count;
    batches += 1;
    if (count < batchSize) return { pruned, batches };
  }
}
