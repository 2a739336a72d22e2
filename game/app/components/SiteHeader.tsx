import { isStaffRole } from "@arena/api/staff/permissions";
import { Link, NavLink, useLocation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { BrandMark } from "./BrandMark";
import { PlayerNav } from "./progression/PlayerNav";

export interface HeaderUser {
  name: string | null;
  role: string;
  /** Unread inbox messages (the badge). */
  unread?: number;
}

/** The signed-in player's balances (economy). */
export interface HeaderWallet {
  gold: number;
  gems: number;
  isVip: boolean;
}

// Wide screens: signed out, one row (brand, a few links, sign-in); signed in, the
// account row (wallet, inbox, name, sign out) and below it the game's sections.
// Narrow screens (a phone): the brand, the wallet and a Menu button; the links
// open below the bar as one list (SiteMenu). The same links serve both layouts,
// so nothing is rendered twice.
export function SiteHeader({
  user,
  wallet = null,
}: {
  user: HeaderUser | null;
  wallet?: HeaderWallet | null;
}) {
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
              <PlayerNav name={user.name} />
              <NavLink to="/shop" className="site-nav__link">
                Shop
              </NavLink>
              <NavLink to="/leaderboards" className="site-nav__link">
                Leaderboards
              </NavLink>
              <NavLink to="/polls" className="site-nav__link">
                Polls
              </NavLink>
            </nav>
            <nav className="site-nav site-nav--account" aria-label="Account">
              <NavLink to="/inbox" className="site-nav__link" data-testid="inbox-link">
                Inbox
                {user.unread ? (
                  <>
                    <span className="nav-badge">{user.unread}</span>
                    <span className="visually-hidden"> unread</span>
                  </>
                ) : null}
              </NavLink>
              {isStaffRole(user.role) ? (
                // The console is a separate app, so it needs a full page load, not a Remix navigation.
                <a href="/console/" className="site-nav__link site-nav__link--secondary">
                  LiveOps console
                </a>
              ) : null}
              <span className="site-nav__user" data-testid="signed-in-user">
                {user.name ?? "Player"}
              </span>
              <NavLink to="/signout" className="button button--ghost button--small">
                Sign out
              </NavLink>
            </nav>
          </SiteMenu>
        ) : (
          <SiteMenu unread={0}>
            <nav className="site-nav" aria-label="Main">
              <a href="/console/" className="site-nav__link site-nav__link--secondary">
                LiveOps console
              </a>
              <NavLink to="/leaderboards" className="site-nav__link">
                Leaderboards
              </NavLink>
              <NavLink to="/signin" className="site-nav__link">
                Sign in
              </NavLink>
              <NavLink to="/signup" className="button button--primary button--small">
                Sign up
              </NavLink>
            </nav>
          </SiteMenu>
        )}
      </div>
    </header>
  );
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
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // Following a link (or any navigation) closes the menu.
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
    // Tabbing past the last link (or focus going anywhere outside) closes the list.
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
  return (
    <Link to="/gems" className="wallet-badge" data-testid="wallet">
      <span className="wallet-badge__gold" data-testid="wallet-gold">
        <span aria-hidden="true">●</span> {wallet.gold.toLocaleString("en-US")}
        <span className="visually-hidden"> gold</span>
      </span>
      <span className="wallet-badge__gems" data-testid="wallet-gems">
        <span aria-hidden="true">◆</span> {wallet.gems.toLocaleString("en-US")}
        <span className="visually-hidden"> gems</span>
      </span>
      {wallet.isVip ? <span className="wallet-badge__vip">VIP</span> : null}
    </Link>
  );
}
