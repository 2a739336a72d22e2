// The economy's audit: for every player, each balance equals the sum of that
// currency's ledger deltas in History. One set-based query, for a test, the
// admin endpoint and the crash-safety check.

import type { AppDeps } from "../context.ts";

export interface LedgerMismatch {
  userId: string;
  currency: "gold" | "gems";
  balance: number;
  ledgerSum: number;
}

export interface LedgerReport {
  playersChecked: number;
  mismatches: LedgerMismatch[];
  negativeBalances: number;
}

export async function verifyLedger(
  deps: Pick<AppDeps, "db">,
  input: { limit?: number } = {},
): Promise<LedgerReport> {
  const { db } = deps;
  const options = input;
  const limit = options.limit ?? 100;
  const mismatches = await db.$queryRaw<LedgerMismatch[]>`
    WITH sums AS (
      SELECT "userId",
             COALESCE(SUM(("data"->>'delta')::bigint) FILTER (WHERE "data"->>'currency' = 'gold'), 0) AS gold,
             COALESCE(SUM(("data"->>'delta')::bigint) FILTER (WHERE "data"->>'currency' = 'gems'), 0) AS gems
      FROM "History" WHERE "type" = 'currency' AND "userId" IS NOT NULL
      GROUP BY "userId"
    )
    SELECT u.id AS "userId", c.currency, c.balance, c.ledger_sum::int AS "ledgerSum"
    FROM "User" u
    LEFT JOIN sums s ON s."userId" = u.id
    CROSS JOIN LATERAL (VALUES
      ('gold', u."freeCurrency", COALESCE(s.gold, 0)),
      ('gems', u."paidCurrency", COALESCE(s.gems, 0))
    ) AS c(currency, balance, ledger_sum)
    WHERE c.balance <> c.ledger_sum
    ORDER BY u.id
    LIMIT ${limit}`;
  const [counts] = await db.$queryRaw<{ players: number; negative: number }[]>`
    SELECT COUNT(*)::int AS players,
           COUNT(*) FILTER (WHERE "freeCurrency" < 0 OR "paidCurrency" < 0)::int AS negative
    FROM "User"`;
  return {
    playersChecked: counts?.players ?? 0,
    mismatches,
    negativeBalances: counts?.negative ?? 0,
  };
}
