// The OAuth state and PKCE verifier between the two legs of a sign-in, kept as
// NextAuth.js keeps them: two encrypted cookies (next-auth.state and
// next-auth.pkce.code_verifier) of 15 minutes holding {value, provider}, keyed
// with the cookie name as HKDF salt. The callback consumes and clears both.

import type { OutgoingCookie } from "./cookies.ts";
import { authConfig } from "./numbers.ts";
import { decodeToken, encodeToken } from "./session-token.ts";
import type { AuthSettings } from "./settings.ts";

export async function oauthCheckCookies(
  settings: AuthSettings,
  providerId: string,
  checks: { state: string; codeVerifier: string },
): Promise<OutgoingCookie[]> {
  const maxAge = authConfig.oauth.checkCookieMaxAgeSeconds;
  const expires = new Date(Date.now() + maxAge * 1000);
  const cookie = async (name: string, value: string): Promise<OutgoingCookie> => ({
    name,
    value: await encodeToken(
      { value, provider: providerId },
      { secret: settings.secret, salt: name, maxAgeSeconds: maxAge },
    ),
    maxAge,
    expires,
  });
  return [
    await cookie(settings.cookies.state, checks.state),
    await cookie(settings.cookies.pkceCodeVerifier, checks.codeVerifier),
  ];
}

export function clearOAuthCheckCookies(settings: AuthSettings): OutgoingCookie[] {
  return [settings.cookies.state, settings.cookies.pkceCodeVerifier].map((name) => ({
    name,
    value: "",
    maxAge: 0,
  }));
}

/** The state and verifier a callback request carries, if both are valid and made for this provider. */
export async function readOAuthChecks(
  settings: AuthSettings,
  providerId: string,
  requestCookies: Record<string, string>,
): Promise<{ state: string; codeVerifier: string } | null> {
  const read = async (name: string): Promise<string | null> => {
    const token = requestCookies[name];
    if (!token) return null;
    const payload = await decodeToken(token, {
      secret: settings.secret,
      salt: name,
      clockToleranceSeconds: authConfig.session.clockToleranceSeconds,
    });
    return payload && payload.provider === providerId && typeof payload.value === "string"
      ? payload.value
      : null;
  };
  const [state, codeVerifier] = await Promise.all([
    read(settings.cookies.state),
    read(settings.cookies.pkceCodeVerifier),
  ]);
  return state && codeVerifier ? { state, codeVerifier } : null;
}
