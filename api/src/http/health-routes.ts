import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { checkHealth } from "../health/check-health.ts";
import { createApiRouter } from "./openapi.ts";

const HealthSchema = z
  .object({
    status: z.enum(["ok", "degraded"]),
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
    uptimeSeconds: z.number(),
  })
  .openapi("Health");

const healthRoute = createRoute({
  method: "get",
  path: "/healthz",
  tags: ["platform"],
  summary: "Database reachable and migrations current",
  responses: {
    200: { description: "Healthy", content: { "application/json": { schema: HealthSchema } } },
    503: { description: "Degraded", content: { "application/json": { schema: HealthSchema } } },
  },
});

const LiveSchema = z.object({ status: z.literal("live") }).openapi("Live");

const liveRoute = createRoute({
  method: "get",
  path: "/healthz/live",
  tags: ["platform"],
  summary: "The process serves requests (no database work): liveness, and the load benchmark's baseline",
  responses: { 200: { description: "Serving", content: { "application/json": { schema: LiveSchema } } } },
});

export function healthRoutes(deps: AppDeps) {
  return createApiRouter()
    .openapi(healthRoute, async (c) => {
      const health = await checkHealth(deps);
      return health.status === "ok" ? c.json(health, 200) : c.json(health, 503);
    })
    .openapi(liveRoute, (c) => c.json({ status: "live" as const }, 200));
}
