// The VIP passes on sale, and what VIP gives while it lasts.
import type { InventoryCapacity } from "./basics.ts";

/** The VIP passes: shop items (category vip), sold in the shop and on the VIP page at one price. */
export const vipPackages = [
  { key: "vip-7", title: "VIP 7 days", days: 7, gemPrice: 120, shopTier: 1 },
  { key: "vip-30", title: "VIP 30 days", days: 30, gemPrice: 400, shopTier: 3 },
  { key: "vip-90", title: "VIP 90 days", days: 90, gemPrice: 1000, shopTier: 5 },
] as const;

export const vipPerks = {
  dailyRewardMultiplier: 2,
  shopDiscountPercent: 10,
  /** Added to the inventory's own capacities while VIP is active. */
  extraSlots: { monsterSlots: 10, relicSlots: 10, ingredientSlots: 5 },
} as const satisfies {
  dailyRewardMultiplier: number;
  shopDiscountPercent: number;
  extraSlots: Partial<Record<InventoryCapacity, number>>;
};
