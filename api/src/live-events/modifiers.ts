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
import { shopCategories } from "../catalogue/shop.ts";
import { findSummonEgg, summonEggIds } from "../catalogue/summons.ts";
import type { ActiveEvent } from "./active-events.ts";

/** The bounds staff may set; outside them an event would break the economy. */
export const modifierBounds = {
  factor: { min: 1.1, max: 5 },
  percent: { min: 5, max: 90 },
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
  ],
  {
    error: "a kind of modifier: goldMultiplier, xpMultiplier, dropRateBoost, shopDiscount or featuredSummon",
  },
);
export type LiveEventModifier = z.output<typeof LiveEventModifierSchema>;
export type LiveEventModifierKind = LiveEventModifier["kind"];

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
  }
}

/** What the running events do to one match: 1 = unchanged; eventId = the event that applied (strongest gold first). */
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
    eventId: gold?.eventId ?? xp?.eventId ?? drops?.eventId ?? null,
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
