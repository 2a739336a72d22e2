// The detailed players of the demo world: who they are (drawn from the seed)
// and their simulated lives, plus the demo player account.
import { inbox } from "../../api/src/inbox/rules.ts";
import { messageKeys } from "../../api/src/inbox/templates.ts";
import { dayMs, startOfUtcDay } from "../../api/src/time/utc-day.ts";
import { type DemoAccount, demoAccountId, demoAccounts } from "./accounts.ts";
import { addDays, addMs, hourMs, minuteMs } from "./dates.ts";
import type { SeededPromoCode } from "./live-content.ts";
import { PlayerSimulation, type PlayerSpec, type WorldContext } from "./player-simulation.ts";
import {
  banReasons,
  countries,
  generatedDisplayName,
  generatedEmail,
  nameAdjectives,
  nameNouns,
  populationTraits,
  worldDays,
} from "./population.ts";
import { type SeededRandom, seededUuid } from "./random.ts";

export function generatedPlayerId(seed: number, index: number): string {
  return seededUuid(seed, `player:${index}`);
}

/** Codes a generated player will try, and how likely each is. */
function promoCodesFor(
  index: number,
  random: SeededRandom,
  promoCodes: readonly SeededPromoCode[],
): string[] {
  const odds: Record<string, number> = {
    WELCOME100: populationTraits.welcomeCodeShare,
    LAUNCH2026: 0.2,
    SUMMERFEST: 0.3,
  };
  return promoCodes
    .filter((promo) =>
      promo.code === "FLASH25" ? index < (promo.maxUses ?? 0) : random.chance(odds[promo.code] ?? 0),
    )
    .map((promo) => promo.code);
}

function drawSpec(
  world: WorldContext,
  index: number,
  random: SeededRandom,
  earlier: readonly PlayerSimulation[],
): PlayerSpec {
  const { now, seed } = world;
  // More sign-ups recently than 60 days ago: the game is growing.
  const daysAgo = worldDays * (1 - Math.sqrt(random.next()));
  const createdAt = new Date(Math.min(now.getTime() - 10 * minuteMs, now.getTime() - daysAgo * dayMs));
  const traits = populationTraits;
  const engagement = random.next() ** traits.engagementExponent;
  const banned = random.chance(traits.bannedShare);
  const banAt = addMs(createdAt, (now.getTime() - createdAt.getTime()) * (0.3 + 0.6 * random.next()));
  const referrer =
    index > 0 && random.chance(traits.referredShare) ? earlier[random.int(0, index - 1)] : undefined;
  const userId = generatedPlayerId(seed, index);
  return {
    key: String(index),
    userId,
    email: generatedEmail(index),
    displayName: generatedDisplayName(index, random.pick(nameAdjectives), random.pick(nameNouns)),
    passwordHash: null,
    referrerId: referrer?.spec.userId ?? null,
    createdAt,
    engagement,
    lifetimeDays:
      -(traits.lifetimeDays.base + traits.lifetimeDays.perEngagement * engagement) *
      Math.log(1 - random.next()),
    // Most play in the (UTC) afternoon and evening.
    preferredHourUtc: 12 + random.int(0, 6) + random.int(0, 4),
    country: random.pickWeighted(countries, (country) => country.weight),
    isPayer: random.chance(traits.payerShare.base + traits.payerShare.perEngagement * engagement),
    hasGameAccess: random.chance(traits.gameAccessShare),
    promoCodes: promoCodesFor(index, random, world.promoCodes),
    ban: banned
      ? {
          at: banAt,
          until: random.chance(traits.permanentBanShare)
            ? null
            : addDays(startOfUtcDay(now), random.int(1, 14)),
          reason: random.pick(banReasons),
        }
      : null,
    activeEveryDay: false,
    leavesTodayOpen: false,
    plannedActions: [],
    onFirstPurchase: referrer ? (at) => referrer.creditReferral(userId, at) : undefined,
  };
}

/** Generated players, simulated in order so referrers exist before the players they referred. */
export function simulateGeneratedPlayers(
  world: WorldContext,
  count: number,
  random: SeededRandom,
): PlayerSimulation[] {
  const players: PlayerSimulation[] = [];
  for (let index = 0; index < count; index++) {
    const spec = drawSpec(world, index, random.fork(`spec:${index}`), players);
    players.push(new PlayerSimulation(world, spec, random.fork(`life:${index}`)).run());
  }
  return players;
}

const demoPlayerAccount = demoAccounts.find((account) => account.role === "player") as DemoAccount;

/**
 * The demo player: plays every day, bought gems and VIP, owns cosmetics, and
 * leaves today's daily reward, the current poll, WELCOME100 and a few gifts in
 * the inbox for whoever tries the demo.
 */
export function simulateDemoPlayer(
  world: WorldContext,
  passwordHash: string,
  random: SeededRandom,
): PlayerSimulation {
  const { now, seed } = world;
  const demo = new PlayerSimulation(
    world,
    {
      key: "demo",
      userId: demoAccountId(seed, demoPlayerAccount),
      email: demoPlayerAccount.email,
      displayName: demoPlayerAccount.name,
      passwordHash,
      referrerId: null,
      createdAt: addMs(addDays(startOfUtcDay(now), -45), 10 * hourMs),
      engagement: 1,
      lifetimeDays: Number.POSITIVE_INFINITY,
      preferredHourUtc: 18,
      country: { code: "US", currency: "usd" },
      isPayer: false,
      hasGameAccess: true,
      promoCodes: ["SUMMERFEST", "LAUNCH2026"],
      ban: null,
      activeEveryDay: true,
      leavesTodayOpen: true,
      plannedActions: [
        { daysAgo: 30, kind: "gemPack", packId: "gems-1200" },
        { daysAgo: 20, kind: "shopItem", itemName: "Frame: Gold" },
        { daysAgo: 12, kind: "gemPack", packId: "gems-550" },
        { daysAgo: 12, kind: "shopItem", itemName: "VIP 30 days" },
      ],
    },
    random,
  ).run();
  const giftAt = addMs(now, -hourMs);
  const expiresAt = addDays(giftAt, inbox.rewardMessageLifetimeDays);
  const gift = {
    createdAt: giftAt,
    expiresAt,
    isRead: false,
    areRewardsCollected: false,
    hasPerformedAction: false,
  };
  demo.messages.push(
    {
      ...gift,
      message: "gift.welcome-back",
      params: {},
      rewards: { gems: 50, items: [{ type: "monster", name: "Solarion", quality: "epic" }] },
      action: null,
    },
    {
      ...gift,
      message: messageKeys.leaderboardReward,
      params: { periodicity: "weekly", type: "kills", rank: 7 },
      rewards: { gems: 75, gold: 750 },
      action: null,
    },
    {
      ...gift,
      message: "event.announcement",
      params: { event: "Boss rush weekend" },
      rewards: null,
      expiresAt: addDays(now, 3),
      action: { type: "map", target: "molten-core" },
    },
  );
  return demo;
}

/** Broadcasts every player who existed at the time received. */
export function demoBroadcasts(now: Date): WorldContext["broadcasts"] {
  const compensationAt = addMs(addDays(startOfUtcDay(now), -12), 9 * hourMs);
  return [
    {
      at: compensationAt,
      message: "maintenance.compensation",
      params: { hours: 2 },
      rewards: { gold: 200, gems: 10 },
      expiresAt: addDays(compensationAt, inbox.rewardMessageLifetimeDays),
    },
    {
      // Yesterday morning, not "24 hours ago": which session delivers it must not depend on the hour of seeding.
      at: addMs(addDays(startOfUtcDay(now), -1), 6 * hourMs),
      message: "event.weekend-ending",
      params: { event: "Boss rush" },
      rewards: { ingredients: [{ name: "Star Dust", quantity: 1 }] },
      expiresAt: addDays(now, 2),
    },
  ];
}
