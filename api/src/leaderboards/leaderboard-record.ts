// What the staff use cases of leaderboards share: a board as the console
// shows it, with its next reset and the reward brackets it pays, and the
// board's id read from the path.
import { z } from "zod";
import { type Periodicity, rankBrackets } from "../catalogue/leaderboards.ts";
import { RowIdTextSchema } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { nextPeriodStartFor, rankReward } from "./rules.ts";

export const OperatorSchema = z.enum(["best", "set", "increment"]);

export const boardSelect = {
  id: true,
  periodicity: true,
  type: true,
  operator: true,
  periodStart: true,
} satisfies Prisma.LeaderboardSelect;

type SelectedBoard = Prisma.LeaderboardGetPayload<{ select: typeof boardSelect }>;

/** The catalogue's brackets as this board pays them (all-time boards pay nothing). */
export function bracketsFor(periodicity: Periodicity) {
  return rankBrackets.map((bracket) => ({
    fromRank: bracket.fromRank,
    toRank: bracket.toRank,
    reward: rankReward(periodicity, bracket.fromRank) ?? {},
  }));
}

export function toRow(board: SelectedBoard, now: Date) {
  return {
    ...board,
    periodStart: board.periodStart.toISOString(),
    nextResetAt: nextPeriodStartFor(board.periodicity, now)?.toISOString() ?? null,
    brackets: bracketsFor(board.periodicity),
  };
}
export type LeaderboardRow = ReturnType<typeof toRow>;

export const parseId = (id: string | number) => {
  const parsed = RowIdTextSchema.safeParse(id);
  if (!parsed.success) throw new AppError("not_found", "No such leaderboard.");
  return parsed.data;
};
