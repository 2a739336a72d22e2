// What the staff use cases of leaderboards share: a board as the console
// shows it, with its next reset and the reward brackets it pays, and the
// board's id read from the path.
import { z } from "zod";
import { leaderboardPeriodicities, type Periodicity, rankBrackets } from "../catalogue/leaderboards.ts";
import { RowIdTextSchema } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { nextPeriodStartFor, rankReward } from "./rules.ts";

/**
 * The game's boards (one per periodicity and type); a live event's own board
 * (scope "event:<id>", periodicity event) belongs to its event and is never
 * listed, reset or edited as one of them (live-events/event-leaderboard.ts).
 */
export const gameBoardsWhere = { scope: "" } as const satisfies Prisma.LeaderboardWhereInput;

/** A game board's periodicity; an event board is not one of the game's boards. */
export function gamePeriodicity(periodicity: string): Periodicity {
  const parsed = z.enum(leaderboardPeriodicities).safeParse(periodicity);
  if (!parsed.success) throw new AppError("not_found", "No such leaderboard.");
  return parsed.data;
}

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
  const periodicity = gamePeriodicity(board.periodicity);
  return {
    ...board,
    periodicity,
    periodStart: board.periodStart.toISOString(),
    nextResetAt: nextPeriodStartFor(periodicity, now)?.toISOString() ?? null,
    brackets: bracketsFor(periodicity),
  };
}
export type LeaderboardRow = ReturnType<typeof toRow>;

export const parseId = (id: string | number) => {
  const parsed = RowIdTextSchema.safeParse(id);
  if (!parsed.success) throw new AppError("not_found", "No such leaderboard.");
  return parsed.data;
};
