// The things an audit row names besides people, so the console can say which
// one in words instead of showing an id: the leaderboard a staff member created,
// changed or reset (data.leaderboardId) as its period and ranked stat, which the
// console names ("Daily kills"). One query per page of rows, like withPeople.
import type { Db } from "../db.ts";

/** A leaderboard as a row names it: the console words it from its period and ranked stat. */
export interface BoardRef {
  id: number;
  periodicity: string;
  type: string;
}

const leaderboardIdOf = (data: unknown): number | null => {
  const id = data && typeof data === "object" ? (data as { leaderboardId?: unknown }).leaderboardId : null;
  return typeof id === "number" && Number.isSafeInteger(id) ? id : null;
};

/** Rows with the leaderboard their data names (null: none, or a board since removed). */
export async function withThings<Row extends { data: unknown }>(
  db: Db,
  rows: Row[],
): Promise<(Row & { leaderboard: BoardRef | null })[]> {
  const ids = [...new Set(rows.map((row) => leaderboardIdOf(row.data)).filter((id) => id !== null))];
  const boards =
    ids.length === 0
      ? []
      : await db.leaderboard.findMany({
          where: { id: { in: ids } },
          select: { id: true, periodicity: true, type: true },
        });
  const byId = new Map(boards.map((board) => [board.id, board]));
  return rows.map((row) => {
    const id = leaderboardIdOf(row.data);
    return { ...row, leaderboard: (id !== null ? byId.get(id) : undefined) ?? null };
  });
}
