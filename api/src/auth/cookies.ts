// The sign-in layer's cookies (docs/auth-contract.md §2): their names,
// with the __Secure-/__Host- prefixes over https, their one serialisation, and
// the chunking of a session cookie that would exceed the browser's 4096 bytes.

export interface CookieNames {
  sessionToken: string;
  csrfToken: string;
  callbackUrl: string;
  state: string;
  pkceCodeVerifier: string;
}

export function cookieNames(secure: boolean): CookieNames {
  const prefix = secure ? "__Secure-" : "";
  return {
    sessionToken: `${prefix}next-auth.session-token`,
    // __Host- also pins the csrf cookie to this exact host and path.
    csrfToken: `${secure ? "__Host-" : ""}next-auth.csrf-token`,
    callbackUrl: `${prefix}next-auth.callback-url`,
    state: `${prefix}next-auth.state`,
    pkceCodeVerifier: `${prefix}next-auth.pkce.code_verifier`,
  };
}

/** A cookie to set; every one is HttpOnly, SameSite=Lax, Path=/ (+ Secure over https). */
export interface OutgoingCookie {
  name: string;
  value: string;
  maxAge?: number;
  expires?: Date;
}

export function serializeCookie(cookie: OutgoingCookie, secure: boolean): string {
  const parts = [`${cookie.name}=${encodeURIComponent(cookie.value)}`];
  if (cookie.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(cookie.maxAge)}`);
  parts.push("Path=/");
  if (cookie.expires) parts.push(`Expires=${cookie.expires.toUTCString()}`);
  parts.push("HttpOnly");
  if (secure) parts.push("Secure");
  parts.push("SameSite=Lax");
  return parts.join("; ");
}

/** Parses a Cookie header; the first value of a repeated name wins, undecodable values are kept raw. */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

/** NextAuth.js's budget: 4096 bytes per cookie less an estimated 163 for name and attributes. */
export const sessionChunkSize = 4096 - 163;

/**
 * The session cookie as the request carried it: one cookie, or chunks
 * `name.0`, `name.1`, … Writing replaces every chunk the request carried, so a
 * shrinking session leaves no stale chunk behind.
 */
export class SessionCookieStore {
  readonly #name: string;
  readonly #chunks = new Map<string, string>();

  constructor(name: string, requestCookies: Record<string, string>) {
    this.#name = name;
    for (const [cookieName, value] of Object.entries(requestCookies)) {
      const isChunk = cookieName.startsWith(`${name}.`) && /^\d+$/.test(cookieName.slice(name.length + 1));
      if (cookieName === name || isChunk) {
        this.#chunks.set(cookieName, value);
      }
    }
  }

  /** The token: chunks sorted by their numeric suffix and joined. */
  get value(): string {
    const index = (name: string) => Number.parseInt(name.slice(this.#name.length + 1), 10) || 0;
    return [...this.#chunks.keys()]
      .sort((a, b) => index(a) - index(b))
      .map((name) => this.#chunks.get(name))
      .join("");
  }

  /** Cookies that write `token` (chunked when needed) and expire every other chunk. */
  write(token: string, expires: Date): OutgoingCookie[] {
    const cookies = new Map<string, OutgoingCookie>();
    for (const name of this.#chunks.keys()) cookies.set(name, { name, value: "", maxAge: 0 });
    this.#chunks.clear();
    const count = Math.ceil(token.length / sessionChunkSize);
    if (count <= 1) {
      cookies.set(this.#name, { name: this.#name, value: token, expires });
      this.#chunks.set(this.#name, token);
    } else {
      for (let i = 0; i < count; i++) {
        const name = `${this.#name}.${i}`;
        const value = token.slice(i * sessionChunkSize, (i + 1) * sessionChunkSize);
        cookies.set(name, { name, value, expires });
        this.#chunks.set(name, value);
      }
    }
    return [...cookies.values()];
  }

  /** Cookies that expire every chunk the request carried. */
  clear(): OutgoingCookie[] {
    const cookies = [...this.#chunks.keys()].map((name) => ({ name, value: "", maxAge: 0 }));
    this.#chunks.clear();
    return cookies;
  }
}
