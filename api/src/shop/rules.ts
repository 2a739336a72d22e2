// The prices a player pays in the shop after discounts, and the purchase
// request's limits.
import { vipPerks } from "../catalogue/vip.ts";

/**
 * Price a player pays: the item's discount, then a live event's discount
 * (live-events/modifiers.ts), then the VIP discount, rounded down.
 */
export function shopPriceAfterDiscounts(
  price: number,
  discountPercent: number,
  isVip: boolean,
  eventDiscountPercent = 0,
): number {
  const afterItemDiscount = price * (1 - discountPercent / 100) * (1 - eventDiscountPercent / 100);
  const afterVip = isVip ? afterItemDiscount * (1 - vipPerks.shopDiscountPercent / 100) : afterItemDiscount;
  return Math.floor(afterVip);
}

/** The shop's purchase requests. */
export const shopPurchaseRules = {
  /** Idempotency-Key header on POST /api/shop/purchases. */
  idempotencyKeyLength: { min: 8, max: 100 },
} as const;
