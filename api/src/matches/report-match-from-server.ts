// A game server reporting a finished match for a player, with a key that may
// report matches (matches:report). The key's use is recorded first (a refused
// report is a use too), then the match applies through applyMatch, once per
// match id. Players never report their own: they play battles the server
// simulates (battles/start-battle.ts).
import type { AppDeps } from "../context.ts";
import type { ServerKeyPrincipal } from "../server-keys/authenticate-server-key.ts";
import { recordServerKeyUse } from "../server-keys/record-server-key-use.ts";
import { applyMatch, type MatchResult } from "./apply-match.ts";
import { type ServerMatchReport, ServerMatchReportSchema } from "./match-report.ts";

export async function reportMatchFromServer(
  deps: Pick<AppDeps, "db" | "events">,
  input: { key: ServerKeyPrincipal; report: ServerMatchReport; now: Date },
): Promise<MatchResult> {
  const { userId, ...report } = ServerMatchReportSchema.parse(input.report);
  await recordServerKeyUse(deps.db, input.key, {
    scope: "matches:report",
    operation: "report_match",
    userId,
    details: { matchId: report.matchId },
    now: input.now,
  });
  return applyMatch(deps, {
    userId,
    reporter: "server",
    request: { kind: "report", report },
    now: input.now,
  });
}
