// A player's pulls for the console's player page, in ra-data-simple-rest's
// paging: what each egg gave, with the odds version and the guarantee.
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { pageArgs } from "../db/list-page.ts";
import { type HistoryQuery, historySortFields } from "../players/player-record.ts";
import { type SummonPullResult, summonPullOf, summonPullSelect } from "./pull-from-egg.ts";

export const playerSummonPullSortFields = historySortFields;

export type PlayerSummonPullRow = SummonPullResult & { userId: string; createdAt: string };

export async function listPlayerSummonPulls(
  deps: Pick<AppDeps, "db">,
  input: HistoryQuery & { actor: Actor },
): Promise<{ rows: PlayerSummonPullRow[]; total: number }> {
  const { userId } = input.filter;
  const sort = {
    ...input,
    sort: { ...input.sort, field: input.sort.field === "id" ? "id" : "pulledAt" },
  } as const;
  const [rows, total] = await Promise.all([
    deps.db.summonPull.findMany({ where: { userId }, ...pageArgs(sort), select: summonPullSelect }),
    deps.db.summonPull.count({ where: { userId } }),
  ]);
  return {
    rows: rows.map((row) => {
      const pull = summonPullOf(row);
      return { ...pull, userId, createdAt: pull.pulledAt };
    }),
    total,
  };
}
