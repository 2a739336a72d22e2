// One scheduled send for the console, with the occurrences that went out
// (when, players reached, the sent history row) and the players reached in all.
import { withPeople } from "../audit/people.ts";
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { rowSelect, toRow, withAudienceNames } from "./scheduled-send-record.ts";

/** The newest occurrences shown with a send (a recurrence may have gone out for years). */
const shownOccurrences = 100;

export async function getScheduledSend(deps: Pick<AppDeps, "db">, input: { actor: Actor; id: number }) {
  const found = await deps.db.scheduledSend.findUnique({ where: { id: input.id }, select: rowSelect });
  if (!found) throw new AppError("not_found", "No such scheduled send.");
  const [occurrences, reached] = await Promise.all([
    deps.db.scheduledSendOccurrence.findMany({
      where: { scheduledSendId: input.id },
      orderBy: { dueAt: "desc" },
      take: shownOccurrences,
      select: { dueAt: true, sentAt: true, historyId: true, count: true },
    }),
    deps.db.scheduledSendOccurrence.aggregate({
      where: { scheduledSendId: input.id },
      _sum: { count: true },
    }),
  ]);
  const [row] = await withPeople(deps.db, input.actor, await withAudienceNames(deps.db, [toRow(found)]));
  return {
    ...row,
    playersReached: reached._sum.count ?? 0,
    occurrences: occurrences.map((occurrence) => ({
      dueAt: occurrence.dueAt.toISOString(),
      sentAt: occurrence.sentAt.toISOString(),
      historyId: occurrence.historyId,
      count: occurrence.count,
    })),
  };
}
