// Small pieces the economy pages share: their row of links, prices, the page heading.
import { countOf } from "@arena/api/words/words";
import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { economyLinks } from "../site-links";

/** Links between the economy pages (the site header keeps only Shop and Daily). */
export function EconomyNav() {
  return (
    <nav className="economy-nav" aria-label="Economy">
      {economyLinks.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end} className="economy-nav__link">
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

export function Price({ amount, currency }: { amount: number; currency: string }) {
  return (
    <span className={`price price--${currency}`}>
      <span aria-hidden="true">{currency === "gems" ? "◆" : "●"}</span>{" "}
      {currency === "gems" ? countOf(amount, "gem") : countOf(amount, currency, currency)}
    </span>
  );
}

export function PageHeading({ title, lede }: { title: string; lede?: ReactNode }) {
  return (
    <header className="economy-page__header">
      <EconomyNav />
      <h1>{title}</h1>
      {lede ? <p className="economy-page__lede">{lede}</p> : null}
    </header>
  );
}
