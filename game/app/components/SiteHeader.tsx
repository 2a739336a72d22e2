import { Link, NavLink } from "@remix-run/react";
import { BrandMark } from "./BrandMark";

export function SiteHeader() {
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
          <NavLink to="/signin" className="site-nav__link">
            Sign in
          </NavLink>
          <NavLink to="/signup" className="button button--primary button--small">
            Sign up
          </NavLink>
        </nav>
      </div>
    </header>
  );
}
