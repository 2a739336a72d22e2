// What the shop sells: categories, tiers, every item with its price and grant,
// and how the daily rotation draws them. The prices a player pays after
// discounts are worked out in shop/rules.ts.
import type { Currency } from "./basics.ts";
import type { ShopGrant } from "./rewards.ts";
import { standardEgg, summonEggs } from "./summons.ts";
import { vipPackages } from "./vip.ts";

export const shopCategories = ["monsters", "relics", "ingredients", "cosmetics", "vip", "slots"] as const;
export type ShopCategory = (typeof shopCategories)[number];

export const shopTiers = [1, 2, 3, 4, 5] as const;
export type ShopTier = (typeof shopTiers)[number];

export interface ShopItemDefinition {
  /** Unique and stable: ShopItem.name. */
  readonly name: string;
  readonly category: ShopCategory;
  readonly tier: ShopTier;
  readonly price: number;
  readonly currency: Currency;
  /** What buying grants; ShopItem.type is grant.kind. */
  readonly grant: ShopGrant;
  /** Cosmetics are owned once (OwnedShopItem). */
  readonly isOneTime: boolean;
}

/** The shop item that sells game access for gems: always on sale (shopRotation.alwaysOnSale). */
export const arenaPass = { name: "Arena Pass", gemPrice: 200, shopTier: 1 } as const;

export const shopCatalogue: readonly ShopItemDefinition[] = [
  // monster eggs: random pulls by quality (catalogue/summons.ts), gold up to tier 3, gems above
  ...summonEggs.map(
    (egg): ShopItemDefinition => ({
      name: egg.name,
      category: "monsters",
      tier: egg.tier,
      price: egg.price,
      currency: egg.currency,
      grant: { kind: "summon", egg: egg.id },
      isOneTime: false,
    }),
  ),
  // relics
  ...(
    [
      ["Ember Charm", "common", 1, 600, "gold"],
      ["Swift Feather", "common", 1, 600, "gold"],
      ["Tide Pearl", "rare", 2, 2000, "gold"],
      ["Iron Bulwark", "rare", 2, 2000, "gold"],
      ["Heartstone", "epic", 3, 5000, "gold"],
      ["Phoenix Plume", "epic", 4, 250, "gems"],
      ["Crown of Ages", "legendary", 5, 900, "gems"],
    ] as const
  ).map(
    ([name, quality, tier, price, currency]): ShopItemDefinition => ({
      name,
      category: "relics",
      tier,
      price,
      currency,
      grant: { kind: "relic", name, quality },
      isOneTime: false,
    }),
  ),
  // ingredient bundles
  ...(
    [
      ["Slime Jelly", 10, 1, 200, "gold"],
      ["Wolf Fang", 10, 1, 220, "gold"],
      ["Iron Ore", 10, 2, 400, "gold"],
      ["River Pearl", 5, 2, 600, "gold"],
      ["Frost Crystal", 5, 3, 1500, "gold"],
      ["Dragon Scale", 3, 4, 80, "gems"],
      ["Star Dust", 2, 5, 200, "gems"],
    ] as const
  ).map(
    ([name, quantity, tier, price, currency]): ShopItemDefinition => ({
      name: `${name} x${quantity}`,
      category: "ingredients",
      tier,
      price,
      currency,
      grant: { kind: "ingredient", name, quantity },
      isOneTime: false,
    }),
  ),
  // cosmetics: owned once, equipped on the profile
  ...(
    [
      ["Emberfox Avatar", "avatar", "avatar-emberfox", 1, 1500, "gold"],
      ["Frame: Bronze", "frame", "frame-bronze", 1, 1000, "gold"],
      ["Banner: Volcano", "banner", "banner-volcano", 2, 60, "gems"],
      ["Frame: Silver", "frame", "frame-silver", 2, 80, "gems"],
      ["Banner: Tides", "banner", "banner-tides", 3, 120, "gems"],
      ["Frame: Gold", "frame", "frame-gold", 3, 150, "gems"],
      ["Seraphowl Avatar", "avatar", "avatar-seraphowl", 4, 250, "gems"],
      ["Umbradon Avatar", "avatar", "avatar-umbradon", 4, 250, "gems"],
      ["Banner: Starlight", "banner", "banner-starlight", 5, 400, "gems"],
      ["Frame: Diamond", "frame", "frame-diamond", 5, 500, "gems"],
    ] as const
  ).map(
    ([name, slot, id, tier, price, currency]): ShopItemDefinition => ({
      name,
      category: "cosmetics",
      tier,
      price,
      currency,
      grant: { kind: "cosmetic", slot, id },
      isOneTime: true,
    }),
  ),
  // VIP passes, from vipPackages so prices agree
  ...vipPackages.map(
    (vipPackage): ShopItemDefinition => ({
      name: vipPackage.title,
      category: "vip",
      tier: vipPackage.shopTier,
      price: vipPackage.gemPrice,
      currency: "gems",
      grant: { kind: "vipDays", days: vipPackage.days },
      isOneTime: false,
    }),
  ),
  // game access for gems
  {
    name: arenaPass.name,
    category: "vip",
    tier: arenaPass.shopTier,
    price: arenaPass.gemPrice,
    currency: "gems",
    grant: { kind: "gameAccess" },
    isOneTime: false,
  },
  // inventory capacity
  ...(
    [
      ["+5 Monster Slots", "monsterSlots", 5, 1, 2000, "gold"],
      ["+5 Relic Slots", "relicSlots", 5, 2, 2000, "gold"],
      ["+5 Ingredient Slots", "ingredientSlots", 5, 3, 100, "gems"],
      ["+10 Monster Slots", "monsterSlots", 10, 4, 250, "gems"],
      ["+25 Ingredient Stack Size", "ingredientsCap", 25, 5, 300, "gems"],
    ] as const
  ).map(
    ([name, inventory, amount, tier, price, currency]): ShopItemDefinition => ({
      name,
      category: "slots",
      tier,
      price,
      currency,
      grant: { kind: "slots", inventory, amount },
      isOneTime: false,
    }),
  ),
];

export const shopRotation = {
  /** Items on sale at once per category after each daily rotation (the passes are always on sale). */
  availablePerCategory: { monsters: 3, relics: 3, ingredients: 4, cosmetics: 4, vip: 0, slots: 2 },
  /** Relative pick weight per tier: cheap items show up most days, tier 5 about once a week. */
  tierWeights: { 1: 40, 2: 25, 3: 18, 4: 11, 5: 6 },
  discountedItemsPerRotation: 3,
  /** Discount drawn in steps of `step` percent (ShopItem.discount is checked 0..90 in SQL). */
  discountPercent: { min: 10, max: 50, step: 5 },
  /**
   * Grants on sale every day, beside the drawn items and never discounted: the
   * way to game access, and the VIP passes (the VIP page sells these same rows,
   * so a pass has one price wherever it is sold).
   */
  alwaysOnSale: ["gameAccess", "vipDays"],
  /** Items on sale every day by name, like the grants above: the standard egg, so a pull is always on offer. */
  alwaysOnSaleItems: [standardEgg.name],
} as const satisfies {
  availablePerCategory: Record<ShopCategory, number>;
  alwaysOnSale: readonly ShopGrant["kind"][];
  alwaysOnSaleItems: readonly string[];
  tierWeights: Record<ShopTier, number>;
  discountedItemsPerRotation: number;
  discountPercent: { min: number; max: number; step: number };
};
