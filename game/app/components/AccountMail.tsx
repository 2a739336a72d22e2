import type { ReactNode } from "react";

/**
 * Words that must stay on one line ("e-mail" must not break as "e- / mail" on a phone):
 * the text is unchanged for search and screen readers, only the line break moves.
 */
export function NoBreak({ children }: { children: ReactNode }) {
  return <span className="no-break">{children}</span>;
}

/**
 * The local demo world's outbox, where the server keeps the account mails it cannot send
 * (no SMTP_URL): a plain link, since the page is the server's, not the game's.
 */
export function OutboxLink({ href, primary = true }: { href: string | null; primary?: boolean }) {
  if (!href) return null;
  return (
    <p>
      <a className={primary ? "button button--primary" : "button"} href={href}>
        Open the local outbox
      </a>
    </p>
  );
}
