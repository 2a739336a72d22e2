// The HTML pages the auth API serves itself (sign-out confirmation, error,
// verify-request). The sign-in and sign-up pages are the game's own (/signin,
// /signup); these stay here so that the contract's statuses hold for any client.
import { errorPage } from "./messages.ts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Monster Arena</title><style>body{font-family:system-ui,sans-serif;background:#14121f;color:#ece9f6;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#211d33;padding:2rem 2.5rem;border-radius:12px;max-width:26rem;text-align:center}h1{margin-top:0;font-size:1.4rem}button,.button{display:inline-block;background:#f2b544;color:#14121f;border:0;border-radius:8px;padding:.6rem 1.2rem;font-weight:600;text-decoration:none;cursor:pointer;font-size:1rem}</style></head><body><main>${body}</main></body></html>`;
}

export interface HtmlPage {
  status: number;
  html: string;
}

export function signOutPage(input: { baseUrl: string; csrfToken: string }): HtmlPage {
  return {
    status: 200,
    html: layout(
      "Sign out",
      `<h1>Sign out</h1><p>Are you sure you want to sign out?</p><form action="${escapeHtml(`${input.baseUrl}/signout`)}" method="POST"><input type="hidden" name="csrfToken" value="${escapeHtml(input.csrfToken)}"><button type="submit">Sign out</button></form>`,
    ),
  };
}

/**
 * The contract's error page. A sign-in refused for a ban in force (banPageUrl given)
 * also says so and leads to the game's ban page, which says why and until when.
 */
export function errorHtmlPage(input: {
  kind: string | undefined;
  signInUrl: string;
  banPageUrl?: string;
}): HtmlPage {
  const page = errorPage(input.kind);
  const next = input.banPageUrl
    ? `<p>This account is banned.</p><p><a class="button" href="${escapeHtml(input.banPageUrl)}">See why and until when</a></p>`
    : `<p><a class="button" href="${escapeHtml(input.signInUrl)}">Sign in</a></p>`;
  return {
    status: page.status,
    html: layout(
      page.heading,
      `<h1>${escapeHtml(page.heading)}</h1><p>${escapeHtml(page.message)}</p>${next}`,
    ),
  };
}

export function verifyRequestPage(input: { origin: string }): HtmlPage {
  return {
    status: 200,
    html: layout(
      "Check your email",
      `<h1>Check your email</h1><p>A sign in link has been sent to your email address.</p><p><a class="button" href="${escapeHtml(input.origin)}">Back to Monster Arena</a></p>`,
    ),
  };
}

export function tooManyAttemptsPage(input: { message: string; signInUrl: string }): HtmlPage {
  return {
    status: 429,
    html: layout(
      "Too many attempts",
      `<h1>Too many attempts</h1><p>${escapeHtml(input.message)}</p><p><a class="button" href="${escapeHtml(input.signInUrl)}">Back to sign in</a></p>`,
    ),
  };
}
