// Staff defining a poll. Its key is fixed once created, since PollResult.type
// refers to it. The poll and its History staff_action row share one transaction.
import { recordStaffAction, type StaffOrPlatform } from "../audit/staff-action.ts";
import type { PrismaClient } from "../db.ts";
import { AppError } from "../errors.ts";
import { json, rewardsJson } from "./poll-record.ts";
import {
  type PollDefinition,
  PollDefinitionSchema,
  type PollView,
  pollSelect,
  toPollView,
} from "./poll-schemas.ts";

export async function createPoll(
  deps: { db: PrismaClient },
  input: { actor: StaffOrPlatform; poll: PollDefinition },
): Promise<PollView> {
  const poll = PollDefinitionSchema.parse(input.poll);
  return deps.db.$transaction(async (tx) => {
    const exists = await tx.poll.findUnique({ where: { key: poll.key }, select: { id: true } });
    if (exists) throw new AppError("conflict", "A poll with this key exists.", { fields: { key: "taken" } });
    const row = await tx.poll.create({
      data: { ...poll, rewards: rewardsJson(poll.rewards) },
      select: pollSelect,
    });
    await recordStaffAction(tx, input.actor, null, {
      action: "create_poll",
      key: poll.key,
      pollId: row.id,
      before: null,
      after: json(poll),
    });
    return toPollView(row);
  });
}
