// Playing on the site: the server picks the seed, simulates the battle and
// applies it through the same applyMatch as reported matches. Nothing the
// client sends decides the outcome: only what to play and with which team.
import { randomBytes, randomUUID } from "node:crypto";
import { z } from "zod";
import { mapDifficulties } from "../catalogue/maps.ts";
import type { AppDeps } from "../context.ts";
import { intText } from "../db/row-id.ts";
import { applyMatch, type MatchResult } from "../matches/apply-match.ts";
import { teams } from "../teams/limits.ts";

export const StartBattleSchema = z.object({
  mode: z.enum(["campaign", "challenge", "pvp"]),
  map: z.string().min(1).max(100).optional(),
  difficulty: intText({ min: 1, max: mapDifficulties.length }).default(1),
  teamSlot: intText({ min: 0, max: teams.maxTeams - 1 }).default(0),
  opponentUserId: z.string().uuid().optional(),
});
export type StartBattleInput = z.input<typeof StartBattleSchema>;

export async function startBattle(
  deps: Pick<AppDeps, "db" | "events">,
  input: StartBattleInput & { userId: string; now: Date },
): Promise<MatchResult> {
  const battle = StartBattleSchema.parse(input);
  return applyMatch(deps, {
    userId: input.userId,
    reporter: "simulation",
    now: input.now,
    request: {
      kind: "simulate",
      matchId: `battle-${randomUUID()}`,
      mode: battle.mode,
      map: battle.map,
      difficulty: battle.difficulty,
      teamSlot: battle.teamSlot,
      opponentUserId: battle.opponentUserId,
      seed: randomBytes(16).toString("hex"),
    },
  });
}
