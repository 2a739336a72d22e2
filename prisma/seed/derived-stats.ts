// Numbers the jobs derive from player data, computed set-based once all
// players exist: promo code use counts, global monster stats and the hourly KPI
// series the analyst dashboards read (GeneralStats).
import { usdPerCurrencyUnit } from "../../api/src/config/game.ts";
import type { Db } from "../../api/src/db.ts";
import { addDays, hourMs, startOfUtcDay } from "./dates.ts";
import { worldDays } from "./players.ts";
import { sqlTimestamp } from "./sql.ts";

export async function seedDerivedStats(db: Db, now: Date): Promise<void> {
  const firstHour = sqlTimestamp(addDays(startOfUtcDay(now), -worldDays));
  const lastHour = sqlTimestamp(new Date(Math.floor(now.getTime() / hourMs) * hourMs));
  const usdCents = `CASE t.currency ${Object.entries(usdPerCurrencyUnit)
    .map(([currency, rate]) => `WHEN '${currency}' THEN ${rate}`)
    .join(" ")} ELSE 1 END`;

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

    // Hourly KPI buckets, as the stats job writes them: new players, revenue in
    // US cents, gems bought, and the running count of distinct players seen that day.
    `INSERT INTO "GeneralStats" ("name", "bucket", "value")
     WITH hours AS (
       SELECT generate_series(${firstHour}, ${lastHour}, interval '1 hour') AS bucket
     ),
     new_players AS (
       SELECT date_trunc('hour', "createdAt") AS bucket, count(*) AS value
       FROM "User" WHERE role = 'player' GROUP BY 1
     ),
     revenue AS (
       SELECT date_trunc('hour', t."createdAt") AS bucket, sum(t.price * ${usdCents}) AS value, sum(t.gems) AS gems
       FROM "Transaction" t WHERE t.status = 'completed' GROUP BY 1
     ),
     first_sign_in AS (
       SELECT date_trunc('hour', min("createdAt")) AS bucket
       FROM "History" WHERE type = 'sign_in' GROUP BY "userId", date_trunc('day', "createdAt")
     ),
     first_sign_in_per_hour AS (
       SELECT bucket, count(*) AS value FROM first_sign_in GROUP BY bucket
     ),
     series AS (
       SELECT hours.bucket,
         COALESCE(np.value, 0) AS new_players,
         COALESCE(r.value, 0) AS revenue_usd_cents,
         COALESCE(r.gems, 0) AS gems_purchased,
         sum(COALESCE(fs.value, 0)) OVER (PARTITION BY date_trunc('day', hours.bucket) ORDER BY hours.bucket) AS dau
       FROM hours
       LEFT JOIN new_players np USING (bucket)
       LEFT JOIN revenue r USING (bucket)
       LEFT JOIN first_sign_in_per_hour fs USING (bucket)
     )
     SELECT kpi.name, series.bucket, kpi.value
     FROM series
     CROSS JOIN LATERAL (VALUES
       ('dau', series.dau::float8),
       ('new_players', series.new_players::float8),
       ('revenue_usd_cents', round(series.revenue_usd_cents)::float8),
       ('gems_purchased', series.gems_purchased::float8)
     ) AS kpi(name, value)
     ORDER BY kpi.name, series.bucket`,
  ];
  for (const statement of statements) await db.$executeRawUnsafe(statement);
}
