// Every write a signed-in player makes (a non-GET API request, a game form post)
// counts against one per-player budget of PLAYER_WRITES_PER_MINUTE, on the same
// limiter store as the sign-in limits (in memory, or Redis with REDIS_URL), so
// a script cannot hammer the economy or the database (docs/decisions/091).
import type { AppDeps } from "../context.ts";
import type { AttemptLimit } from "./rate-limits.ts";
import { authRuntime } from "./runtime.ts";

export function playerWriteLimit(writesPerMinute: number): AttemptLimit {
  return { name: "player-writes", points: writesPerMinute, durationSeconds: 60, what: "changes in a minute" };
}

/** Reads never count: only methods that may change something. */
export function isWrite(method: string): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
}

/** Counts one write of this player; throws rate_limited (429, Retry-After) past the budget. */
export async function consumePlayerWrite(deps: AppDeps, userId: string): Promise<void> {
  await authRuntime(deps).limits.consumeAttempt(playerWriteLimit(deps.env.PLAYER_WRITES_PER_MINUTE), userId);
}
