// How Monster Arena says a count, a reward and a notice, in one place: the API's
// messages, the game site and the console all build their sentences with these,
// so "1 campaign maps" or "Quest complete: daily-play-3" cannot come back one
// screen at a time. Pure (no imports but types): the game and the console bundle
// it. The names these sentences carry come from display-names.ts.
import type { Reward } from "../catalogue/rewards.ts";

const pluralRules = new Intl.PluralRules("en-US");
const numbers = new Intl.NumberFormat("en-US");

/** A whole number as players read it: "1,200". */
export function formatNumber(value: number): string {
  return numbers.format(value);
}

/**
 * A count and its noun, the plural picked by Intl.PluralRules: "1 map", "3 maps",
 * "1,200 gold". The plural defaults to the noun plus "s"; give it when it differs:
 * countOf(2, "enemy", "enemies"), countOf(500, "gold", "gold").
 */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${formatNumber(count)} ${pluralRules.select(count) === "one" ? one : other}`;
}

/** A wait: "45 seconds", or from two minutes on "15 minutes" (rounded up: never sooner than Retry-After). */
export function waitInWords(seconds: number): string {
  return seconds < 120 ? countOf(seconds, "second") : countOf(Math.ceil(seconds / 60), "minute");
}

/** Only the noun of countOf: "turn" for 1, "turns" for 3. */
export function nounFor(count: number, one: string, other = `${one}s`): string {
  return pluralRules.select(count) === "one" ? one : other;
}

/** A key nobody named yet, in words (a fallback, never the plan): "first-blood" → "First blood". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A name inside a sentence: "Weekly kills" → "weekly kills" ("Elo rating" keeps its capital). */
export function midSentence(name: string): string {
  return /^[A-Z][a-z]/.test(name) && !/^(Elo|PvE|PvP|VIP)\b/.test(name)
    ? name.charAt(0).toLowerCase() + name.slice(1)
    : name;
}

/** What any reward-like value may carry (a Reward, drops, a staff grant read back from JSON). */
export interface RewardLike {
  gold?: number;
  gems?: number;
  items?: readonly { type?: string; name: string; quality: string; level?: number }[];
  ingredients?: readonly { name: string; quantity: number }[];
  vipDays?: number;
  gameAccess?: boolean;
}

/** "1 rare Emberfox", "2 × rare Emberfox"; "1 Slime Jelly", "3 × Slime Jelly". */
function counted(count: number, what: string): string {
  return count === 1 ? `1 ${what}` : `${formatNumber(count)} × ${what}`;
}

/**
 * A reward, one part per thing, in words: ["200 gold", "1 gem", "1 rare Emberfox",
 * "3 × Slime Jelly", "7 VIP days", "game access"]. The same monster, relic or
 * ingredient given twice is counted once.
 */
export function rewardParts(reward: RewardLike | null | undefined): string[] {
  if (!reward) return [];
  const parts: string[] = [];
  if (reward.gold) parts.push(countOf(reward.gold, "gold", "gold"));
  if (reward.gems) parts.push(countOf(reward.gems, "gem"));
  const items = new Map<string, number>();
  for (const item of reward.items ?? []) {
    const what = `${item.quality} ${item.name}${item.level && item.level > 1 ? ` (level ${item.level})` : ""}`;
    items.set(what, (items.get(what) ?? 0) + 1);
  }
  for (const [what, count] of items) parts.push(counted(count, what));
  const ingredients = new Map<string, number>();
  for (const ingredient of reward.ingredients ?? []) {
    ingredients.set(ingredient.name, (ingredients.get(ingredient.name) ?? 0) + ingredient.quantity);
  }
  for (const [name, quantity] of ingredients) parts.push(counted(quantity, name));
  if (reward.vipDays) parts.push(countOf(reward.vipDays, "VIP day"));
  if (reward.gameAccess) parts.push("game access");
  return parts;
}

/** A reward in one phrase: "200 gold, 1 rare Emberfox"; `empty` when it gives nothing. */
export function rewardInWords(reward: RewardLike | null | undefined, empty = "nothing"): string {
  const parts = rewardParts(reward);
  return parts.length > 0 ? parts.join(", ") : empty;
}

/** The reward a message or a definition stores as JSON, when it reads as one. */
export function asReward(value: unknown): Reward | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Reward) : null;
}

/**
 * What a monster's ability does, from the amount the battle rules give it at a level
 * (api/src/collection: the species and monster pages): damage is how much harder than an
 * attack it hits (0.6 → 60 %), heal the hp, shield the shield, stun the turns.
 */
export function abilityEffectInWords(kind: string, amount: number): string {
  switch (kind) {
    case "damage":
      return `Hits one enemy ${formatNumber(Math.round(amount * 100))} % harder than an attack.`;
    case "heal":
      return `Heals the most hurt ally for ${formatNumber(amount)} hp.`;
    case "shield":
      return `Shields every ally from the next ${formatNumber(amount)} damage.`;
    case "stun":
      return `Stuns the fastest enemy for ${countOf(amount, "turn")}.`;
    default:
      return `Power ${formatNumber(amount)}.`;
  }
}

/** When a monster uses its ability in a battle: first on `firstTurn`, then every `cooldown` turns. */
export function abilityTimingInWords(firstTurn: number, cooldown: number): string {
  return `Used on its turn ${formatNumber(firstTurn)}, then every ${countOf(cooldown, "turn")}.`;
}

/** A player's rank moved on a board (the `leaderboard:rank` event, with the board's display name). */
/** A monster with its quality, as a sentence carries it: "an epic Magmaw". `quality` is in words (qualityName). */
/** An egg's odds version as players and staff read it: "wild-2" → "Published odds, version 2". */
export function oddsVersionInWords(oddsVersion: string): string {
  return `Published odds, version ${/-(\d+)$/.exec(oddsVersion)?.[1] ?? humanize(oddsVersion)}`;
}

export function monsterOfQuality(quality: string, species: string): string {
  return `${/^[aeiou]/i.test(quality) ? "an" : "a"} ${quality.toLowerCase()} ${species}`;
}

export interface RankChangeNotice {
  /** The board's display name (display-names.ts leaderboardName): "Weekly kills". */
  name: string;
  rank: number;
  previousRank: number | null;
}

/**
 * The notices the game shows (toasts, battle results, flash messages), built from
 * display names only: the catalogue test renders each with every name.
 */
export const notices = {
  achievementUnlocked: (name: string) => `Achievement unlocked: ${name}`,
  questComplete: (name: string) => `Quest complete: ${name}`,
  questClaimed: (name: string, reward: RewardLike) => `${name}: you received ${rewardInWords(reward)}.`,
  levelUp: (level: number) => `Level up! You are now level ${formatNumber(level)}.`,
  rewardsCollected: (reward: RewardLike | null) =>
    rewardParts(reward).length > 0 ? `Collected: ${rewardInWords(reward)}.` : "Rewards collected!",
  /** One toast for the ranks one match moved: the best one, and how many boards moved. */
  rankChanged(changes: readonly RankChangeNotice[]): string {
    const best = changes.reduce((top, change) => (change.rank < top.rank ? change : top));
    const was = best.previousRank === null ? "new entry" : `was #${formatNumber(best.previousRank)}`;
    const one = `#${formatNumber(best.rank)} on the ${midSentence(best.name)} leaderboard (${was})`;
    return changes.length === 1
      ? `Leaderboard: you are now ${one}.`
      : `Your rank changed on ${countOf(changes.length, "leaderboard")}; best: ${one}.`;
  },
};
