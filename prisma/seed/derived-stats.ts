// Numbers the jobs derive from player data, computed set-based once all
// players exist: promo code use counts, global monster stats and the hourly KPI
// history the analyst dashboards read (GeneralStats).
import type { Db } from "../../api/src/db.ts";
import { startOfUtcDay } from "../../api/src/time/utc-day.ts";
import { addDays, hourMs } from "./dates.ts";
import { worldDays } from "./population.ts";
import { sqlTimestamp } from "./sql.ts";

/**
 * The hour buckets of the world's history that the stats job
 * (api/src/stats/aggregate-stats.ts) would have written, up to the last
 * complete hour; the seed runs the job itself for that last hour.
 */
export function kpiHistoryRange(now: Date): { firstBucket: Date; lastBucket: Date } {
  return {
    firstBucket: addDays(startOfUtcDay(now), -worldDays),
    lastBucket: new Date(Math.floor(now.getTime() / hourMs) * hourMs - 2 * hourMs),
  };
}

export async function seedDerivedStats(db: Db, now: Date): Promise<void> {
  const { firstBucket, lastBucket } = kpiHistoryRange(now);
  const first = sqlTimestamp(firstBucket);
  const last = sqlTimestamp(lastBucket);
  // The first hour boundary at or after a moment, as the bucket it closes.
  const bucketClosedBy = (moment: string) =>
    `(date_trunc('hour', ${moment}) + CASE WHEN ${moment} = date_trunc('hour', ${moment}) THEN interval '0' ELSE interval '1 hour' END - interval '1 hour')`;

  const statements = [
    `UPDATE "PromoCode" code SET "currentUses" = used.count
     FROM (SELECT "promoCodeId", count(*)::int AS count FROM "PromoCodeRedemption" GROUP BY "promoCodeId") AS used
     WHERE used."promoCodeId" = code.id`,

    // Monsters are credited with the matches of the teams they lead (each player's
    // first team); a team's kills are shared among its members.
    `UPDATE "MonsterStats" stats SET
       "plays" = agg.plays, "pveWins" = agg.pve_wins, "pveLosses" = agg.pve_losses,
       "pvpWins" = agg.pvp_wins, "pvpLosses" = agg.pvp_losses, "kills" = agg.kills, "bossKills" = agg.boss_kills
     FROM (
       SELECT item.name,
         sum(s."pveWins" + s."pveLosses" + s."pvpWins" + s."pvpLosses")::int AS plays,
         sum(s."pveWins")::int AS pve_wins, sum(s."pveLosses")::int AS pve_losses,
         sum(s."pvpWins")::int AS pvp_wins, sum(s."pvpLosses")::int AS pvp_losses,
         sum(s.kills / size.members)::int AS kills, sum(s."bossKills")::int AS boss_kills
       FROM "Team" team
       JOIN "TeamMember" member ON member."teamId" = team.id
       JOIN (SELECT "teamId", count(*) AS members FROM "TeamMember" GROUP BY "teamId") AS size ON size."teamId" = team.id
       JOIN "Item" item ON item.id = member."monsterId"
       JOIN "Inventory" inventory ON inventory.id = team."inventoryId"
       JOIN "UserStats" s ON s."userId" = inventory."userId"
       WHERE team.slot = 0
       GROUP BY item.name
     ) AS agg
     WHERE stats.name = agg.name`,

    // The stats job's KPIs for every past hour, with its names and meanings:
    // flows within the hour, dau of the hour's day, and the snapshots that can
    // be read back from the data (players, VIPs, bans) counted as spans. The
    // job's as-of-the-run snapshots (unread messages, monster rates) have no
    // history, so only the job's own run for the last hour writes them.
    `INSERT INTO "GeneralStats" ("name", "bucket", "value")
     WITH hours AS (
       SELECT generate_series(${first}, ${last}, interval '1 hour') AS bucket
     ),
     flows AS (
       SELECT 'new_players' AS name, date_trunc('hour', "createdAt") AS bucket, count(*)::float8 AS value
       FROM "User" GROUP BY 2
       UNION ALL
       SELECT 'purchases', date_trunc('hour', "createdAt"), count(*) FROM "Transaction"
       WHERE status = 'completed' GROUP BY 2
       UNION ALL
       SELECT 'revenue_minor:' || lower(currency), date_trunc('hour', "createdAt"), sum(price) FROM "Transaction"
       WHERE status = 'completed' GROUP BY 1, 2
       UNION ALL
       SELECT 'shop_sales', date_trunc('hour', "boughtAt"), count(*) FROM "ShopItemTransaction" GROUP BY 2
       UNION ALL
       SELECT 'shop_spent:' || currency, date_trunc('hour', "boughtAt"), sum(price) FROM "ShopItemTransaction"
       GROUP BY 1, 2
     ),
     -- KPIs the job writes every hour, even when zero.
     always AS (
       SELECT name, hours.bucket FROM hours
       CROSS JOIN (VALUES ('new_players'), ('purchases'), ('shop_sales')) AS kpi(name)
     ),
     -- Snapshot KPIs as spans: +1 in the bucket whose end first falls inside the span, −1 where it leaves.
     span_changes AS (
       SELECT 'players_total' AS name, date_trunc('hour', "createdAt") AS bucket, 1 AS change
       FROM "User" WHERE role = 'player'
       UNION ALL
       SELECT 'active_vips', ${bucketClosedBy(`("vipExpiresAt" - "totalVipDays" * interval '1 day')`)}, 1
       FROM "User" WHERE "vipExpiresAt" IS NOT NULL
       UNION ALL
       SELECT 'active_vips', ${bucketClosedBy(`"vipExpiresAt"`)}, -1
       FROM "User" WHERE "vipExpiresAt" IS NOT NULL
       UNION ALL
       SELECT 'banned_players', ${bucketClosedBy(`"bannedAt"`)}, 1 FROM "User" WHERE "bannedAt" IS NOT NULL
       UNION ALL
       SELECT 'banned_players', ${bucketClosedBy(`"bannedUntil"`)}, -1
       FROM "User" WHERE "bannedAt" IS NOT NULL AND "bannedUntil" IS NOT NULL
     ),
     span_before AS (
       SELECT name, sum(change) AS change FROM span_changes WHERE bucket < ${first} GROUP BY name
     ),
     spans AS (
       SELECT kpi.name, hours.bucket,
         COALESCE(before.change, 0)
           + sum(COALESCE(changes.change, 0)) OVER (PARTITION BY kpi.name ORDER BY hours.bucket) AS value
       FROM hours
       CROSS JOIN (VALUES ('players_total'), ('active_vips'), ('banned_players')) AS kpi(name)
       LEFT JOIN span_before before ON before.name = kpi.name
       LEFT JOIN (SELECT name, bucket, sum(change) AS change FROM span_changes GROUP BY 1, 2) AS changes
         ON changes.name = kpi.name AND changes.bucket = hours.bucket
     ),
     daily_active AS (
       SELECT 'dau' AS name, hours.bucket, count(activity.day)::float8 AS value
       FROM hours LEFT JOIN "PlayerActivityDay" activity ON activity.day = hours.bucket::date
       GROUP BY hours.bucket
     )
     SELECT name, bucket, value FROM (
       SELECT always.name, always.bucket, COALESCE(flows.value, 0) AS value
       FROM always LEFT JOIN flows USING (name, bucket)
       UNION ALL
       SELECT flows.name, flows.bucket, flows.value
       FROM flows JOIN hours USING (bucket)
       WHERE flows.name NOT IN ('new_players', 'purchases', 'shop_sales')
       UNION ALL
       SELECT name, bucket, value::float8 FROM spans
       UNION ALL
       SELECT name, bucket, value FROM daily_active
     ) AS kpis
     ORDER BY bucket, name`,
  ];
  for (const statement of statements) await db.$executeRawUnsafe(statement);
}
