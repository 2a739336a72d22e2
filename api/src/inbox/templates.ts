// The inbox's message catalogue. Message.message is either plain text or one of
// these keys; Message.params fill the {slots}. Rendering happens on the server
// in one place (renderMessage) for the API's `text` field and the game site, so
// every writer (grants, jobs, progression, staff, leaderboard resets) only
// stores a key and its params. Unknown keys are shown as they are: staff may
// send plain text.

import { achievements } from "../config/game.ts";

export interface MessageTemplate {
  /** A short heading for the inbox list. */
  readonly title: string;
  /** The body, with {param} slots. */
  readonly text: string;
}

export const messageTemplates = {
  // written by api/src/grants/grant-reward.ts (params.source: a ledger reason)
  inventory_full: {
    title: "Rewards waiting",
    text: "Your inventory was full, so your rewards from {source} wait here. Make room, then collect them.",
  },
  // jobs: VIP expiry (no params)
  vip_expired: {
    title: "VIP expired",
    text: "Your VIP membership has ended. Renew it in the shop to keep double daily rewards, shop discounts and extra slots.",
  },
  // progression: achievements (params: achievement, description, reward)
  achievement_unlocked: {
    title: "Achievement unlocked",
    text: "Achievement unlocked: {description}. Here is your reward!",
  },
  // leaderboards/reset-leaderboard.ts (params: rank, periodicity, type, periodStart)
  leaderboard_reward: {
    title: "Leaderboard reward",
    text: "You finished rank {rank} on the {periodicity} {type} leaderboard. Well fought!",
  },
  // staff or jobs inviting to a poll (params: question; action {type: "poll", target: key})
  poll_invitation: {
    title: "New poll",
    text: "Tell us what you think: {question}",
  },
  // keys of the demo-world seed (prisma/seed)
  welcome: {
    title: "Welcome to Monster Arena",
    text: "Welcome, tamer! You start with {gold} gold, {gems} gems and three monsters. Good luck in the arena!",
  },
  "poll.new": { title: "New poll", text: "Tell us what you think: {question}" },
  "achievement.unlocked": {
    title: "Achievement unlocked",
    text: "Achievement unlocked: {description}. Here is your reward!",
  },
  "vip.expired": {
    title: "VIP expired",
    text: "Your VIP membership has ended after {totalVipDays} days in total. Renew it in the shop to keep your perks.",
  },
  "leaderboard.reward": {
    title: "Leaderboard reward",
    text: "You finished rank {rank} on the {periodicity} {type} leaderboard. Well fought!",
  },
  "gift.welcome-back": {
    title: "Welcome back",
    text: "We missed you! Here is a gift to get you going again.",
  },
  "event.announcement": { title: "Event", text: "{event} has started: jump in before it ends!" },
  "event.weekend-ending": {
    title: "Event ending",
    text: "{event} is ending soon. Here is a little something.",
  },
  "maintenance.compensation": {
    title: "Sorry for the downtime",
    text: "The arena was closed for {hours} hours of maintenance. Please accept this compensation.",
  },
} as const satisfies Record<string, MessageTemplate>;

export type MessageTemplateKey = keyof typeof messageTemplates;

export function isTemplateKey(value: string): value is MessageTemplateKey {
  return Object.hasOwn(messageTemplates, value);
}

/** Words for the values templates commonly receive (ledger reasons, periodicities, stat names). */
const paramWords: Readonly<Record<string, string>> = {
  match_reward: "a match",
  quest_reward: "a quest",
  daily_reward: "your daily reward",
  promo_code: "a promo code",
  poll_reward: "a poll",
  message_reward: "a message",
  staff_grant: "the team",
  referral_reward: "a referral",
  shop_purchase: "the shop",
  allTime: "all-time",
  bossPoints: "boss points",
  killPoints: "kill points",
  pveWins: "PvE wins",
};

function paramText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value.toLocaleString("en-US");
  if (typeof value === "string") return paramWords[value] ?? value;
  if (typeof value === "boolean") return value ? "yes" : "no";
  return null;
}

/** Params a writer may leave out because the catalogue knows them (an achievement's description). */
function withDerivedParams(params: object): Record<string, unknown> {
  const values = { ...(params as Record<string, unknown>) };
  if (values.description === undefined && typeof values.achievement === "string") {
    values.description = achievements.find(
      (achievement) => achievement.key === values.achievement,
    )?.description;
  }
  return values;
}

export interface RenderedMessage {
  title: string;
  text: string;
  /** The template key, or null for a plain-text message. */
  template: MessageTemplateKey | null;
}

/**
 * The text a player sees. A template's {slot} without a usable param keeps its
 * name (visible, not silently empty), so a missing param is noticed in review.
 */
export function renderMessage(message: string, params: unknown): RenderedMessage {
  if (!isTemplateKey(message)) return { title: "Message", text: message, template: null };
  const template: MessageTemplate = messageTemplates[message];
  const values = withDerivedParams(
    params && typeof params === "object" && !Array.isArray(params) ? params : {},
  );
  const text = template.text.replace(/\{(\w+)\}/g, (slot, name: string) => {
    return paramText(values[name]) ?? slot;
  });
  return { title: template.title, text, template: message };
}
