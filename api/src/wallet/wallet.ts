// The one module that changes a player's gold (User.freeCurrency) or gems
// (User.paidCurrency). Every change is one conditional UPDATE plus one History
// ledger row, inside the caller's transaction, so for every user
// balance = sum of ledger deltas, and a balance never goes below zero (the
// database's CHECK constraints back this up). Nothing else writes those columns.
import type { Currency } from "../catalogue/basics.ts";
import { type Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import { historyTypes, type LedgerReason } from "../history/types.ts";

const balanceColumn = { gold: "freeCurrency", gems: "paidCurrency" } as const;

export interface LedgerEntryInput {
  userId: string;
  currency: Currency;
  /** A positive whole amount. */
  amount: number;
  reason: LedgerReason;
  /** What caused it (a purchase id, a message id, …). */
  ref?: string | null;
  /** The staff member who caused it, if any. */
  actorId?: string | null;
}

export interface BalanceChange {
  currency: Currency;
  delta: number;
  balanceAfter: number;
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new AppError("bad_request", "An amount must be a positive whole number.");
  }
}

async function writeLedgerRow(tx: Db, input: LedgerEntryInput, delta: number, balanceAfter: number) {
  const data = {
    currency: input.currency,
    delta,
    reason: input.reason,
    ref: input.ref ?? null,
    balanceAfter,
  };
  // Raw SQL: this runs on every economy action, and skips the query compiler's work.
  await tx.$executeRaw`
    INSERT INTO "History" ("type", "userId", "actorId", "data")
    VALUES (${historyTypes.currency}, ${input.userId}::uuid, ${input.actorId ?? null}::uuid, ${JSON.stringify(data)}::jsonb)`;
}

/** Adds `amount` to a balance. */
export async function credit(tx: Db, input: LedgerEntryInput): Promise<BalanceChange> {
  assertAmount(input.amount);
  const column = Prisma.raw(`"${balanceColumn[input.currency]}"`);
  const rows = await tx.$queryRaw<{ balance: number }[]>`
    UPDATE "User" SET ${column} = ${column} + ${input.amount}, "updatedAt" = now()
    WHERE id = ${input.userId}::uuid
    RETURNING ${column} AS balance`;
  const balanceAfter = rows[0]?.balance;
  if (balanceAfter === undefined) throw new AppError("not_found", "No such player.");
  await writeLedgerRow(tx, input, input.amount, balanceAfter);
  return { currency: input.currency, delta: input.amount, balanceAfter };
}

/**
 * Takes `amount` from a balance, or throws payment_required (402) with the
 * shortfall. The check and the change are one statement, so concurrent debits
 * can never overdraw.
 */
export async function debit(tx: Db, input: LedgerEntryInput): Promise<BalanceChange> {
  assertAmount(input.amount);
  const column = Prisma.raw(`"${balanceColumn[input.currency]}"`);
  const rows = await tx.$queryRaw<{ balance: number }[]>`
    UPDATE "User" SET ${column} = ${column} - ${input.amount}, "updatedAt" = now()
    WHERE id = ${input.userId}::uuid AND ${column} >= ${input.amount}
    RETURNING ${column} AS balance`;
  const balanceAfter = rows[0]?.balance;
  if (balanceAfter === undefined) {
    const balance = await balanceOf(tx, input.userId, input.currency);
    throw new AppError("payment_required", `Not enough ${input.currency}.`, {
      currency: input.currency,
      price: input.amount,
      balance,
      shortfall: input.amount - balance,
    });
  }
  await writeLedgerRow(tx, input, -input.amount, balanceAfter);
  return { currency: input.currency, delta: -input.amount, balanceAfter };
}

/**
 * Takes as much of `amount` as the balance holds (refunds, disputes): the
 * balance stops at zero and the part that could not be taken is returned as
 * `shortfall` for staff to see.
 */
export async function debitAtMost(
  tx: Db,
  input: LedgerEntryInput,
): Promise<BalanceChange & { shortfall: number }> {
  assertAmount(input.amount);
  const column = Prisma.raw(`"${balanceColumn[input.currency]}"`);
  const rows = await tx.$queryRaw<{ balance: number; taken: number }[]>`
    WITH current AS (SELECT ${column} AS balance FROM "User" WHERE id = ${input.userId}::uuid FOR UPDATE)
    UPDATE "User" SET ${column} = GREATEST(current.balance - ${input.amount}, 0), "updatedAt" = now()
    FROM current WHERE "User".id = ${input.userId}::uuid
    RETURNING "User".${column} AS balance, LEAST(current.balance, ${input.amount})::int AS taken`;
  const row = rows[0];
  if (!row) throw new AppError("not_found", "No such player.");
  if (row.taken > 0) await writeLedgerRow(tx, input, -row.taken, row.balance);
  return {
    currency: input.currency,
    delta: -row.taken,
    balanceAfter: row.balance,
    shortfall: input.amount - row.taken,
  };
}

export async function balanceOf(db: Db, userId: string, currency: Currency): Promise<number> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { freeCurrency: true, paidCurrency: true },
  });
  if (!user) throw new AppError("not_found", "No such player.");
  return currency === "gold" ? user.freeCurrency : user.paidCurrency;
}
