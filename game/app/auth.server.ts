// The game's side of the sign-in layer: the same modules the auth API uses
// (one csrf check, one session reader), called with context.deps. Server-only.

import { resolveRedirect } from "@arena/api/auth/callback-url";
import { parseCookieHeader, serializeCookie } from "@arena/api/auth/cookies";
import { checkCsrfToken } from "@arena/api/auth/csrf";
import { publicProviders } from "@arena/api/auth/providers";
import { readSession, type SessionUser } from "@arena/api/auth/session";
import { authSettings } from "@arena/api/auth/settings";
import type { AppLoadContext } from "@remix-run/server-runtime";

/** A csrf token for a form that posts to /api/auth, and the cookie to set when the browser had none. */
export function csrfForForm(
  context: AppLoadContext,
  request: Request,
): { csrfToken: string; headers: Headers } {
  const settings = authSettings(context.deps.env);
  const cookies = parseCookieHeader(request.headers.get("cookie"));
  const csrf = checkCsrfToken({
    secret: settings.secret,
    cookieValue: cookies[settings.cookies.csrfToken],
    isPost: false,
    bodyValue: undefined,
  });
  const headers = new Headers();
  if (csrf.cookieValue) {
    headers.append(
      "Set-Cookie",
      serializeCookie({ name: settings.cookies.csrfToken, value: csrf.cookieValue }, settings.secure),
    );
  }
  return { csrfToken: csrf.csrfToken, headers };
}

/** The signed-in user, or null (no session, an ended one, or a banned user). */
export async function currentUser(context: AppLoadContext, request: Request): Promise<SessionUser | null> {
  const state = await readSession(context.deps, request.headers.get("cookie"));
  return state.status === "active" ? state.user : null;
}

/** Where to go after signing in: only ever this site (the API's redirect rule). */
export function safeCallbackUrl(context: AppLoadContext, value: string | null): string {
  return resolveRedirect(value || "/", authSettings(context.deps.env).origin);
}

export function oauthProviders(context: AppLoadContext): { id: string; name: string }[] {
  return publicProviders(context.deps.env)
    .filter((provider) => provider.type === "oauth")
    .map(({ id, name }) => ({ id, name }));
}
