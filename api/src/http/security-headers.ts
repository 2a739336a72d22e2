// The security headers of every response the one server sends (docs/decisions/090):
// nosniff, a referrer policy, no framing, HSTS over https, and a
// Content-Security-Policy chosen by the surface the path belongs to.
import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Env } from "../config/env.ts";
import type { HttpEnv } from "./types.ts";

/** Who renders what: JSON (api), Swagger UI (docs), the react-admin SPA (console), the Remix pages (game). */
export type Surface = "api" | "docs" | "console" | "game";

export function surfaceOf(path: string): Surface {
  if (path === "/api/docs" || path.startsWith("/api/docs/")) return "docs";
  if (path === "/api" || path.startsWith("/api/") || path === "/healthz" || path === "/metrics") return "api";
  if (path === "/console" || path.startsWith("/console/")) return "console";
  return "game";
}

type Policy = NonNullable<Parameters<typeof secureHeaders>[0]>["contentSecurityPolicy"];

const noFraming = { frameAncestors: ["'none'"], baseUri: ["'self'"], objectSrc: ["'none'"] };

/** JSON never needs to load anything. */
const apiPolicy: Policy = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/**
 * Swagger UI and the console: scripts only from our own files. Styles may be
 * inline: MUI (emotion) and Swagger UI inject <style> elements and style attributes.
 */
const staticAppPolicy: Policy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  ...noFraming,
};

/** Remix's inline scripts (hydration data, scroll restoration) carry this request's nonce. */
const gamePolicy: Policy = { ...staticAppPolicy, scriptSrc: ["'self'", NONCE] };

export function securityHeaders(env: Env): MiddlewareHandler<HttpEnv> {
  const https = new URL(env.AUTH_URL ?? "http://localhost").protocol === "https:";
  // Vite's dev server injects inline scripts and opens HMR websockets on other
  // ports: the pages' CSP is left to production (API and docs keep theirs).
  const pagesCsp = env.NODE_ENV !== "development";
  const common = {
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    // Over plain http (local use) HSTS would be ignored, and it would pin a
    // development host to https if it ever was served over https.
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
  } as const;
  const bySurface: Record<Surface, MiddlewareHandler> = {
    api: secureHeaders({ ...common, contentSecurityPolicy: apiPolicy }),
    docs: secureHeaders({ ...common, contentSecurityPolicy: staticAppPolicy }),
    console: secureHeaders({ ...common, contentSecurityPolicy: pagesCsp ? staticAppPolicy : undefined }),
    game: secureHeaders({ ...common, contentSecurityPolicy: pagesCsp ? gamePolicy : undefined }),
  };
  return (c, next) => bySurface[surfaceOf(c.req.path)](c, next);
}
