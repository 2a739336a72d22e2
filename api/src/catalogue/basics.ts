// The game's smallest vocabularies: item qualities, elements, ability kinds,
// currencies, the inventory capacities a purchase can raise and the cosmetic
// slots. Every catalogue and rule names its values with these.
import type { UserStats } from "../generated/prisma/client.ts";

export const qualities = ["common", "rare", "epic", "legendary"] as const;
export type Quality = (typeof qualities)[number];

export const elements = ["fire", "water", "nature", "earth", "air", "light", "shadow"] as const;
export type Element = (typeof elements)[number];

export const abilityKinds = ["damage", "heal", "shield", "stun"] as const;
export type AbilityKind = (typeof abilityKinds)[number];

/** Gold is the free currency (User.freeCurrency), gems the paid one (User.paidCurrency). */
export const currencies = ["gold", "gems"] as const;
export type Currency = (typeof currencies)[number];

/** A UserStats counter (every numeric column of UserStats). */
export type UserStatField = Exclude<keyof UserStats, "id" | "userId">;

/** The Inventory columns a shop item or VIP can raise. */
export const inventoryCapacities = [
  "monsterSlots",
  "relicSlots",
  "ingredientSlots",
  "ingredientsCap",
] as const;
export type InventoryCapacity = (typeof inventoryCapacities)[number];

export const cosmeticSlots = ["avatar", "banner", "frame"] as const;
export type CosmeticSlot = (typeof cosmeticSlots)[number];
