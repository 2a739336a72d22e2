// Staff defining polls (the console calls these). A poll's key is fixed once
// created, since PollResult.type refers to it; options of a poll that has
// answers cannot change (the answers would no longer match).
import { historyTypes } from "../config/game.ts";
import { Prisma, type PrismaClient } from "../db.ts";
import { AppError } from "../errors.ts";
import {
  type PollDefinition,
  PollDefinitionSchema,
  type PollView,
  pollSelect,
  toPollView,
} from "./poll-schemas.ts";

function rewardsJson(rewards: object | null): Prisma.InputJsonValue | typeof Prisma.DbNull {
  return rewards === null ? Prisma.DbNull : (rewards as Prisma.InputJsonValue);
}

export async function createPoll(
  deps: { db: PrismaClient },
  input: { poll: PollDefinition; actorId: string | null },
): Promise<PollView> {
  const poll = PollDefinitionSchema.parse(input.poll);
  return deps.db.$transaction(async (tx) => {
    const exists = await tx.poll.findUnique({ where: { key: poll.key }, select: { id: true } });
    if (exists) throw new AppError("conflict", "A poll with this key exists.", { fields: { key: "taken" } });
    const row = await tx.poll.create({
      data: { ...poll, rewards: rewardsJson(poll.rewards) },
      select: pollSelect,
    });
    await tx.history.create({
      data: {
        type: historyTypes.staffAction,
        actorId: input.actorId,
        data: { action: "create_poll", key: poll.key, after: JSON.parse(JSON.stringify(poll)) },
      },
    });
    return toPollView(row);
  });
}

export async function updatePoll(
  deps: { db: PrismaClient },
  input: { key: string; poll: Omit<PollDefinition, "key">; actorId: string | null },
): Promise<PollView> {
  const poll = PollDefinitionSchema.parse({ ...input.poll, key: input.key });
  return deps.db.$transaction(async (tx) => {
    const before = await tx.poll.findUnique({ where: { key: input.key }, select: pollSelect });
    if (!before) throw new AppError("not_found", "No such poll.");
    const optionsChanged = JSON.stringify(before.options) !== JSON.stringify(poll.options);
    if (optionsChanged && (await tx.pollResult.count({ where: { type: input.key } })) > 0) {
      throw new AppError("conflict", "Players have answered this poll: its options can no longer change.");
    }
    const row = await tx.poll.update({
      where: { key: input.key },
      data: {
        question: poll.question,
        options: poll.options,
        startsAt: poll.startsAt,
        endsAt: poll.endsAt,
        rewards: rewardsJson(poll.rewards),
      },
      select: pollSelect,
    });
    await tx.history.create({
      data: {
        type: historyTypes.staffAction,
        actorId: input.actorId,
        data: {
          action: "update_poll",
          key: input.key,
          before: JSON.parse(JSON.stringify(toPollView(before))),
          after: JSON.parse(JSON.stringify(poll)),
        },
      },
    });
    return toPollView(row);
  });
}
