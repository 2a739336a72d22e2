// One live event for the console, with its status, its modifiers in words and
// its own leaderboard's standings (the top as it stands; final once ended).
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { type EventBoardView, eventBoardView } from "./event-leaderboard.ts";
import { type LiveEventRow, rowSelect, toRow } from "./live-event-record.ts";

export async function getLiveEvent(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number; now: Date },
): Promise<LiveEventRow & { standings: EventBoardView | null }> {
  const row = await deps.db.liveEvent.findUnique({ where: { id: input.id }, select: rowSelect });
  if (!row) throw new AppError("not_found", "No such live event.");
  return { ...toRow(row, input.now), standings: await eventBoardView(deps, row) };
}
