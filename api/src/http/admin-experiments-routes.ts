// Staff routes of A/B experiments, in ra-data-simple-rest's conventions
// (adminResource): list, one, create (a draft), update, delete (drafts only),
// and by hand start, stop, ship a variant and the results page's figures.
// Reads: any staff role. Changes: experiments.change; each use case writes
// its History row.
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { CreateExperimentSchema, createExperiment } from "../experiments/create-experiment.ts";
import { deleteExperiment } from "../experiments/delete-experiment.ts";
import { experimentMetricKeys, experimentStatuses } from "../experiments/experiment-record.ts";
import { experimentResults } from "../experiments/experiment-results.ts";
import {
  ExperimentFilterSchema,
  experimentSortFields,
  getExperiment,
  listExperiments,
} from "../experiments/list-experiments.ts";
import { startExperiment, stopExperiment } from "../experiments/run-experiment.ts";
import {
  ShipExperimentVariantSchema,
  shipExperimentVariant,
} from "../experiments/ship-experiment-variant.ts";
import { UpdateExperimentSchema, updateExperiment } from "../experiments/update-experiment.ts";
import { adminRoute, NumericIdParamsSchema } from "./admin-openapi.ts";
import { adminResource, callOf } from "./admin-resource.ts";
import { type ApiTag, json, jsonBody } from "./openapi-route.ts";

const tag: ApiTag = "admin: experiments";

const DateTime = z.string().openapi({ format: "date-time" });
const count = z.number().int();
const MetricKey = z.enum(experimentMetricKeys);

const VariantSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    weight: count.openapi({ description: "Relative share of the experiment's traffic" }),
    values: z.record(z.string(), z.unknown()).openapi({ description: "Remote config values: {key: value}" }),
  })
  .openapi("AdminExperimentVariant");

const ExperimentRowSchema = z
  .object({
    id: count,
    key: z.string().openapi({ description: "Set once: players' variants are worked out from it" }),
    name: z.string(),
    hypothesis: z.string(),
    status: z.enum(experimentStatuses),
    audienceId: count.nullable().openapi({ description: "null: every player" }),
    audienceName: z.string().nullable(),
    trafficPercent: count,
    variants: z.array(VariantSchema).openapi({ description: "The first is the control" }),
    metric: MetricKey.nullable().openapi({ description: "The metric the experiment is meant to move" }),
    startedAt: DateTime.nullable(),
    stoppedAt: DateTime.nullable(),
    shippedVariant: z.string().nullable(),
    exposed: count.openapi({ description: "Players exposed to a variant so far" }),
    createdById: z.string().nullable(),
    createdAt: DateTime,
    updatedAt: DateTime,
  })
  .openapi("AdminExperiment");

const Value = z.number().nullable();
const ResultsSchema = z
  .object({
    experiment: z.object({
      id: count,
      key: z.string(),
      name: z.string(),
      status: z.string(),
      startedAt: DateTime.nullable(),
      stoppedAt: DateTime.nullable(),
      metric: MetricKey.nullable(),
      shippedVariant: z.string().nullable(),
    }),
    variants: z.array(z.object({ key: z.string(), name: z.string(), weight: count, exposed: count })),
    metrics: z.array(
      z.object({
        key: MetricKey,
        name: z.string(),
        kind: z.enum(["proportion", "mean"]),
        description: z.string(),
        control: z.object({ variant: z.string(), n: count, value: Value }),
        variants: z.array(
          z.object({
            variant: z.string(),
            n: count,
            value: Value,
            difference: Value.openapi({ description: "variant − control" }),
            ciLow: Value.openapi({ description: "The 95 % interval of the difference" }),
            ciHigh: Value,
            significant: z.boolean().openapi({ description: "The 95 % interval leaves out zero" }),
            note: z.string().nullable().openapi({ description: "Why the values are null, in words" }),
          }),
        ),
      }),
    ),
    sampleRatio: z.object({
      chiSquare: z.number(),
      degreesOfFreedom: count,
      pValue: z.number(),
      mismatch: z.boolean(),
      message: z.string(),
    }),
  })
  .openapi("AdminExperimentResults");

const stateRoute = (action: "start" | "stop", summary: string, conflict: string) =>
  adminRoute("experiments.change", {
    operationId: action === "start" ? "adminStartExperiment" : "adminStopExperiment",
    method: "post",
    path: `/api/admin/experiments/{id}/${action}`,
    tag,
    summary,
    request: { params: NumericIdParamsSchema },
    responses: { 200: json("The experiment", ExperimentRowSchema) },
    errors: { 404: true, 409: conflict },
  });

const startRoute = stateRoute(
  "start",
  "Start a draft: its variants are served from the next config read on",
  "Not a draft (details.reason)",
);
const stopRoute = stateRoute(
  "stop",
  "Stop a running experiment: no more variants are served; its results stay",
  "Not running (details.reason)",
);

const shipRoute = adminRoute("experiments.change", {
  operationId: "adminShipExperimentVariant",
  method: "post",
  path: "/api/admin/experiments/{id}/ship",
  tag,
  summary:
    "Ship a variant: its values become the remote config's defaults (a new version); the experiment ends",
  request: {
    params: NumericIdParamsSchema,
    body: jsonBody(ShipExperimentVariantSchema),
  },
  responses: {
    200: json(
      "The experiment, shipped, and the config version made",
      z.object({ experiment: ExperimentRowSchema, configVersion: count }),
    ),
  },
  errors: { 404: true, 409: "A draft, or shipped already (details.reason)", 422: true },
});

const resultsRoute = adminRoute("console.read", {
  operationId: "adminGetExperimentResults",
  method: "get",
  path: "/api/admin/experiments/{id}/results",
  tag,
  summary:
    "Each metric per variant against the control with the difference and its 95 % interval, and the sample-ratio check",
  request: { params: NumericIdParamsSchema },
  responses: { 200: json("The results", ResultsSchema) },
  errors: { 404: true },
});

export function adminExperimentsRoutes(deps: AppDeps) {
  return adminResource({
    path: "/api/admin/experiments",
    tag,
    names: { one: "Experiment", many: "Experiments" },
    row: ExperimentRowSchema,
    id: NumericIdParamsSchema,
    read: "console.read",
    change: "experiments.change",
    list: {
      summary: "Experiments (filter: q = part of the name or key, status, audienceId)",
      description: "A page; Content-Range: experiments <start>-<end>/<total>",
      sortable: experimentSortFields,
      defaultSort: ["createdAt", "DESC"],
      filter: ExperimentFilterSchema,
      load: (query, call) => listExperiments(deps, { ...query, ...call }),
    },
    get: {
      summary: "One experiment: its terms, its status and how many players it has exposed",
      load: (id) => getExperiment(deps, { id }),
    },
    create: {
      summary: "Make a draft (the key is unique; every variant value must be one the remote config accepts)",
      body: CreateExperimentSchema,
      errors: [409, 422],
      run: (experiment, call) => createExperiment(deps, { ...call, experiment }),
    },
    update: {
      summary:
        "Change an experiment: a draft anything but its key, a started one only its name and hypothesis",
      body: UpdateExperimentSchema.and(z.object({ key: z.string().optional() })),
      errors: [404, 409, 422],
      run: (id, experiment, call) => updateExperiment(deps, { ...call, id, experiment }),
    },
    delete: {
      summary: "Delete a draft (one that has started is stopped instead: its results stay)",
      errors: [404, 409],
      run: (id, call) => deleteExperiment(deps, { ...call, id }),
    },
  })
    .openapi(startRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await startExperiment(deps, { ...callOf(c), id }), 200);
    })
    .openapi(stopRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await stopExperiment(deps, { ...callOf(c), id }), 200);
    })
    .openapi(shipRoute, async (c) => {
      const { id } = c.req.valid("param");
      const ship = c.req.valid("json");
      return c.json(await shipExperimentVariant(deps, { ...callOf(c), id, ship }), 200);
    })
    .openapi(resultsRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await experimentResults(deps, { experimentId: id, now: callOf(c).now }), 200);
    });
}
