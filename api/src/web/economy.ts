// The economy as the game's pages reach it (`context.economy`): the same use cases
// as the HTTP routes. Reads answer their value; what may be refused answers an
// Outcome (./outcome.ts).
import { randomUUID } from "node:crypto";
import type { PaymentCurrency } from "../catalogue/gem-packs.ts";
import type { AppDeps } from "../context.ts";
import { claimDailyReward, dailyRewardStatus } from "../daily-reward/claim-daily-reward.ts";
import { createGemCheckout } from "../payments/checkout.ts";
import { checkoutStatus } from "../payments/checkout-status.ts";
import { listGemPacks } from "../payments/gem-packs.ts";
import { listPurchases } from "../payments/list-purchases.ts";
import { confirmLocalCheckout, localCheckoutOf } from "../payments/local-test-mode.ts";
import { isLocalTestMode } from "../payments/stripe-client.ts";
import { redeemPromoCode } from "../promo/redeem-promo-code.ts";
import { listShop } from "../shop/list-shop.ts";
import { purchaseShopItem } from "../shop/purchase-shop-item.ts";
import { listSummonOdds } from "../summons/list-summon-odds.ts";
import { vipStatus } from "../vip/vip-status.ts";
import { walletSummary } from "../wallet/wallet-summary.ts";
import { attempt } from "./outcome.ts";

/** `address`: the client's (http/client-address.ts), for the per-address promo attempt limit. */
export function createWebEconomy(deps: AppDeps, address: string) {
  const now = () => new Date();
  return {
    testMode: () => isLocalTestMode(deps),
    newIdempotencyKey: () => `web-${randomUUID()}`,
    wallet: (userId: string) => walletSummary(deps, { userId: userId, now: now() }),
    shop: (userId: string | null) => listShop(deps, { userId, now: now() }),
    purchase: (userId: string, shopItemId: number, idempotencyKey: string) =>
      attempt(() => purchaseShopItem(deps, { userId, shopItemId, idempotencyKey, now: now() })),
    purchases: (userId: string) => listPurchases(deps, { userId }),
    /** Every egg's published odds and pity rule, with this player's pulls until the guarantee. */
    summonOdds: (userId: string | null) => listSummonOdds(deps, { userId }),
    vip: (userId: string) => vipStatus(deps, { userId, now: now() }),
    daily: (userId: string) => dailyRewardStatus(deps, { userId, now: now() }),
    claimDaily: (userId: string) => attempt(() => claimDailyReward(deps, { userId, now: now() })),
    redeem: (userId: string, code: string) =>
      attempt(() => redeemPromoCode(deps, { userId, code, address, now: now() })),
    packs: (currency: PaymentCurrency) => listGemPacks(currency),
    checkout: (userId: string, packId: string, currency: string) =>
      attempt(() => createGemCheckout(deps, { userId, packId, currency })),
    localCheckout: (userId: string, sessionId: string) =>
      attempt(() => localCheckoutOf(deps, { userId, sessionId })),
    confirmLocalCheckout: (userId: string, sessionId: string, country: string | null) =>
      attempt(() => confirmLocalCheckout(deps, { userId, sessionId, country })),
    checkoutStatus: (userId: string, sessionId: string) =>
      attempt(() => checkoutStatus(deps, { userId, sessionId })),
  };
}

export type WebEconomy = ReturnType<typeof createWebEconomy>;
