// The console's words for the platform's keys: stats and leaderboard boards,
// periods and score rules, jobs, their triggers and counts, ledger reasons,
// sign-in methods, the shop's grants, roles (the shop's categories and
// qualities are the game's own words: @arena/api/words/display-names). The one
// place a raw key (earntFreeCurrency, bossPoints, allTime, rotate-shop, vipDays)
// becomes English, for lists, sentences and the forms' choices alike; a key
// added later still reads as words through `words`. Pure: labels.test.ts checks it.

import type { InventoryCapacity } from "@arena/api/catalogue/basics";
import type { ScoreOperator } from "@arena/api/catalogue/leaderboards";
import { leaderboardTypes } from "@arena/api/catalogue/leaderboards";
import type { ShopGrantKind } from "@arena/api/catalogue/rewards";
import type { HistoryType, LedgerReason } from "@arena/api/history/types";
import { isStaffRole, roleLabels } from "@arena/api/staff/permissions";
import { leaderboardName, leaderboardStatName, periodicityName } from "@arena/api/words/display-names";
import { countOf } from "@arena/api/words/words";

/** Any key in words: "bossPoints" → "boss points", "sign_in_failed" → "sign in failed". */
export function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ")
    .trim()
    .toLowerCase();
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A form's choices (react-admin's {id, name}): each key with its words, never the key itself. */
export function choicesOf<Key extends string | number>(
  keys: readonly Key[],
  label: (key: Key) => string,
): { id: Key; name: string }[] {
  return keys.map((id) => ({ id, name: label(id) }));
}

/** Labels from a table, any other key in words. */
const labelFrom =
  <Key extends string>(labels: Record<Key, string>) =>
  (key: string): string =>
    labels[key as Key] ?? capitalised(words(key));

/** UserStats counters (prisma/schema.prisma); the ranked stats of leaderboards are the catalogue's. */
const statLabels: Record<string, string> = {
  blackMarketTrades: "Black-market trades",
  bossKills: "Bosses killed",
  challengesCompleted: "Challenges completed",
  daysPlayed: "Days played",
  droppedIngredients: "Ingredients dropped",
  droppedMonsters: "Monsters dropped",
  droppedRelics: "Relics dropped",
  earntFreeCurrency: "Gold earned",
  earntPaidCurrency: "Gems earned",
  pveLosses: "PvE losses",
  pvpLosses: "PvP losses",
  pvpWins: "PvP wins",
  questsCompletedDaily: "Daily quests completed",
  questsCompletedWeekly: "Weekly quests completed",
  seasonPassesCompleted: "Season passes completed",
  soldIngredients: "Ingredients sold",
  soldMonsters: "Monsters sold",
  soldRelics: "Relics sold",
  timePlayed: "Time played",
  upgradedRelics: "Relics upgraded",
};

/** A stat's value with its unit: time played is counted in seconds ("1 h 5 min"). */
export function statValueInWords(key: string, value: number): string {
  if (key !== "timePlayed") return numbers.format(value);
  const hours = Math.floor(value / 3600);
  const minutes = Math.floor((value % 3600) / 60);
  if (hours > 0)
    return minutes > 0 ? `${numbers.format(hours)} h ${minutes} min` : `${numbers.format(hours)} h`;
  return durationInWords(value * 1000);
}

export function statLabel(key: string): string {
  if (leaderboardTypes.some(({ type }) => type === key)) return leaderboardStatName(key);
  return statLabels[key] ?? capitalised(words(key));
}

/** A board's period, by the catalogue (api/src/words/display-names.ts): "All time". */
export function periodicityLabel(key: string): string {
  return periodicityName(key);
}

const operatorLabels: Record<ScoreOperator, string> = {
  best: "Best score counts",
  set: "Latest score counts",
  increment: "Scores add up",
};

export function operatorLabel(key: string): string {
  return operatorLabels[key as ScoreOperator] ?? capitalised(words(key));
}

/** A board by its period and ranked stat, as the game names it: "Weekly boss points", "All-time Elo rating". */
export function boardLabel(board: { periodicity: string; type: string }): string {
  return leaderboardName(board);
}

/** The scheduled jobs (jobs/src/catalog.ts). */
const jobLabels: Record<string, string> = {
  "rotate-shop": "Shop rotation",
  "expire-vip": "VIP expiry",
  "lift-timed-bans": "Timed bans lifted",
  "send-scheduled": "Scheduled sends",
  "settle-live-events": "Live events settled",
  "expire-messages": "Expired messages deleted",
  "prune-battle-logs": "Old battle replays dropped",
  "erase-deleted-accounts": "Deleted accounts erased",
  "aggregate-stats": "Stats aggregation",
  "daily-reset": "Daily reset",
  "weekly-quests-reset": "Weekly quests reset",
  "reset-daily-leaderboards": "Daily leaderboards reset",
  "reset-weekly-leaderboards": "Weekly leaderboards reset",
  "reset-monthly-leaderboards": "Monthly leaderboards reset",
  "reset-season-leaderboards": "Season leaderboards reset",
};

export function jobLabel(name: string): string {
  return jobLabels[name] ?? capitalised(words(name));
}

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const twoDigits = (value: string) => value.padStart(2, "0");
const ordinal = new Intl.PluralRules("en-US", { type: "ordinal" });
const ordinalSuffix: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };

/**
 * A job's UTC cron schedule (jobs/src/catalog.ts) in words: "* * * * *" → "Every minute",
 * "0 0 * * 1" → "Every Monday at 00:00 UTC"; a pattern of another shape is shown as it is.
 */
export function scheduleInWords(cron: string): string {
  const [minute, hour, day, month, weekday] = cron.trim().split(/\s+/);
  const number = /^\d+$/;
  if (cron.trim() === "* * * * *") return "Every minute";
  if (month !== "*" || !minute || !number.test(minute)) return `${cron} (cron, UTC)`;
  if (hour === "*" && day === "*" && weekday === "*") {
    return minute === "0"
      ? "Every hour, on the hour"
      : `Every hour, ${countOf(Number(minute), "minute")} past the hour`;
  }
  if (!hour || !number.test(hour)) return `${cron} (cron, UTC)`;
  const at = `at ${twoDigits(hour)}:${twoDigits(minute)} UTC`;
  if (day === "*" && weekday === "*") return `Every day ${at}`;
  if (day === "*" && weekday && number.test(weekday) && weekdays[Number(weekday) % 7]) {
    return `Every ${weekdays[Number(weekday) % 7]} ${at}`;
  }
  if (day && number.test(day) && weekday === "*") {
    return `On the ${day}${ordinalSuffix[ordinal.select(Number(day))]} of every month ${at}`;
  }
  return `${cron} (cron, UTC)`;
}

const triggerLabels: Record<string, string> = {
  schedule: "On schedule",
  "catch-up": "Catch-up after a restart",
  manual: "By hand (console)",
  cli: "Command line",
};

export function triggerLabel(trigger: string): string {
  return triggerLabels[trigger] ?? capitalised(words(trigger));
}

const numbers = new Intl.NumberFormat("en-US");

/** What a run did, in words: {expired: 3, messages: 3} → "3 expired, 3 messages"; nothing → "nothing to do". */
export function countsInWords(counts: Record<string, number> | null): string {
  const entries = Object.entries(counts ?? {});
  if (entries.length === 0) return "nothing to do";
  return entries.map(([key, value]) => `${numbers.format(value)} ${words(key)}`).join(", ");
}

/** A duration: "42 ms", "2.5 s", "3 min 5 s". */
export function durationInWords(ms: number): string {
  if (ms < 1000) return `${numbers.format(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`;
}

/** Why the wallet changed (History type "currency", data.reason). */
const ledgerReasonLabels: Record<LedgerReason, string> = {
  starter_grant: "starter grant",
  daily_reward: "daily reward",
  match_reward: "match reward",
  quest_reward: "quest reward",
  achievement_reward: "achievement reward",
  black_market: "black-market trade",
  message_reward: "inbox message reward",
  promo_code: "promo code",
  poll_reward: "poll reward",
  referral_reward: "referral reward",
  gem_purchase: "gem purchase",
  gem_refund: "refund",
  shop_purchase: "shop purchase",
  sell: "sale",
  relic_upgrade: "relic upgrade",
  staff_grant: "staff grant",
  vip_purchase: "VIP purchase",
  gem_dispute: "payment dispute",
  server_grant: "game server grant",
};

export function ledgerReasonLabel(reason: string): string {
  return ledgerReasonLabels[reason as LedgerReason] ?? words(reason);
}

/** How someone signed in or up: the credentials form, or the OAuth provider's id (api/src/auth/providers.ts). */
const signInMethods: Record<string, string> = {
  credentials: "e-mail and password",
  google: "Google",
  discord: "Discord",
};

export function signInMethodLabel(method: string): string {
  return signInMethods[method] ?? method;
}

/** History.type values, for the audit trail's filter: every type the writers store has one. */
const historyTypeLabels: Record<HistoryType, string> = {
  staff_action: "Staff actions",
  currency: "Wallet (gold and gems)",
  sign_in: "Sign-ins",
  sign_in_failed: "Failed sign-ins",
  sign_up: "Sign-ups",
  account_linked: "Linked accounts",
  ban_lifted: "Timed bans ended",
  daily_reward: "Daily rewards",
  match_rejected: "Rejected match reports",
  shop_rotation: "Shop rotations",
  payment_shortfall: "Refund shortfalls",
  payment_partial_refund: "Partial refunds",
  // Worded as the audit trail's sentence for these rows ("Password changed for Kai").
  game_access_by_purchase: "Game access by purchase",
  monster_merged: "Monsters merged",
  password_changed: "Password changed",
  password_reset_requested: "Password reset requested",
  password_reset: "Password reset",
  email_changed: "Email changed",
  server_key_used: "Server key uses",
  data_exported: "Data downloads",
  deletion_requested: "Account deletions asked for",
  deletion_cancelled: "Account deletions called off",
  account_deleted: "Accounts deleted",
  second_factor_enabled: "Second factor set up",
  second_factor_recovery_used: "Recovery codes used",
  second_factor_failed: "Second factor codes refused",
  second_factor_codes_renewed: "New recovery codes",
  second_factor_turned_off: "Second factor turned off",
  staff_sign_in_attack: "Staff accounts under attack",
};

export const historyTypeChoices = Object.entries(historyTypeLabels).map(([id, name]) => ({ id, name }));

export function historyTypeLabel(type: string): string {
  return historyTypeLabels[type as HistoryType] ?? capitalised(words(type));
}

/** What a shop item gives the buyer (catalogue/rewards.ts ShopGrantSchema's kinds). */
export const shopGrantKindLabel = labelFrom<ShopGrantKind>({
  summon: "A pull from an egg",
  monster: "A monster",
  relic: "A relic",
  ingredient: "Ingredients",
  cosmetic: "A cosmetic",
  vipDays: "VIP days",
  gameAccess: "Game access",
  slots: "More inventory space",
});

/** The inventory limits a shop item can raise (catalogue/basics.ts inventoryCapacities). */
export const inventoryCapacityLabel = labelFrom<InventoryCapacity>({
  monsterSlots: "Monster slots",
  relicSlots: "Relic slots",
  ingredientSlots: "Ingredient slots",
  ingredientsCap: "Ingredients per stack",
});

/** The game's currencies (a price's currency). */
export const gameCurrencyLabel = labelFrom<"gold" | "gems">({ gold: "Gold", gems: "Gems" });

/** Accounts' roles, as a choice or a column: the role table's names ("LiveOps") leading a line, and players. */
export function accountRoleLabel(role: string): string {
  return isStaffRole(role) ? capitalised(roleLabels[role]) : capitalised(words(role));
}

/** A real-money purchase's state (Transaction.status). */
export const transactionStatusLabel = labelFrom<"completed" | "refunded" | "disputed">({
  completed: "Completed",
  refunded: "Refunded",
  disputed: "Disputed",
});

/** The money currencies players pay in (lower-case ISO codes, as Stripe and the API write them). */
export const moneyCurrencyLabel = labelFrom<"usd" | "eur" | "gbp">({
  usd: "US dollars (USD)",
  eur: "Euros (EUR)",
  gbp: "Pounds sterling (GBP)",
});
