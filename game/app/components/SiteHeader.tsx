import { isStaffRole } from "@arena/api/staff/permissions";
import { Link, NavLink, useLocation, useNavigation } from "@remix-run/react";
import {
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { groupPaths, type LinkViewer, linksIn, type SiteLink, signedOut } from "../site-links";
import { ProfileAvatar } from "./Art";
import { BrandMark } from "./BrandMark";
import { battleIdOf, battleReplay, fightStarting } from "./progression/battle-replay";

export interface HeaderUser {
  name: string | null;
  role: string;
  /** The avatar and frame the player wears (cosmetic ids), shown beside the name. */
  avatar?: string;
  frame?: string;
  /** Unread inbox messages (the badge). */
  unread?: number;
}

/** The signed-in player's balances (economy). */
export interface HeaderWallet {
  gold: number;
  gems: number;
  isVip: boolean;
}

// Every page a signed-in player has, once, in four groups (ADR 110), read from the one
// links table (site-links.ts):
//   Play       Home, Play, Teams, Inventory, Quests, Achievements
//   Shop       Shop, Gems, VIP, Daily reward, Promo code (the economy pages)
//   Community  Leaderboards, Polls
//   Account    Inbox, Profile, Settings (profile, password, e-mail), Purchases, Sign out
//
// Wide screens: signed out, one row (brand, a few links, sign-in); signed in, the
// account row (wallet, inbox, the account menu under the player's name) and below
// it the game's sections, the shop's pages in a menu of their own.
// Narrow screens (a phone): the brand, the wallet and a Menu button; the links
// open below the bar as one list in titled groups (Play, Shop, Community,
// Account), every group open. The same links serve both layouts, so nothing is
// rendered twice.
export function SiteHeader({
  user,
  wallet = null,
}: {
  user: HeaderUser | null;
  wallet?: HeaderWallet | null;
}) {
  const viewer: LinkViewer = user
    ? { signedIn: true, isStaff: isStaffRole(user.role), name: user.name }
    : signedOut;
  const shopLinks = linksIn("shop", viewer);
  const accountLinks = linksIn("account", viewer);
  const accountMenu = accountLinks.filter((link) => !link.unreadBadge);
  return (
    <header className={`site-header${user ? " site-header--signed-in" : ""}`}>
      <div className="site-header__inner container">
        <Link to="/" className="brand">
          <BrandMark />
          <span className="brand__name">Monster Arena</span>
        </Link>
        {user && wallet ? <WalletBadge wallet={wallet} /> : null}
        {user ? (
          <SiteMenu unread={user.unread ?? 0}>
            <nav className="site-sections" aria-label="Main">
              <NavSection title="Play" links={linksIn("play", viewer)} />
              <NavGroup title="Shop" label="Shop" paths={groupPaths(shopLinks)}>
                <HeaderLinks links={shopLinks} />
              </NavGroup>
              <NavSection title="Community" links={linksIn("community", viewer)} />
            </nav>
            <nav className="site-nav site-nav--account" aria-label="Account">
              {accountLinks
                .filter((link) => link.unreadBadge)
                .map((link) => (
                  <NavLink key={link.href} to={link.href} className="site-nav__link" data-testid="inbox-link">
                    {link.label}
                    {user.unread ? (
                      <>
                        <span className="nav-badge">{user.unread}</span>
                        <span className="visually-hidden"> unread</span>
                      </>
                    ) : null}
                  </NavLink>
                ))}
              <NavGroup
                title={
                  <>
                    Account <span className="nav-group__who">{user.name ?? "Player"}</span>
                  </>
                }
                label={
                  <>
                    {user.avatar && user.frame ? (
                      <ProfileAvatar avatar={user.avatar} frame={user.frame} size={28} />
                    ) : null}
                    <span className="site-nav__user" data-testid="signed-in-user">
                      {user.name ?? "Player"}
                    </span>
                  </>
                }
                align="end"
                paths={groupPaths(accountMenu)}
              >
                <HeaderLinks links={accountMenu} />
              </NavGroup>
            </nav>
          </SiteMenu>
        ) : (
          <SiteMenu unread={0}>
            <nav className="site-nav" aria-label="Main">
              <HeaderLinks links={linksIn("visitor", viewer)} />
            </nav>
          </SiteMenu>
        )}
      </div>
      {/* Without JavaScript no menu opens: every group shows its links in the bar (under the menu on a phone). */}
      <noscript>
        <style>{noScriptGroups}</style>
      </noscript>
    </header>
  );
}

// Without JavaScript, on a wide screen: Shop's button goes, the account's stays as the
// player's name (a label), and both lists sit in the bar, which wraps if it must.
// (No ">" in it: React writes a style's text escaped, and "&gt;" is no selector.)
const noScriptGroups = `@media (min-width: 880px) {
  .nav-group--start .nav-group__toggle { display: none; }
  .nav-group--end .nav-group__toggle { pointer-events: none; }
  .nav-group__caret { display: none; }
  .nav-group--menu, .nav-group--menu .nav-group__list { display: contents; }
  .nav-group--menu .nav-group__list .site-nav__link { padding-inline: 0; }
  .nav-group--menu .nav-group__signout { margin-top: 0; }
  .site-sections, .site-nav--account { flex-wrap: wrap; row-gap: 4px; }
}`;

type HeaderLink = SiteLink & { href: string };

/** The class a header link wears: a plain link, another app's (quieter), or a button (Sign up, Sign out). */
function headerLinkClass(link: HeaderLink): string {
  if (link.kind === "app") return "site-nav__link site-nav__link--secondary";
  if (link.kind === "action") return "button button--ghost button--small nav-group__signout";
  return link.prominent ? "button button--primary button--small" : "site-nav__link";
}

function HeaderLinks({ links }: { links: HeaderLink[] }) {
  return (
    <>
      {links.map((link) =>
        link.kind === "app" ? (
          // Another app on this server (the console): a full page load, not a Remix navigation.
          <a key={link.href} href={link.href} className={headerLinkClass(link)}>
            {link.label}
          </a>
        ) : (
          <NavLink key={link.href} to={link.href} end={link.end} className={headerLinkClass(link)}>
            {link.label}
          </NavLink>
        ),
      )}
    </>
  );
}

/** Links that sit in the bar on wide screens, and under a title in the phone's menu. */
function NavSection({ title, links }: { title: string; links: HeaderLink[] }) {
  return (
    <div className="nav-group nav-group--flat">
      <span className="nav-group__title">{title}</span>
      <div className="nav-group__list">
        <HeaderLinks links={links} />
      </div>
    </div>
  );
}

/**
 * A group of links behind a button on wide screens (Shop, the account menu), a
 * disclosure like the Menu button (Escape, a click outside, focus leaving it and
 * any navigation close it). In the phone's menu the button is hidden and the
 * links show under the group's title.
 */
function NavGroup({
  title,
  label,
  paths,
  align = "start",
  children,
}: {
  /** The group's title in the phone's menu. */
  title: ReactNode;
  /** What the button shows on wide screens. */
  label: ReactNode;
  /** Paths whose pages belong to the group: the button shows as current on them. */
  paths: string[];
  align?: "start" | "end";
  children: ReactNode;
}) {
  const listId = useId();
  const { open, setOpen, toggle, area } = useDisclosure<HTMLDivElement>();
  const { pathname } = useLocation();
  const current = paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  return (
    <div
      ref={area}
      className={`nav-group nav-group--menu nav-group--${align}${open ? " nav-group--open" : ""}${current ? " nav-group--current" : ""}`}
    >
      <button
        ref={toggle}
        type="button"
        className="nav-group__toggle site-nav__link"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className="nav-group__caret" aria-hidden="true" />
      </button>
      <span className="nav-group__title">{title}</span>
      <div id={listId} className="nav-group__list">
        {children}
      </div>
    </div>
  );
}

/**
 * Open and closed, for a button and the area it opens: Escape closes it and puts the
 * focus back on the button, and so do a click outside the area, focus leaving it and
 * any navigation (following one of its links).
 */
function useDisclosure<Area extends HTMLElement>(): {
  open: boolean;
  setOpen: (update: (value: boolean) => boolean) => void;
  toggle: RefObject<HTMLButtonElement>;
  area: RefObject<Area>;
} {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const area = useRef<Area>(null);
  const location = useLocation();

  // Following a link (or any navigation) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger, not a value read.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) setOpen(false);
    };
    // Tabbing past the last link (or focus going anywhere outside) closes it.
    const onFocusOut = (event: FocusEvent) => {
      if (!area.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const element = area.current;
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    element?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      element?.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  return { open, setOpen, toggle, area };
}

const menuId = "site-menu";

/**
 * The header's links behind a Menu button on narrow screens (on wide ones the
 * button is hidden and the links show in the bar). A disclosure: the button says
 * whether the list is open (aria-expanded) and the list follows it, so Tab walks
 * into it; Escape closes it and puts focus back on the button, and so do a click
 * outside, focus leaving it and following one of its links. Without JavaScript,
 * the <noscript> rule in root.tsx shows the list open and hides the button.
 */
function SiteMenu({ unread, children }: { unread: number; children: ReactNode }) {
  const { open, setOpen, toggle, area } = useDisclosure<HTMLDivElement>();
  return (
    <div ref={area} className={`site-menu${open ? " site-menu--open" : ""}`}>
      <button
        ref={toggle}
        type="button"
        className="site-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="site-menu__icon" aria-hidden="true" />
        <span className="site-menu__label">Menu</span>
        {unread ? (
          <>
            <span className="nav-badge">{unread}</span>
            <span className="visually-hidden"> unread</span>
          </>
        ) : null}
      </button>
      <div id={menuId} className="site-menu__panel">
        {children}
      </div>
    </div>
  );
}

/** Gold and gems in the header; links to buying more gems. Its name is what it shows
 * ("1,000 gold 50 gems"): an aria-label such as "Your wallet" would hide the amounts from
 * screen readers and from voice control, which matches the words on screen. */
function WalletBadge({ wallet }: { wallet: HeaderWallet }) {
  // From a Fight press until its replay ends, the wallet keeps showing the balances from
  // before the battle: what the battle paid (its gold, an achievement's) is part of its
  // result, told when the result is on screen (progression/battle-replay.ts).
  const navigation = useNavigation();
  const location = useLocation();
  const { ended } = useSyncExternalStore(
    battleReplay.subscribe,
    battleReplay.snapshot,
    battleReplay.serverSnapshot,
  );
  const battleId = battleIdOf(location.pathname);
  const fighting = fightStarting(navigation) || (battleId !== null && ended !== battleId);
  const before = useRef(wallet);
  if (!fighting) before.current = wallet;
  const shown = before.current;
  return (
    <Link to="/gems" className="wallet-badge" data-testid="wallet">
      <span className="wallet-badge__gold" data-testid="wallet-gold">
        <span aria-hidden="true">●</span> {shown.gold.toLocaleString("en-US")}
        <span className="visually-hidden"> gold</span>
      </span>
      <span className="wallet-badge__gems" data-testid="wallet-gems">
        <span aria-hidden="true">◆</span> {shown.gems.toLocaleString("en-US")}
        <span className="visually-hidden"> gems</span>
      </span>
      {shown.isVip ? <span className="wallet-badge__vip">VIP</span> : null}
    </Link>
  );
}
