// The bulk path: players beyond the detailed ones are generated inside the
// database with INSERT … SELECT over generate_series, their traits drawn from
// hashes of (seed, purpose, index) so the world stays deterministic: a few
// dozen statements whatever the number of players. Bulk players are simpler
// than detailed ones (one team, no cosmetics or challenges, the non-currency
// parts of daily rewards left out, boards capped at their top players) but the
// currency ledger is exact: every gold or gem change is a History row,
// balances are their sums, and no running balance goes below zero.
//
// Temporary tables (dropped at commit) hold each step's result, analysed so the
// planner picks hash joins; the seed must run inside one transaction (one connection).
import { gemPacks } from "../../api/src/catalogue/gem-packs.ts";
import { ingredientNames } from "../../api/src/catalogue/ingredients.ts";
import { campaignMaps } from "../../api/src/catalogue/maps.ts";
import { monsters } from "../../api/src/catalogue/monsters.ts";
import { starterGrant } from "../../api/src/catalogue/new-players.ts";
import { quests } from "../../api/src/catalogue/quests.ts";
import { relics } from "../../api/src/catalogue/relics.ts";
import { dailyRewardFor } from "../../api/src/daily-reward/claim-daily-reward.ts";
import type { Db } from "../../api/src/db.ts";
import { historyTypes } from "../../api/src/history/types.ts";
import type { CurrentMessageKey } from "../../api/src/inbox/templates.ts";
import { inventoryDefaults } from "../../api/src/inventory/defaults.ts";
import { periodStartFor } from "../../api/src/leaderboards/rules.ts";
import { bossPointsPerDifficulty, elo, pvpRewards, stageFor } from "../../api/src/matches/rules.ts";
import { stripeSettings } from "../../api/src/payments/rules.ts";
import { addXp } from "../../api/src/progression/add-xp.ts";
import { mastery, masteryXpForLevel, monsterMaxLevel, xpForLevel } from "../../api/src/progression/levels.ts";
import { shopPriceAfterDiscounts } from "../../api/src/shop/rules.ts";
import { teams } from "../../api/src/teams/limits.ts";
import type { SeededLeaderboard, SeededShopItem } from "./catalogue.ts";
import type { SeededPoll, SeededPromoCode } from "./live-content.ts";
import type { Broadcast } from "./player-simulation.ts";
import {
  banReasons,
  countries,
  nameAdjectives,
  nameNouns,
  populationTraits as traits,
  worldDays,
} from "./population.ts";
import {
  sqlDate,
  sqlIntArray,
  sqlRandom,
  sqlSeededUuid,
  sqlString,
  sqlTextArray,
  sqlTimestamp,
  sqlWeightedIndex,
} from "./sql.ts";

export interface BulkPlayersInput {
  seed: number;
  now: Date;
  /** Generated-player indexes to create, inclusive; ids and names follow the index. */
  firstIndex: number;
  lastIndex: number;
  adminId: string;
  shopItems: readonly SeededShopItem[];
  leaderboards: readonly SeededLeaderboard[];
  polls: readonly SeededPoll[];
  promoCodes: readonly SeededPromoCode[];
  broadcasts: readonly Broadcast[];
}

/** Bulk players kept per leaderboard: enough to page through, rank and look around. */
const bulkBoardSize = 10_000;

/** The code every bulk player may redeem at sign-up (unlimited, currencies only). */
const welcomeCode = "WELCOME100";

/** Every table the bulk path writes; their indexes and foreign keys are rebuilt after the load. */
const bulkLoadedTables = [
  "User",
  "UserProfile",
  "Account",
  "Inventory",
  "UserStats",
  "PlayerActivityDay",
  "History",
  "Item",
  "Ingredient",
  "Team",
  "TeamMember",
  "Mastery",
  "MapProgress",
  "Quest",
  "Message",
  "Transaction",
  "ShopItemTransaction",
  "PromoCodeRedemption",
  "PollResult",
  "LeaderboardContender",
] as const;

/**
 * The most xp a row can hold at each level 1..maxLevel, as addXp leaves it:
 * just below the next level's threshold, and none at the cap.
 */
function xpRoomByLevel(xpToNext: (level: number) => number, maxLevel: number): number[] {
  return Array.from({ length: maxLevel }, (_, index) => {
    const level = index + 1;
    return addXp({ level, xp: 0 }, xpToNext(level) - 1, xpToNext, maxLevel).xp;
  });
}

export async function seedBulkPlayers(db: Db, input: BulkPlayersInput): Promise<void> {
  if (input.lastIndex < input.firstIndex) return;
  // Sorts and hash joins over a million rows stay in memory; index builds get room.
  await db.$executeRawUnsafe(`SET LOCAL work_mem = '64MB'`);
  await db.$executeRawUnsafe(`SET LOCAL maintenance_work_mem = '256MB'`);
  await withIndexesAndForeignKeysRebuilt(db, bulkLoadedTables, async () => {
    for (const statement of bulkStatements(input)) await db.$executeRawUnsafe(statement);
  });
}

/**
 * Drops the tables' secondary indexes and foreign keys, runs `load`, and
 * recreates them from their own catalogue definitions. Building an index once
 * from sorted data and validating a foreign key with one join are many times
 * faster than a million random B-tree inserts and a million row-by-row key
 * checks. Primary keys stay; unique indexes and foreign keys are checked again
 * when recreated. It all happens in the seed's transaction, so a failure
 * leaves the schema as it was.
 */
export async function withIndexesAndForeignKeysRebuilt(
  db: Db,
  tables: readonly string[],
  load: () => Promise<void>,
): Promise<void> {
  const foreignKeys = await db.$queryRawUnsafe<{ table: string; name: string; definition: string }[]>(
    `SELECT c.conrelid::regclass::text AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c
     WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
       AND c.conrelid::regclass::text = ANY($1::text[])
     ORDER BY c.conname`,
    tables.map((table) => `"${table}"`),
  );
  const indexes = await db.$queryRawUnsafe<{ name: string; definition: string }[]>(
    `SELECT i.indexname AS name, i.indexdef AS definition
     FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.contype = 'p')
     ORDER BY i.indexname`,
    tables,
  );
  for (const key of foreignKeys)
    await db.$executeRawUnsafe(`ALTER TABLE ${key.table} DROP CONSTRAINT "${key.name}"`);
  for (const index of indexes) await db.$executeRawUnsafe(`DROP INDEX "${index.name}"`);
  await load();
  for (const index of indexes) await db.$executeRawUnsafe(index.definition);
  for (const key of foreignKeys) {
    await db.$executeRawUnsafe(`ALTER TABLE ${key.table} ADD CONSTRAINT "${key.name}" ${key.definition}`);
  }
}

function bulkStatements(input: BulkPlayersInput): string[] {
  const { seed, now, firstIndex, lastIndex } = input;
  const NOW = sqlTimestamp(now);
  const retention = traits.retention;
  const random = (purpose: string, ...keys: string[]) => sqlRandom(seed, purpose, ...keys);
  const userIdOf = (index: string) => sqlSeededUuid(seed, "player", index);

  const welcome = input.promoCodes.find((promo) => promo.code === welcomeCode);
  if (!welcome || welcome.rewards.items || welcome.rewards.ingredients) {
    throw new Error(`${welcomeCode} must exist and grant only currencies for the bulk seed`);
  }
  // Payers with a big enough gem pack buy the 30-day pass (or whichever pass the shop has).
  const vipItems = input.shopItems.filter(
    (item) => item.grant.kind === "vipDays" && item.currency === "gems",
  );
  const vipItem =
    vipItems.find((item) => item.grant.kind === "vipDays" && item.grant.days === 30) ?? vipItems[0];
  const vipDays = vipItem?.grant.kind === "vipDays" ? vipItem.grant.days : 0;
  // Passes are never discounted, and the buyer is not VIP yet.
  const vipPrice = vipItem ? shopPriceAfterDiscounts(vipItem.price, 0, false) : 0;
  // What bulk players buy with their starter gold: monsters and relics they can afford.
  const starterPurchases = input.shopItems.filter(
    (item) =>
      (item.grant.kind === "monster" || item.grant.kind === "relic") &&
      item.currency === "gold" &&
      item.price <= starterGrant.gold,
  );
  const shopItemIds = sqlIntArray(starterPurchases.map((item) => item.id));
  // Bought undiscounted (on an earlier day's rotation) by a player who is not VIP.
  const shopPrices = sqlIntArray(
    starterPurchases.map((item) => shopPriceAfterDiscounts(item.price, 0, false)),
  );
  const shopGrantTypes = sqlTextArray(starterPurchases.map((item) => item.grant.kind));
  const shopGrantNames = sqlTextArray(
    starterPurchases.map((item) => ("name" in item.grant ? item.grant.name : "")),
  );
  const shopGrantQualities = sqlTextArray(
    starterPurchases.map((item) => ("quality" in item.grant ? item.grant.quality : "common")),
  );

  const monsterNames = sqlTextArray(monsters.map((monster) => monster.name));
  const monsterQualities = sqlTextArray(monsters.map((monster) => monster.quality));
  const monsterSkins = sqlTextArray(monsters.map((monster) => monster.skins[0]));
  const relicNames = sqlTextArray(relics.map((relic) => relic.name));
  const relicQualities = sqlTextArray(relics.map((relic) => relic.quality));
  // Bulk players' level follows their match count; xp within the level is drawn below the next threshold.
  const bulkMaxLevel = 60;
  const xpToNextLevel = sqlIntArray(
    Array.from({ length: bulkMaxLevel }, (_, index) => xpForLevel(index + 1)),
  );
  // Mastery levels follow the match count up to the cap; xp is drawn below the first level's
  // threshold, so it fits every level below the cap, and is none at the cap (masteryXpRoom).
  const masteryXpRoom = sqlIntArray(xpRoomByLevel(masteryXpForLevel, mastery.maxLevel));
  // What the daily reward gives on each day of a streak (login_day, 1-based), by the game's rule.
  // A bulk player signs up at most worldDays days and 45 minutes before now, so no streak spans
  // more than worldDays + 2 UTC days; VIP is bought after the last session, so no claim is a VIP's.
  const dailyRewards = Array.from({ length: worldDays + 2 }, (_, index) => dailyRewardFor(index + 1, false));
  const dailyGold = sqlIntArray(dailyRewards.map(({ reward }) => reward.gold ?? 0));
  const dailyGems = sqlIntArray(dailyRewards.map(({ reward }) => reward.gems ?? 0));
  const dailyCalendarDay = sqlIntArray(dailyRewards.map(({ dayIndex }) => dayIndex + 1));
  const mapKeys = sqlTextArray(campaignMaps.map((map) => map.key));
  // What winning each map at the first difficulty pays.
  const mapGold = sqlIntArray(campaignMaps.map((map) => stageFor(map, 1).rewards.gold));
  const mapTurnLimits = sqlIntArray(campaignMaps.map((map) => map.turnLimit));
  const countryCodes = sqlTextArray(countries.map((country) => country.code));
  const countryCurrencies = sqlTextArray(countries.map((country) => country.currency));
  const packGems = sqlIntArray(gemPacks.map((pack) => pack.gems));
  // What a completed checkout stores as the purchase's description (payments/rules.ts).
  const packNames = sqlTextArray(gemPacks.map((pack) => stripeSettings.productName(pack.gems)));
  const packPrice = (currency: "usd" | "eur" | "gbp") =>
    sqlIntArray(gemPacks.map((pack) => pack.prices[currency]));
  const periodStarts = [
    ...new Set(input.leaderboards.map((board) => periodStartFor(board.periodicity, now).getTime())),
  ];

  return [
    // 1. Each bulk player's traits, drawn once.
    `CREATE TEMP TABLE seed_bulk_player ON COMMIT DROP AS
     WITH drawn AS (
       SELECT i,
         ${userIdOf("i")} AS user_id,
         ${NOW} - interval '45 minutes' - ${worldDays} * (1 - sqrt(${random("signup", "i")})) * interval '1 day' AS created_at,
         power(${random("engagement", "i")}, ${traits.engagementExponent}) AS engagement,
         ${random("lifetime", "i")} AS lifetime_draw,
         12 + floor(${random("hour-a", "i")} * 7)::int + floor(${random("hour-b", "i")} * 5)::int AS preferred_hour,
         ${random("country", "i")} AS country_draw,
         ${random("payer", "i")} AS payer_draw,
         ${random("pack", "i")} AS pack_draw,
         ${random("access", "i")} < ${traits.gameAccessShare} AS has_game_access,
         ${random("ban", "i")} < ${traits.bannedShare} AS is_banned,
         ${random("ban-at", "i")} AS ban_draw,
         ${random("ban-permanent", "i")} < ${traits.permanentBanShare} AS ban_is_permanent,
         CASE WHEN i > 0 AND ${random("referred", "i")} < ${traits.referredShare}
           THEN ${userIdOf(`floor(${random("referrer", "i")} * i)::int`)} END AS referrer_id,
         ${random("welcome", "i")} < ${traits.welcomeCodeShare} AS redeems_welcome,
         CASE WHEN ${random("provider", "i")} < 0.5 THEN 'google' ELSE 'discord' END AS provider
       FROM generate_series(${firstIndex}, ${lastIndex}) AS i
     )
     SELECT drawn.*,
       created_at::date AS signup_day,
       -(${traits.lifetimeDays.base} + ${traits.lifetimeDays.perEngagement} * engagement) * ln(1 - lifetime_draw) AS lifetime_days,
       payer_draw < ${traits.payerShare.base} + ${traits.payerShare.perEngagement} * engagement AS is_payer,
       created_at + (${NOW} - created_at) * (0.3 + 0.6 * ban_draw) AS ban_at,
       ${sqlWeightedIndex(
         "country_draw",
         countries.map((country) => country.weight),
       )} AS country_index,
       ${sqlWeightedIndex(
         "pack_draw",
         gemPacks.map((pack) => 1000 / pack.gems),
       )} AS pack_index
     FROM drawn`,
    `ANALYZE seed_bulk_player`,

    // 2. The days each player was active: always the sign-up day, then a
    //    retention curve that decays with days since sign-up, until churn or ban.
    //    A session's events take up to half an hour after it starts, so sessions
    //    start by 22:59 and at least 40 minutes before now.
    //    login_day counts the streak's days, today included (gaps and islands), as
    //    User.loginDay does (api/src/auth/login-streak.ts); dailyRewards[login_day] is its reward.
    `CREATE TEMP TABLE seed_bulk_activity ON COMMIT DROP AS
     WITH days AS (
       SELECT p.i, p.user_id, d AS day_offset, p.signup_day + d AS day,
         CASE WHEN d = 0 THEN p.created_at + interval '1 minute'
           ELSE LEAST(${NOW} - interval '40 minutes',
             (p.signup_day + d)::timestamp
               + LEAST(22, GREATEST(0, p.preferred_hour - 2 + floor(${random("session-hour", "p.i", "d")} * 5)::int)) * interval '1 hour'
               + floor(${random("session-minute", "p.i", "d")} * 60) * interval '1 minute')
         END AS session_at
       FROM seed_bulk_player p
       CROSS JOIN LATERAL generate_series(0, ${NOW}::date - p.signup_day) AS d
       WHERE d = 0 OR (
         d <= p.lifetime_days
         AND NOT (p.is_banned AND p.signup_day + d >= p.ban_at::date)
         AND ${random("active", "p.i", "d")} < LEAST(${retention.max},
           p.engagement * (${retention.floor} + ${1 - retention.floor} * exp(-d / ${retention.decayDays}::float8))))
     ),
     streaks AS (
       SELECT days.*, day - (row_number() OVER (PARTITION BY i ORDER BY day))::int AS streak_start
       FROM days
       WHERE session_at >= day -- today's session only once there is room for it before now
     )
     SELECT streaks.*,
       (row_number() OVER (PARTITION BY i, streak_start ORDER BY day))::int AS login_day
     FROM streaks`,
    `ANALYZE seed_bulk_activity`,

    // 3. What each player did, derived from their activity.
    `CREATE TEMP TABLE seed_bulk_profile ON COMMIT DROP AS
     WITH activity AS (
       SELECT i, count(*)::int AS active_days, max(day) AS last_day, max(session_at) AS last_session_at,
         (array_agg(login_day ORDER BY day DESC))[1] AS login_day,
         min(session_at) FILTER (WHERE day_offset > 0) AS second_session_at
       FROM seed_bulk_activity GROUP BY i
     ),
     payment_session AS (
       SELECT DISTINCT ON (i) i, session_at + interval '15 minutes' AS paid_at
       FROM seed_bulk_activity ORDER BY i, ${random("pay-day", "i", "day_offset")}
     ),
     played AS (
       SELECT p.*, a.active_days, a.last_day, a.last_session_at, a.login_day, a.second_session_at, ps.paid_at,
         CASE WHEN p.has_game_access THEN round(a.active_days * (1 + 3 * p.engagement))::int ELSE 0 END AS matches,
         ${random("pvp", "p.i")} AS pvp_draw
       FROM seed_bulk_player p JOIN activity a USING (i) JOIN payment_session ps USING (i)
     ),
     results AS (
       SELECT played.*,
         round(matches * 0.7 * (0.55 + 0.3 * engagement))::int AS pve_wins,
         round(matches * 0.7)::int - round(matches * 0.7 * (0.55 + 0.3 * engagement))::int AS pve_losses,
         round(matches * 0.3 * (0.35 + 0.3 * pvp_draw))::int AS pvp_wins,
         round(matches * 0.3)::int - round(matches * 0.3 * (0.35 + 0.3 * pvp_draw))::int AS pvp_losses
       FROM played
     )
     SELECT results.*,
       pve_wins * 3 + pvp_wins * 4 + pvp_losses * 2 AS kills,
       pve_wins / 6 AS boss_kills,
       (pve_wins / 6) * ${bossPointsPerDifficulty} AS boss_points, -- boss kills at the first difficulty
       (pvp_wins * 4 + pvp_losses * 2) * ${pvpRewards.killPointsPerKill} AS kill_points,
       GREATEST(${elo.floor}, ${elo.initial} + (pvp_wins - pvp_losses) * 12) AS elo,
       -- about where the xp curve takes a detailed player after as many matches
       LEAST(${bulkMaxLevel}, 1 + floor(sqrt(matches)))::int AS level,
       LEAST(${campaignMaps.length}, pve_wins / 3) AS campaign_progress,
       matches * (180 + floor(${random("match-seconds", "i")} * 240))::int AS time_played,
       active_days >= 2 AND ${starterPurchases.length > 0} AND ${random("shop", "i")} < 0.4 AS buys_in_shop,
       1 + floor(${random("shop-item", "i")} * ${starterPurchases.length})::int AS shop_index,
       ${countryCodes}[country_index] AS country,
       ${countryCurrencies}[country_index] AS payment_currency,
       ${packGems}[pack_index] AS pack_gems,
       is_payer AND ${packGems}[pack_index] >= ${vipPrice} AND ${vipItem ? "true" : "false"}
         AND ${random("vip", "i")} < 0.5 AS buys_vip,
       last_session_at + interval '30 minutes' AS vip_at,
       'pi_seed_${seed}_' || i || '_0' AS payment_intent_id
     FROM results`,
    `ANALYZE seed_bulk_profile`,

    // 4. Poll answers: at the first session inside the poll window, by about half the players.
    `CREATE TEMP TABLE seed_bulk_poll_answer ON COMMIT DROP AS
     SELECT DISTINCT ON (a.i, poll.key) a.i, a.user_id, poll.key, poll.poll_date,
       a.session_at + interval '3 minutes' AS answered_at,
       poll.options[1 + floor(power(${random("poll-answer", "a.i", "poll.key")}, 1.6) * array_length(poll.options, 1))::int] AS answer,
       poll.gold, poll.gems
     FROM seed_bulk_activity a
     JOIN (VALUES ${input.polls
       .map(
         (poll) =>
           `(${sqlString(poll.key)}, ${sqlDate(poll.startsAt)}, ${sqlTimestamp(poll.startsAt)}, ${sqlTimestamp(poll.endsAt)}, ${sqlTextArray(poll.options)}, ${poll.rewards?.gold ?? 0}, ${poll.rewards?.gems ?? 0})`,
         `ANALYZE seed_bulk_poll_answer`,
       )
       .join(", ")}) AS poll(key, poll_date, starts_at, ends_at, options, gold, gems)
       ON a.session_at >= poll.starts_at AND a.session_at + interval '3 minutes' < poll.ends_at
     WHERE ${random("poll", "a.i", "poll.key")} < ${traits.pollAnswerShare}
     ORDER BY a.i, poll.key, a.session_at`,

    // 5. The currency ledger: every change in time order with its running balance.
    //    Gold is only spent on one purchase within the starter gold, gems only on
    //    VIP after a gem purchase that covers it, so no balance goes below zero.
    `CREATE TEMP TABLE seed_bulk_ledger ON COMMIT DROP AS
     WITH events AS (
       SELECT user_id, created_at AS at, 0 AS seq, 'gold' AS currency, ${starterGrant.gold} AS delta,
         'starter_grant' AS reason, 'starter' AS ref FROM seed_bulk_profile
       UNION ALL
       SELECT user_id, created_at, 1, 'gems', ${starterGrant.gems}, 'starter_grant', 'starter' FROM seed_bulk_profile
       UNION ALL
       SELECT user_id, created_at + interval '2 minutes', 2, 'gold', ${welcome.rewards.gold ?? 0}, 'promo_code', 'promo:${welcomeCode}'
       FROM seed_bulk_profile WHERE redeems_welcome AND ${welcome.rewards.gold ?? 0} > 0
       UNION ALL
       SELECT user_id, created_at + interval '2 minutes', 3, 'gems', ${welcome.rewards.gems ?? 0}, 'promo_code', 'promo:${welcomeCode}'
       FROM seed_bulk_profile WHERE redeems_welcome AND ${welcome.rewards.gems ?? 0} > 0
       UNION ALL
       SELECT user_id, session_at + interval '1 minute', 4, 'gold', ${dailyGold}[login_day], 'daily_reward', 'calendar:day-' || ${dailyCalendarDay}[login_day]
       FROM seed_bulk_activity WHERE ${dailyGold}[login_day] > 0
       UNION ALL
       SELECT user_id, session_at + interval '1 minute', 5, 'gems', ${dailyGems}[login_day], 'daily_reward', 'calendar:day-' || ${dailyCalendarDay}[login_day]
       FROM seed_bulk_activity WHERE ${dailyGems}[login_day] > 0
       UNION ALL
       SELECT a.user_id, a.session_at + interval '10 minutes', 6, 'gold',
         ${mapGold}[LEAST(${campaignMaps.length}, a.day_offset / 4 + 1)], 'match_reward',
         'map:' || ${mapKeys}[LEAST(${campaignMaps.length}, a.day_offset / 4 + 1)] || ':1'
       FROM seed_bulk_activity a JOIN seed_bulk_profile p USING (i) WHERE p.has_game_access
       UNION ALL
       SELECT user_id, answered_at, 7, 'gold', gold, 'poll_reward', 'poll:' || key FROM seed_bulk_poll_answer WHERE gold > 0
       UNION ALL
       SELECT user_id, answered_at, 8, 'gems', gems, 'poll_reward', 'poll:' || key FROM seed_bulk_poll_answer WHERE gems > 0
       UNION ALL
       SELECT user_id, second_session_at + interval '20 minutes', 9, 'gold', -${shopPrices}[shop_index], 'shop_purchase',
         'shopItem:' || ${shopItemIds}[shop_index]
       FROM seed_bulk_profile WHERE buys_in_shop
       UNION ALL
       SELECT user_id, paid_at, 10, 'gems', pack_gems, 'gem_purchase', 'payment:' || payment_intent_id
       FROM seed_bulk_profile WHERE is_payer
       UNION ALL
       SELECT user_id, vip_at, 11, 'gems', -${vipPrice}, 'shop_purchase', 'shopItem:${vipItem?.id ?? 0}'
       FROM seed_bulk_profile WHERE buys_vip
     )
     SELECT events.*,
       (sum(delta) OVER (PARTITION BY user_id, currency ORDER BY at, seq ROWS UNBOUNDED PRECEDING))::int AS balance_after
     FROM events`,
    `ANALYZE seed_bulk_ledger`,

    // 6. Users, with balances equal to their ledger sums (and UserStats' earnings from it).
    `CREATE TEMP TABLE seed_bulk_balance ON COMMIT DROP AS
     SELECT user_id,
       sum(delta) FILTER (WHERE currency = 'gold') AS gold,
       sum(delta) FILTER (WHERE currency = 'gems') AS gems,
       sum(delta) FILTER (WHERE currency = 'gold' AND delta > 0 AND reason <> 'starter_grant') AS earned_gold,
       sum(delta) FILTER (WHERE currency = 'gems' AND delta > 0 AND reason NOT IN ('starter_grant', 'gem_purchase')) AS earned_gems
     FROM seed_bulk_ledger GROUP BY user_id`,
    `ANALYZE seed_bulk_balance`,

    `INSERT INTO "User" ("id", "email", "createdAt", "updatedAt", "campaignProgress", "customerId", "freeCurrency",
       "paidCurrency", "isBanned", "banReason", "bannedAt", "bannedUntil", "bannedById", "level", "xp", "loginDay",
       "lastLoginDate", "lastActiveAt", "hasClaimedDailyReward", "hasGameAccess", "referrerId", "totalVipDays",
       "vipExpiresAt", "usedPromoCodes")
     SELECT p.user_id, 'player' || p.i || '@players.example.com', p.created_at, p.last_session_at, p.campaign_progress,
       CASE WHEN p.is_payer THEN 'cus_seed_${seed}_' || p.i END,
       COALESCE(b.gold, 0), COALESCE(b.gems, 0),
       p.is_banned,
       CASE WHEN p.is_banned THEN ${sqlTextArray(banReasons)}[1 + floor(${random("ban-reason", "p.i")} * ${banReasons.length})::int] END,
       CASE WHEN p.is_banned THEN p.ban_at END,
       CASE WHEN p.is_banned AND NOT p.ban_is_permanent
         THEN (${NOW}::date + 1 + floor(${random("ban-days", "p.i")} * 14)::int)::timestamp END,
       CASE WHEN p.is_banned THEN ${sqlString(input.adminId)}::uuid END,
       p.level, floor(${random("xp", "p.i")} * ${xpToNextLevel}[p.level])::int, p.login_day,
       p.last_day, p.last_session_at, p.last_day = ${NOW}::date AND ${random("claimed", "p.i")} < ${traits.dailyRewardClaimShare}, p.has_game_access,
       p.referrer_id,
       CASE WHEN p.buys_vip THEN ${vipDays} ELSE 0 END,
       CASE WHEN p.buys_vip THEN p.vip_at + interval '${vipDays} days' END,
       CASE WHEN p.redeems_welcome THEN ARRAY['${welcomeCode}'] ELSE ARRAY[]::text[] END
     FROM seed_bulk_profile p
     LEFT JOIN seed_bulk_balance b USING (user_id)
     ORDER BY p.i`,

    `INSERT INTO "UserProfile" ("userId", "name")
     SELECT user_id,
       ${sqlTextArray(nameAdjectives)}[1 + floor(${random("name-adjective", "i")} * ${nameAdjectives.length})::int]
       || ${sqlTextArray(nameNouns)}[1 + floor(${random("name-noun", "i")} * ${nameNouns.length})::int] || i
     FROM seed_bulk_profile ORDER BY i`,

    `INSERT INTO "Account" ("userId", "provider", "providerAccountId", "createdAt")
     SELECT user_id, provider, 'seed-' || user_id, created_at FROM seed_bulk_profile ORDER BY i`,

    `INSERT INTO "Inventory" ("userId", "monsterSlots", "relicSlots", "ingredientSlots", "ingredientsCap")
     SELECT user_id, ${inventoryDefaults.monsterSlots}, ${inventoryDefaults.relicSlots},
       ${inventoryDefaults.ingredientSlots}, ${inventoryDefaults.ingredientsCap}
     FROM seed_bulk_profile ORDER BY i`,

    `INSERT INTO "UserStats" ("userId", "daysPlayed", "pveWins", "pveLosses", "pvpWins", "pvpLosses", "kills",
       "bossKills", "bossPoints", "killPoints", "elo", "timePlayed", "earntFreeCurrency", "earntPaidCurrency")
     SELECT p.user_id, p.active_days, p.pve_wins, p.pve_losses, p.pvp_wins, p.pvp_losses, p.kills,
       p.boss_kills, p.boss_points, p.kill_points, p.elo, p.time_played,
       COALESCE(b.earned_gold, 0), COALESCE(b.earned_gems, 0)
     FROM seed_bulk_profile p
     LEFT JOIN seed_bulk_balance b USING (user_id)
     ORDER BY p.i`,

    // The rows activityDayRow (api/src/analytics/activity.ts) maps: a player and a UTC day.
    `INSERT INTO "PlayerActivityDay" ("userId", "day")
     SELECT user_id, day FROM seed_bulk_activity ORDER BY i, day`,

    // 7. History: sign-ins, the ledger (in time order, as balanceAfter runs) and the bans.
    //    Rows are sorted before their JSON is built, so the sort stays narrow.
    `INSERT INTO "History" ("createdAt", "type", "data", "userId")
     SELECT session_at, '${historyTypes.signIn}', jsonb_build_object('method', provider), user_id
     FROM (
       SELECT a.session_at, p.provider, a.user_id
       FROM seed_bulk_activity a JOIN seed_bulk_player p USING (i)
       ORDER BY a.session_at, a.user_id
     ) AS sign_ins`,

    `INSERT INTO "History" ("createdAt", "type", "data", "userId")
     SELECT at, '${historyTypes.currency}',
       jsonb_build_object('currency', currency, 'delta', delta, 'reason', reason, 'ref', ref, 'balanceAfter', balance_after),
       user_id
     FROM (SELECT * FROM seed_bulk_ledger ORDER BY at, user_id, seq) AS ledger`,

    `INSERT INTO "History" ("createdAt", "type", "data", "userId", "actorId")
     SELECT u."bannedAt", '${historyTypes.staffAction}',
       jsonb_build_object('action', 'ban', 'reason', u."banReason",
         'before', jsonb_build_object('isBanned', false),
         'after', jsonb_build_object('isBanned', true, 'bannedUntil', u."bannedUntil")),
       u.id, u."bannedById"
     FROM seed_bulk_profile p JOIN "User" u ON u.id = p.user_id
     WHERE p.is_banned
     ORDER BY u."bannedAt", u.id`,

    // 8. Inventories: starter monsters, monsters found in matches, relics, and the shop purchase.
    `INSERT INTO "Item" ("inventoryId", "name", "type", "quality", "level", "xp", "skinId", "createdAt")
     SELECT inv.id, item.name, item.type::"ItemType", item.quality::"Quality", item.level, 0, item.skin, item.created_at
     FROM seed_bulk_profile p
     JOIN "Inventory" inv ON inv."userId" = p.user_id
     CROSS JOIN LATERAL (
       SELECT k AS position, ${sqlTextArray(starterGrant.monsters)}[k] AS name, 'monster' AS type, 'common' AS quality,
         GREATEST(1, LEAST(${monsterMaxLevel}, floor(p.level * (0.5 + 0.5 * ${random("starter-level", "p.i", "k")}))))::int AS level,
         ${sqlTextArray(starterGrant.monsters.map((name) => monsters.find((monster) => monster.name === name)!.skins[0]))}[k] AS skin,
         p.created_at AS created_at
       FROM generate_series(1, ${starterGrant.monsters.length}) AS k
       UNION ALL
       SELECT 10 + k, ${monsterNames}[m], 'monster', ${monsterQualities}[m],
         GREATEST(1, LEAST(${monsterMaxLevel}, floor(p.level * (0.3 + 0.7 * ${random("found-level", "p.i", "k")}))))::int,
         ${monsterSkins}[m],
         p.created_at + (p.last_session_at - p.created_at) * ${random("found-at", "p.i", "k")}
       FROM generate_series(1, LEAST(${inventoryDefaults.monsterSlots - starterGrant.monsters.length - 1}, p.matches / 12)) AS k
       CROSS JOIN LATERAL (SELECT 1 + floor(${random("found", "p.i", "k")} * ${monsters.length})::int AS m) AS found
       UNION ALL
       SELECT 100 + k, relic.name, 'relic', relic.quality,
         1 + floor(${random("relic-level", "p.i", "k")} * 5)::int, NULL,
         p.created_at + (p.last_session_at - p.created_at) * ${random("relic-at", "p.i", "k")}
       FROM generate_series(1, LEAST(10, p.matches / 30)) AS k
       CROSS JOIN LATERAL (
         SELECT ${relicNames}[r] AS name, ${relicQualities}[r] AS quality
         FROM (SELECT 1 + floor(${random("relic", "p.i", "k")} * ${relics.length})::int AS r) AS pick
       ) AS relic
       UNION ALL
       SELECT 1000, ${shopGrantNames}[p.shop_index], ${shopGrantTypes}[p.shop_index], ${shopGrantQualities}[p.shop_index], 1,
         CASE WHEN ${shopGrantTypes}[p.shop_index] = 'monster'
           THEN ${monsterSkins}[array_position(${monsterNames}, ${shopGrantNames}[p.shop_index])] END,
         p.second_session_at + interval '20 minutes'
       WHERE p.buys_in_shop
     ) AS item
     ORDER BY p.i, item.position`,

    `INSERT INTO "Ingredient" ("inventoryId", "name", "quantity")
     SELECT inv.id, ${sqlTextArray(ingredientNames)}[1 + (offset_draw + k) % ${ingredientNames.length}],
       1 + floor(${random("ingredient-quantity", "p.i", "k")} * 60)::int
     FROM (SELECT *, floor(${random("ingredient-offset", "i")} * ${ingredientNames.length})::int AS offset_draw FROM seed_bulk_profile) p
     JOIN "Inventory" inv ON inv."userId" = p.user_id
     CROSS JOIN LATERAL generate_series(1, LEAST(${Math.min(ingredientNames.length, inventoryDefaults.ingredientSlots)}, p.active_days / 2)) AS k
     ORDER BY p.i, k`,

    // 9. One team of the five best monsters for players who can play, and their masteries.
    `INSERT INTO "Team" ("inventoryId", "slot", "name")
     SELECT inv.id, 0, 'Main'
     FROM seed_bulk_profile p JOIN "Inventory" inv ON inv."userId" = p.user_id
     WHERE p.has_game_access ORDER BY p.i`,

    `INSERT INTO "TeamMember" ("teamId", "monsterId", "slot")
     SELECT t.id, ranked.id, ranked.rank - 1
     FROM (
       SELECT item.id, item."inventoryId",
         row_number() OVER (PARTITION BY item."inventoryId" ORDER BY item.level DESC, item.id)::int AS rank
       FROM "Item" item
       JOIN "Inventory" inv ON inv.id = item."inventoryId"
       JOIN seed_bulk_profile p ON p.user_id = inv."userId"
       WHERE item.type = 'monster' AND p.has_game_access
     ) AS ranked
     JOIN "Team" t ON t."inventoryId" = ranked."inventoryId" AND t.slot = 0
     WHERE ranked.rank <= ${teams.slotsPerTeam}
     ORDER BY t.id, ranked.rank`,

    // Mastery of the monster each player leads with (detailed players have one per monster played).
    `INSERT INTO "Mastery" ("userId", "name", "level", "xp")
     SELECT inv."userId", item.name, m.level,
       LEAST(floor(${random("mastery-xp", "p.i")} * ${masteryXpForLevel(1)})::int, ${masteryXpRoom}[m.level])
     FROM "TeamMember" tm
     JOIN "Item" item ON item.id = tm."monsterId"
     JOIN "Inventory" inv ON inv.id = item."inventoryId"
     JOIN seed_bulk_profile p ON p.user_id = inv."userId"
     CROSS JOIN LATERAL (SELECT LEAST(${mastery.maxLevel}, 1 + p.matches / 25) AS level) AS m
     WHERE tm.slot = 0
     ORDER BY p.i`,

    // 10. Campaign maps completed in order (campaignProgress of them), plus the one in progress.
    `INSERT INTO "MapProgress" ("userId", "name", "type", "difficulty", "isCompleted", "bestScoreTime", "bestScoreTurns",
       "bestScoreCurse", "bestScoreGroupSize", "lowestTime", "lowestTurns", "highestCurse", "highestGroupSize")
     SELECT p.user_id, ${mapKeys}[m], 'campaign'::"MapType", 1, true, run.turns * 9, run.turns, 0, ${teams.slotsPerTeam},
       run.turns * 8, run.turns, 0, ${teams.slotsPerTeam}
     FROM seed_bulk_profile p
     CROSS JOIN LATERAL generate_series(1, p.campaign_progress) AS m
     CROSS JOIN LATERAL (
       SELECT GREATEST(1, floor(${mapTurnLimits}[m] * (0.3 + 0.5 * ${random("map-turns", "p.i", "m")})))::int AS turns
     ) AS run
     UNION ALL
     SELECT p.user_id, ${mapKeys}[p.campaign_progress + 1], 'campaign'::"MapType", 1, false,
       NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
     FROM seed_bulk_profile p
     WHERE p.has_game_access AND p.pve_losses > 0 AND p.campaign_progress < ${campaignMaps.length}`,

    // 11. Today's daily quests for players active today.
    `INSERT INTO "Quest" ("userId", "name", "type", "value", "isClaimed")
     SELECT p.user_id, quest.key, 'daily'::"QuestType", progress.value,
       progress.value = quest.target AND ${random("quest-claimed", "p.i", "quest.key")} < 0.8
     FROM seed_bulk_profile p
     CROSS JOIN (VALUES ${quests
       .filter((quest) => quest.type === "daily")
       .map((quest) => `(${sqlString(quest.key)}, ${quest.target})`)
       .join(", ")}) AS quest(key, target)
     CROSS JOIN LATERAL (
       SELECT LEAST(quest.target, floor(${random("quest", "p.i", "quest.key")} * (quest.target + 2)))::int AS value
     ) AS progress
     WHERE p.last_day = ${NOW}::date AND p.has_game_access`,

    // 12. Inbox: the welcome message and the broadcasts each player received.
    `INSERT INTO "Message" ("userId", "createdAt", "message", "params", "isRead")
     SELECT user_id, created_at, ${sqlString("welcome" satisfies CurrentMessageKey)},
       jsonb_build_object('gold', ${starterGrant.gold}, 'gems', ${starterGrant.gems}), active_days > 1
     FROM seed_bulk_profile ORDER BY i`,

    ...input.broadcasts.map(
      (broadcast) =>
        `INSERT INTO "Message" ("userId", "createdAt", "message", "params", "rewards", "expiresAt")
         SELECT user_id, ${sqlTimestamp(broadcast.at)}, ${sqlString(broadcast.message)},
           ${sqlString(JSON.stringify(broadcast.params))}::jsonb, ${sqlString(JSON.stringify(broadcast.rewards))}::jsonb,
           ${sqlTimestamp(broadcast.expiresAt)}
         FROM seed_bulk_profile
         WHERE created_at < ${sqlTimestamp(broadcast.at)} AND ${sqlTimestamp(broadcast.expiresAt)} > ${NOW}
         ORDER BY i`,
    ),

    // 13. Purchases: gem packs (Stripe), the starter-gold shop purchase and VIP.
    `INSERT INTO "Transaction" ("userId", "country", "createdAt", "currency", "description", "paymentIntentId",
       "checkoutSessionId", "chargeId", "price", "gems", "status")
     SELECT user_id, country, paid_at, payment_currency,
       ${packNames}[pack_index], payment_intent_id,
       'cs_seed_${seed}_' || i || '_0', 'ch_seed_${seed}_' || i || '_0',
       CASE payment_currency WHEN 'usd' THEN ${packPrice("usd")}[pack_index]
         WHEN 'eur' THEN ${packPrice("eur")}[pack_index] ELSE ${packPrice("gbp")}[pack_index] END,
       pack_gems, 'completed'::"PaymentStatus"
     FROM seed_bulk_profile WHERE is_payer ORDER BY i`,

    `INSERT INTO "ShopItemTransaction" ("userId", "shopItemId", "price", "currency", "boughtAt")
     SELECT user_id, item_id, price, currency::"Currency", bought_at FROM (
       SELECT i, user_id, ${shopItemIds}[shop_index] AS item_id, ${shopPrices}[shop_index] AS price, 'gold' AS currency,
         second_session_at + interval '20 minutes' AS bought_at
       FROM seed_bulk_profile WHERE buys_in_shop
       UNION ALL
       SELECT i, user_id, ${vipItem?.id ?? 0}, ${vipPrice}, 'gems', vip_at FROM seed_bulk_profile WHERE buys_vip
     ) AS purchases
     ORDER BY i, bought_at`,

    `INSERT INTO "PromoCodeRedemption" ("promoCodeId", "userId", "redeemedAt")
     SELECT ${welcome.id}, user_id, created_at + interval '2 minutes'
     FROM seed_bulk_profile WHERE redeems_welcome ORDER BY i`,

    `INSERT INTO "PollResult" ("userId", "type", "answer", "pollDate", "answerDate")
     SELECT user_id, key, answer, poll_date, answered_at FROM seed_bulk_poll_answer ORDER BY i, key`,

    // 14. Leaderboards: the top ${bulkBoardSize} of each board among the bulk players
    //     active in its current period, scored by their share of activity in it.
    //     (Every bulk player on every board would be ten rows a player.)
    `CREATE TEMP TABLE seed_bulk_period ON COMMIT DROP AS
     SELECT period.start, a.i, count(*)::float8 / max(p.active_days) AS share, max(a.session_at) AS last_at
     FROM seed_bulk_activity a
     JOIN seed_bulk_profile p USING (i)
     JOIN (VALUES ${periodStarts.map((start) => `(${sqlTimestamp(new Date(start))})`).join(", ")}) AS period(start)
       ON a.session_at >= period.start
     GROUP BY period.start, a.i`,
    `ANALYZE seed_bulk_period`,

    `INSERT INTO "LeaderboardContender" ("leaderboardId", "userId", "score", "reachedAt")
     SELECT board_id, user_id, score, last_at FROM (
       SELECT scored.*, row_number() OVER (PARTITION BY board_id ORDER BY score DESC, last_at, i) AS rank
       FROM (
       SELECT board.id AS board_id, p.i, p.user_id, w.last_at,
         CASE board.type
           WHEN 'elo' THEN CASE WHEN p.pvp_wins + p.pvp_losses > 0 THEN p.elo ELSE 0 END
           WHEN 'kills' THEN round(p.kills * w.share)
           WHEN 'bossPoints' THEN round(p.boss_points * w.share)
           WHEN 'killPoints' THEN round(p.kill_points * w.share)
           WHEN 'pveWins' THEN round(p.pve_wins * w.share)
           ELSE 0
         END::int AS score
       FROM (VALUES ${input.leaderboards
         .map(
           (board) =>
             `(${board.id}, ${sqlString(board.type)}, ${sqlTimestamp(periodStartFor(board.periodicity, now))})`,
         )
         .join(", ")}) AS board(id, type, period_start)
       JOIN seed_bulk_period w ON w.start = board.period_start
       JOIN seed_bulk_profile p ON p.i = w.i
       ) AS scored
       WHERE score > 0
     ) AS ranked
     WHERE rank <= ${bulkBoardSize}
     ORDER BY board_id, rank`,
  ];
}
