// Staff routes of the analyst dashboards: GET /api/admin/analytics/<metric>.
// Transport only: the metrics are use cases in api/src/analytics/. Every
// staff role may read them (analysts are who they are for). By hand, not with
// adminResource: a metric is a computed series, not a list of records.
import { z } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import { AnalyticsQuerySchema, granularities, maxRangeDays } from "../analytics/analytics-query.ts";
import { metricNames, runMetric } from "../analytics/run-metric.ts";
import type { AppDeps } from "../context.ts";
import { AppError, fieldErrors } from "../errors.ts";
import { actorOf, adminRoute } from "./admin-openapi.ts";
import { createApiRouter } from "./openapi.ts";
import { json } from "./openapi-route.ts";

const day = (description: string) =>
  z.string().optional().openapi({ description, example: "2026-11-01", format: "date" });

const AnalyticsQueryDocSchema = z.object({
  from: day("First UTC day, included (default: 29 days before `to`)"),
  to: day("Last UTC day, included (default: today)"),
  granularity: z
    .enum(granularities)
    .optional()
    .openapi({ description: "Bucket of the series (default day)" }),
});

const MetricParamsSchema = z.object({
  metric: z.enum(metricNames).openapi({ param: { name: "metric", in: "path" }, example: "active-users" }),
});

const MetricResponseSchema = z
  .object({
    metric: z.enum(metricNames),
    from: z.string(),
    to: z.string(),
    granularity: z.enum(granularities),
    rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  })
  .openapi("AnalyticsMetric");

const metricRoute = adminRoute("analytics.read", {
  operationId: "adminGetAnalyticsMetric",
  method: "get",
  path: "/api/admin/analytics/{metric}",
  tag: "admin: analytics",
  summary: "One analytics metric over a range of UTC days (staff: analyst, liveops, admin)",
  description: `Metrics: ${metricNames.join(", ")}. Ranges are inclusive and at most ${maxRangeDays} days; monsters, leaderboard-scores and summons describe the current state (summons: every pull so far) and ignore the range.`,
  request: { params: MetricParamsSchema, query: AnalyticsQueryDocSchema },
  responses: {
    200: json("The metric's rows", MetricResponseSchema),
  },
  errors: { 400: "A bad range or granularity", 401: "Not signed in", 403: "Not staff" },
});

export function adminAnalyticsRoutes(deps: AppDeps) {
  return createApiRouter().openapi(metricRoute, async (c) => {
    const { metric } = c.req.valid("param");
    const parsed = AnalyticsQuerySchema.safeParse(c.req.valid("query"));
    if (!parsed.success) throw badQuery(parsed.error);
    const query = parsed.data;
    const rows = await runMetric(deps, { actor: actorOf(c), metric, query });
    return c.json({ metric, from: query.from, to: query.to, granularity: query.granularity, rows }, 200);
  });
}

/** A bad range answers with what is wrong in words, e.g. "to: The range is 400 days; at most 366 are allowed". */
function badQuery(error: ZodError): AppError {
  const fields = fieldErrors(error);
  const message = Object.entries(fields)
    .map(([field, problem]) => `${field}: ${problem}`)
    .join("; ");
  return new AppError("validation_failed", message || "The query is not valid.", { target: "query", fields });
}
