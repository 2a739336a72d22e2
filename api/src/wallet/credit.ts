// The one place that changes a player's gold (freeCurrency) or gems
// (paidCurrency). Every change writes one History ledger row in the same
// transaction, so for every user balance = sum of ledger deltas (product.md).
// The economy issue extends this module (debits, refunds); keep it the only writer.
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";

export type Currency = "gold" | "gems";

const balanceColumn = { gold: "freeCurrency", gems: "paidCurrency" } as const;

export interface CreditInput {
  userId: string;
  currency: Currency;
  amount: number;
  /** Why: a ledger reason such as "starter_grant". */
  reason: string;
  /** What caused it (an id), if anything. */
  ref?: string | null;
  /** Staff member who caused it, if any. */
  actorId?: string | null;
}

/** Adds `amount` (> 0) to a balance; call inside the caller's transaction. */
export async function creditCurrency(tx: Db, input: CreditInput): Promise<{ balanceAfter: number }> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new AppError("bad_request", "A credit must be a positive whole amount.");
  }
  const column = balanceColumn[input.currency];
  const user = await tx.user.update({
    where: { id: input.userId },
    data: { [column]: { increment: input.amount } },
    select: { freeCurrency: true, paidCurrency: true },
  });
  const balanceAfter = user[column];
  await tx.history.create({
    data: {
      type: "currency",
      userId: input.userId,
      actorId: input.actorId ?? null,
      data: {
        currency: input.currency,
        delta: input.amount,
        reason: input.reason,
        ref: input.ref ?? null,
        balanceAfter,
      },
    },
  });
  return { balanceAfter };
}
