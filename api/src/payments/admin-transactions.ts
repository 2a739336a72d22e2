// The console's gem purchases (Stripe transactions): list with filters, read
// one, and an admin's refund. A refund asks Stripe to refund the payment
// (idempotency key per payment intent) and then takes the gems back with
// reverseGemPurchase — the very function the charge.refunded webhook runs —
// in one transaction with the staff_action row. When Stripe's webhook arrives
// later it finds the purchase already reversed and does nothing (ADR 073).
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { pageArgs } from "../db/list-page.ts";
import { intInput, RowIdTextSchema } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { inclusiveEndOf } from "../time/utc-day.ts";
import { announceWallet } from "../wallet/wallet-events.ts";
import { reverseGemPurchase } from "./gem-purchases.ts";
import { stripeOf } from "./stripe-client.ts";

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

const rowSelect = {
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

function toRow(row: SelectedRow) {
  const { user, createdAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), playerName: user.profile?.name ?? null };
}
export type TransactionRow = ReturnType<typeof toRow>;

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
  if (filter.id !== undefined) where.id = { in: Array.isArray(filter.id) ? filter.id : [filter.id] };
  return where;
}

export async function listTransactions(
  deps: Pick<AppDeps, "db">,
  query: {
    filter: TransactionFilter;
    sort: { field: TransactionSortField; order: "ASC" | "DESC" };
    skip: number;
    take: number;
  },
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

const parseId = (id: string | number) => {
  const parsed = RowIdTextSchema.safeParse(id);
  if (!parsed.success) throw new AppError("not_found", "No such transaction.");
  return parsed.data;
};

export async function getTransaction(
  deps: Pick<AppDeps, "db">,
  id: string | number,
): Promise<TransactionRow> {
  const row = await deps.db.transaction.findUnique({ where: { id: parseId(id) }, select: rowSelect });
  if (!row) throw new AppError("not_found", "No such transaction.");
  return toRow(row);
}

const alreadyReversed = (status: string) =>
  new AppError("conflict", `This purchase is already ${status}: nothing to refund.`, { reason: status });

/** An admin refunds a gem purchase in full: Stripe first, then the gems come back out of the wallet once. */
export async function refundTransaction(
  deps: Pick<AppDeps, "db" | "env" | "events">,
  actor: Actor,
  id: string | number,
  now = new Date(),
) {
  assertStaff(actor, "transactions.refund");
  const purchase = await getTransaction(deps, id);
  if (purchase.status !== "completed") throw alreadyReversed(purchase.status);
  const stripe = stripeOf(deps);
  // The local test mode has no Stripe payment to refund: only the gems come back.
  const stripeRefund = stripe
    ? await stripe.refunds.create(
        { payment_intent: purchase.paymentIntentId, metadata: { transactionId: String(purchase.id) } },
        { idempotencyKey: `refund:${purchase.paymentIntentId}` },
      )
    : null;
  const reversal = await deps.db.$transaction(async (tx) => {
    const effect = await reverseGemPurchase(tx, {
      paymentIntentId: purchase.paymentIntentId,
      chargeId: purchase.chargeId,
      kind: "refunded",
      now,
    });
    // Two refunds at once: Stripe answered both with the one refund; only the first takes the gems.
    if (effect.kind !== "reversed") throw alreadyReversed("refunded");
    await recordStaffAction(tx, actor, purchase.userId, {
      action: "transaction.refund",
      transactionId: purchase.id,
      paymentIntentId: purchase.paymentIntentId,
      stripeRefundId: stripeRefund?.id ?? null,
      gems: purchase.gems,
      taken: effect.taken,
      shortfall: effect.shortfall,
      before: { status: "completed" },
      after: { status: "refunded" },
    });
    return effect;
  });
  await announceWallet(deps, purchase.userId);
  return {
    transaction: await getTransaction(deps, purchase.id),
    taken: reversal.taken,
    shortfall: reversal.shortfall,
    balanceAfter: reversal.balanceAfter,
    stripeRefundId: stripeRefund?.id ?? null,
  };
}
