// The hourly KPI rows of GeneralStats (the console's dashboards read them).
// Every KPI of an hour is computed and upserted in one statement, keyed by
// (name, bucket), so a re-run of the same fire rewrites nothing.
import type { AppDeps } from "../context.ts";
import { type JobInput, JobInputSchema } from "../jobs/job-input.ts";
import { banInForce } from "../moderation/active-ban.ts";

export interface AggregateStatsResult {
  /** KPI rows inserted or changed (0 when re-run with nothing new). */
  written: number;
  /** The hour the rows describe. */
  bucket: Date;
}

const hourMs = 3_600_000;

/**
 * KPIs for the hour that ended at or before `now`, bucketed at its start:
 * - flows over the hour: new_players, purchases, revenue_minor:<currency>
 *   (completed real-money purchases, minor units, one row per currency since
 *   amounts in different currencies do not add up), shop_sales,
 *   shop_spent:<gold|gems>;
 * - dau: distinct active players of the hour's UTC day so far;
 * - snapshots: players_total (players created before the hour's end),
 *   active_vips (VIP beyond the hour's end), and, as of the run (neither has
 *   a history to read back), banned_players and messages_unread;
 * - per monster, from the cumulative MonsterStats (one small row per monster):
 *   monster_win_rate:<name> (wins / decided matches) and
 *   monster_play_share:<name> (its share of all monster plays).
 */
export async function aggregateStats(
  deps: Pick<AppDeps, "db">,
  input: JobInput,
): Promise<AggregateStatsResult> {
  const { now } = JobInputSchema.parse(input);
  const to = new Date(Math.floor(now.getTime() / hourMs) * hourMs);
  const from = new Date(to.getTime() - hourMs);
  const written = await deps.db.$executeRaw`
    WITH kpi (name, value) AS (
      SELECT 'dau', count(*)::float8 FROM "PlayerActivityDay" WHERE day = ${from}::date
      UNION ALL
      SELECT 'new_players', count(*)::float8 FROM "User" WHERE "createdAt" >= ${from} AND "createdAt" < ${to}
      UNION ALL
      SELECT 'purchases', count(*)::float8 FROM "Transaction"
      WHERE status = 'completed' AND "createdAt" >= ${from} AND "createdAt" < ${to}
      UNION ALL
      SELECT 'revenue_minor:' || lower(currency), sum(price)::float8 FROM "Transaction"
      WHERE status = 'completed' AND "createdAt" >= ${from} AND "createdAt" < ${to}
      GROUP BY lower(currency)
      UNION ALL
      SELECT 'shop_sales', count(*)::float8 FROM "ShopItemTransaction"
      WHERE "boughtAt" >= ${from} AND "boughtAt" < ${to}
      UNION ALL
      SELECT 'shop_spent:' || currency, sum(price)::float8 FROM "ShopItemTransaction"
      WHERE "boughtAt" >= ${from} AND "boughtAt" < ${to}
      GROUP BY currency
      UNION ALL
      SELECT 'players_total', count(*)::float8 FROM "User" WHERE role = 'player' AND "createdAt" < ${to}
      UNION ALL
      SELECT 'active_vips', count(*)::float8 FROM "User" WHERE "vipExpiresAt" > ${to}
      UNION ALL
      SELECT 'banned_players', count(*)::float8 FROM "User" WHERE ${banInForce("User", to)}
      UNION ALL
      SELECT 'messages_unread', count(*)::float8 FROM "Message" WHERE NOT "isRead"
      UNION ALL
      SELECT 'monster_win_rate:' || name,
        ("pveWins" + "pvpWins")::float8 / ("pveWins" + "pvpWins" + "pveLosses" + "pvpLosses")
      FROM "MonsterStats" WHERE "pveWins" + "pvpWins" + "pveLosses" + "pvpLosses" > 0
      UNION ALL
      SELECT 'monster_play_share:' || name, plays::float8 / sum(plays) OVER ()
      FROM "MonsterStats" WHERE plays > 0
    )
    INSERT INTO "GeneralStats" (name, value, bucket)
    SELECT name, value, ${from} FROM kpi
    ON CONFLICT (name, bucket) DO UPDATE SET value = EXCLUDED.value
    WHERE "GeneralStats".value IS DISTINCT FROM EXCLUDED.value`;
  return { written, bucket: from };
}
