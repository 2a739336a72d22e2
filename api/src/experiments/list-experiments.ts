// Staff listing experiments (by status, by part of the name or key) and reading one.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { idsIn, pageArgs } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import type { Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import type { StaffListQuery } from "../staff/list-query.ts";
import { type ExperimentRow, experimentStatuses, rowSelect, toRow } from "./experiment-record.ts";

export const experimentSortFields = ["id", "name", "status", "createdAt", "startedAt"] as const;
export type ExperimentSortField = (typeof experimentSortFields)[number];

export const ExperimentFilterSchema = z.strictObject({
  /** Part of the name or the key, any case. */
  q: z.string().trim().max(80).optional(),
  status: z.enum(experimentStatuses).optional(),
  audienceId: intInput({ min: 1 }).optional(),
  /** ra-data-simple-rest's getMany. */
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});
export type ExperimentFilter = z.output<typeof ExperimentFilterSchema>;

export async function listExperiments(
  deps: Pick<AppDeps, "db">,
  query: StaffListQuery<ExperimentFilter, ExperimentSortField>,
): Promise<{ rows: ExperimentRow[]; total: number }> {
  const { filter } = query;
  const where: Prisma.ExperimentWhereInput = {};
  if (filter.q) {
    where.OR = [
      { name: { contains: filter.q, mode: "insensitive" } },
      { key: { contains: filter.q, mode: "insensitive" } },
    ];
  }
  if (filter.status) where.status = filter.status;
  if (filter.audienceId !== undefined) where.audienceId = filter.audienceId;
  where.id = idsIn(filter.id);
  const [rows, total] = await Promise.all([
    deps.db.experiment.findMany({ where, select: rowSelect, ...pageArgs(query) }),
    deps.db.experiment.count({ where }),
  ]);
  return { rows: rows.map(toRow), total };
}

export async function getExperiment(
  deps: Pick<AppDeps, "db">,
  input: { id: number },
): Promise<ExperimentRow> {
  const row = await deps.db.experiment.findUnique({ where: { id: input.id }, select: rowSelect });
  if (!row) throw new AppError("not_found", "No such experiment.");
  return toRow(row);
}
