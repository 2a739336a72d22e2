// The one catalogue of display names: what players and staff read for every key
// the game stores. An achievement, quest, campaign map, challenge, message
// template or leaderboard is named here (or on its definition in api/src/catalogue/, which
// this reads), and so are the shop's categories, a purchase's status, an item's
// quality, a monster's skins and the inventory's sort orders; every screen,
// message, live event and notice asks here: the game site, the console, the
// inbox's rendered text and the Socket.IO payloads.
// A key is never shown; a stored key the catalogue no longer knows is put in
// words (humanize) rather than shown raw. display-names.test.ts enumerates
// displayNameCatalogue(), so a new entry is checked without touching the test.

import { achievements } from "../catalogue/achievements.ts";
import {
  type AbilityKind,
  abilityKinds,
  type CosmeticSlot,
  cosmeticSlots,
  type Element,
  elements,
  type Quality,
  qualities,
} from "../catalogue/basics.ts";
import {
  type LeaderboardType,
  leaderboardPeriodicities,
  leaderboards,
  leaderboardTypes,
  type Periodicity,
} from "../catalogue/leaderboards.ts";
import { campaignMaps, challenges } from "../catalogue/maps.ts";
import { monsters } from "../catalogue/monsters.ts";
import { quests } from "../catalogue/quests.ts";
import { type ShopCategory, shopCategories } from "../catalogue/shop.ts";
import type { PaymentStatus } from "../generated/prisma/enums.ts";
import { type LedgerReason, ledgerReasons } from "../history/types.ts";
import { messageTemplates } from "../inbox/templates.ts";
import { humanize } from "./words.ts";

// ─────────────────────── achievements, quests, maps ───────────────────────

/** An achievement's name: "First Blood" (its definition's `name`). */
export function achievementName(key: string): string {
  return achievements.find((achievement) => achievement.key === key)?.name ?? humanize(key);
}

/** A quest's name is what it asks: "Play 3 matches" (its definition's `description`). */
export function questName(key: string): string {
  return quests.find((quest) => quest.key === key)?.description ?? humanize(key);
}

/** A campaign map's or a challenge's name: "Meadow Outskirts" (its definition's `title`). */
export function mapName(key: string): string {
  return [...campaignMaps, ...challenges].find((map) => map.key === key)?.title ?? humanize(key);
}

// ───────────────────────────── message templates ─────────────────────────────

/** A message template's name: its title ("Rewards waiting"). */
export function templateName(key: string): string {
  return Object.hasOwn(messageTemplates, key)
    ? messageTemplates[key as keyof typeof messageTemplates].title
    : humanize(key);
}

/** The title of a plain-text message sent without one (staff give one in the console). */
export const plainMessageTitles = {
  withReward: "A gift from the Monster Arena team",
  withoutReward: "A message from the Monster Arena team",
} as const;

// ─────────────────────────────── leaderboards ───────────────────────────────

const periodicityNames: Readonly<Record<Periodicity, string>> = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
  season: "Season",
  allTime: "All time",
};

/** A period as the first word of a board's name ("All-time Elo rating"). */
const periodicityAdjectives: Readonly<Record<Periodicity, string>> = {
  ...periodicityNames,
  allTime: "All-time",
};

/** Ranked stats as they read inside a board's name (capitalised on their own). */
const leaderboardStatWords: Readonly<Record<LeaderboardType, string>> = {
  elo: "Elo rating",
  kills: "kills",
  bossPoints: "boss points",
  killPoints: "kill points",
  pveWins: "PvE wins",
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A board period's name: "Weekly", "All time". */
export function periodicityName(periodicity: string): string {
  return periodicityNames[periodicity as Periodicity] ?? humanize(periodicity);
}

/** A ranked stat's name: "Boss points", "Elo rating". */
export function leaderboardStatName(type: string): string {
  return capitalised(leaderboardStatWords[type as LeaderboardType] ?? humanize(type).toLowerCase());
}

/** A board's name, by its period and ranked stat: "Weekly boss points", "All-time Elo rating". */
export function leaderboardName(board: { periodicity: string; type: string }): string {
  const period = periodicityAdjectives[board.periodicity as Periodicity] ?? humanize(board.periodicity);
  const stat = leaderboardStatWords[board.type as LeaderboardType] ?? humanize(board.type).toLowerCase();
  return `${period} ${stat}`;
}

// ─────────────────────────── where rewards come from ───────────────────────────

/** A ledger reason as the source of a reward, inside a sentence ("your rewards from a match"). */
const rewardSources: Readonly<Record<LedgerReason, string>> = {
  starter_grant: "your starter pack",
  daily_reward: "your daily reward",
  match_reward: "a match",
  quest_reward: "a quest",
  achievement_reward: "an achievement",
  black_market: "the black market",
  message_reward: "a message",
  promo_code: "a promo code",
  poll_reward: "a poll",
  referral_reward: "a referral",
  gem_purchase: "a gem purchase",
  gem_refund: "a refund",
  shop_purchase: "the shop",
  sell: "a sale",
  relic_upgrade: "a relic upgrade",
  staff_grant: "the Monster Arena team",
  vip_purchase: "your VIP purchase",
  gem_dispute: "a payment dispute",
  server_grant: "the game",
};

export function rewardSourceName(reason: string): string {
  return rewardSources[reason as LedgerReason] ?? "the game";
}

// ──────────────────────── the shop, purchases, the inventory ────────────────────────

/** A shop category, as its tab and heading say it ("Monster eggs"). */
const shopCategoryNames: Readonly<Record<ShopCategory, string>> = {
  monsters: "Monster eggs",
  relics: "Relics",
  ingredients: "Ingredients",
  cosmetics: "Cosmetics",
  vip: "Passes",
  slots: "Inventory slots",
};

export function shopCategoryName(category: string): string {
  return shopCategoryNames[category as ShopCategory] ?? humanize(category);
}

/** A profile's cosmetic slot, as the settings and the console name it. */
const cosmeticSlotNames: Readonly<Record<CosmeticSlot, string>> = {
  avatar: "Avatar",
  banner: "Banner",
  frame: "Frame",
};

export function cosmeticSlotName(slot: string): string {
  return cosmeticSlotNames[slot as CosmeticSlot] ?? humanize(slot);
}

/** A gem purchase's state (PaymentStatus): paid, or paid back. */
const purchaseStatusNames: Readonly<Record<PaymentStatus, string>> = {
  completed: "Paid",
  refunded: "Refunded",
  disputed: "Disputed",
};

export function purchaseStatusName(status: string): string {
  return purchaseStatusNames[status as PaymentStatus] ?? humanize(status);
}

/** An item's quality on its own, as a label ("Legendary"); inside a sentence it reads lowercase ("1 rare Emberfox"). */
const qualityNames: Readonly<Record<Quality, string>> = {
  common: "Common",
  rare: "Rare",
  epic: "Epic",
  legendary: "Legendary",
};

export function qualityName(quality: string): string {
  return qualityNames[quality as Quality] ?? humanize(quality);
}

/** The orders the inventory can list items in (list-inventory.ts's `sort`). */
export const inventorySorts = ["level", "quality", "name", "newest"] as const;
export type InventorySort = (typeof inventorySorts)[number];
const inventorySortNames: Readonly<Record<InventorySort, string>> = {
  level: "Level",
  quality: "Quality",
  name: "Name",
  newest: "Newest first",
};

export function inventorySortName(sort: string): string {
  return inventorySortNames[sort as InventorySort] ?? humanize(sort);
}

/** Skins whose name is not the words after the monster's ("emberfox-ashen" → "Ashen"). */
const skinNames: Readonly<Record<string, string>> = {};

/**
 * A monster's skin (Item.skinId, "umbradon-blood-moon"): its own words, title-cased
 * ("Blood Moon"), unless skinNames says otherwise. "Classic" is the skin a monster is born in.
 */
export function skinName(skinId: string): string {
  const named = skinNames[skinId];
  if (named) return named;
  const monster = monsters.find((candidate) => skinId.startsWith(`${candidate.name.toLowerCase()}-`));
  const style = monster ? skinId.slice(monster.name.length + 1) : skinId.replace(/^[a-z]+-/, "");
  return humanize(style).replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

// ─────────────────────────── elements and abilities ───────────────────────────

/** A monster's element on its own, as a label ("Fire"); the element chart and the collection read it. */
const elementNames: Readonly<Record<Element, string>> = {
  fire: "Fire",
  water: "Water",
  nature: "Nature",
  earth: "Earth",
  air: "Air",
  light: "Light",
  shadow: "Shadow",
};

export function elementName(element: string): string {
  return elementNames[element as Element] ?? humanize(element);
}

/** What kind of ability a monster has, as a label ("Heal"). */
const abilityKindNames: Readonly<Record<AbilityKind, string>> = {
  damage: "Damage",
  heal: "Heal",
  shield: "Shield",
  stun: "Stun",
};

export function abilityKindName(kind: string): string {
  return abilityKindNames[kind as AbilityKind] ?? humanize(kind);
}

// ─────────────────────────────── the catalogue ───────────────────────────────

export type DisplayNameKind =
  | "achievement"
  | "quest"
  | "campaign map"
  | "challenge"
  | "message template"
  | "leaderboard"
  | "leaderboard period"
  | "ranked stat"
  | "reward source"
  | "shop category"
  | "cosmetic slot"
  | "purchase status"
  | "quality"
  | "skin"
  | "inventory sort"
  | "element"
  | "ability kind";

export interface DisplayNameEntry {
  kind: DisplayNameKind;
  key: string;
  name: string;
  /** What the name is unique within, when not its kind: a skin's monster ("Classic" is every monster's first skin). */
  of?: string;
}

/** Every key the game stores, with the name players and staff read for it. */
export function displayNameCatalogue(): DisplayNameEntry[] {
  return [
    ...achievements.map((a) => ({ kind: "achievement" as const, key: a.key, name: achievementName(a.key) })),
    ...quests.map((q) => ({ kind: "quest" as const, key: q.key, name: questName(q.key) })),
    ...campaignMaps.map((m) => ({ kind: "campaign map" as const, key: m.key, name: mapName(m.key) })),
    ...challenges.map((m) => ({ kind: "challenge" as const, key: m.key, name: mapName(m.key) })),
    ...Object.keys(messageTemplates).map((key) => ({
      kind: "message template" as const,
      key,
      name: templateName(key),
    })),
    ...leaderboards.map((board) => ({
      kind: "leaderboard" as const,
      key: `${board.periodicity}:${board.type}`,
      name: leaderboardName(board),
    })),
    ...leaderboardPeriodicities.map((key) => ({
      kind: "leaderboard period" as const,
      key,
      name: periodicityName(key),
    })),
    ...leaderboardTypes.map(({ type }) => ({
      kind: "ranked stat" as const,
      key: type,
      name: leaderboardStatName(type),
    })),
    ...ledgerReasons.map((key) => ({ kind: "reward source" as const, key, name: rewardSourceName(key) })),
    ...shopCategories.map((key) => ({ kind: "shop category" as const, key, name: shopCategoryName(key) })),
    ...cosmeticSlots.map((key) => ({ kind: "cosmetic slot" as const, key, name: cosmeticSlotName(key) })),
    ...(Object.keys(purchaseStatusNames) as PaymentStatus[]).map((key) => ({
      kind: "purchase status" as const,
      key,
      name: purchaseStatusName(key),
    })),
    ...qualities.map((key) => ({ kind: "quality" as const, key, name: qualityName(key) })),
    ...monsters.flatMap((monster) =>
      monster.skins.map((key) => ({ kind: "skin" as const, key, name: skinName(key), of: monster.name })),
    ),
    ...(Object.keys(inventorySortNames) as InventorySort[]).map((key) => ({
      kind: "inventory sort" as const,
      key,
      name: inventorySortName(key),
    })),
    ...elements.map((key) => ({ kind: "element" as const, key, name: elementName(key) })),
    ...abilityKinds.map((key) => ({ kind: "ability kind" as const, key, name: abilityKindName(key) })),
  ];
}
