// The JSON shapes the game stores for "what a player gets": a Reward (in
// Message.rewards, PromoCode.rewards, Poll.rewards, quest, achievement and
// calendar definitions) and a ShopGrant (ShopItem.grant). Every writer and
// reader parses them with these schemas, so a typo in a staff-made promo code
// is refused at the edge instead of granting nothing.
import { z } from "zod";
import { intInput } from "../db/row-id.ts";
import { monsterMaxLevel, relicMaxLevel } from "../progression/levels.ts";
import { cosmeticSlots, inventoryCapacities, qualities } from "./basics.ts";
import { ingredientNames } from "./ingredients.ts";
import { monsterNames } from "./monsters.ts";
import { relicNames } from "./relics.ts";
import { summonEggIds } from "./summons.ts";

export const QualitySchema = z.enum(qualities);

const knownName = (names: readonly string[], what: string) =>
  z.string().refine((name) => names.includes(name), { error: `unknown ${what}` });

const MonsterRewardSchema = z.strictObject({
  type: z.literal("monster"),
  name: knownName(monsterNames, "monster"),
  quality: QualitySchema,
  level: intInput({ min: 1, max: monsterMaxLevel }).optional(),
});

const RelicRewardSchema = z.strictObject({
  type: z.literal("relic"),
  name: knownName(relicNames, "relic"),
  quality: QualitySchema,
  level: intInput({ min: 1, max: relicMaxLevel }).optional(),
});

export const RewardItemSchema = z.discriminatedUnion("type", [MonsterRewardSchema, RelicRewardSchema]);
export type RewardItem = z.infer<typeof RewardItemSchema>;

/**
 * The most one reward (or staff grant) may give: balances and counts are
 * PostgreSQL integers, so an unbounded amount would fail when it is granted,
 * long after the staff member saved it.
 */
export const rewardLimits = { gold: 10_000_000, gems: 1_000_000, vipDays: 3650, quantity: 10_000 } as const;

export const RewardIngredientSchema = z.strictObject({
  name: knownName(ingredientNames, "ingredient"),
  quantity: intInput({ min: 1, max: rewardLimits.quantity }),
});
export type RewardIngredient = z.infer<typeof RewardIngredientSchema>;

export const RewardSchema = z.strictObject({
  gold: intInput({ min: 0, max: rewardLimits.gold }).optional(),
  gems: intInput({ min: 0, max: rewardLimits.gems }).optional(),
  items: z.array(RewardItemSchema).optional(),
  ingredients: z.array(RewardIngredientSchema).optional(),
  vipDays: intInput({ min: 1, max: rewardLimits.vipDays }).optional(),
  gameAccess: z.boolean().optional(),
});
export type Reward = z.infer<typeof RewardSchema>;

/** A reward that grants nothing at all. */
export function isEmptyReward(reward: Reward): boolean {
  return (
    !reward.gold &&
    !reward.gems &&
    !reward.vipDays &&
    !reward.gameAccess &&
    (reward.items?.length ?? 0) === 0 &&
    (reward.ingredients?.length ?? 0) === 0
  );
}

/** What buying a shop item gives; ShopItem.type is its `kind`. */
export const ShopGrantSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("monster"),
    name: knownName(monsterNames, "monster"),
    quality: QualitySchema,
  }),
  z.strictObject({ kind: z.literal("relic"), name: knownName(relicNames, "relic"), quality: QualitySchema }),
  /** A random monster pulled from an egg of catalogue/summons.ts. */
  z.strictObject({ kind: z.literal("summon"), egg: knownName(summonEggIds, "egg") }),
  z.strictObject({
    kind: z.literal("ingredient"),
    name: knownName(ingredientNames, "ingredient"),
    quantity: intInput({ min: 1, max: rewardLimits.quantity }),
  }),
  z.strictObject({
    kind: z.literal("cosmetic"),
    slot: z.enum(cosmeticSlots),
    id: z.string().regex(/^[a-z0-9-]+$/),
  }),
  z.strictObject({ kind: z.literal("vipDays"), days: intInput({ min: 1, max: rewardLimits.vipDays }) }),
  z.strictObject({ kind: z.literal("gameAccess") }),
  z.strictObject({
    kind: z.literal("slots"),
    inventory: z.enum(inventoryCapacities),
    amount: intInput({ min: 1, max: rewardLimits.quantity }),
  }),
]);
export type ShopGrant = z.infer<typeof ShopGrantSchema>;
export type ShopGrantKind = ShopGrant["kind"];
