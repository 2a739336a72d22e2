// A player's own pulls, newest first (GET /api/me/summons): what each egg gave,
// when, with which odds version and whether the guarantee decided it.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { type SummonPullResult, summonPullOf, summonPullSelect } from "./pull-from-egg.ts";

export const SummonPullsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export async function listSummonPulls(
  deps: Pick<AppDeps, "dbRead">,
  input: { userId: string; limit?: number },
): Promise<{ pulls: SummonPullResult[]; total: number }> {
  const { limit } = SummonPullsQuerySchema.parse(input);
  const where = { userId: input.userId };
  const [rows, total] = await Promise.all([
    deps.dbRead.summonPull.findMany({
      where,
      orderBy: [{ pulledAt: "desc" }, { id: "desc" }],
      take: limit,
      select: summonPullSelect,
    }),
    deps.dbRead.summonPull.count({ where }),
  ]);
  return { pulls: rows.map(summonPullOf), total };
}
