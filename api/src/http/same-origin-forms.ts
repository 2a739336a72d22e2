import type { MiddlewareHandler } from "hono";
import { isCrossSite } from "./cross-site.ts";
import type { HttpEnv } from "./types.ts";

/**
 * Game form posts must come from our own pages. Remix refuses a cross-site
 * action too (an Origin of another host, or `null`), but by throwing, which
 * surfaces as a 500; this answers 403 first. The origin must match the host
 * the client asked for: X-Forwarded-Host only from a trusted proxy
 * (TRUST_PROXY, http/client-address.ts), else Host. Remix compares against
 * X-Forwarded-Host whoever sent it, so an untrusted one must match as well,
 * or Remix's 500 would follow.
 */
export const sameOriginForms: MiddlewareHandler<HttpEnv> = async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  const remixHost = c.req.header("x-forwarded-host")?.split(",")[0]?.trim() || c.req.header("host");
  const site = {
    origin: c.req.header("origin"),
    fetchSite: c.req.header("sec-fetch-site"),
    hosts: [c.get("client").host, remixHost],
    // CORS_ORIGINS are for the API: Remix accepts no other origin's form.
    trustedOrigins: [],
  };
  if (isCrossSite(site)) return c.text("Cross-site form posts are refused.", 403);
  return next();
};
