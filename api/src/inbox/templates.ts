// The inbox's message templates. Message.message is either plain text or one of
// these keys; Message.params fill the {slots}, and Message.rewards is what the
// player collects. Every writer (grants, jobs, progression, staff, leaderboard
// resets) stores only a key and its params; render-message.ts turns them into
// words in one place, for the API's `text`, the game site and the console.
//
// A slot names a param ({rank}) or a word render-message.ts derives from the
// params ({achievement}: the achievement's name, {board}: the leaderboard's,
// {source}: where a reward came from, {reward}: the message's reward in words).
// A count slot says its noun: {hours:hour} renders "1 hour" or "2 hours"
// ({n:enemy/enemies} for an irregular plural). A title is plain words: it is
// the template's display name (display-names.ts lists them with every other).

export interface MessageTemplate {
  /** A short heading for the inbox list, and the template's name for staff. */
  readonly title: string;
  /** The body, with {slots}. */
  readonly text: string;
  /**
   * The params a writer passes, each with an example value: the console's
   * compose screen asks for these, and the catalogue test renders every
   * template with them.
   */
  readonly example: Readonly<Record<string, string | number>>;
  /** Sent with Message.rewards: its text speaks of them, so a send without one is refused. */
  readonly needsReward?: true;
  /** A key demo worlds seeded before its twin existed still hold: rendered, never written, not offered to staff. */
  readonly legacy?: true;
}

const achievementUnlocked = {
  title: "Achievement unlocked",
  text: "{achievement}: {description}. Your reward: {reward}.",
  example: { achievement: "first-blood" },
} as const satisfies MessageTemplate;

const leaderboardReward = {
  title: "Leaderboard reward",
  text: "You finished rank {rank} on the {board} leaderboard. Well fought! Your reward: {reward}.",
  example: { rank: 3, periodicity: "weekly", type: "kills" },
  needsReward: true,
} as const satisfies MessageTemplate;

const liveEventReward = {
  title: "Event leaderboard reward",
  text: "You finished rank {rank} on the leaderboard of {event}. Well fought! Your reward: {reward}.",
  example: { rank: 2, event: "Boss rush weekend" },
  needsReward: true,
} as const satisfies MessageTemplate;

const pollInvitation = {
  title: "New poll",
  text: "Tell us what you think: {question}",
  example: { question: "Which element should the next legendary monster be?" },
} as const satisfies MessageTemplate;

export const messageTemplates = {
  // written by api/src/grants/grant-reward.ts (params.source: a ledger reason)
  inventory_full: {
    title: "Rewards waiting",
    text: "Your inventory was full, so your rewards from {source} wait here: {reward}. Make room, then collect them.",
    example: { source: "match_reward" },
    needsReward: true,
  },
  // jobs: VIP expiry (no params)
  vip_expired: {
    title: "VIP expired",
    text: "Your VIP membership has ended. Renew it in the shop to keep double daily rewards, shop discounts and extra slots.",
    example: {},
  },
  // progression: achievements (params: achievement, and description and reward, which the catalogue also knows)
  achievement_unlocked: achievementUnlocked,
  // leaderboards/reset-leaderboard.ts (params: rank, periodicity, type, periodStart)
  leaderboard_reward: leaderboardReward,
  // live-events/settle-live-events.ts, a live event's own board at its end (params: rank, score, event, eventId, type, periodStart)
  live_event_reward: liveEventReward,
  // staff or jobs inviting to a poll (params: question; action {type: "poll", target: key})
  poll_invitation: pollInvitation,
  // the gift a new player finds in the inbox on their first visit (rewards: the gift)
  welcome_gift: {
    title: "Your welcome gift",
    text: "Welcome to Monster Arena! Here is a gift to start your collection: {reward}. Collect it, then build your team.",
    example: {},
    needsReward: true,
  },
  // keys of the demo-world seed (prisma/seed)
  welcome: {
    title: "Welcome to Monster Arena",
    text: "Welcome, tamer! You start with {gold} gold, {gems:gem} and three monsters. Good luck in the arena!",
    example: { gold: 1000, gems: 50 },
  },
  "poll.new": { ...pollInvitation, legacy: true },
  "achievement.unlocked": { ...achievementUnlocked, legacy: true },
  "vip.expired": {
    title: "VIP expired",
    text: "Your VIP membership has ended after {totalVipDays:day} in total. Renew it in the shop to keep your perks.",
    example: { totalVipDays: 30 },
    legacy: true,
  },
  "leaderboard.reward": { ...leaderboardReward, legacy: true },
  "gift.welcome-back": {
    title: "Welcome back",
    text: "We missed you! Here is a gift to get you going again: {reward}.",
    example: {},
    needsReward: true,
  },
  "event.announcement": {
    title: "New event",
    text: "{event} has started: jump in before it ends!",
    example: { event: "Boss rush weekend" },
  },
  "event.weekend-ending": {
    title: "Event ending",
    text: "{event} is ending soon. Here is a little something: {reward}.",
    example: { event: "Boss rush" },
    needsReward: true,
  },
  "maintenance.compensation": {
    title: "Sorry for the downtime",
    text: "The arena was closed for {hours:hour} of maintenance. Please accept {reward} as compensation.",
    example: { hours: 2 },
    needsReward: true,
  },
} as const satisfies Record<string, MessageTemplate>;

export type MessageTemplateKey = keyof typeof messageTemplates;

/** The keys a writer may store: every template but the legacy twins older demo worlds still hold. */
export type CurrentMessageKey = {
  [Key in MessageTemplateKey]: (typeof messageTemplates)[Key] extends { legacy: true } ? never : Key;
}[MessageTemplateKey];

/** The templates' keys for the code that writes them (one spelling each). */
export const messageKeys = {
  inventoryFull: "inventory_full",
  vipExpired: "vip_expired",
  achievementUnlocked: "achievement_unlocked",
  leaderboardReward: "leaderboard_reward",
  liveEventReward: "live_event_reward",
  pollInvitation: "poll_invitation",
  welcomeGift: "welcome_gift",
} as const satisfies Record<string, CurrentMessageKey>;

export function isTemplateKey(value: string): value is MessageTemplateKey {
  return Object.hasOwn(messageTemplates, value);
}

export function messageTemplate(key: MessageTemplateKey): MessageTemplate {
  return messageTemplates[key];
}

/** A {slot}: its param, and for a count the noun's singular and plural. */
export const slotPattern = /\{(\w+)(?::([^}/]+)(?:\/([^}]+))?)?\}/g;

/** A text as staff read it in the compose screen: "{hours:hour}" shows as "{hours} hours". */
export function textForStaff(text: string): string {
  return text.replace(slotPattern, (_slot, name: string, one?: string, other?: string) =>
    one ? `{${name}} ${other ?? `${one}s`}` : `{${name}}`,
  );
}
