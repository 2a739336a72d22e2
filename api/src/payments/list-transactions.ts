// Staff listing gem purchases (Stripe transactions) by country, currency,
// status, player and date.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { idsIn, pageArgs } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { StaffListQuery } from "../staff/list-query.ts";
import { inclusiveEndOf } from "../time/utc-day.ts";
import { rowSelect, type TransactionRow, toRow } from "./transaction-record.ts";

export const transactionSortFields = ["createdAt", "id", "price"] as const;
export type TransactionSortField = (typeof transactionSortFields)[number];

const day = z.union([z.iso.datetime(), z.iso.date()]);

export const TransactionFilterSchema = z.strictObject({
  /** ISO 3166 alpha-2, as Stripe reports the billing country. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "A two-letter country code.")
    .transform((code) => code.toUpperCase())
    .optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, "A three-letter currency code.")
    .transform((code) => code.toLowerCase())
    .optional(),
  status: z.enum(["completed", "refunded", "disputed"]).optional(),
  userId: z.string().uuid().optional(),
  /** From this instant (or day) on, inclusive. */
  createdAt_gte: day.optional(),
  /** Up to this instant, inclusive; a bare day includes the whole day. */
  createdAt_lte: day.optional(),
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});
export type TransactionFilter = z.output<typeof TransactionFilterSchema>;

// Served by Transaction's (createdAt), (userId, createdAt) and (country, currency) indexes.
function whereOf(filter: TransactionFilter): Prisma.TransactionWhereInput {
  const where: Prisma.TransactionWhereInput = {};
  if (filter.country) where.country = filter.country;
  if (filter.currency) where.currency = filter.currency;
  if (filter.status) where.status = filter.status;
  if (filter.userId) where.userId = filter.userId;
  if (filter.createdAt_gte || filter.createdAt_lte) {
    where.createdAt = {
      ...(filter.createdAt_gte ? { gte: new Date(filter.createdAt_gte) } : {}),
      ...(filter.createdAt_lte ? { lte: inclusiveEndOf(filter.createdAt_lte) } : {}),
    };
  }
  where.id = idsIn(filter.id);
  return where;
}

export async function listTransactions(
  deps: Pick<AppDeps, "db">,
  query: StaffListQuery<TransactionFilter, TransactionSortField>,
): Promise<{ rows: TransactionRow[]; total: number }> {
  const where = whereOf(query.filter);
  const [rows, total] = await Promise.all([
    deps.db.transaction.findMany({
      where,
      select: rowSelect,
      ...pageArgs(query),
    }),
    deps.db.transaction.count({ where }),
  ]);
  return { rows: rows.map(toRow), total };
}
