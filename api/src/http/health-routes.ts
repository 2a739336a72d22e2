import { z } from "@hono/zod-openapi";
import { authRuntime } from "../auth/runtime.ts";
import type { AppDeps } from "../context.ts";
import { checkHealth } from "../health/check-health.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute } from "./openapi-route.ts";

const HealthSchema = z
  .object({
    status: z.enum(["ok", "degraded"]),
    serving: z.boolean().openapi({
      description: "False when requests that need the database cannot be served (the answer is then a 503)",
    }),
    database: z.object({
      reachable: z.boolean(),
      kind: z.string(),
      latencyMs: z.number().nullable(),
      error: z.string().optional(),
    }),
    migrations: z.object({ applied: z.number(), pending: z.array(z.string()) }),
    replica: z
      .object({
        reachable: z.boolean(),
        latencyMs: z.number().nullable(),
        lagSeconds: z.number().nullable(),
        error: z.string().optional(),
      })
      .optional()
      .openapi({
        description: "The read replica (DATABASE_READ_URL), when set; never makes the status degraded",
      }),
    redis: z
      .object({ reachable: z.boolean(), latencyMs: z.number().nullable(), error: z.string().optional() })
      .optional()
      .openapi({
        description:
          "With REDIS_URL: shared rate limits and cross-instance live events; unreachable = degraded",
      }),
    uptimeSeconds: z.number(),
  })
  .openapi("Health");

const healthRoute = apiRoute({
  operationId: "checkHealth",
  method: "get",
  path: "/healthz",
  tag: "platform",
  access: "public",
  summary: "Database reachable and migrations current; Redis reachable (with REDIS_URL)",
  description:
    "503 only when this instance cannot serve: the database is unreachable or migrations are pending. " +
    'An instance that lost only Redis answers 200 with status "degraded" (rate limits count in memory, ' +
    "live events reach its own sockets only), so a load balancer keeps sending it traffic.",
  responses: {
    200: {
      description: "Serving (status ok, or degraded by a lost Redis)",
      content: { "application/json": { schema: HealthSchema } },
    },
    503: {
      description: "Not serving: database unreachable or migrations pending",
      content: { "application/json": { schema: HealthSchema } },
    },
  },
});

const LiveSchema = z.object({ status: z.literal("live") }).openapi("Live");

const liveRoute = apiRoute({
  operationId: "checkLiveness",
  method: "get",
  path: "/healthz/live",
  tag: "platform",
  access: "public",
  summary: "The process serves requests (no database work): liveness, and the load benchmark's baseline",
  responses: { 200: { description: "Serving", content: { "application/json": { schema: LiveSchema } } } },
});

export function healthRoutes(deps: AppDeps) {
  return createApiRouter()
    .openapi(healthRoute, async (c) => {
      const health = await checkHealth(deps, () => authRuntime(deps).limits.checkStore());
      return health.serving ? c.json(health, 200) : c.json(health, 503);
    })
    .openapi(liveRoute, (c) => c.json({ status: "live" as const }, 200));
}
