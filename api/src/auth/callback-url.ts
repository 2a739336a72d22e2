// Where the sign-in layer may send a browser afterwards. Only this site: a
// relative path is joined to our origin, an absolute URL must have our origin,
// anything else (other origins, javascript:, data:, garbage) falls back to it.

/**
 * C0 and C1 control characters and DEL. No page's address holds them, and in
 * a Location header they fail the response (a 500) or inject a header, so a
 * value carrying one is "anything else" under the redirect rule.
 */
const controlCharacter = /\p{Cc}/u;

/** True for an http(s) URL or a path: anything else in a query or cookie is a configuration error. */
export function isValidCallbackUrl(value: string, origin: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? origin : undefined).protocol);
  } catch {
    return false;
  }
}

/**
 * NextAuth.js's default redirect rule, answering text a Location header can
 * carry. Anything else goes to `fallback`: the origin, as NextAuth.js does; the
 * game's own sign-in pages pass the game's home.
 */
export function resolveRedirect(value: string, origin: string, fallback = origin): string {
  if (controlCharacter.test(value)) return fallback;
  if (value.startsWith("/")) return headerText(`${origin}${value}`) ?? fallback;
  try {
    if (new URL(value).origin === origin) return headerText(value) ?? fallback;
  } catch {
    // Not a URL: fall through to the fallback.
  }
  return fallback;
}

/**
 * A header holds bytes, not Unicode: characters beyond ASCII are
 * percent-encoded as UTF-8 (the URL a browser would request anyway), and a
 * lone surrogate, which has no UTF-8 form, makes the value unusable (null).
 * Control characters never get here (resolveRedirect refuses them first).
 */
function headerText(url: string): string | null {
  try {
    return url.replace(/[^ -~]+/g, (characters) => encodeURIComponent(characters));
  } catch {
    return null;
  }
}

/** The callback URL of a request (param, else cookie) and whether the cookie must be (re)set. */
export function resolveCallbackUrl(input: {
  origin: string;
  paramValue: string | undefined;
  cookieValue: string | undefined;
}): { callbackUrl: string; cookieValue?: string } {
  const source = input.paramValue || input.cookieValue;
  const callbackUrl = source ? resolveRedirect(source, input.origin) : input.origin;
  return callbackUrl === input.cookieValue ? { callbackUrl } : { callbackUrl, cookieValue: callbackUrl };
}
