// The game site's side of the economy, handed to Remix loaders and actions as
// `context.economy` (the game imports only types from the API). The same use
// cases as the HTTP routes; failures come back as values so a form can show them.
import { randomUUID } from "node:crypto";
import type { PaymentCurrency } from "../config/game.ts";
import type { AppDeps } from "../context.ts";
import { claimDailyReward, dailyRewardStatus } from "../daily-reward/claim-daily-reward.ts";
import { toAppError } from "../errors.ts";
import { createGemCheckout } from "../payments/checkout.ts";
import { checkoutStatus } from "../payments/checkout-status.ts";
import { listGemPacks } from "../payments/gem-packs.ts";
import { listPurchases } from "../payments/list-purchases.ts";
import { confirmLocalCheckout, localCheckoutOf } from "../payments/local-test-mode.ts";
import { isLocalTestMode } from "../payments/stripe-client.ts";
import { redeemPromoCode } from "../promo/redeem-promo-code.ts";
import { listShop } from "../shop/list-shop.ts";
import { purchaseShopItem } from "../shop/purchase-shop-item.ts";
import { vipStatus } from "../vip/vip-status.ts";
import { walletSummary } from "../wallet/wallet-summary.ts";

export interface WebFailure {
  code: string;
  status: number;
  message: string;
  details?: Record<string, unknown>;
}

export type WebResult<T> = { ok: true; value: T } | { ok: false; error: WebFailure };

async function attempt<T>(run: () => Promise<T>): Promise<WebResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const appError = toAppError(error);
    if (appError.status >= 500) throw error;
    return {
      ok: false,
      error: {
        code: appError.code,
        status: appError.status,
        message: appError.message,
        details: appError.details,
      },
    };
  }
}

/** `address`: the client's (http/client-address.ts), for the per-address promo attempt limit. */
export function createWebEconomy(deps: AppDeps, address: string) {
  const now = () => new Date();
  return {
    testMode: () => isLocalTestMode(deps),
    newIdempotencyKey: () => `web-${randomUUID()}`,
    wallet: (userId: string) => walletSummary(deps.db, userId, now()),
    shop: (userId: string | null) => listShop(deps.db, { userId, now: now() }),
    purchase: (userId: string, shopItemId: number, idempotencyKey: string) =>
      attempt(() => purchaseShopItem(deps, { userId, shopItemId, idempotencyKey, now: now() })),
    purchases: (userId: string) => listPurchases(deps, { userId }),
    vip: (userId: string) => vipStatus(deps, { userId, now: now() }),
    daily: (userId: string) => dailyRewardStatus(deps, { userId, now: now() }),
    claimDaily: (userId: string) => attempt(() => claimDailyReward(deps, { userId, now: now() })),
    redeem: (userId: string, code: string) =>
      attempt(() => redeemPromoCode(deps, { userId, code, address, now: now() })),
    packs: (currency: PaymentCurrency) => listGemPacks(currency),
    checkout: (userId: string, packId: string, currency: string) =>
      attempt(() => createGemCheckout(deps, { userId, packId, currency })),
    localCheckout: (userId: string, sessionId: string) =>
      attempt(async () => localCheckoutOf(deps, { userId, sessionId })),
    confirmLocalCheckout: (userId: string, sessionId: string, country: string | null) =>
      attempt(() => confirmLocalCheckout(deps, { userId, sessionId, country })),
    checkoutStatus: (userId: string, sessionId: string) =>
      attempt(() => checkoutStatus(deps, { userId, sessionId })),
  };
}

export type WebEconomy = ReturnType<typeof createWebEconomy>;
