// The poll a player sees now (startsAt ≤ now < endsAt; the one ending first if
// several overlap), with their answer and — once they answered — the results.

import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { type PollResults, pollResults } from "./poll-results.ts";
import { type PollView, pollSelect, toPollView } from "./poll-schemas.ts";

export interface PlayerPoll {
  poll: PollView;
  /** The player's answer, or null. */
  answer: string | null;
  /** Shown after answering (and to visitors once the poll ended). */
  results: PollResults | null;
}

export async function currentPoll(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; now: Date },
): Promise<PlayerPoll | null> {
  const { db } = deps;
  const row = await db.poll.findFirst({
    where: { startsAt: { lte: input.now }, endsAt: { gt: input.now } },
    orderBy: [{ endsAt: "asc" }, { id: "asc" }],
    select: pollSelect,
  });
  if (!row) return null;
  return playerPoll(db, { userId: input.userId, poll: toPollView(row), now: input.now });
}

export async function pollForPlayer(
  db: Db,
  input: { userId: string; key: string; now: Date },
): Promise<PlayerPoll> {
  const row = await db.poll.findUnique({ where: { key: input.key }, select: pollSelect });
  if (!row || row.startsAt > input.now) throw new AppError("not_found", "No such poll.");
  return playerPoll(db, { userId: input.userId, poll: toPollView(row), now: input.now });
}

async function playerPoll(db: Db, input: { userId: string; poll: PollView; now: Date }): Promise<PlayerPoll> {
  const result = await db.pollResult.findUnique({
    where: { userId_type: { userId: input.userId, type: input.poll.key } },
    select: { answer: true },
  });
  const answer = result?.answer ?? null;
  const showResults = answer !== null || input.poll.endsAt <= input.now;
  return { poll: input.poll, answer, results: showResults ? await pollResults(db, input.poll) : null };
}
