// Gold and gem sources and sinks. The ledger (History type "currency",
// data {currency, delta, reason, ...}) grows by every reward and purchase, so
// the dashboards read its daily rollup LedgerDaily, which the hourly stats
// job keeps current (docs/decisions/080-analytics-rollups.md).

import type { AppDeps } from "../context.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { historyTypes } from "../history/types.ts";
import { utcDayKey } from "../time/utc-day.ts";
import { bucketSql } from "./activity.ts";
import { type AnalyticsQueryInput, AnalyticsQuerySchema } from "./analytics-query.ts";

/** The rollup writes: the primary. */
type Deps = Pick<AppDeps, "db">;
/** The metric only reads, and tolerates replica lag: the read replica when there is one. */
type ReadDeps = Pick<AppDeps, "dbRead">;

const rollupName = "ledger_daily";

export interface LedgerRollupResult {
  /** UTC days recomputed. */
  days: number;
  /** The highest History id folded in. */
  lastId: number;
}

/**
 * Brings LedgerDaily up to date: finds the UTC days of the ledger rows added
 * since the last run (History ids above the stored cursor) and recomputes
 * those whole days from History(type, createdAt), plus always the current
 * and previous day, which absorb rows whose transaction committed after a
 * later id was already read. Recomputing whole days makes a run idempotent
 * and a crashed run harmless: the cursor moves only in the same transaction
 * as the rows it covers, so the next run simply redoes the work.
 */
export async function rollupLedgerDaily(deps: Deps, input: { now: Date }): Promise<LedgerRollupResult> {
  return deps.db.$transaction(
    async (tx) => {
      // One run at a time: a second run waits here, then finds little to do.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${rollupName}))`;
      await tx.$executeRawUnsafe("SET LOCAL work_mem = '128MB'");
      const [cursor] = await tx.$queryRaw<{ lastId: number; maxId: number }[]>`
        SELECT coalesce((SELECT "lastId" FROM "AnalyticsRollup" WHERE name = ${rollupName}), 0) AS "lastId",
          coalesce((SELECT max(id) FROM "History"), 0) AS "maxId"`;
      const lastId = cursor?.lastId ?? 0;
      const maxId = cursor?.maxId ?? 0;
      const today = utcDayKey(input.now);
      const touched = await tx.$queryRaw<{ day: string }[]>`
        SELECT DISTINCT to_char("createdAt"::date, 'YYYY-MM-DD') AS day
        FROM "History"
        WHERE id > ${lastId} AND id <= ${maxId} AND type = ${historyTypes.currency}
        UNION SELECT ${today}
        UNION SELECT to_char(${today}::date - 1, 'YYYY-MM-DD')`;
      const days = touched.map((row) => row.day);
      await tx.$executeRaw`DELETE FROM "LedgerDaily" WHERE day = ANY(${days}::date[])`;
      await tx.$executeRaw`
        INSERT INTO "LedgerDaily" (day, currency, reason, flow, "deltaSum", rows)
        SELECT h."createdAt"::date, h.data->>'currency', coalesce(h.data->>'reason', 'unknown'),
          CASE WHEN (h.data->>'delta')::bigint > 0 THEN 'source' ELSE 'sink' END,
          sum((h.data->>'delta')::bigint), count(*)::int
        FROM unnest(${days}::date[]) AS d (day)
        JOIN "History" h ON h.type = ${historyTypes.currency}
          AND h."createdAt" >= d.day AND h."createdAt" < d.day + 1
        WHERE (h.data->>'delta')::bigint <> 0
        GROUP BY 1, 2, 3, 4`;
      await tx.$executeRaw`
        INSERT INTO "AnalyticsRollup" (name, "lastId", "updatedAt") VALUES (${rollupName}, ${maxId}, now())
        ON CONFLICT (name) DO UPDATE SET "lastId" = EXCLUDED."lastId", "updatedAt" = EXCLUDED."updatedAt"`;
      return { days: days.length, lastId: maxId };
    },
    { timeout: 10 * 60_000, maxWait: 60_000 },
  );
}

export interface EconomyRow {
  bucket: string;
  currency: string;
  reason: string;
  flow: "source" | "sink";
  /** Signed total: positive for sources, negative for sinks. */
  amount: number;
  /** Ledger rows behind the amount. */
  rows: number;
}

/** Sources and sinks of gold and gems per bucket and reason, from LedgerDaily. */
export async function economy(deps: ReadDeps, input: AnalyticsQueryInput): Promise<EconomyRow[]> {
  const query = AnalyticsQuerySchema.parse(input);
  return deps.dbRead.$queryRaw<EconomyRow[]>`
    SELECT ${bucketSql(query.granularity, Prisma.sql`day`)} AS bucket, currency, reason, flow,
      sum("deltaSum")::float8 AS amount, sum(rows)::int AS rows
    FROM "LedgerDaily"
    WHERE day BETWEEN ${query.from}::date AND ${query.to}::date
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 4 DESC, 5 DESC`;
}
