// Methods a path is not routed for answer 405 with an Allow header and the
// API's JSON error (ADR 098). Node's HTTP server accepts any method token
// (TRACE, PROPFIND, …); the Fetch API behind Hono and Remix cannot build a
// Request for TRACE, TRACK or CONNECT at all, so anything that reads such a
// request's body threw a 500. And a routed path asked with the wrong method
// used to reach its guards and the catch-all (401 or 404), which says nothing
// about what the path does accept.
import type { MiddlewareHandler } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import type { RouterRoute } from "hono/types";
import { AppError, errorBody } from "../errors.ts";
import type { HttpEnv } from "./types.ts";

/** The methods this server routes anywhere; any other is refused on every path before a handler runs. */
const servedMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const routeMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * The sign-in layer answers every method it can read itself: NextAuth.js's
 * contract gives "anything else" a 400 text (docs/auth-contract.md).
 */
const answersEveryMethod = (path: string) => path === "/api/auth" || path.startsWith("/api/auth/");

/** The methods each API path is routed for, from the app's own routes (read once all are registered). */
function allowTable(routes: () => readonly RouterRoute[]): (path: string) => string[] {
  let router: TrieRouter<true> | undefined;
  return (path) => {
    if (!router) {
      router = new TrieRouter<true>();
      // "ALL" entries are middleware and catch-alls (guards, 404s), not what a path offers.
      for (const route of routes()) if (route.method !== "ALL") router.add(route.method, route.path, true);
    }
    const table = router;
    const allowed: string[] = routeMethods.filter((method) => table.match(method, path)[0].length > 0);
    // Hono answers HEAD with the GET route.
    if (allowed.includes("GET")) allowed.splice(1, 0, "HEAD");
    return allowed;
  };
}

/**
 * 405 for a method the server never serves (every path: the game and the
 * console too), and for a served method on a path the API routes for others
 * (/api/*, /healthz).
 * Mount it before anything that reads a body (the body limit, storableText).
 */
export function allowedMethods(routes: () => readonly RouterRoute[]): MiddlewareHandler<HttpEnv> {
  const allowedAt = allowTable(routes);
  return async (c, next) => {
    const { method, path } = c.req;
    const served = servedMethods.has(method);
    if (served && answersEveryMethod(path)) return next();
    const allowed = allowedAt(path);
    // Paths the API does not route (the game's, the console's, unknown ones) go on for the methods we serve.
    if (served && (allowed.length === 0 || allowed.includes(method))) return next();
    if (allowed.length > 0) c.header("Allow", allowed.join(", "));
    const error = new AppError("method_not_allowed", `${method} is not allowed on ${path}.`, {
      allowed,
    });
    return c.json(errorBody(error, c.get("requestId")), 405);
  };
}
