import { BrandMark } from "./BrandMark";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <p className="site-footer__brand">
          <BrandMark size={20} />
          Monster Arena: a collectable-monster game and the LiveOps platform behind it.
        </p>
        <nav className="site-footer__links" aria-label="Platform">
          <a href="/api/docs">API reference</a>
          <a href="/console/">LiveOps console</a>
        </nav>
      </div>
    </footer>
  );
}
