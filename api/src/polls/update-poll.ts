// Staff changing a poll. The options of a poll that has answers cannot change
// (the answers would no longer match). The change and its History
// staff_action row share one transaction.
import { recordStaffAction, type StaffOrPlatform } from "../audit/staff-action.ts";
import type { PrismaClient } from "../db.ts";
import { AppError } from "../errors.ts";
import { json, lockPoll, type PollWhere, rewardsJson } from "./poll-record.ts";
import { type PollTerms, PollTermsSchema, type PollView, pollSelect, toPollView } from "./poll-schemas.ts";

export async function updatePoll(
  deps: { db: PrismaClient },
  input: PollWhere & { actor: StaffOrPlatform; poll: PollTerms },
): Promise<PollView> {
  const poll = PollTermsSchema.parse(input.poll);
  return deps.db.$transaction(async (tx) => {
    const before = await lockPoll(tx, input);
    const optionsChanged = JSON.stringify(before.options) !== JSON.stringify(poll.options);
    if (optionsChanged && (await tx.pollResult.count({ where: { type: before.key } })) > 0) {
      throw new AppError("conflict", "Players have answered this poll: its options can no longer change.", {
        fields: { options: "frozen: players have answered" },
      });
    }
    const row = await tx.poll.update({
      where: { id: before.id },
      data: {
        question: poll.question,
        options: poll.options,
        startsAt: poll.startsAt,
        endsAt: poll.endsAt,
        rewards: rewardsJson(poll.rewards),
      },
      select: pollSelect,
    });
    await recordStaffAction(tx, input.actor, null, {
      action: "update_poll",
      key: before.key,
      pollId: before.id,
      before: json(toPollView(before)),
      after: json({ key: before.key, ...poll }),
    });
    return toPollView(row);
  });
}
