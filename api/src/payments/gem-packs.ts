// Gem packs from the catalogue, as the shop page and the checkout see them.
import { z } from "zod";
import { gemPacks, type PaymentCurrency, paymentCurrencies } from "../catalogue/gem-packs.ts";

export const gemPackIds = gemPacks.map((pack) => pack.id) as [string, ...string[]];
export const GemPackIdSchema = z.enum(gemPackIds);
export const PaymentCurrencySchema = z.enum(paymentCurrencies);

export type GemPack = (typeof gemPacks)[number];

export function findGemPack(id: string): GemPack | undefined {
  return gemPacks.find((pack) => pack.id === id);
}

export function formatMoney(minorUnits: number, currency: PaymentCurrency | string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    minorUnits / 100,
  );
}

export function listGemPacks(currency: PaymentCurrency) {
  return gemPacks.map((pack) => ({
    id: pack.id,
    gems: pack.gems,
    // "550 gems = 500 + 50 bonus (+10%)": what a bigger pack gives over the base rate.
    baseGems: pack.gems - pack.bonusGems,
    bonusGems: pack.bonusGems,
    bonusPercent: Math.round((pack.bonusGems / (pack.gems - pack.bonusGems)) * 100),
    currency,
    price: pack.prices[currency],
    priceLabel: formatMoney(pack.prices[currency], currency),
  }));
}
