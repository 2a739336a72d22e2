// /dev/outbox: the local outbox, the account mails a server without SMTP_URL kept
// instead of sending them, so a person trying the local demo world (or a developer)
// can follow a reset or confirmation link. It shows every account's links, so it is
// mounted only while mail delivery is "outbox" (api/src/http/app.ts): the local demo
// world, never a deployment on PostgreSQL nor a server with SMTP_URL
// (docs/decisions/113); anywhere else the path is the game's 404.
import { Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { mailer, outboxPath, replacedMails } from "../mail/mailer.ts";
import type { HttpEnv } from "./types.ts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** "e-mail" never breaks as "e- / mail" on a phone. */
function keepWhole(html: string): string {
  return html.replace(/\b[eE]-mail\b/g, (word) => `<span class="nb">${word}</span>`);
}

const linkPattern = /https?:\/\/[^\s<]+/g;

/** The mail's text with its links made clickable. */
function textWithLinks(text: string): string {
  return escapeHtml(text).replace(linkPattern, (url) => `<a href="${url}">${url}</a>`);
}

const style = `
:root { color-scheme: dark; font-family: system-ui, sans-serif; background: #110c1d; color: #ece8f7; }
body { margin: 0 auto; max-width: 46rem; padding: 1rem; line-height: 1.5; }
a { color: #c6b6ff; }
.nb { white-space: nowrap; }
.note { background: #1d1630; border: 1px solid #3a2f57; border-radius: 8px; padding: 0.75rem 1rem; }
.nav { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; }
.nav a { display: inline-block; padding-block: 0.6rem; }
article { border-top: 1px solid #3a2f57; padding-block: 0.5rem 1rem; }
article h2 { font-size: 1.15rem; margin-bottom: 0.25rem; }
.replaced { color: #b3aacb; font-style: italic; }
.meta { color: #b3aacb; margin-top: 0; overflow-wrap: anywhere; }
.open { display: inline-block; background: #9b7bff; color: #110c1d; font-weight: 600; border-radius: 8px;
  padding: 0.7rem 1rem; text-decoration: none; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; background: #1d1630; border-radius: 8px;
  padding: 0.75rem 1rem; }
`;

export function devOutboxRoutes(deps: AppDeps) {
  const app = new Hono<HttpEnv>();
  app.get(outboxPath, (c) => {
    const mails = mailer(deps).outbox();
    const replaced = replacedMails(mails);
    const where =
      deps.env.NODE_ENV === "production"
        ? "This is the local demo world (the embedded database)"
        : `This is a ${deps.env.NODE_ENV} server`;
    const items = mails
      .map((mail) => {
        const link = mail.text.match(linkPattern)?.[0];
        // A newer mail for the same account and purpose replaced this one's link: it no longer works.
        const open = replaced.has(mail)
          ? `<p class="replaced">A newer mail above replaced this one: its link no longer works.</p>`
          : link
            ? `<p><a class="open" href="${escapeHtml(link)}">Open the link in this mail</a></p>`
            : "";
        return `<article>
<h2>${keepWhole(escapeHtml(mail.subject))}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · ${mail.sentAt.toISOString().slice(0, 19).replace("T", " ")} UTC</p>
${open}
<details><summary>The whole mail</summary><pre>${textWithLinks(mail.text)}</pre></details>
</article>`;
      })
      .join("\n");
    // The links open accounts: never cached, indexed, or sent on as a referrer.
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    c.header("Referrer-Policy", "no-referrer");
    return c.html(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>Local outbox · Monster Arena</title><style>${style}</style></head>
<body>
<h1>Local outbox</h1>
<p class="note">${where} and SMTP_URL is not set, so account mails (password resets, address confirmations)
are not sent: they are kept here, in this server's memory (the last 50, until it restarts). A deployment
sends real mail through SMTP_URL and has no outbox.</p>
<nav class="nav" aria-label="Outbox"><a href="${outboxPath}">Refresh</a><a href="/home">Back to the game</a></nav>
<p>${mails.length === 0 ? "No mail yet." : `${mails.length === 1 ? "One mail" : `${mails.length} mails`}, newest first.`}</p>
${items}
</body>
</html>`);
  });
  return app;
}
