// /dev/outbox: the account mails a development server kept instead of sending
// them (no SMTP_URL), so a developer can follow a reset link. Mounted only
// when NODE_ENV is development (api/src/http/app.ts).
import { Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { mailer } from "../mail/mailer.ts";
import type { HttpEnv } from "./types.ts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The mail's text with its links made clickable. */
function textWithLinks(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export function devOutboxRoutes(deps: AppDeps) {
  const app = new Hono<HttpEnv>();
  app.get("/dev/outbox", (c) => {
    const { delivery } = mailer(deps);
    const mails = mailer(deps).outbox();
    const items = mails
      .map(
        (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p>To ${escapeHtml(mail.to)}, ${mail.sentAt.toISOString()}</p>
<pre>${textWithLinks(mail.text)}</pre>
</article>`,
      )
      .join("\n<hr>\n");
    const status =
      delivery === "smtp"
        ? "<p>SMTP_URL is set: mail goes out through it, so nothing is kept here.</p>"
        : `<p>${mails.length === 0 ? "No mail yet." : `The last ${mails.length} mails, newest first.`}</p>`;
    return c.html(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox (development)</title></head>
<body>
<h1>Outbox (development)</h1>
${status}
${items}
</body>
</html>`);
  });
  return app;
}
