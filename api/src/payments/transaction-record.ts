// What the staff use cases of gem purchases share: a purchase as the console
// shows it.
import type { AppDeps } from "../context.ts";
import { RowIdTextSchema } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import type { Prisma } from "../generated/prisma/client.ts";

export const rowSelect = {
  id: true,
  createdAt: true,
  userId: true,
  gems: true,
  price: true,
  currency: true,
  country: true,
  status: true,
  description: true,
  paymentIntentId: true,
  chargeId: true,
  checkoutSessionId: true,
  user: { select: { profile: { select: { name: true } } } },
} satisfies Prisma.TransactionSelect;

type SelectedRow = Prisma.TransactionGetPayload<{ select: typeof rowSelect }>;

export function toRow(row: SelectedRow) {
  const { user, createdAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), playerName: user.profile?.name ?? null };
}
export type TransactionRow = ReturnType<typeof toRow>;

const parseId = (id: string | number) => {
  const parsed = RowIdTextSchema.safeParse(id);
  if (!parsed.success) throw new AppError("not_found", "No such transaction.");
  return parsed.data;
};

/** One purchase as the console shows it. */
export async function readTransaction(
  deps: Pick<AppDeps, "db">,
  id: string | number,
): Promise<TransactionRow> {
  const row = await deps.db.transaction.findUnique({ where: { id: parseId(id) }, select: rowSelect });
  if (!row) throw new AppError("not_found", "No such transaction.");
  return toRow(row);
}
