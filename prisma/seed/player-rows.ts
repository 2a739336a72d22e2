// Turns simulated players into rows for every table, ready for createMany.
// Ids of Inventory, Item and Team rows are reserved from their sequences first
// so that items, teams and team members can point at each other.

import { activityDayRow } from "../../api/src/analytics/activity.ts";
import { quests } from "../../api/src/catalogue/quests.ts";
import type { Db, Prisma } from "../../api/src/db.ts";
import { type HistoryEntry, historyTypes } from "../../api/src/history/types.ts";
import { periodStartFor } from "../../api/src/leaderboards/rules.ts";
import { teams as teamRules } from "../../api/src/teams/limits.ts";
import { startOfUtcDay } from "../../api/src/time/utc-day.ts";
import type { SeededLeaderboard } from "./catalogue.ts";
import { reserveIds } from "./insert.ts";
import type { DayScores, OwnedItem, PlayerSimulation } from "./player-simulation.ts";
import type { SeededRandom } from "./random.ts";

export interface PlayerRows {
  users: Prisma.UserCreateManyInput[];
  profiles: Prisma.UserProfileCreateManyInput[];
  accounts: Prisma.AccountCreateManyInput[];
  inventories: Prisma.InventoryCreateManyInput[];
  items: Prisma.ItemCreateManyInput[];
  ingredients: Prisma.IngredientCreateManyInput[];
  teams: Prisma.TeamCreateManyInput[];
  teamMembers: Prisma.TeamMemberCreateManyInput[];
  stats: Prisma.UserStatsCreateManyInput[];
  masteries: Prisma.MasteryCreateManyInput[];
  mapProgress: Prisma.MapProgressCreateManyInput[];
  quests: Prisma.QuestCreateManyInput[];
  achievements: Prisma.AchievementCreateManyInput[];
  transcendedItems: Prisma.UserTranscendedItemCreateManyInput[];
  messages: Prisma.MessageCreateManyInput[];
  pollResults: Prisma.PollResultCreateManyInput[];
  shopItemTransactions: Prisma.ShopItemTransactionCreateManyInput[];
  summonPulls: Prisma.SummonPullCreateManyInput[];
  summonPity: Prisma.SummonPityCreateManyInput[];
  ownedShopItems: Prisma.OwnedShopItemCreateManyInput[];
  transactions: Prisma.TransactionCreateManyInput[];
  promoRedemptions: Prisma.PromoCodeRedemptionCreateManyInput[];
  activityDays: Prisma.PlayerActivityDayCreateManyInput[];
  history: HistoryEntry[];
  contenders: Prisma.LeaderboardContenderCreateManyInput[];
}

const teamNames = ["Main", "Arena", "Bosses"] as const;

/** Up to three teams: the best five, then (for keener players) other mixes of their monsters. */
function teamsOf(player: PlayerSimulation, random: SeededRandom): OwnedItem[][] {
  const monsters = player.items.filter((item) => item.type === "monster");
  const main = player.team();
  if (main.length === 0) return [];
  const chosen = [main];
  const extraTeams = player.spec.engagement > 0.75 ? 2 : player.spec.engagement > 0.4 ? 1 : 0;
  for (let count = 0; count < extraTeams && monsters.length > teamRules.slotsPerTeam; count++) {
    chosen.push(random.sample(monsters, teamRules.slotsPerTeam));
  }
  return chosen.slice(0, teamRules.maxTeams);
}

function contendersOf(
  player: PlayerSimulation,
  leaderboards: readonly SeededLeaderboard[],
  now: Date,
): Prisma.LeaderboardContenderCreateManyInput[] {
  return leaderboards.flatMap((board) => {
    const periodStart = periodStartFor(board.periodicity, now);
    if (board.operator === "set") {
      const latest = player.eloHistory.filter((entry) => entry.at >= periodStart).at(-1);
      return latest
        ? [{ leaderboardId: board.id, userId: player.spec.userId, score: latest.elo, reachedAt: latest.at }]
        : [];
    }
    const field = board.type as Exclude<keyof DayScores, "day" | "lastScoredAt">;
    const scoringDays = player.dayScores.filter((day) => day.day >= periodStart && day[field] > 0);
    const score = scoringDays.reduce((sum, day) => sum + day[field], 0);
    return score > 0
      ? [
          {
            leaderboardId: board.id,
            userId: player.spec.userId,
            score,
            reachedAt: scoringDays.at(-1)!.lastScoredAt,
          },
        ]
      : [];
  });
}

export async function playerRows(
  db: Db,
  players: readonly PlayerSimulation[],
  context: { now: Date; adminId: string; leaderboards: readonly SeededLeaderboard[]; random: SeededRandom },
): Promise<PlayerRows> {
  const { now, adminId, leaderboards, random } = context;
  const today = startOfUtcDay(now);
  const teamsByPlayer = players.map((player) => teamsOf(player, random.fork(`teams:${player.spec.key}`)));
  const inventoryIds = await reserveIds(db, "Inventory", players.length);
  const itemIds = await reserveIds(
    db,
    "Item",
    players.reduce((sum, player) => sum + player.items.length, 0),
  );
  // Purchases get their ids here: an egg's pull points at its purchase.
  const purchaseIds = await reserveIds(
    db,
    "ShopItemTransaction",
    players.reduce((sum, player) => sum + player.shopPurchases.length, 0),
  );
  const teamIds = await reserveIds(
    db,
    "Team",
    teamsByPlayer.reduce((sum, playerTeams) => sum + playerTeams.length, 0),
  );

  const rows: PlayerRows = {
    users: [],
    profiles: [],
    accounts: [],
    inventories: [],
    items: [],
    ingredients: [],
    teams: [],
    teamMembers: [],
    stats: [],
    masteries: [],
    mapProgress: [],
    quests: [],
    achievements: [],
    transcendedItems: [],
    messages: [],
    pollResults: [],
    shopItemTransactions: [],
    summonPulls: [],
    summonPity: [],
    ownedShopItems: [],
    transactions: [],
    promoRedemptions: [],
    activityDays: [],
    history: [],
    contenders: [],
  };

  players.forEach((player, playerIndex) => {
    const { spec } = player;
    const userId = spec.userId;
    const ban = player.isBanned && spec.ban ? { ...spec.ban, at: player.bannedAt! } : null;
    rows.users.push({
      id: userId,
      email: spec.email,
      passwordHash: spec.passwordHash,
      role: "player",
      createdAt: spec.createdAt,
      updatedAt: player.lastActiveAt,
      campaignProgress: player.campaignProgress,
      customerId: player.customerId,
      freeCurrency: player.wallet.balance("gold"),
      paidCurrency: player.wallet.balance("gems"),
      isBanned: ban !== null,
      banReason: ban?.reason ?? null,
      bannedAt: ban?.at ?? null,
      bannedUntil: ban?.until ?? null,
      bannedById: ban ? adminId : null,
      level: player.level,
      xp: player.xp,
      loginDay: player.loginDay,
      lastLoginDate: player.lastLoginDate,
      lastActiveAt: player.lastActiveAt,
      hasClaimedDailyReward: player.hasClaimedDailyReward,
      hasGameAccess: player.hasGameAccess,
      referrerId: spec.referrerId,
      totalVipDays: player.totalVipDays,
      vipExpiresAt: player.vipExpiresAt,
      usedPromoCodes: player.promoRedemptions.map((redemption) => redemption.code),
    });
    rows.profiles.push({ userId, name: spec.displayName, ...player.equipped });
    // Generated players have no password: they sign in with a social provider.
    const signInMethod = spec.passwordHash
      ? "credentials"
      : Number.parseInt(userId.slice(0, 2), 16) % 2 === 0
        ? "google"
        : "discord";
    if (signInMethod !== "credentials") {
      rows.accounts.push({
        userId,
        provider: signInMethod,
        providerAccountId: `seed-${userId}`,
        createdAt: spec.createdAt,
      });
    }

    const inventoryId = inventoryIds[playerIndex]!;
    rows.inventories.push({ id: inventoryId, userId, ...player.capacities });
    const itemIdOf = new Map<OwnedItem, number>();
    for (const item of player.items) {
      const id = itemIds[rows.items.length]!;
      itemIdOf.set(item, id);
      rows.items.push({ id, inventoryId, ...item });
    }
    for (const [name, quantity] of player.ingredients) rows.ingredients.push({ inventoryId, name, quantity });
    teamsByPlayer[playerIndex]!.forEach((members, slot) => {
      const teamId = teamIds[rows.teams.length]!;
      rows.teams.push({ id: teamId, inventoryId, slot, name: teamNames[slot] });
      members.forEach((monster, memberSlot) => {
        rows.teamMembers.push({ teamId, monsterId: itemIdOf.get(monster)!, slot: memberSlot });
      });
    });

    rows.stats.push({ userId, ...player.stats });
    for (const [name, record] of player.masteries) rows.masteries.push({ userId, name, ...record });
    for (const record of player.mapRecords.values()) {
      rows.mapProgress.push({ userId, ...record });
    }
    // Only the current day's and week's quests exist; the reset jobs cleared older progress.
    const activeToday = player.currentQuestDay?.getTime() === today.getTime();
    const activeThisWeek = player.currentQuestWeek?.getTime() === periodStartFor("weekly", now).getTime();
    for (const quest of quests) {
      const isDaily = quest.type === "daily";
      if (isDaily ? !activeToday : !activeThisWeek) continue;
      const counters = isDaily ? player.dailyQuestCounters : player.weeklyQuestCounters;
      const claimed = isDaily ? player.claimedQuestsToday : player.claimedQuestsThisWeek;
      rows.quests.push({
        userId,
        name: quest.key,
        type: quest.type,
        value: Math.min(quest.target, counters[quest.metric]),
        isClaimed: claimed.has(quest.key),
      });
    }
    for (const [name, acquiredAt] of player.achievementsAcquired)
      rows.achievements.push({ userId, name, acquiredAt });
    for (const item of player.transcended) rows.transcendedItems.push({ userId, type: "monster", ...item });
    for (const message of player.messages) {
      // The hourly expiry job has already deleted expired messages.
      if (message.expiresAt && message.expiresAt <= now) continue;
      rows.messages.push({
        userId,
        createdAt: message.createdAt,
        message: message.message,
        params: message.params,
        rewards: message.rewards ?? undefined,
        expiresAt: message.expiresAt,
        isRead: message.isRead,
        areRewardsCollected: message.areRewardsCollected,
        hasPerformedAction: message.hasPerformedAction,
        action: message.action ?? undefined,
      });
    }
    for (const answer of player.pollAnswers) {
      rows.pollResults.push({
        userId,
        type: answer.key,
        answer: answer.answer,
        pollDate: answer.pollDate,
        answerDate: answer.answerDate,
      });
    }
    const firstPurchase = rows.shopItemTransactions.length;
    for (const purchase of player.shopPurchases) {
      rows.shopItemTransactions.push({
        id: purchaseIds[rows.shopItemTransactions.length]!,
        userId,
        ...purchase,
      });
    }
    for (const { purchase, item, ...summon } of player.summonPulls) {
      rows.summonPulls.push({
        userId,
        ...summon,
        purchaseId: purchaseIds[firstPurchase + purchase]!,
        // The monster while it is still held at the end of the simulation; null once sold.
        itemId: item ? (itemIdOf.get(item) ?? null) : null,
      });
    }
    for (const [egg, pullsWithoutEpic] of player.summonPity) {
      rows.summonPity.push({ userId, egg, pullsWithoutEpic, updatedAt: now });
    }
    for (const owned of player.ownedCosmetics) {
      rows.ownedShopItems.push({ userId, itemId: owned.shopItemId, acquiredAt: owned.acquiredAt });
    }
    for (const payment of player.payments) {
      const suffix = payment.paymentIntentId.slice("pi_".length);
      rows.transactions.push({
        userId,
        country: spec.country.code,
        checkoutSessionId: `cs_${suffix}`,
        chargeId: `ch_${suffix}`,
        ...payment,
      });
    }
    for (const redemption of player.promoRedemptions) {
      rows.promoRedemptions.push({
        userId,
        promoCodeId: redemption.promoCodeId,
        redeemedAt: redemption.redeemedAt,
      });
    }
    for (const day of player.activityDays) rows.activityDays.push(activityDayRow(userId, day));

    for (const at of player.signIns) {
      rows.history.push({
        userId,
        createdAt: at,
        type: historyTypes.signIn,
        data: { method: signInMethod },
      });
    }
    rows.history.push(...player.wallet.toHistoryRows());
    if (ban) {
      rows.history.push({
        userId,
        actorId: adminId,
        createdAt: ban.at,
        type: historyTypes.staffAction,
        data: {
          action: "player.ban",
          reason: ban.reason,
          before: { isBanned: false },
          after: { isBanned: true, bannedUntil: ban.until?.toISOString() ?? null },
        },
      });
    }
    rows.contenders.push(...contendersOf(player, leaderboards, now));
  });
  return rows;
}
