// A simulated battle, for the battle viewer: its log and what it applied. Only
// the player who fought it may see it; a battle older than the log retention
// (prune-battle-logs.ts) answers that its replay is no longer kept.

import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import type { MatchResult, StoredBattle } from "../matches/apply-match.ts";
import { findMap } from "../matches/stages.ts";
import { achievementName, questName } from "../words/display-names.ts";
import { defeatAdvice } from "./advice.ts";
import { battleLogRetention } from "./rules.ts";
import type { BattleOutcome } from "./simulate.ts";

export interface BattleView {
  id: number;
  createdAt: Date;
  title: string;
  opponentName: string | null;
  outcome: BattleOutcome;
  result: MatchResult;
  /** After a defeat, one line on what to do next (null after a win). */
  advice: string | null;
}

export async function getBattle(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; id: number },
): Promise<BattleView> {
  const report = await deps.db.matchReport.findFirst({
    where: { id: input.id, userId: input.userId, reporter: "simulation" },
  });
  if (!report) throw new AppError("not_found", "No such battle.");
  if (!report.log) {
    throw new AppError(
      "not_found",
      `This battle's replay is no longer kept: replays are kept for ${battleLogRetention.days} days after the battle.`,
      { reason: "replay_expired" },
    );
  }
  const stored = report.log as unknown as StoredBattle;
  const map = report.map ? findMap(report.map) : undefined;
  const result = report.result as unknown as MatchResult;
  return {
    id: report.id,
    createdAt: report.createdAt,
    title: map ? map.map.title : `PvP against ${stored.opponentName ?? "a rival"}`,
    opponentName: stored.opponentName,
    outcome: stored.outcome,
    advice: result.won
      ? null
      : defeatAdvice({
          outcome: stored.outcome,
          isPvp: !map,
          maxGroupSize: map?.type === "challenge" ? map.map.maxGroupSize : null,
        }),
    result: {
      ...result,
      // Named from the catalogue now: a result stored before names were kept has keys only.
      quests: result.quests.map((quest) => ({ ...quest, name: questName(quest.key) })),
      achievements: result.achievements.map((achievement) => ({
        ...achievement,
        name: achievementName(achievement.key),
      })),
      matchReportId: report.id,
      replayed: true,
    },
  };
}
