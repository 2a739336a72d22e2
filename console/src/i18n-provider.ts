// The console's words where react-admin's defaults say "Element created" or
// title a page "Promo codes SPRING": each resource's name, singular and plural
// (titles "Promo code SPRING", "Create Shop item"; menus and lists "Promo codes"),
// everything else English as react-admin ships it.
import { defaultI18nProvider, type I18nProvider } from "react-admin";

/** Resource → [one, many]; resources not named here keep their options.label. */
const resourceNames: Record<string, readonly [string, string]> = {
  players: ["Player", "Players"],
  "promo-codes": ["Promo code", "Promo codes"],
  polls: ["Poll", "Polls"],
  audiences: ["Audience", "Audiences"],
  "live-events": ["Live event", "Live events"],
  experiments: ["Experiment", "Experiments"],
  messages: ["Message", "Messages"],
  announcements: ["Announcement", "Announcements"],
  "scheduled-sends": ["Scheduled send", "Scheduled sends"],
  "shop-items": ["Shop item", "Shop items"],
  leaderboards: ["Leaderboard", "Leaderboards"],
  transactions: ["Transaction", "Transactions"],
  jobs: ["Job", "Jobs"],
  staff: ["Staff member", "Staff"],
  "server-keys": ["Server key", "Server keys"],
  "webhook-endpoints": ["Webhook endpoint", "Webhooks"],
  "webhook-deliveries": ["Webhook delivery", "Webhook deliveries"],
};

/**
 * Forms save through useSavedNotice ("Promo code SPRING saved"); any other save still says
 * something, and a bulk action how many records it changed ("2 records updated").
 */
const plainWords: Record<string, (count: number) => string> = {
  "ra.notification.created": () => "Saved",
  "ra.notification.updated": (count) => (count === 1 ? "Saved" : `${count} records updated`),
  "ra.notification.deleted": (count) => (count === 1 ? "Deleted" : `${count} records deleted`),
};

export function resourceName(resource: string, count: number): string | undefined {
  const names = resourceNames[resource];
  return names ? names[count === 1 ? 0 : 1] : undefined;
}

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate(key, options) {
    const named = /^resources\.([^.]+)\.name$/.exec(key);
    const name = named?.[1] ? resourceName(named[1], Number(options?.smart_count ?? 2)) : undefined;
    if (name) return name;
    const plain = plainWords[key];
    return plain ? plain(Number(options?.smart_count ?? 1)) : defaultI18nProvider.translate(key, options);
  },
};
