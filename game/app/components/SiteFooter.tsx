import { linksIn } from "../site-links";
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
          {/* The privacy page, and other apps on this server (the API reference, the console): full page loads. */}
          {linksIn("platform").map((link) => (
            <a key={link.href} href={link.href}>
              {link.label}
            </a>
          ))}
        </nav>
      </div>
    </footer>
  );
}
