// Staff deleting a poll nobody has answered. The deletion and its History
// staff_action row share one transaction.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { PrismaClient } from "../db.ts";
import { AppError } from "../errors.ts";
import { json, lockPoll } from "./poll-record.ts";
import { type PollView, toPollView } from "./poll-schemas.ts";

/** Deletes a poll nobody has answered; answered polls stay (their results are history). */
export async function deletePoll(
  deps: { db: PrismaClient },
  input: { actor: Actor; id: number },
): Promise<PollView> {
  return deps.db.$transaction(async (tx) => {
    const before = await lockPoll(tx, { id: input.id });
    const answers = await tx.pollResult.count({ where: { type: before.key } });
    if (answers > 0) {
      throw new AppError(
        "conflict",
        `${answers} players have answered this poll, so it cannot be deleted: end it instead.`,
        { reason: "answered" },
      );
    }
    await tx.poll.delete({ where: { id: before.id } });
    const view = toPollView(before);
    await recordStaffAction(tx, input.actor, null, {
      action: "delete_poll",
      key: before.key,
      pollId: before.id,
      before: json(view),
      after: null,
    });
    return view;
  });
}
