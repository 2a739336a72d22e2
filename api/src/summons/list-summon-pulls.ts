// A player's own pulls, newest first (GET /api/summons/pulls): what each egg gave,
// when, with which odds version and whether the guarantee decided it.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { offsetOf, offsetPage } from "../db/page-cursor.ts";
import { intText } from "../db/row-id.ts";
import { type SummonPullResult, summonPullOf, summonPullSelect } from "./pull-from-egg.ts";

export const SummonPullsQuerySchema = z.object({
  limit: intText({ min: 1, max: 100 }).default(50),
  cursor: z.string().max(200).optional(),
});

export async function listSummonPulls(
  deps: Pick<AppDeps, "dbRead">,
  input: { userId: string; limit?: number; cursor?: string },
): Promise<{ pulls: SummonPullResult[]; total: number; nextCursor: string | null }> {
  const { limit, cursor } = SummonPullsQuerySchema.parse({ limit: input.limit, cursor: input.cursor });
  const offset = offsetOf(cursor);
  const where = { userId: input.userId };
  const [rows, total] = await Promise.all([
    deps.dbRead.summonPull.findMany({
      where,
      orderBy: [{ pulledAt: "desc" }, { id: "desc" }],
      skip: offset,
      take: limit + 1,
      select: summonPullSelect,
    }),
    deps.dbRead.summonPull.count({ where }),
  ]);
  const page = offsetPage(rows, offset, limit);
  return { pulls: page.rows.map(summonPullOf), total, nextCursor: page.nextCursor };
}
