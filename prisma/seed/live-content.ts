// LiveOps content of the demo world: three polls (past, current, upcoming) and
// promo codes in every state (unlimited, capped, expired, used up). Codes are
// stored upper-case; redemptions and currentUses come from the players.
import { type Reward, RewardSchema } from "../../api/src/catalogue/rewards.ts";
import type { Db } from "../../api/src/db.ts";
import { startOfUtcDay } from "../../api/src/time/utc-day.ts";
import { addDays } from "./dates.ts";

export interface SeededPoll {
  key: string;
  question: string;
  options: string[];
  startsAt: Date;
  endsAt: Date;
  rewards?: Reward;
}

export interface SeededPromoCode {
  id: number;
  code: string;
  createdAt: Date;
  expiresAt: Date | null;
  maxUses: number | null;
  rewards: Reward;
  /** Redemptions so far in the simulation (the seed sets PromoCode.currentUses from the rows). */
  uses: number;
}

export function demoPolls(now: Date): SeededPoll[] {
  const today = startOfUtcDay(now);
  return [
    {
      key: "next-legendary-element",
      question: "Which element should the next legendary monster have?",
      options: ["Fire", "Water", "Nature", "Earth", "Air", "Light", "Shadow"],
      startsAt: addDays(today, -24),
      endsAt: addDays(today, -17),
      rewards: { gold: 50 },
    },
    {
      key: "next-weekend-event",
      question: "Which weekend event would you like next?",
      options: ["Double gold", "Boss rush", "Legendary hunt", "PvP tournament"],
      startsAt: addDays(today, -2),
      endsAt: addDays(today, 5),
      rewards: { gems: 5 },
    },
    {
      key: "team-builder-feedback",
      question: "How do you like the new team builder?",
      options: ["Love it", "It's fine", "Needs work"],
      startsAt: addDays(today, 3),
      endsAt: addDays(today, 10),
    },
  ];
}

/** The most players a capped demo code allows, so that it is used up even in a small world. */
const usedUpCodeCap = 25;

export async function seedLiveContent(
  db: Db,
  now: Date,
  generatedPlayers: number,
): Promise<{ polls: SeededPoll[]; promoCodes: SeededPromoCode[] }> {
  const polls = demoPolls(now);
  await db.poll.createMany({
    data: polls.map((poll) => ({
      key: poll.key,
      question: poll.question,
      options: poll.options,
      startsAt: poll.startsAt,
      endsAt: poll.endsAt,
      rewards: poll.rewards,
      createdAt: addDays(poll.startsAt, -3),
    })),
  });

  const worldStart = addDays(startOfUtcDay(now), -60);
  const codes = [
    {
      code: "WELCOME100",
      description: "100 gems for every new player",
      createdAt: worldStart,
      expiresAt: null,
      maxUses: null,
      rewards: { gems: 100 },
    },
    {
      code: "LAUNCH2026",
      description: "Launch celebration: gems and a rare Lumina",
      createdAt: addDays(worldStart, 20),
      expiresAt: addDays(now, 30),
      maxUses: 1000,
      rewards: { gems: 50, items: [{ type: "monster", name: "Lumina", quality: "rare" }] },
    },
    {
      code: "SUMMERFEST",
      description: "Summer festival gold (ended)",
      createdAt: addDays(worldStart, 5),
      expiresAt: addDays(now, -10),
      maxUses: null,
      rewards: { gold: 1000, ingredients: [{ name: "Ember Ash", quantity: 5 }] },
    },
    {
      code: "FLASH25",
      description: "First come, first served: game access and gems",
      createdAt: worldStart,
      expiresAt: null,
      maxUses: Math.max(1, Math.min(usedUpCodeCap, generatedPlayers)),
      rewards: { gems: 25, gameAccess: true },
    },
  ] satisfies (Omit<SeededPromoCode, "id" | "uses"> & { description: string })[];
  await db.promoCode.createMany({
    data: codes.map((code) => ({ ...code, rewards: RewardSchema.parse(code.rewards) })),
  });
  const stored = await db.promoCode.findMany({ where: { code: { in: codes.map((code) => code.code) } } });
  const promoCodes = codes.map((code) => ({
    ...code,
    id: stored.find((row) => row.code === code.code)!.id,
    uses: 0,
  }));
  return { polls, promoCodes };
}
