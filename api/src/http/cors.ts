// Cross-origin access to the API is closed unless CORS_ORIGINS names the
// origins to trust (docs/decisions/090). Closed means no CORS header at all:
// browsers then refuse cross-origin reads and preflights find no route.
import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import type { HttpEnv } from "./types.ts";

/** undefined when no origin is trusted: install nothing. */
export function apiCors(origins: readonly string[]): MiddlewareHandler<HttpEnv> | undefined {
  if (origins.length === 0) return undefined;
  const trusted = new Set(origins);
  return cors({
    origin: (origin) => (trusted.has(origin) ? origin : null),
    // Trusted origins act for the signed-in user (the session cookie is SameSite=Lax,
    // so only same-site origins ever send it).
    credentials: true,
    // What the console and a game client read: rate-limit waits, request ids, list ranges.
    exposeHeaders: ["Retry-After", "X-Request-Id", "Content-Range"],
    maxAge: 600,
  });
}
