// The referral reward a first real-money purchase pays, and how the server
// talks to Stripe.
import type { Reward } from "../catalogue/rewards.ts";

/** Paid to the referrer when the referred player makes a first real-money purchase. */
export const referralReward: Reward = { gems: 100 };

/** How the server talks to Stripe, and what receipts call a gem pack. */
export const stripeSettings = {
  /** The Stripe client's settings (platform-notes.md). */
  stripeTimeoutMs: 80_000,
  stripeMaxNetworkRetries: 1,
  /** Stripe's tolerance for a webhook signature's timestamp. */
  webhookToleranceSeconds: 300,
  /** Shown on receipts and Checkout. */
  productName: (gems: number) => `${gems.toLocaleString("en-US")} gems`,
} as const;
