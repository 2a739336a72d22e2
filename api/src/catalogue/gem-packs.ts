// The gem packs sold for real money through Stripe, and the currencies they are
// priced in.

export const paymentCurrencies = ["usd", "eur", "gbp"] as const;
export type PaymentCurrency = (typeof paymentCurrencies)[number];

/**
 * Stripe gem packs; prices in minor units (cents, pence). `gems` is what the
 * pack credits, of which `bonusGems` are the bonus a bigger pack carries over
 * the base rate (about 100 gems per dollar): 550 = 500 + 50 bonus.
 */
export const gemPacks = [
  { id: "gems-100", gems: 100, bonusGems: 0, prices: { usd: 99, eur: 99, gbp: 89 } },
  { id: "gems-550", gems: 550, bonusGems: 50, prices: { usd: 499, eur: 499, gbp: 449 } },
  { id: "gems-1200", gems: 1200, bonusGems: 200, prices: { usd: 999, eur: 999, gbp: 899 } },
  { id: "gems-2500", gems: 2500, bonusGems: 500, prices: { usd: 1999, eur: 1999, gbp: 1799 } },
  { id: "gems-6500", gems: 6500, bonusGems: 1500, prices: { usd: 4999, eur: 4999, gbp: 4499 } },
  { id: "gems-14000", gems: 14000, bonusGems: 4000, prices: { usd: 9999, eur: 9999, gbp: 8999 } },
] as const satisfies readonly {
  id: string;
  gems: number;
  bonusGems: number;
  prices: Record<PaymentCurrency, number>;
}[];
