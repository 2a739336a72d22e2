// A simulated battle, for the battle viewer: its log and what it applied. Only
// the player who fought it may see it.
import type { BattleOutcome } from "../battle/simulate.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import type { MatchResult, StoredBattle } from "../matches/apply-match.ts";
import { findMap } from "../matches/stages.ts";

export interface BattleView {
  id: number;
  createdAt: Date;
  title: string;
  opponentName: string | null;
  outcome: BattleOutcome;
  result: MatchResult;
}

export async function getBattle(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; id: number },
): Promise<BattleView> {
  const report = await deps.db.matchReport.findFirst({
    where: { id: input.id, userId: input.userId, reporter: "simulation" },
  });
  if (!report?.log) throw new AppError("not_found", "No such battle.");
  const stored = report.log as unknown as StoredBattle;
  const map = report.map ? findMap(report.map) : undefined;
  return {
    id: report.id,
    createdAt: report.createdAt,
    title: map ? map.map.title : `PvP against ${stored.opponentName ?? "a rival"}`,
    opponentName: stored.opponentName,
    outcome: stored.outcome,
    result: { ...(report.result as unknown as MatchResult), matchReportId: report.id, replayed: true },
  };
}
