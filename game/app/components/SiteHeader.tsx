import { isStaffRole } from "@arena/api/staff/permissions";
import { Link, NavLink } from "@remix-run/react";
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

// Signed out: one row (brand, a few links, sign-in). Signed in: the account row
// (wallet, inbox, name, sign out) and, below it, the game's sections, so every
// link stays visible without crowding one line; the sections row scrolls
// sideways on a phone instead of the page.
export function SiteHeader({
  user,
  wallet = null,
}: {
  user: HeaderUser | null;
  wallet?: HeaderWallet | null;
}) {
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to="/" className="brand">
          <BrandMark />
          <span>Monster Arena</span>
        </Link>
        {user ? (
          <nav className="site-nav" aria-label="Account">
            {wallet ? <WalletBadge wallet={wallet} /> : null}
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
        ) : (
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
        )}
      </div>
      {user ? (
        <div className="site-sections">
          <nav className="site-sections__inner container" aria-label="Main">
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
        </div>
      ) : null}
    </header>
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
