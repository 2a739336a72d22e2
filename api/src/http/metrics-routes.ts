// GET /metrics for a Prometheus scraper, and the middleware that times every
// request for it (docs/decisions/091). Without METRICS_TOKEN there is no
// /metrics (404) and no timing; with it, only `Authorization: Bearer <token>`
// is answered.
import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { AppError, errorBody } from "../errors.ts";
import { serverMetrics } from "../metrics/server-metrics.ts";
import { notFoundJson } from "./errors.ts";
import { createApiRouter } from "./openapi.ts";
import type { HttpEnv } from "./types.ts";

const BearerSchema = z
  .string()
  .regex(/^Bearer \S+$/)
  .transform((header) => header.slice("Bearer ".length));

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Times every request into the metrics; undefined when metrics are off. */
export function requestMetrics(deps: AppDeps): MiddlewareHandler<HttpEnv> | undefined {
  const metrics = serverMetrics(deps);
  if (!metrics) return undefined;
  return async (c, next) => {
    const started = performance.now();
    await next();
    // The pattern of the handler that answered (the last one run): a route such as
    // /api/inbox/:id, a guard's /api/inbox/*, or "*" for the game's pages and files.
    metrics.observeRequest(
      { method: c.req.method, route: routePath(c) || "*", status: c.res.status },
      (performance.now() - started) / 1000,
    );
  };
}

export function metricsRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.get("/metrics", async (c) => {
    const metrics = serverMetrics(deps);
    const token = deps.env.METRICS_TOKEN;
    if (!metrics || !token) return notFoundJson(c);
    const given = BearerSchema.safeParse(c.req.header("authorization") ?? "");
    if (!given.success || !sameToken(given.data, token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      const error = new AppError("unauthorized", "A valid metrics token is required.");
      return c.json(errorBody(error, c.get("requestId")), 401);
    }
    c.header("Content-Type", metrics.registry.contentType);
    c.header("Cache-Control", "no-store");
    return c.body(await metrics.registry.metrics());
  });
  return app;
}
