// The History vocabulary: every History.type a writer may store, and every
// reason a currency ledger row may give. Every writer (the use cases, the jobs,
// the demo-world seed) names its type from here, and the console's labels are
// keyed by HistoryType, so a new type without a label does not compile.
import type { Prisma } from "../generated/prisma/client.ts";

/** History.type values, by what the code calls them. */
export const historyTypes = {
  /** A wallet change, the ledger: { currency, delta, balance, reason, ref } (api/src/wallet/wallet.ts). */
  currency: "currency",
  /** A staff change, the audit trail (api/src/audit/staff-action.ts). */
  staffAction: "staff_action",
  /** Accounts and sessions (api/src/auth). */
  signIn: "sign_in",
  signInFailed: "sign_in_failed",
  signUp: "sign_up",
  accountLinked: "account_linked",
  passwordChanged: "password_changed",
  passwordResetRequested: "password_reset_requested",
  passwordReset: "password_reset",
  emailChanged: "email_changed",
  /** A timed ban that ended (the lift-timed-bans job). */
  banLifted: "ban_lifted",
  /** A refused match report (an impossible result, kept for anti-cheat review). */
  matchRejected: "match_rejected",
  /** One shop rotation: { day, available, discounted }; a re-run of the same day repeats it. */
  shopRotation: "shop_rotation",
  /** A daily reward claim: { day, calendarDay, vip }. */
  dailyReward: "daily_reward",
  /** Gems a refund or dispute could not take back (the player had spent them): for staff. */
  paymentShortfall: "payment_shortfall",
  /** A partial refund: gems are not taken back automatically; staff decide. */
  paymentPartialRefund: "payment_partial_refund",
  /** A real-money purchase that gave the player game access: { transactionId, paymentIntentId }. */
  gameAccessByPurchase: "game_access_by_purchase",
  /** A duplicate monster merged into another of its species: { name, merged, into, xp } (inventory/merge-monster.ts). */
  monsterMerged: "monster_merged",
  /**
   * A game server's use of a server key: { keyId (null for GAME_SERVER_KEY), keyName, keyPrefix,
   * scope, operation, … the operation's facts } (api/src/server-keys/record-server-key-use.ts).
   */
  serverKeyUsed: "server_key_used",
  /** Privacy (api/src/privacy, docs/decisions/129 and 130). A copy of a player's data was downloaded: { by: "player" | "staff" }. */
  dataExported: "data_exported",
  /** The player asked to delete their account: { dueAt } (erased then unless they sign in again). */
  deletionRequested: "deletion_requested",
  /** A pending deletion was called off: { by: "sign_in" | "player" | "staff" }. */
  deletionCancelled: "deletion_cancelled",
  /** The account was erased: { by: "job" | "staff", removed: {table: rows} } (no personal data). */
  accountDeleted: "account_deleted",
  /** Staff second factor (api/src/staff-security, docs/decisions/131): set up, used by recovery code, reset by an admin. */
  secondFactorEnabled: "second_factor_enabled",
  secondFactorRecoveryUsed: "second_factor_recovery_used",
  /** A wrong code or recovery code, or one refused past the guess limit: { with: "code" | "recovery_code", refused?: true }. */
  secondFactorFailed: "second_factor_failed",
  /** A new set of recovery codes (the old ones void): { recoveryCodes }. */
  secondFactorCodesRenewed: "second_factor_codes_renewed",
  /** A staff member turned their own (optional) factor off. */
  secondFactorTurnedOff: "second_factor_turned_off",
  /** Many failed sign-ins against one staff account: { failures, addresses } (also a live-feed alert; docs/security.md). */
  staffSignInAttack: "staff_sign_in_attack",
} as const;

export type HistoryType = (typeof historyTypes)[keyof typeof historyTypes];

/** A History row as a writer creates it (`data: {…} satisfies HistoryEntry`): an unknown type does not compile. */
export type HistoryEntry = Omit<Prisma.HistoryUncheckedCreateInput, "type"> & { type: HistoryType };

/** Why a currency ledger row (History type "currency") was written: data.reason. */
export const ledgerReasons = [
  "starter_grant",
  "daily_reward",
  "match_reward",
  "quest_reward",
  "achievement_reward",
  "black_market",
  "message_reward",
  "promo_code",
  "poll_reward",
  "referral_reward",
  "gem_purchase",
  "gem_refund",
  "shop_purchase",
  "sell",
  "relic_upgrade",
  "staff_grant",
  "vip_purchase",
  "gem_dispute",
  "server_grant",
] as const;
export type LedgerReason = (typeof ledgerReasons)[number];
