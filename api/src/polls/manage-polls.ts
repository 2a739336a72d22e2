// Staff defining polls (the console calls these). A poll's key is fixed once
// created, since PollResult.type refers to it; options of a poll that has
// answers cannot change (the answers would no longer match), and such a poll
// cannot be deleted. Every change writes a History staff_action row in its
// own transaction.
import { z } from "zod";
import { recordStaffAction } from "../audit/staff-action.ts";
import { pageArgs } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import { type Db, Prisma, type PrismaClient } from "../db.ts";
import { AppError } from "../errors.ts";
import { type PollResults, pollResults } from "./poll-results.ts";
import {
  type PollDefinition,
  PollDefinitionSchema,
  type PollTerms,
  PollTermsSchema,
  type PollView,
  pollSelect,
  toPollView,
} from "./poll-schemas.ts";

function rewardsJson(rewards: object | null): Prisma.InputJsonValue | typeof Prisma.DbNull {
  return rewards === null ? Prisma.DbNull : (rewards as Prisma.InputJsonValue);
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;

// ───────────────────────────── reads ─────────────────────────────

export const pollSortFields = ["id", "key", "startsAt", "endsAt"] as const;
export type PollSortField = (typeof pollSortFields)[number];

export const pollStatuses = ["scheduled", "running", "ended"] as const;
export type PollStatus = (typeof pollStatuses)[number];

export const PollFilterSchema = z.strictObject({
  /** A key prefix (the unique index on key serves it). */
  q: z.string().trim().max(60).optional(),
  status: z.enum(pollStatuses).optional(),
  /** ra-data-simple-rest's getMany. */
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});
export type PollFilter = z.output<typeof PollFilterSchema>;

export interface AdminPollRow extends PollView {
  status: PollStatus;
  /** How many players answered. */
  answers: number;
}

function statusOf(poll: PollView, now: Date): PollStatus {
  if (poll.startsAt > now) return "scheduled";
  return poll.endsAt > now ? "running" : "ended";
}

function statusWhere(status: PollStatus | undefined, now: Date): Prisma.PollWhereInput {
  if (status === "scheduled") return { startsAt: { gt: now } };
  if (status === "running") return { startsAt: { lte: now }, endsAt: { gt: now } };
  if (status === "ended") return { endsAt: { lte: now } };
  return {};
}

/** Answers per poll key, one GROUP BY over PollResult's (type, answer) index. */
async function answerCounts(db: Db, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db.pollResult.groupBy({
    by: ["type"],
    where: { type: { in: keys } },
    _count: { _all: true },
  });
  return new Map(rows.map((row) => [row.type, row._count._all]));
}

export async function listPolls(
  deps: { db: Db },
  query: {
    filter: PollFilter;
    sort: { field: PollSortField; order: "ASC" | "DESC" };
    skip: number;
    take: number;
    now: Date;
  },
): Promise<{ rows: AdminPollRow[]; total: number }> {
  const { filter } = query;
  const where = statusWhere(filter.status, query.now);
  if (filter.q) where.key = { startsWith: filter.q.toLowerCase() };
  if (filter.id !== undefined) where.id = { in: Array.isArray(filter.id) ? filter.id : [filter.id] };
  const [rows, total] = await Promise.all([
    deps.db.poll.findMany({
      where,
      select: pollSelect,
      ...pageArgs(query),
    }),
    deps.db.poll.count({ where }),
  ]);
  const counts = await answerCounts(
    deps.db,
    rows.map((row) => row.key),
  );
  return {
    rows: rows.map((row) => {
      const view = toPollView(row);
      return { ...view, status: statusOf(view, query.now), answers: counts.get(view.key) ?? 0 };
    }),
    total,
  };
}

/** One poll with its results (every option with count and percent). */
export async function getPoll(
  deps: { db: Db },
  input: { id: number; now: Date },
): Promise<AdminPollRow & { results: PollResults }> {
  const row = await deps.db.poll.findUnique({ where: { id: input.id }, select: pollSelect });
  if (!row) throw new AppError("not_found", "No such poll.");
  const view = toPollView(row);
  const results = await pollResults(deps.db, view);
  return { ...view, status: statusOf(view, input.now), answers: results.total, results };
}

// ───────────────────────────── changes ─────────────────────────────

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
    await recordStaffAction(tx, { id: input.actorId }, null, {
      action: "create_poll",
      key: poll.key,
      pollId: row.id,
      before: null,
      after: json(poll),
    });
    return toPollView(row);
  });
}

/** The poll to change: by its id (the console) or its key. */
type PollWhere = { id: number } | { key: string };

/** The poll row, locked for the rest of the transaction (an answer racing a change sees one version). */
async function lockPoll(tx: Db, where: PollWhere) {
  const locked =
    "id" in where
      ? await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Poll" WHERE id = ${where.id} FOR UPDATE`
      : await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Poll" WHERE key = ${where.key} FOR UPDATE`;
  const id = locked[0]?.id;
  if (id === undefined) throw new AppError("not_found", "No such poll.");
  return tx.poll.findUniqueOrThrow({ where: { id }, select: pollSelect });
}

export async function updatePoll(
  deps: { db: PrismaClient },
  input: PollWhere & { poll: PollTerms; actorId: string | null },
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
    await recordStaffAction(tx, { id: input.actorId }, null, {
      action: "update_poll",
      key: before.key,
      pollId: before.id,
      before: json(toPollView(before)),
      after: json({ key: before.key, ...poll }),
    });
    return toPollView(row);
  });
}

/** Deletes a poll nobody has answered; answered polls stay (their results are history). */
export async function deletePoll(
  deps: { db: PrismaClient },
  input: { id: number; actorId: string },
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
    await recordStaffAction(tx, { id: input.actorId }, null, {
      action: "delete_poll",
      key: before.key,
      pollId: before.id,
      before: json(view),
      after: null,
    });
    return view;
  });
}
