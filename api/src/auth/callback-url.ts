// Where the sign-in layer may send a browser afterwards. Only this site: a
// relative path is joined to our origin, an absolute URL must have our origin,
// anything else (other origins, javascript:, data:, garbage) falls back to it.

/** True for an http(s) URL or a path: anything else in a query or cookie is a configuration error. */
export function isValidCallbackUrl(value: string, origin: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? origin : undefined).protocol);
  } catch {
    return false;
  }
}

/** NextAuth.js's default redirect rule. */
export function resolveRedirect(value: string, origin: string): string {
  if (value.startsWith("/")) return `${origin}${value}`;
  try {
    if (new URL(value).origin === origin) return value;
  } catch {
    // Not a URL: fall through to the origin.
  }
  return origin;
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
