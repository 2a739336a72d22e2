import type { MiddlewareHandler } from "hono";
import type { HttpEnv } from "./types.ts";

/**
 * Game form posts must come from our own pages. Remix refuses a cross-site
 * action too, but by throwing, which surfaces as a 500; this answers 403 first.
 * The origin must match the host the client asked for: X-Forwarded-Host only
 * from a trusted proxy (TRUST_PROXY, http/client-address.ts), else Host. Remix
 * compares against X-Forwarded-Host whoever sent it, so an untrusted one must
 * match as well, or Remix's 500 would follow.
 */
export const sameOriginForms: MiddlewareHandler<HttpEnv> = async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  const origin = c.req.header("origin");
  if (!origin || origin === "null") return next();
  const originHost = hostOf(origin);
  const remixHost = c.req.header("x-forwarded-host")?.split(",")[0]?.trim() || c.req.header("host");
  if (originHost !== c.get("client").host || originHost !== remixHost) {
    return c.text("Cross-site form posts are refused.", 403);
  }
  return next();
};

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
