// Every link the game's navigation shows, in one table: the header (a player's four
// groups, which a phone's menu lists under their titles, and a visitor's row; ADR 110),
// the economy pages' row, the footer, and the page each first step is done on (ADR 111).
// Each of them reads its links from here, so a page is named and placed once.
import type { FirstStepKey } from "@arena/api/catalogue/new-players";

/** Where a link shows: a header group (play … account, or visitor when signed out) or the footer (platform). */
export type LinkGroup = "play" | "shop" | "community" | "account" | "visitor" | "platform";

/** Who is shown it: any signed-in account, staff only, a signed-out visitor, everyone. */
export type LinkAudience = "signed-in" | "staff" | "visitor" | "everyone";

export interface SiteLink {
  /** The page's path; ":name" stands for the signed-in player's name. */
  readonly to: string;
  readonly label: string;
  readonly group: LinkGroup;
  readonly shownTo: LinkAudience;
  /**
   * page (the default): a page of the game; app: another app on this server (the console,
   * the API reference), so a full page load; action: not a place (signing out), so its
   * group never shows as current for it.
   */
  readonly kind?: "page" | "app" | "action";
  /** Current on this path only, not below it ("/shop", not "/shop/…"). */
  readonly end?: boolean;
  /** Other paths whose pages belong to this one (Settings: the password and e-mail pages). */
  readonly alsoCurrentOn?: readonly string[];
  /** Shown as a button: the one call to action of its row (Sign up). */
  readonly prominent?: boolean;
  /** Shows the unread count, in the bar beside its group's menu rather than in it (Inbox). */
  readonly unreadBadge?: boolean;
  /** Also in the economy pages' row of links. */
  readonly economy?: boolean;
  /** The first step done on this page, and the first-steps guide's call to action to it. */
  readonly firstStep?: { readonly key: FirstStepKey; readonly action: string };
}

export const siteLinks = [
  // Play
  { to: "/home", label: "Home", group: "play", shownTo: "signed-in" },
  {
    to: "/play",
    label: "Play",
    group: "play",
    shownTo: "signed-in",
    firstStep: { key: "winBattle", action: "Go to battle" },
  },
  {
    to: "/teams",
    label: "Teams",
    group: "play",
    shownTo: "signed-in",
    firstStep: { key: "buildTeam", action: "Choose your monsters" },
  },
  {
    to: "/inventory",
    label: "Inventory",
    group: "play",
    shownTo: "signed-in",
  },
  {
    to: "/collection",
    label: "Collection",
    group: "play",
    shownTo: "signed-in",
    firstStep: { key: "viewCollection", action: "Open your collection" },
  },
  {
    to: "/quests",
    label: "Quests",
    group: "play",
    shownTo: "signed-in",
    firstStep: { key: "claimQuest", action: "Open your quests" },
  },
  { to: "/achievements", label: "Achievements", group: "play", shownTo: "signed-in" },
  // Shop: the economy pages
  { to: "/shop", label: "Shop", group: "shop", shownTo: "signed-in", end: true, economy: true },
  { to: "/gems", label: "Gems", group: "shop", shownTo: "signed-in", economy: true },
  { to: "/vip", label: "VIP", group: "shop", shownTo: "signed-in", economy: true },
  {
    to: "/daily",
    label: "Daily reward",
    group: "shop",
    shownTo: "signed-in",
    economy: true,
    firstStep: { key: "claimDailyReward", action: "Open the calendar" },
  },
  { to: "/promo", label: "Promo code", group: "shop", shownTo: "signed-in", economy: true },
  // Community
  { to: "/leaderboards", label: "Leaderboards", group: "community", shownTo: "signed-in" },
  { to: "/polls", label: "Polls", group: "community", shownTo: "signed-in" },
  // Account
  { to: "/inbox", label: "Inbox", group: "account", shownTo: "signed-in", unreadBadge: true },
  { to: "/profile/:name", label: "Profile", group: "account", shownTo: "signed-in" },
  {
    to: "/profile/edit",
    label: "Settings",
    group: "account",
    shownTo: "signed-in",
    alsoCurrentOn: ["/account"],
  },
  { to: "/purchases", label: "Purchases", group: "account", shownTo: "signed-in", economy: true },
  { to: "/console/", label: "LiveOps console", group: "account", shownTo: "staff", kind: "app" },
  { to: "/signout", label: "Sign out", group: "account", shownTo: "signed-in", kind: "action" },
  // Signed out
  { to: "/console/", label: "LiveOps console", group: "visitor", shownTo: "visitor", kind: "app" },
  { to: "/leaderboards", label: "Leaderboards", group: "visitor", shownTo: "visitor" },
  { to: "/signin", label: "Sign in", group: "visitor", shownTo: "visitor" },
  { to: "/signup", label: "Sign up", group: "visitor", shownTo: "visitor", prominent: true },
  // The footer
  { to: "/privacy", label: "Privacy", group: "platform", shownTo: "everyone" },
  { to: "/api/docs", label: "API reference", group: "platform", shownTo: "everyone", kind: "app" },
  { to: "/console/", label: "LiveOps console", group: "platform", shownTo: "everyone", kind: "app" },
] as const satisfies readonly SiteLink[];

/** Who is looking: nobody signed in, or an account's role and name. */
export interface LinkViewer {
  signedIn: boolean;
  isStaff: boolean;
  name: string | null;
}

export const signedOut: LinkViewer = { signedIn: false, isStaff: false, name: null };

function shownTo(link: SiteLink, viewer: LinkViewer): boolean {
  switch (link.shownTo) {
    case "everyone":
      return true;
    case "visitor":
      return !viewer.signedIn;
    case "signed-in":
      return viewer.signedIn;
    case "staff":
      return viewer.signedIn && viewer.isStaff;
  }
}

/**
 * A group's links this viewer is shown, in the table's order, each with its path made
 * (the player's own profile); a link to a name the account does not have is left out.
 */
export function linksIn(group: LinkGroup, viewer: LinkViewer = signedOut): (SiteLink & { href: string })[] {
  return siteLinks.flatMap((link: SiteLink) => {
    if (link.group !== group || !shownTo(link, viewer)) return [];
    if (!link.to.includes(":name")) return [{ ...link, href: link.to }];
    return viewer.name ? [{ ...link, href: link.to.replace(":name", encodeURIComponent(viewer.name)) }] : [];
  });
}

/** The economy pages' row: the shop's pages and the purchase history. */
export const economyLinks: readonly SiteLink[] = siteLinks.filter((link: SiteLink) => link.economy);

/** The paths a group's pages are on (its button shows as current on them): not other apps, not actions. */
export function groupPaths(links: readonly (SiteLink & { href: string })[]): string[] {
  return links.flatMap((link) =>
    (link.kind ?? "page") === "page" ? [link.href, ...(link.alsoCurrentOn ?? [])] : [],
  );
}

type StepWithAPage = Extract<(typeof siteLinks)[number], { firstStep: unknown }>["firstStep"]["key"];

/**
 * The page a first step is done on, and the guide's words for the way there. Typed by the
 * table: a step the API adds without a page here fails to compile where the guide asks.
 */
export function firstStepLink(key: StepWithAPage): { to: string; action: string } | undefined {
  const link: SiteLink | undefined = siteLinks.find(
    (candidate: SiteLink) => candidate.firstStep?.key === key,
  );
  return link?.firstStep ? { to: link.to, action: link.firstStep.action } : undefined;
}
