// Answering a poll: once per player per poll. The unique key (userId, type)
// decides, not a check before the write: INSERT … ON CONFLICT DO NOTHING
// returns no row for a second answer (also a simultaneous one), which is a 409.
// The poll's reward is granted in the same transaction, so answer and reward
// stand or fall together.
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { type GrantResult, grantReward } from "../grants/grant-reward.ts";
import { startOfUtcDay } from "../time/utc-day.ts";
import { type PollResults, pollResults } from "./poll-results.ts";
import { AnswerPollSchema, PollKeySchema, pollSelect, toPollView } from "./poll-schemas.ts";

export interface PollAnswered {
  key: string;
  answer: string;
  reward: GrantResult | null;
  results: PollResults;
}

export async function answerPoll(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; key: string; answer: string; now: Date },
): Promise<PollAnswered> {
  const { answer } = AnswerPollSchema.parse({ answer: input.answer });
  // A key no poll can have (from a form) is not looked up: it may not even be storable text.
  if (!PollKeySchema.safeParse(input.key).success) throw new AppError("not_found", "No such poll.");
  const row = await deps.db.poll.findUnique({ where: { key: input.key }, select: pollSelect });
  if (!row || row.startsAt > input.now) throw new AppError("not_found", "No such poll.");
  const poll = toPollView(row);
  if (poll.endsAt <= input.now) throw new AppError("conflict", "This poll has ended.");
  if (!poll.options.includes(answer)) {
    throw new AppError("validation_failed", "Pick one of the poll's options.", {
      fields: { answer: `one of: ${poll.options.join(", ")}` },
    });
  }
  const pollDate = startOfUtcDay(poll.startsAt);
  const reward = await deps.db.$transaction(async (tx) => {
    const inserted = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO "PollResult" ("userId", type, answer, "pollDate", "answerDate")
      VALUES (${input.userId}::uuid, ${poll.key}, ${answer}, ${pollDate}::date, ${input.now})
      ON CONFLICT ("userId", type) DO NOTHING
      RETURNING id`;
    if (inserted.length === 0) throw new AppError("conflict", "You already answered this poll.");
    if (!poll.rewards) return null;
    return grantReward(tx, {
      userId: input.userId,
      reward: poll.rewards,
      reason: "poll_reward",
      ref: `poll:${poll.key}`,
      now: input.now,
    });
  });
  return { key: poll.key, answer, reward, results: await pollResults(deps.db, poll) };
}
