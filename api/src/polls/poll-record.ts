// What the staff use cases of polls share: a poll as the console shows it
// (its status and answer count), the poll row locked for a change, and the
// JSON a change stores.
import { type Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import { type PollView, pollSelect } from "./poll-schemas.ts";

export function rewardsJson(rewards: object | null): Prisma.InputJsonValue | typeof Prisma.DbNull {
  return rewards === null ? Prisma.DbNull : (rewards as Prisma.InputJsonValue);
}

export const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;

export const pollStatuses = ["scheduled", "running", "ended"] as const;
export type PollStatus = (typeof pollStatuses)[number];

export interface AdminPollRow extends PollView {
  status: PollStatus;
  /** How many players answered. */
  answers: number;
}

export function statusOf(poll: PollView, now: Date): PollStatus {
  if (poll.startsAt > now) return "scheduled";
  return poll.endsAt > now ? "running" : "ended";
}

/** The poll to change: by its id (the console) or its key. */
export type PollWhere = { id: number } | { key: string };

/** The poll row, locked for the rest of the transaction (an answer racing a change sees one version). */
export async function lockPoll(tx: Db, where: PollWhere) {
  const locked =
    "id" in where
      ? await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Poll" WHERE id = ${where.id} FOR UPDATE`
      : await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Poll" WHERE key = ${where.key} FOR UPDATE`;
  const id = locked[0]?.id;
  if (id === undefined) throw new AppError("not_found", "No such poll.");
  return tx.poll.findUniqueOrThrow({ where: { id }, select: pollSelect });
}
