// Is a request made by another site's page? One answer for the game's form
// posts (same-origin-forms.ts) and the API's writes (crossSiteWrites), so the
// two never disagree about who "we" are (ADR 098).
import type { MiddlewareHandler } from "hono";
import { sessionStore } from "../auth/session.ts";
import { authBasePath, authSettings } from "../auth/settings.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import type { HttpEnv } from "./types.ts";

export interface RequestSite {
  /** The Origin header, if any: browsers send it on every POST, PUT, PATCH and DELETE. */
  origin: string | undefined;
  /** Sec-Fetch-Site, if any: `cross-site`, `same-site`, `same-origin` or `none` (typed by the user). */
  fetchSite: string | undefined;
  /** The host(s) the client asked for, each of which the origin's host must be. */
  hosts: readonly (string | undefined)[];
  /** Other origins whose pages act for our users (CORS_ORIGINS). */
  trustedOrigins: readonly string[];
}

/**
 * True when the browser says another site's page sent the request: an Origin
 * that is neither ours (its host is the host asked for) nor trusted, `null`
 * (an opaque origin: a sandboxed frame, a data: URL, some redirects), or
 * Sec-Fetch-Site `cross-site`. Without either header nothing says so: curl,
 * game servers and Stripe send neither, and are not browsers carrying a
 * victim's cookie.
 */
export function isCrossSite(site: RequestSite): boolean {
  if (site.origin !== undefined && site.trustedOrigins.includes(site.origin)) return false;
  if (site.fetchSite === "cross-site") return true;
  if (site.origin === undefined) return false;
  const host = hostOf(site.origin);
  return host === null || site.hosts.some((expected) => expected !== host);
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host || null;
  } catch {
    return null;
  }
}

const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses an API write that carries a session cookie and comes from another
 * site (CSRF): a body-less or text/plain POST needs no CORS preflight, so
 * CORS alone never stopped one. Requests without a session cookie act for no
 * one's session and go on (webhooks, game servers with GAME_SERVER_KEY, sign-up).
 * The sign-in layer keeps NextAuth.js's own defence, its double-submit csrf
 * token, and must take an OAuth provider's cross-site form_post callback.
 */
export function crossSiteWrites(deps: Pick<AppDeps, "env">): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    if (!writeMethods.has(c.req.method)) return next();
    if (c.req.path === authBasePath || c.req.path.startsWith(`${authBasePath}/`)) return next();
    if (!sessionStore(authSettings(deps.env), c.req.header("cookie") ?? null).value) return next();
    const site = {
      origin: c.req.header("origin"),
      fetchSite: c.req.header("sec-fetch-site"),
      hosts: [c.get("client").host],
      trustedOrigins: deps.env.CORS_ORIGINS,
    };
    if (isCrossSite(site)) {
      throw new AppError(
        "forbidden",
        "Requests from another site's pages may not change anything here. Use this site's own pages.",
        { reason: "cross_site" },
      );
    }
    return next();
  };
}
