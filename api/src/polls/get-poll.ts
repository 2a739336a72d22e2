// One poll for the console, with its results.
import type { Actor } from "../audit/staff-action.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { type AdminPollRow, statusOf } from "./poll-record.ts";
import { type PollResults, pollResults } from "./poll-results.ts";
import { pollSelect, toPollView } from "./poll-schemas.ts";

/** One poll with its results (every option with count and percent). */
export async function getPoll(
  deps: { db: Db },
  input: { actor: Actor; id: number; now: Date },
): Promise<AdminPollRow & { results: PollResults }> {
  const row = await deps.db.poll.findUnique({ where: { id: input.id }, select: pollSelect });
  if (!row) throw new AppError("not_found", "No such poll.");
  const view = toPollView(row);
  const results = await pollResults(deps.db, view);
  return { ...view, status: statusOf(view, input.now), answers: results.total, results };
}
