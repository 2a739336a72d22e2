// One detailed player's life in the demo world, simulated day by day in memory:
// sign-ins and login streaks, daily rewards, matches (xp, drops, map progress,
// elo, mastery), quests, achievements, shop and gem purchases, VIP, promo codes,
// polls and the inbox. The simulation draws what the player does; what that
// earns is decided by the game's own pure rules, the ones the use cases apply
// (ADR 116): matchPay for a match, fitReward for what fits the inventory,
// effectiveCapacities and isVip for VIP slots, dailyRewardFor for the daily
// reward, achievementsDue, rewardOfShopGrant, shopPriceAfterDiscounts, the
// inventory's prices (sellPrice, ingredientSellPrice, relicUpgrade,
// blackMarketExchange), activeBan. Every gold or gem change goes
// through the Wallet, so the ledger and the balances agree. The simulation only
// records; seed/player-rows.ts turns the final state into database rows.

import { achievementsDue } from "../../api/src/achievements/award-achievements.ts";
import type {
  CosmeticSlot,
  InventoryCapacity,
  Quality,
  UserStatField,
} from "../../api/src/catalogue/basics.ts";
import { gemPacks, type PaymentCurrency } from "../../api/src/catalogue/gem-packs.ts";
import { ingredients as ingredientCatalogue } from "../../api/src/catalogue/ingredients.ts";
import {
  type CampaignMapDefinition,
  type ChallengeDefinition,
  campaignMaps,
  challenges,
  type MapDifficulty,
} from "../../api/src/catalogue/maps.ts";
import { findMonster } from "../../api/src/catalogue/monsters.ts";
import { starterGrant } from "../../api/src/catalogue/new-players.ts";
import { type QuestMetric, quests } from "../../api/src/catalogue/quests.ts";
import { isEmptyReward, type Reward } from "../../api/src/catalogue/rewards.ts";
import { findSummonEgg } from "../../api/src/catalogue/summons.ts";
import { dailyRewardFor } from "../../api/src/daily-reward/claim-daily-reward.ts";
import { fitReward, type Holdings } from "../../api/src/grants/inventory-fit.ts";
import type { LedgerReason } from "../../api/src/history/types.ts";
import { inbox } from "../../api/src/inbox/rules.ts";
import { type CurrentMessageKey, messageKeys } from "../../api/src/inbox/templates.ts";
import { type Capacities, effectiveCapacities } from "../../api/src/inventory/capacity.ts";
import { inventoryDefaults } from "../../api/src/inventory/defaults.ts";
import {
  blackMarketExchange,
  blackMarketExchangeRate,
  ingredientSellPrice,
  type RelicUpgrade,
  relicUpgrade,
  sellPrice,
} from "../../api/src/inventory/prices.ts";
import { periodStartFor } from "../../api/src/leaderboards/rules.ts";
import {
  type MapProgressRow,
  type MatchPay,
  type MatchPlay,
  type MatchStatDelta,
  matchPay,
  spreadKills,
} from "../../api/src/matches/match-pay.ts";
import { elo, matchBounds, type Stage, stageFor } from "../../api/src/matches/rules.ts";
import { findMap, modeOfMap } from "../../api/src/matches/stages.ts";
import { activeBan } from "../../api/src/moderation/active-ban.ts";
import { referralReward, stripeSettings } from "../../api/src/payments/rules.ts";
import { defaultCosmetics } from "../../api/src/profile/profile-rules.ts";
import { monsterMaxLevel } from "../../api/src/progression/levels.ts";
import { challengesUnlockAfterMaps } from "../../api/src/progression/unlocks.ts";
import { shopPriceAfterDiscounts } from "../../api/src/shop/rules.ts";
import { rewardOfShopGrant } from "../../api/src/shop/shop-grant.ts";
import { pityCountAfter, pull } from "../../api/src/summons/pull.ts";
import { teams } from "../../api/src/teams/limits.ts";
import { dayMs, startOfUtcDay } from "../../api/src/time/utc-day.ts";
import { isVip } from "../../api/src/vip/extend-vip.ts";
import type { SeededShopItem } from "./catalogue.ts";
import { addDays, addMs, daysBetween, minuteMs } from "./dates.ts";
import { Wallet } from "./ledger.ts";
import type { SeededPoll, SeededPromoCode } from "./live-content.ts";
import { populationTraits, returnChance } from "./population.ts";
import type { SeededRandom } from "./random.ts";

/** A message sent to every player who exists at `at` (compensation, events). */
export interface Broadcast {
  at: Date;
  message: CurrentMessageKey;
  params: Record<string, string | number>;
  rewards: Reward;
  expiresAt: Date;
}

/** What the simulation reads about the world around the player. */
export interface WorldContext {
  seed: number;
  now: Date;
  shopItems: readonly SeededShopItem[];
  polls: readonly SeededPoll[];
  promoCodes: readonly SeededPromoCode[];
  broadcasts: readonly Broadcast[];
}

export type PlannedAction =
  | { daysAgo: number; kind: "gemPack"; packId: string }
  | { daysAgo: number; kind: "shopItem"; itemName: string };

/** Who the player is and how they behave; drawn by seed/players.ts. */
export interface PlayerSpec {
  /** Makes the player's payment and customer ids unique ("17" for generated player 17, "demo"). */
  key: string;
  userId: string;
  email: string;
  displayName: string;
  /** argon2id hash for accounts that sign in with a password (demo accounts only). */
  passwordHash: string | null;
  referrerId: string | null;
  createdAt: Date;
  /** 0..1: how likely the player returns on a given day and how much they play. */
  engagement: number;
  /** Days after sign-up the player stops coming back (churn). */
  lifetimeDays: number;
  preferredHourUtc: number;
  country: { code: string; currency: PaymentCurrency };
  isPayer: boolean;
  hasGameAccess: boolean;
  /** Codes the player will redeem on the first day the code can be redeemed. */
  promoCodes: readonly string[];
  ban: { at: Date; until: Date | null; reason: string } | null;
  /** The demo player: active every day, including today. */
  activeEveryDay: boolean;
  /** Leaves today's daily reward and the current poll for the person trying the demo. */
  leavesTodayOpen: boolean;
  plannedActions: readonly PlannedAction[];
  /** Called once, at the player's first completed real-money purchase (referral reward). */
  onFirstPurchase?: (at: Date) => void;
}

export interface OwnedItem {
  type: "monster" | "relic";
  name: string;
  quality: Quality;
  level: number;
  xp: number;
  skinId: string | null;
  createdAt: Date;
}

/** A map and difficulty the player played, with its record (as MapProgress stores it). */
export interface MapRecord extends MapProgressRow {
  name: string;
  type: "campaign" | "challenge";
  difficulty: number;
}

export interface SimulatedMessage {
  createdAt: Date;
  message: CurrentMessageKey;
  params: Record<string, string | number>;
  rewards: Reward | null;
  expiresAt: Date | null;
  isRead: boolean;
  areRewardsCollected: boolean;
  hasPerformedAction: boolean;
  action: { type: string; target: string } | null;
}

/** Leaderboard-relevant stats gained on one UTC day. */
export interface DayScores {
  day: Date;
  kills: number;
  bossPoints: number;
  killPoints: number;
  pveWins: number;
  lastScoredAt: Date;
}

type QuestCounters = Record<QuestMetric, number>;

const emptyQuestCounters = (): QuestCounters => ({
  matchesPlayed: 0,
  pveWins: 0,
  pvpWins: 0,
  kills: 0,
  bossKills: 0,
  relicsUpgraded: 0,
  itemsSold: 0,
  shopPurchases: 0,
});

const emptyStats = (): Record<UserStatField, number> => ({
  blackMarketTrades: 0,
  bossKills: 0,
  bossPoints: 0,
  challengesCompleted: 0,
  daysPlayed: 0,
  droppedIngredients: 0,
  droppedMonsters: 0,
  droppedRelics: 0,
  earntFreeCurrency: 0,
  earntPaidCurrency: 0,
  elo: elo.initial,
  killPoints: 0,
  kills: 0,
  pveLosses: 0,
  pveWins: 0,
  pvpLosses: 0,
  pvpWins: 0,
  questsCompletedDaily: 0,
  questsCompletedWeekly: 0,
  seasonPassesCompleted: 0,
  soldIngredients: 0,
  soldMonsters: 0,
  soldRelics: 0,
  timePlayed: 0,
  upgradedRelics: 0,
});

function skinFor(name: string): string | null {
  return findMonster(name)?.skins[0] ?? null;
}

/** Ledger reasons that are not "earned" in UserStats.earnt*Currency (bought, or the welcome gift). */
const notEarned: readonly LedgerReason[] = ["gem_purchase", "starter_grant"];

export class PlayerSimulation {
  readonly spec: PlayerSpec;
  readonly wallet: Wallet;
  readonly stats = emptyStats();
  level = 1;
  xp = 0;
  campaignProgress = 0;
  hasGameAccess: boolean;
  loginDay = 0;
  lastLoginDate: Date | null = null;
  lastActiveAt: Date;
  hasClaimedDailyReward = false;
  vipExpiresAt: Date | null = null;
  totalVipDays = 0;
  customerId: string | null = null;
  readonly capacities: Record<InventoryCapacity, number> = { ...inventoryDefaults };
  readonly items: OwnedItem[] = [];
  readonly ingredients = new Map<string, number>();
  readonly masteries = new Map<string, { level: number; xp: number }>();
  readonly mapRecords = new Map<string, MapRecord>();
  readonly equipped: Record<CosmeticSlot, string> = { ...defaultCosmetics };
  readonly ownedCosmetics: { shopItemId: number; acquiredAt: Date }[] = [];
  readonly shopPurchases: { shopItemId: number; price: number; currency: "gold" | "gems"; boughtAt: Date }[] =
    [];
  /** Pulls from eggs, as SummonPull rows will hold them: `purchase` indexes shopPurchases, `item` the monster while held. */
  readonly summonPulls: {
    egg: string;
    oddsVersion: string;
    quality: Quality;
    species: string;
    pityApplied: boolean;
    pulledAt: Date;
    purchase: number;
    item: OwnedItem | undefined;
  }[] = [];
  readonly payments: {
    paymentIntentId: string;
    createdAt: Date;
    price: number;
    currency: PaymentCurrency;
    gems: number;
    description: string;
    status: "completed" | "refunded" | "disputed";
  }[] = [];
  readonly promoRedemptions: { promoCodeId: number; code: string; redeemedAt: Date }[] = [];
  readonly pollAnswers: { key: string; answer: string; pollDate: Date; answerDate: Date }[] = [];
  readonly messages: SimulatedMessage[] = [];
  readonly achievementsAcquired = new Map<string, Date>();
  readonly transcended: { name: string; acquiredAt: Date }[] = [];
  readonly activityDays: Date[] = [];
  readonly signIns: Date[] = [];
  readonly dayScores: DayScores[] = [];
  /** Elo after each PvP match, for the "set" leaderboards. */
  readonly eloHistory: { at: Date; elo: number }[] = [];
  /** Quest progress of the current day and week (the daily and weekly jobs reset older ones). */
  dailyQuestCounters = emptyQuestCounters();
  weeklyQuestCounters = emptyQuestCounters();
  readonly claimedQuestsToday = new Set<string>();
  readonly claimedQuestsThisWeek = new Set<string>();
  currentQuestDay: Date | null = null;
  currentQuestWeek: Date | null = null;

  readonly #world: WorldContext;
  readonly #random: SeededRandom;
  /** Pulls of each egg since the last epic or better (the pity rule's count): SummonPity rows. */
  readonly summonPity = new Map<string, number>();
  #clock: Date;
  #sessionEnd: Date;
  #paymentCount = 0;
  #matchCount = 0;
  #lastMatchDay: Date | null = null;
  #hasPaid = false;
  #vipExpiryNotified = true;
  readonly #deliveredBroadcasts = new Set<Broadcast>();
  readonly #pollMessages = new Map<string, SimulatedMessage>();

  constructor(world: WorldContext, spec: PlayerSpec, random: SeededRandom) {
    this.#world = world;
    this.spec = spec;
    this.#random = random;
    this.wallet = new Wallet(spec.userId);
    this.hasGameAccess = spec.hasGameAccess;
    this.#clock = spec.createdAt;
    this.#sessionEnd = world.now;
    this.lastActiveAt = spec.createdAt;
  }

  /** Whether the ban is still in force at seed time (a timed ban may have ended). */
  get isBanned(): boolean {
    const ban = this.spec.ban;
    if (!ban) return false;
    return (
      activeBan({ isBanned: true, banReason: ban.reason, bannedUntil: ban.until }, this.#world.now) !== null
    );
  }

  /** When staff banned the player: the drawn time, but never before their last session. */
  get bannedAt(): Date | null {
    if (!this.spec.ban) return null;
    const afterLastSession = addMs(this.lastActiveAt, 10 * minuteMs).getTime();
    return new Date(
      Math.min(Math.max(this.spec.ban.at.getTime(), afterLastSession), this.#world.now.getTime()),
    );
  }

  run(): this {
    const { now } = this.#world;
    const signUpDay = startOfUtcDay(this.spec.createdAt);
    this.#grantStarter();
    const lastDay = daysBetween(this.spec.createdAt, now);
    for (let offset = 0; offset <= lastDay; offset++) {
      const day = addDays(signUpDay, offset);
      // Everyone plays their sign-up day; a ban ends the player's days.
      if (offset > 0 && this.spec.ban && day >= startOfUtcDay(this.spec.ban.at)) break;
      if (!this.#isActive(offset)) continue;
      this.#playDay(day);
    }
    this.#deliverBroadcasts(now);
    this.#notifyVipExpiry(now);
    return this;
  }

  // ─────────────────────────── a day ───────────────────────────

  #isActive(offset: number): boolean {
    if (offset === 0 || this.spec.activeEveryDay) return true;
    if (offset > this.spec.lifetimeDays) return false;
    return this.#random.chance(returnChance(this.spec.engagement, offset));
  }

  #playDay(day: Date): void {
    const { now } = this.#world;
    const isToday = day.getTime() === startOfUtcDay(now).getTime();
    const dayEnd = addMs(day, dayMs - minuteMs);
    const latest = isToday ? now : dayEnd;
    let sessionStart =
      day.getTime() === startOfUtcDay(this.spec.createdAt).getTime()
        ? addMs(this.spec.createdAt, minuteMs)
        : addMs(
            day,
            (this.spec.preferredHourUtc + this.#random.int(-2, 2)) * 3_600_000 +
              this.#random.int(0, 59) * minuteMs,
          );
    if (sessionStart < day) sessionStart = addMs(day, this.#random.int(0, 59) * minuteMs);
    // A session takes up to about an hour and a half: start it early enough to end within the day, before now.
    const latestStart = addMs(latest, -90 * minuteMs);
    if (sessionStart > latestStart) sessionStart = latestStart < day ? day : latestStart;
    if (sessionStart <= this.#clock) sessionStart = addMs(this.#clock, minuteMs);
    if (sessionStart > latest) return;
    this.#clock = sessionStart;
    this.#sessionEnd = latest;

    this.#startQuestPeriods(day);
    this.activityDays.push(day);
    this.signIns.push(this.#clock);
    // User.loginDay as the sign-in bookkeeping keeps it (api/src/auth/login-streak.ts):
    // consecutive UTC days with a sign-in, today included.
    this.loginDay = this.lastLoginDate && daysBetween(this.lastLoginDate, day) === 1 ? this.loginDay + 1 : 1;
    this.lastLoginDate = day;

    this.#notifyVipExpiry(this.#clock);
    this.#deliverBroadcasts(this.#clock);
    this.#collectInboxRewards();
    this.#redeemPromoCodes();
    this.#runPlannedActions(day);

    const leavesOpen = isToday && this.spec.leavesTodayOpen;
    if (!leavesOpen && this.#random.chance(populationTraits.dailyRewardClaimShare)) {
      this.#claimDailyReward();
      this.hasClaimedDailyReward = isToday;
    } else {
      this.hasClaimedDailyReward = false;
    }
    this.#answerPolls(this.spec.leavesTodayOpen);

    if (this.hasGameAccess) {
      const matches = 1 + Math.floor(this.spec.engagement * 6 * this.#random.next());
      // The demo player plays all of today's matches whatever the hour of seeding (just after
      // midnight the session is only minutes long), so the demo world is the same all day.
      for (let count = 0; count < matches && (this.#clock < latest || leavesOpen); count++)
        this.#playMatch(day);
    }
    if (this.spec.isPayer && this.#random.chance(this.#hasPaid ? 0.05 : 0.2)) this.#buyGemPack();
    if (this.#random.chance(this.spec.isPayer ? 0.3 : 0.1)) this.#buyVipPass(isToday);
    if (this.#random.chance(0.1 + 0.3 * this.spec.engagement)) this.#buyFromShop(isToday);
    if (this.#random.chance(0.08)) this.#sellSomething();
    if (this.#random.chance(0.12)) this.#upgradeRelic();
    if (this.#random.chance(0.05)) this.#tradeOnBlackMarket();
    this.#awardAchievements();
    // The demo player leaves today's finished quests to claim, like today's reward.
    if (!leavesOpen) this.#claimQuests();
    this.lastActiveAt = this.#clock;
  }

  /** Moves the clock on, never past the end of the session's day (or now). */
  #tick(minutes: number): Date {
    this.#clock = new Date(Math.min(this.#clock.getTime() + minutes * minuteMs, this.#sessionEnd.getTime()));
    return this.#clock;
  }

  #startQuestPeriods(day: Date): void {
    if (this.currentQuestDay?.getTime() !== day.getTime()) {
      this.currentQuestDay = day;
      this.dailyQuestCounters = emptyQuestCounters();
      this.claimedQuestsToday.clear();
    }
    const week = periodStartFor("weekly", day);
    if (this.currentQuestWeek?.getTime() !== week.getTime()) {
      this.currentQuestWeek = week;
      this.weeklyQuestCounters = emptyQuestCounters();
      this.claimedQuestsThisWeek.clear();
    }
  }

  #countQuest(metric: QuestMetric, amount = 1): void {
    this.dailyQuestCounters[metric] += amount;
    this.weeklyQuestCounters[metric] += amount;
  }

  // ─────────────────────────── grants ───────────────────────────

  #credit(currency: "gold" | "gems", amount: number, reason: LedgerReason, ref: string): void {
    this.wallet.credit(currency, amount, reason, ref, this.#clock);
    if (!notEarned.includes(reason)) {
      this.stats[currency === "gold" ? "earntFreeCurrency" : "earntPaidCurrency"] += amount;
    }
  }

  /** What the inventory holds now, as the grant rules count it. */
  #holdings(): Holdings {
    return {
      monsters: this.items.filter((item) => item.type === "monster").length,
      relics: this.items.filter((item) => item.type === "relic").length,
      ingredients: this.ingredients,
    };
  }

  /** The capacities right now, VIP slots included (api/src/inventory/capacity.ts). */
  #caps(): Capacities {
    return effectiveCapacities(this.capacities, this, this.#clock);
  }

  /** Puts items and ingredients that fit (decided by the grant rules) into the inventory. */
  #store(part: Pick<Reward, "items" | "ingredients">): void {
    for (const item of part.items ?? []) {
      this.items.push({
        type: item.type,
        name: item.name,
        quality: item.quality,
        level: item.level ?? 1,
        xp: 0,
        skinId: item.type === "monster" ? skinFor(item.name) : null,
        createdAt: this.#clock,
      });
    }
    for (const { name, quantity } of part.ingredients ?? []) {
      this.ingredients.set(name, (this.ingredients.get(name) ?? 0) + quantity);
    }
  }

  #extendVip(days: number): void {
    const from = isVip(this, this.#clock) ? this.vipExpiresAt! : this.#clock;
    this.vipExpiresAt = addDays(from, days);
    this.totalVipDays += days;
    this.#vipExpiryNotified = false;
  }

  /** Applies a reward as grantReward does: VIP first (its slots count), what does not fit goes to the inbox. */
  #grant(reward: Reward, reason: LedgerReason, ref: string): void {
    if (reward.vipDays) this.#extendVip(reward.vipDays);
    const { fits, overflow } = fitReward(reward, this.#holdings(), this.#caps());
    this.#store(fits);
    if (reward.gold) this.#credit("gold", reward.gold, reason, ref);
    if (reward.gems) this.#credit("gems", reward.gems, reason, ref);
    if (reward.gameAccess) this.hasGameAccess = true;
    if (!isEmptyReward(overflow)) this.#sendMessage(messageKeys.inventoryFull, { source: reason }, overflow);
  }

  /** Whether a reward fits whole (collecting a message's rewards refuses a partial fit). */
  #fits(reward: Reward): boolean {
    return isEmptyReward(fitReward(reward, this.#holdings(), this.#caps()).overflow);
  }

  #sendMessage(
    message: CurrentMessageKey,
    params: Record<string, string | number>,
    rewards: Reward | null,
    options: { expiresAt?: Date | null; action?: { type: string; target: string } } = {},
  ): SimulatedMessage {
    const sent: SimulatedMessage = {
      createdAt: this.#clock,
      message,
      params,
      rewards,
      expiresAt:
        options.expiresAt !== undefined
          ? options.expiresAt
          : rewards
            ? addDays(this.#clock, inbox.rewardMessageLifetimeDays)
            : null,
      isRead: false,
      areRewardsCollected: false,
      hasPerformedAction: false,
      action: options.action ?? null,
    };
    this.messages.push(sent);
    return sent;
  }

  #collectInboxRewards(): void {
    for (const message of this.messages) {
      if (message.isRead && (message.rewards === null || message.areRewardsCollected)) continue;
      if (message.expiresAt && message.expiresAt <= this.#clock) continue;
      if (!this.#random.chance(0.6)) continue;
      message.isRead = true;
      if (message.rewards && !message.areRewardsCollected && this.#fits(message.rewards)) {
        this.#tick(1);
        message.areRewardsCollected = true;
        this.#grant(message.rewards, "message_reward", `message:${message.message}`);
      }
    }
  }

  #deliverBroadcasts(upTo: Date): void {
    for (const broadcast of this.#world.broadcasts) {
      if (this.#deliveredBroadcasts.has(broadcast)) continue;
      if (broadcast.at < this.spec.createdAt || broadcast.at > upTo) continue;
      this.#deliveredBroadcasts.add(broadcast);
      this.messages.push({
        createdAt: broadcast.at,
        message: broadcast.message,
        params: broadcast.params,
        rewards: broadcast.rewards,
        expiresAt: broadcast.expiresAt,
        isRead: false,
        areRewardsCollected: false,
        hasPerformedAction: false,
        action: null,
      });
    }
  }

  #notifyVipExpiry(upTo: Date): void {
    if (this.#vipExpiryNotified || !this.vipExpiresAt || this.vipExpiresAt > upTo) return;
    this.#vipExpiryNotified = true;
    this.messages.push({
      createdAt: this.vipExpiresAt,
      message: messageKeys.vipExpired,
      params: {},
      rewards: null,
      expiresAt: null,
      isRead: this.vipExpiresAt < this.#clock && this.#random.chance(0.7),
      areRewardsCollected: false,
      hasPerformedAction: false,
      action: null,
    });
  }

  // ─────────────────────────── economy ───────────────────────────

  #grantStarter(): void {
    this.#credit("gold", starterGrant.gold, "starter_grant", "starter");
    this.#credit("gems", starterGrant.gems, "starter_grant", "starter");
    // Sign-up creates the starter monsters directly (api/src/auth/accounts.ts): an empty inventory holds them.
    this.#store({
      items: starterGrant.monsters.map((name) => ({ type: "monster", name, quality: "common" })),
    });
    this.#sendMessage("welcome", { gold: starterGrant.gold, gems: starterGrant.gems }, null).isRead = true;
  }

  #claimDailyReward(): void {
    const { dayIndex, reward } = dailyRewardFor(this.loginDay, isVip(this, this.#clock));
    this.#tick(1);
    this.#grant(reward, "daily_reward", `calendar:day-${dayIndex + 1}`);
  }

  #redeemPromoCodes(): void {
    for (const promo of this.#world.promoCodes) {
      if (!this.spec.promoCodes.includes(promo.code)) continue;
      if (this.promoRedemptions.some((redemption) => redemption.code === promo.code)) continue;
      if (promo.createdAt > this.#clock || (promo.expiresAt && promo.expiresAt <= this.#clock)) continue;
      if (promo.maxUses !== null && promo.uses >= promo.maxUses) continue;
      promo.uses++;
      this.#tick(1);
      this.promoRedemptions.push({ promoCodeId: promo.id, code: promo.code, redeemedAt: this.#clock });
      this.#grant(promo.rewards, "promo_code", `promo:${promo.code}`);
    }
  }

  #runPlannedActions(day: Date): void {
    const daysAgo = daysBetween(day, this.#world.now);
    for (const action of this.spec.plannedActions) {
      if (action.daysAgo !== daysAgo) continue;
      if (action.kind === "gemPack") {
        this.#buyGemPack(gemPacks.find((pack) => pack.id === action.packId));
      } else {
        const item = this.#world.shopItems.find((candidate) => candidate.name === action.itemName);
        if (item) this.#buy(item, 0);
      }
    }
  }

  #buyGemPack(chosen?: (typeof gemPacks)[number]): void {
    const pack = chosen ?? this.#random.pickWeighted(gemPacks, (candidate) => 1000 / candidate.gems);
    const currency = this.spec.country.currency;
    const paymentIntentId = `pi_seed_${this.#world.seed}_${this.spec.key}_${this.#paymentCount++}`;
    const at = this.#tick(2);
    // A few payments are refunded or disputed right away; Stripe takes the gems back.
    const outcome = chosen ? 1 : this.#random.next();
    const status = outcome < 0.03 ? "refunded" : outcome < 0.04 ? "disputed" : "completed";
    this.payments.push({
      paymentIntentId,
      createdAt: at,
      price: pack.prices[currency],
      currency,
      gems: pack.gems,
      description: stripeSettings.productName(pack.gems),
      status,
    });
    this.customerId ??= `cus_seed_${this.#world.seed}_${this.spec.key}`;
    this.#credit("gems", pack.gems, "gem_purchase", `payment:${paymentIntentId}`);
    // Any real-money purchase opens the game (api/src/progression/game-access.ts).
    this.hasGameAccess = true;
    if (status !== "completed") {
      this.#tick(60);
      this.wallet.debit("gems", pack.gems, "gem_refund", `payment:${paymentIntentId}`, this.#clock);
      return;
    }
    if (!this.#hasPaid) {
      this.#hasPaid = true;
      this.spec.onFirstPurchase?.(at);
    }
  }

  #buyFromShop(isToday: boolean): void {
    // Today only the current rotation is on sale; earlier days had other rotations.
    const candidates = this.#world.shopItems.filter(
      (item) => (!isToday || item.isAvailable) && this.#canReceive(item),
    );
    const affordable = candidates.filter(
      (item) => this.wallet.balance(item.currency) >= this.#priceFor(item, isToday ? item.discount : 0),
    );
    if (affordable.length === 0) return;
    const item = this.#random.pickWeighted(affordable, (candidate) => 6 - candidate.tier);
    this.#buy(item, isToday ? item.discount : 0);
  }

  /** VIP is what spare gems usually go to first: the longest pass the player can afford. */
  #buyVipPass(isToday: boolean): void {
    if (isVip(this, this.#clock)) return;
    const affordable = this.#world.shopItems.filter(
      (item) =>
        item.grant.kind === "vipDays" &&
        (!isToday || item.isAvailable) &&
        this.wallet.balance(item.currency) >= this.#priceFor(item, isToday ? item.discount : 0),
    );
    if (affordable.length === 0) return;
    const pass = affordable.reduce((longest, item) => (item.price > longest.price ? item : longest));
    this.#buy(pass, isToday ? pass.discount : 0);
  }

  #priceFor(item: SeededShopItem, discount: number): number {
    return shopPriceAfterDiscounts(item.price, discount, isVip(this, this.#clock));
  }

  /** What the shop refuses: a cosmetic already owned, game access owned, or a grant the inventory cannot hold. */
  #canReceive(item: SeededShopItem): boolean {
    const grant = item.grant;
    if (grant.kind === "cosmetic") return !this.ownedCosmetics.some((owned) => owned.shopItemId === item.id);
    if (grant.kind === "gameAccess") return !this.hasGameAccess;
    // An egg needs room for one monster, whichever it gives.
    if (grant.kind === "summon")
      return this.#fits({ items: [{ type: "monster", name: "Emberfox", quality: "common" }] });
    const reward = rewardOfShopGrant(grant);
    return reward === null || this.#fits(reward);
  }

  #buy(item: SeededShopItem, discount: number): void {
    this.#tick(2);
    if (!this.#canReceive(item)) return;
    const price = this.#priceFor(item, discount);
    const ref = `shopItem:${item.id}`;
    if (!this.wallet.debit(item.currency, price, "shop_purchase", ref, this.#clock)) return;
    this.shopPurchases.push({ shopItemId: item.id, price, currency: item.currency, boughtAt: this.#clock });
    this.#countQuest("shopPurchases");
    const grant = item.grant;
    const reward = rewardOfShopGrant(grant);
    if (reward) this.#grant(reward, "shop_purchase", ref);
    else if (grant.kind === "cosmetic") {
      this.ownedCosmetics.push({ shopItemId: item.id, acquiredAt: this.#clock });
      if (this.#random.chance(0.7)) this.equipped[grant.slot] = grant.id;
    } else if (grant.kind === "slots") this.capacities[grant.inventory] += grant.amount;
    else if (grant.kind === "gameAccess") this.hasGameAccess = true;
    else if (grant.kind === "summon") this.#pullFromEgg(grant.egg, ref);
  }

  /** An egg's pull by the game's own rule (summons/pull.ts), the pity count kept per egg as the game keeps it. */
  #pullFromEgg(eggId: string, ref: string): void {
    const egg = findSummonEgg(eggId);
    if (!egg) return;
    const count = this.summonPity.get(egg.id) ?? 0;
    const drawn = pull(egg, count, () => this.#random.next());
    this.summonPity.set(egg.id, pityCountAfter(count, drawn.quality));
    const held = this.items.length;
    this.#grant(
      { items: [{ type: "monster", name: drawn.species, quality: drawn.quality }] },
      "shop_purchase",
      ref,
    );
    this.summonPulls.push({
      egg: egg.id,
      oddsVersion: egg.oddsVersion,
      quality: drawn.quality,
      species: drawn.species,
      pityApplied: drawn.pityApplied,
      pulledAt: this.#clock,
      purchase: this.shopPurchases.length - 1,
      item: this.items.length > held ? this.items[this.items.length - 1] : undefined,
    });
  }

  #sellSomething(): void {
    const team = new Set(this.team());
    const spareMonsters = this.items.filter((item) => item.type === "monster" && !team.has(item));
    if (spareMonsters.length > 0 && this.#random.chance(0.5)) {
      const sold = spareMonsters.reduce((lowest, item) => (item.level < lowest.level ? item : lowest));
      this.items.splice(this.items.indexOf(sold), 1);
      this.#tick(1);
      this.#credit(
        "gold",
        sellPrice("monster", sold.quality, sold.level),
        "sell",
        `sell:monster:${sold.name}`,
      );
      this.stats.soldMonsters++;
      this.#countQuest("itemsSold");
      return;
    }
    const [name, quantity] = [...this.ingredients.entries()].find(([, held]) => held >= 10) ?? [];
    if (!name || !quantity) return;
    const soldQuantity = Math.floor(quantity / 2);
    this.ingredients.set(name, quantity - soldQuantity);
    this.#tick(1);
    this.#credit("gold", ingredientSellPrice(name, soldQuantity), "sell", `sell:ingredient:${name}`);
    this.stats.soldIngredients += soldQuantity;
    this.#countQuest("itemsSold");
  }

  /** Upgrades the first relic the player can pay for, with the first held ingredient the rule accepts. */
  #upgradeRelic(): void {
    for (const relic of this.items) {
      if (relic.type !== "relic") continue;
      const upgrade = this.#affordableUpgrade(relic);
      if (!upgrade || this.wallet.balance("gold") < upgrade.gold) continue;
      this.#tick(1);
      this.wallet.debit("gold", upgrade.gold, "relic_upgrade", `relic:${relic.name}`, this.#clock);
      this.#removeIngredient(upgrade.ingredient.name, upgrade.ingredient.quantity);
      relic.level = upgrade.level;
      this.stats.upgradedRelics++;
      this.#countQuest("relicsUpgraded");
      return;
    }
  }

  /** The upgrade (api/src/inventory/prices.ts relicUpgrade) with the first ingredient held in the quantity it takes. */
  #affordableUpgrade(relic: OwnedItem): Extract<RelicUpgrade, { ok: true }> | undefined {
    for (const [name, held] of this.ingredients) {
      const upgrade = relicUpgrade(relic, name);
      if (upgrade.ok && held >= upgrade.ingredient.quantity) return upgrade;
    }
    return undefined;
  }

  #removeIngredient(name: string, quantity: number): void {
    const left = (this.ingredients.get(name) ?? 0) - quantity;
    if (left > 0) this.ingredients.set(name, left);
    else this.ingredients.delete(name);
  }

  #tradeOnBlackMarket(): void {
    // The first stack that pays for one trade, for any ingredient the black market trades it for.
    const offered = [...this.ingredients.entries()].find(([, held]) => held >= blackMarketExchangeRate.give);
    if (!offered) return;
    const trades = ingredientCatalogue
      .map((entry) => blackMarketExchange(offered[0], entry.name))
      .filter((trade) => trade.ok);
    if (trades.length === 0) return;
    const { give, receive } = this.#random.pick(trades);
    this.#tick(1);
    this.#removeIngredient(give.name, give.quantity);
    // As in api/src/inventory/black-market-trade.ts: what does not fit goes to the inbox.
    this.#grant({ ingredients: [receive] }, "black_market", `black_market:${give.name}->${receive.name}`);
    this.stats.blackMarketTrades++;
  }

  #answerPolls(leavesCurrentPollOpen: boolean): void {
    for (const poll of this.#world.polls) {
      if (poll.startsAt > this.#clock || poll.endsAt <= this.#clock) continue;
      if (this.pollAnswers.some((answer) => answer.key === poll.key)) continue;
      let invitation = this.#pollMessages.get(poll.key);
      if (!invitation) {
        invitation = this.#sendMessage(messageKeys.pollInvitation, { question: poll.question }, null, {
          expiresAt: poll.endsAt,
          action: { type: "poll", target: poll.key },
        });
        this.#pollMessages.set(poll.key, invitation);
      }
      // The demo player never answers a poll still running at seed time: it is left for the person trying the demo.
      const stillRunning = poll.endsAt > this.#world.now;
      if ((leavesCurrentPollOpen && stillRunning) || !this.#random.chance(populationTraits.pollAnswerShare)) {
        continue;
      }
      // Earlier options are chosen more often, so the results chart has a shape.
      const answer = this.#random.pickWeighted(
        poll.options,
        (option) => poll.options.length - poll.options.indexOf(option),
      );
      this.#tick(1);
      this.pollAnswers.push({
        key: poll.key,
        answer,
        pollDate: startOfUtcDay(poll.startsAt),
        answerDate: this.#clock,
      });
      invitation.isRead = true;
      invitation.hasPerformedAction = true;
      if (poll.rewards) this.#grant(poll.rewards, "poll_reward", `poll:${poll.key}`);
    }
  }

  // ─────────────────────────── matches ───────────────────────────

  /** The main team: the five best monsters. */
  team(): OwnedItem[] {
    return this.items
      .filter((item) => item.type === "monster")
      .sort((left, right) => right.level - left.level || left.createdAt.getTime() - right.createdAt.getTime())
      .slice(0, teams.slotsPerTeam);
  }

  /**
   * One match: the simulation draws what happened (the stage, who won, turns,
   * kills) and the game's own rule (api/src/matches/match-pay.ts) says what it pays.
   */
  #playMatch(day: Date): void {
    const team = this.team();
    if (team.length === 0) return;
    const teamLevel = team.reduce((sum, monster) => sum + monster.level, 0) / team.length;
    const playsPvp = this.level >= 3 && this.#random.chance(0.3);
    const matchId = `seed-${this.spec.key}-${this.#matchCount++}`;
    const dropSeed = `${this.#world.seed}:${matchId}`;
    const { play, stage, opponentElo } = playsPvp
      ? this.#playPvp(teamLevel, team, dropSeed)
      : this.#playPve(teamLevel, team, dropSeed);
    const mapKey = play.mapRef ? `${play.mapRef.map.key}:${play.difficulty}` : null;
    const record = mapKey ? this.mapRecords.get(mapKey) : undefined;
    const pay = matchPay(
      play,
      {
        level: this.level,
        xp: this.xp,
        campaignProgress: this.campaignProgress,
        elo: this.stats.elo,
        opponentElo,
        mapProgress: record ?? null,
        playedToday: this.#lastMatchDay?.getTime() === day.getTime(),
      },
      stage,
    );
    this.#lastMatchDay = day;

    this.level = pay.player.level;
    this.xp = pay.player.xp;
    for (const monster of pay.monsters)
      Object.assign(team[monster.id]!, { level: monster.level, xp: monster.xp });
    for (const { name, level, xp } of pay.masteries) this.masteries.set(name, { level, xp });
    this.campaignProgress = pay.campaignProgress.after;
    for (const field of Object.keys(pay.stats) as (keyof MatchStatDelta)[]) {
      // Earned gold is counted where the wallet credits it (#credit), with the player's other earnings.
      if (field !== "earntFreeCurrency") this.stats[field] += pay.stats[field];
    }
    this.stats.elo = pay.elo.after;
    if (playsPvp) this.eloHistory.push({ at: this.#clock, elo: pay.elo.after });
    for (const [metric, amount] of Object.entries(pay.quests) as [QuestMetric, number][]) {
      this.#countQuest(metric, amount);
    }
    if (play.mapRef && mapKey && pay.mapProgress) {
      const { map, type } = play.mapRef;
      this.mapRecords.set(mapKey, { name: map.key, type, difficulty: play.difficulty, ...pay.mapProgress });
    }
    if (!isEmptyReward(pay.reward)) this.#grant(pay.reward, "match_reward", `match:${matchId}`);
    this.#transcendMaxedMonsters();
    this.#scoreDay(day, pay.scores);
    this.#tick(Math.ceil(play.timeSeconds / 60) + this.#random.int(1, 3));
  }

  /** The team as the match rules see it: its slot is its id, with the mastery of its name. */
  #members(team: readonly OwnedItem[], kills: number): MatchPlay["members"] {
    const rows = team.map((item, slot) => {
      const record = this.masteries.get(item.name);
      return {
        id: slot,
        name: item.name,
        level: item.level,
        xp: item.xp,
        masteryLevel: record?.level ?? null,
        masteryXp: record?.xp ?? null,
      };
    });
    return spreadKills(rows, kills);
  }

  #playPvp(teamLevel: number, team: readonly OwnedItem[], dropSeed: string): SimulatedMatch {
    const opponentElo = this.stats.elo + this.#random.int(-150, 150);
    // How likely this player wins: the elo expectation, nudged by how strong the team is for the player's level.
    const expected = 1 / (1 + 10 ** ((opponentElo - this.stats.elo) / 400));
    const won = this.#random.chance(Math.min(0.9, Math.max(0.1, expected + (teamLevel - this.level) * 0.01)));
    const kills = won ? this.#random.int(3, 5) : this.#random.int(0, 4);
    const timeSeconds = this.#random.int(120, 600);
    return {
      play: {
        mode: "pvp",
        mapRef: null,
        difficulty: 1,
        won,
        turns: Math.min(matchBounds.maxTurns, Math.ceil(timeSeconds / 10)),
        timeSeconds,
        kills,
        bossKills: 0,
        curse: 0,
        groupSize: team.length,
        members: this.#members(team, kills),
        dropSeed,
      },
      stage: null,
      opponentElo,
    };
  }

  #chooseStage(): {
    map: CampaignMapDefinition | ChallengeDefinition;
    type: "campaign" | "challenge";
    difficulty: MapDifficulty;
  } {
    if (this.campaignProgress >= challengesUnlockAfterMaps && this.#random.chance(0.1)) {
      const challenge = this.#random.pick(challenges);
      return { map: challenge, type: "challenge", difficulty: this.#nextDifficulty(challenge.key) };
    }
    if (
      this.campaignProgress < campaignMaps.length &&
      (this.campaignProgress === 0 || this.#random.chance(0.7))
    ) {
      return { map: campaignMaps[this.campaignProgress]!, type: "campaign", difficulty: 1 };
    }
    const map = campaignMaps[this.#random.int(0, Math.min(this.campaignProgress, campaignMaps.length) - 1)]!;
    return { map, type: "campaign", difficulty: this.#nextDifficulty(map.key) };
  }

  /** A difficulty the player has unlocked: 1, or one above the highest completed. */
  #nextDifficulty(key: string): MapDifficulty {
    let unlocked: MapDifficulty = 1;
    if (this.mapRecords.get(`${key}:1`)?.isCompleted) unlocked = 2;
    if (this.mapRecords.get(`${key}:2`)?.isCompleted) unlocked = 3;
    return this.#random.int(1, unlocked) as MapDifficulty;
  }

  #playPve(teamLevel: number, team: readonly OwnedItem[], dropSeed: string): SimulatedMatch {
    const { map, difficulty } = this.#chooseStage();
    const mapRef = findMap(map.key)!;
    const stage = stageFor(map, difficulty);
    const enemyLevel = stage.enemies[0]!.level;
    const won = this.#random.chance(Math.min(0.95, Math.max(0.1, 0.6 + (teamLevel - enemyLevel) * 0.04)));
    const turns = this.#random.int(Math.ceil(stage.turnLimit * 0.3), stage.turnLimit);
    const timeSeconds = Math.min(matchBounds.maxTimeSeconds, turns * this.#random.int(6, 12));
    const kills = won ? stage.enemies.length : this.#random.int(0, stage.enemies.length - 1);
    const challenge = mapRef.type === "challenge" ? mapRef.map : null;
    const groupSize = challenge ? Math.min(team.length, challenge.maxGroupSize) : team.length;
    return {
      play: {
        mode: modeOfMap(mapRef),
        mapRef,
        difficulty,
        won,
        turns,
        timeSeconds,
        kills,
        bossKills: won && map.isBoss ? 1 : 0,
        curse: challenge ? challenge.curse + this.#random.int(0, 2) : 0,
        groupSize,
        members: this.#members(team.slice(0, groupSize), kills),
        dropSeed,
      },
      stage,
      opponentElo: null,
    };
  }

  #transcendMaxedMonsters(): void {
    for (const monster of [...this.items]) {
      if (monster.type !== "monster" || monster.level < monsterMaxLevel || !this.#random.chance(0.5))
        continue;
      this.items.splice(this.items.indexOf(monster), 1);
      this.transcended.push({ name: monster.name, acquiredAt: this.#clock });
    }
  }

  #scoreDay(day: Date, scores: MatchPay["scores"]): void {
    let today = this.dayScores.at(-1);
    if (!today || today.day.getTime() !== day.getTime()) {
      today = { day, kills: 0, bossPoints: 0, killPoints: 0, pveWins: 0, lastScoredAt: this.#clock };
      this.dayScores.push(today);
    }
    today.kills += scores.kills ?? 0;
    today.bossPoints += scores.bossPoints ?? 0;
    today.killPoints += scores.killPoints ?? 0;
    today.pveWins += scores.pveWins ?? 0;
    today.lastScoredAt = this.#clock;
  }

  // ─────────────────────── quests and achievements ───────────────────────

  #claimQuests(): void {
    for (const quest of quests) {
      const counters = quest.type === "daily" ? this.dailyQuestCounters : this.weeklyQuestCounters;
      const claimed = quest.type === "daily" ? this.claimedQuestsToday : this.claimedQuestsThisWeek;
      if (claimed.has(quest.key) || counters[quest.metric] < quest.target || !this.#random.chance(0.8))
        continue;
      claimed.add(quest.key);
      this.stats[quest.type === "daily" ? "questsCompletedDaily" : "questsCompletedWeekly"]++;
      this.#tick(1);
      this.#grant(quest.reward, "quest_reward", `quest:${quest.key}`);
    }
  }

  #awardAchievements(): void {
    for (const achievement of achievementsDue(this.stats, [...this.achievementsAcquired.keys()])) {
      this.achievementsAcquired.set(achievement.key, this.#clock);
      const message = this.#sendMessage(
        messageKeys.achievementUnlocked,
        { achievement: achievement.key },
        achievement.reward,
        {
          expiresAt: null,
        },
      );
      if (this.#random.chance(0.75) && this.#fits(achievement.reward)) {
        this.#tick(1);
        message.isRead = true;
        message.areRewardsCollected = true;
        this.#grant(achievement.reward, "message_reward", `achievement:${achievement.key}`);
      }
    }
  }

  /** The referrer's reward for this player's first purchase arrives in the referrer's ledger. */
  creditReferral(refereeId: string, at: Date): void {
    if (referralReward.gems) {
      this.wallet.credit("gems", referralReward.gems, "referral_reward", `referral:${refereeId}`, at);
      this.stats.earntPaidCurrency += referralReward.gems;
    }
    if (referralReward.gold) {
      this.wallet.credit("gold", referralReward.gold, "referral_reward", `referral:${refereeId}`, at);
      this.stats.earntFreeCurrency += referralReward.gold;
    }
  }
}

/** A drawn match: what happened, the stage it was played on, and the opponent's elo in PvP. */
interface SimulatedMatch {
  play: MatchPlay;
  stage: Stage | null;
  opponentElo: number | null;
}
