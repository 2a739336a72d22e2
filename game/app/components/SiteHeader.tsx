import { Link, NavLink } from "@remix-run/react";
import { BrandMark } from "./BrandMark";
import { PlayerNav } from "./progression/PlayerNav";

export interface HeaderUser {
  name: string | null;
  role: string;
  /** Unread inbox messages (the badge). */
  unread?: number;
}

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to="/" className="brand">
          <BrandMark />
          <span>Monster Arena</span>
        </Link>
        <nav className="site-nav" aria-label="Main">
          {/* The console is a separate app, so it needs a full page load, not a Remix navigation. */}
          <a href="/console/" className="site-nav__link site-nav__link--secondary">
            LiveOps console
          </a>
          <NavLink to="/leaderboards" className="site-nav__link">
            Leaderboards
          </NavLink>
          {user ? (
            <>
              <PlayerNav name={user.name} />
              <NavLink to="/polls" className="site-nav__link">
                Polls
              </NavLink>
              <NavLink to="/inbox" className="site-nav__link" data-testid="inbox-link">
                Inbox
                {user.unread ? (
                  <>
                    <span className="nav-badge">{user.unread}</span>
                    <span className="visually-hidden"> unread</span>
                  </>
                ) : null}
              </NavLink>
              <span className="site-nav__user" data-testid="signed-in-user">
                {user.name ?? "Player"}
              </span>
              <NavLink to="/signout" className="button button--ghost button--small">
                Sign out
              </NavLink>
            </>
          ) : (
            <>
              <NavLink to="/signin" className="site-nav__link">
                Sign in
              </NavLink>
              <NavLink to="/signup" className="button button--primary button--small">
                Sign up
              </NavLink>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
