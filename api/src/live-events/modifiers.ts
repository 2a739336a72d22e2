// What a live event changes while it runs, as a typed set (LiveEvent.modifiers),
// and how the modifiers of the events running for one player combine. The use
// cases that apply them (matches, the shop) ask `matchBoostFor` and
// `shopDiscountFor`; nothing else reads LiveEvent.modifiers.
//
// Combining (docs/decisions/133, "Live events"): of several running events'
// modifiers of one kind, the strongest applies — they never multiply each
// other — and the event it came from is the one the match or purchase is
// attributed to (MatchReport.liveEventId, ShopItemTransaction.liveEventId).
import { z } from "zod";
import { type LeaderboardType, leaderboardTypes, type RankBracket } from "../catalogue/leaderboards.ts";
import { shopCategories } from "../catalogue/shop.ts";
import { findSummonEgg, summonEggIds } from "../catalogue/summons.ts";
import { leaderboardStatName } from "../words/display-names.ts";
import type { ActiveEvent } from "./active-events.ts";

/** The bounds staff may set; outside them an event would break the economy. */
export const modifierBounds = {
  factor: { min: 1.1, max: 5 },
  percent: { min: 5, max: 90 },
  /** An event board's rank rewards: the last rank paid, brackets, and the most one rank may get. */
  leaderboard: { lastRank: 1000, maxBrackets: 10, maxGold: 50_000, maxGems: 5_000 },
} as const;

const factor = z
  .number({ error: "a number, e.g. 2 for double" })
  .min(modifierBounds.factor.min, `at least ${modifierBounds.factor.min}`)
  .max(modifierBounds.factor.max, `at most ${modifierBounds.factor.max}`);
const percent = z
  .number({ error: "a whole percent" })
  .int("a whole percent")
  .min(modifierBounds.percent.min, `at least ${modifierBounds.percent.min} %`)
  .max(modifierBounds.percent.max, `at most ${modifierBounds.percent.max} %`);

const rank = z
  .number({ error: "a rank, e.g. 1" })
  .int("a whole rank")
  .min(1, "at least 1")
  .max(modifierBounds.leaderboard.lastRank, `at most ${modifierBounds.leaderboard.lastRank}`);
const amount = (max: number) =>
  z
    .number({ error: "a whole amount" })
    .int("a whole amount")
    .min(0, "not negative")
    .max(max, `at most ${max}`);

/** One bracket of an event board's rank rewards: the shape the leaderboards' resets pay (RankBracket). */
export const EventRankBracketSchema = z
  .strictObject({
    fromRank: rank,
    toRank: rank,
    reward: z.strictObject({
      gold: amount(modifierBounds.leaderboard.maxGold).optional(),
      gems: amount(modifierBounds.leaderboard.maxGems).optional(),
    }),
  })
  .refine((bracket) => bracket.toRank >= bracket.fromRank, {
    path: ["toRank"],
    error: "must not be before the first rank",
  })
  .refine((bracket) => (bracket.reward.gold ?? 0) > 0 || (bracket.reward.gems ?? 0) > 0, {
    path: ["reward"],
    error: "some gold or gems",
  });

const eventBoardTypes = leaderboardTypes.map((board) => board.type) as [
  LeaderboardType,
  ...LeaderboardType[],
];

export const LiveEventModifierSchema = z.discriminatedUnion(
  "kind",
  [
    /** Gold paid by matches (won or lost) is multiplied. */
    z.strictObject({ kind: z.literal("goldMultiplier"), factor }),
    /** Player and monster xp from matches is multiplied. */
    z.strictObject({ kind: z.literal("xpMultiplier"), factor }),
    /** Each drop's chance in a won stage is multiplied (never above certain). */
    z.strictObject({ kind: z.literal("dropRateBoost"), factor }),
    /** Shop prices off, in one category or everywhere. */
    z.strictObject({
      kind: z.literal("shopDiscount"),
      percent,
      category: z.enum(shopCategories).nullable().default(null),
    }),
    /**
     * One egg featured on the event page, optionally cheaper. Its odds are
     * published and versioned (catalogue/summons.ts), so an event never changes them.
     */
    z.strictObject({
      kind: z.literal("featuredSummon"),
      egg: z.enum(summonEggIds as [string, ...string[]], { error: "one of the eggs on sale" }),
      discountPercent: percent.nullable().default(null),
    }),
    /**
     * The event's own board: the stat it ranks (scores made by the event's
     * players while it runs) and what each final rank pays when it ends
     * (settle-live-events.ts, through the leaderboards' reward path).
     */
    z.strictObject({
      kind: z.literal("leaderboard"),
      stat: z.enum(eventBoardTypes, { error: `one of the ranked stats: ${eventBoardTypes.join(", ")}` }),
      rewards: z
        .array(EventRankBracketSchema)
        .min(1, "at least one bracket of ranks")
        .max(
          modifierBounds.leaderboard.maxBrackets,
          `at most ${modifierBounds.leaderboard.maxBrackets} brackets`,
        )
        .refine(
          (brackets) => brackets.every((bracket, i) => i === 0 || bracket.fromRank > brackets[i - 1]!.toRank),
          { error: "brackets in rank order, not overlapping (e.g. 1–1, 2–3, 4–10)" },
        ),
    }),
  ],
  {
    error:
      "a kind of modifier: goldMultiplier, xpMultiplier, dropRateBoost, shopDiscount, featuredSummon or leaderboard",
  },
);
export type LiveEventModifier = z.output<typeof LiveEventModifierSchema>;
export type LiveEventModifierKind = LiveEventModifier["kind"];
export type EventLeaderboardModifier = Extract<LiveEventModifier, { kind: "leaderboard" }>;

export const LiveEventModifiersSchema = z
  .array(LiveEventModifierSchema)
  .max(10, "at most 10 modifiers")
  .refine(
    (modifiers) => {
      // One of each kind, except discounts that target different categories.
      const keys = modifiers.map((m) => (m.kind === "shopDiscount" ? `shop:${m.category ?? "*"}` : m.kind));
      return new Set(keys).size === keys.length;
    },
    { error: "each kind of modifier at most once (shop discounts: once per category)" },
  );
export type LiveEventModifiers = z.output<typeof LiveEventModifiersSchema>;

/** A stored event's modifiers; ones that no longer parse apply nothing. */
export function storedModifiers(json: unknown): LiveEventModifiers {
  return LiveEventModifiersSchema.safeParse(json).data ?? [];
}

/** An event's board, if its modifiers ask for one. */
export function eventLeaderboardOf(modifiers: readonly LiveEventModifier[]): EventLeaderboardModifier | null {
  return modifiers.find((modifier) => modifier.kind === "leaderboard") ?? null;
}

/** The brackets as the leaderboards' reward path takes them. */
export function eventRankBrackets(board: EventLeaderboardModifier): RankBracket[] {
  return board.rewards.map(({ fromRank, toRank, reward }) => ({ fromRank, toRank, reward }));
}

/** "Rank 1", "Ranks 2–3". */
export function ranksInWords(bracket: { fromRank: number; toRank: number }): string {
  return bracket.fromRank === bracket.toRank
    ? `Rank ${bracket.fromRank}`
    : `Ranks ${bracket.fromRank}–${bracket.toRank}`;
}

/** "500 gems and 5,000 gold". */
export function currencyRewardInWords(reward: { gold?: number; gems?: number }): string {
  const parts = [
    reward.gems ? `${reward.gems.toLocaleString("en-US")} gems` : null,
    reward.gold ? `${reward.gold.toLocaleString("en-US")} gold` : null,
  ].filter((part): part is string => part !== null);
  return parts.join(" and ");
}

/** Each bracket of an event board in words: "Rank 1: 500 gems and 5,000 gold". */
export function rankRewardsInWords(board: EventLeaderboardModifier): string[] {
  return board.rewards.map((bracket) => `${ranksInWords(bracket)}: ${currencyRewardInWords(bracket.reward)}`);
}

/** One modifier in words, for players and staff. */
export function describeModifier(modifier: LiveEventModifier): string {
  const times = (f: number) => (f === 2 ? "Double" : f === 3 ? "Triple" : `×${f}`);
  switch (modifier.kind) {
    case "goldMultiplier":
      return `${times(modifier.factor)} gold from battles`;
    case "xpMultiplier":
      return `${times(modifier.factor)} experience from battles`;
    case "dropRateBoost":
      return `Drop chances ×${modifier.factor} in won battles`;
    case "shopDiscount":
      return `${modifier.percent} % off ${modifier.category ? `${modifier.category} in the shop` : "everything in the shop"}`;
    case "featuredSummon": {
      const egg = findSummonEgg(modifier.egg)?.name ?? modifier.egg;
      return modifier.discountPercent
        ? `Featured: ${egg}, ${modifier.discountPercent} % off`
        : `Featured: ${egg}`;
    }
    case "leaderboard": {
      const last = modifier.rewards.at(-1)?.toRank ?? 0;
      return `Event leaderboard of ${leaderboardStatName(modifier.stat)}: prizes for the top ${last === 1 ? "player" : last}`;
    }
  }
}

/**
 * What the running events do to one match: 1 = unchanged; eventId = the event it
 * is attributed to (strongest gold first, then xp, drops, then an event leaderboard it feeds).
 */
export interface MatchBoost {
  gold: number;
  xp: number;
  drops: number;
  eventId: number | null;
}

export const noBoost: MatchBoost = { gold: 1, xp: 1, drops: 1, eventId: null };

type EventModifiers = Pick<ActiveEvent, "id" | "modifiers">;

function strongest(
  events: readonly EventModifiers[],
  kind: "goldMultiplier" | "xpMultiplier" | "dropRateBoost",
) {
  let best: { factor: number; eventId: number } | null = null;
  for (const event of events) {
    for (const modifier of storedModifiers(event.modifiers)) {
      if (modifier.kind === kind && (!best || modifier.factor > best.factor)) {
        best = { factor: modifier.factor, eventId: event.id };
      }
    }
  }
  return best;
}

export function matchBoostFor(events: readonly EventModifiers[]): MatchBoost {
  const gold = strongest(events, "goldMultiplier");
  const xp = strongest(events, "xpMultiplier");
  const drops = strongest(events, "dropRateBoost");
  return {
    gold: gold?.factor ?? 1,
    xp: xp?.factor ?? 1,
    drops: drops?.factor ?? 1,
    // A battle that only fed an event's leaderboard took part in that event too.
    eventId:
      gold?.eventId ??
      xp?.eventId ??
      drops?.eventId ??
      events.find((event) => eventLeaderboardOf(storedModifiers(event.modifiers)))?.id ??
      null,
  };
}

/** The biggest event discount on one shop item, and the event it came from (none: percent 0). */
export function shopDiscountFor(
  events: readonly EventModifiers[],
  item: { category: string; egg: string | null },
): { percent: number; eventId: number | null } {
  let best = { percent: 0, eventId: null as number | null };
  for (const event of events) {
    for (const modifier of storedModifiers(event.modifiers)) {
      const percent =
        modifier.kind === "shopDiscount" &&
        (modifier.category === null || modifier.category === item.category)
          ? modifier.percent
          : modifier.kind === "featuredSummon" && item.egg !== null && modifier.egg === item.egg
            ? (modifier.discountPercent ?? 0)
            : 0;
      if (percent > best.percent) best = { percent, eventId: event.id };
    }
  }
  return best;
}
