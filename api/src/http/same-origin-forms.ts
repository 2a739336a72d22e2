import type { MiddlewareHandler } from "hono";

/**
 * Game form posts must come from our own pages. Remix refuses a cross-site
 * action too, but by throwing, which surfaces as a 500; this answers 403 first.
 * The host is compared as Remix does (x-forwarded-host before host): a browser's
 * cross-site form post cannot set either header.
 */
export const sameOriginForms: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  const origin = c.req.header("origin");
  if (!origin || origin === "null") return next();
  const host = c.req.header("x-forwarded-host")?.split(",")[0]?.trim() || c.req.header("host");
  if (hostOf(origin) !== host) return c.text("Cross-site form posts are refused.", 403);
  return next();
};

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
