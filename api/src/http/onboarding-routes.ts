// A new player's first steps over HTTP, for game clients other than the site:
// the guide as home shows it (also part of GET /api/home), and the collection
// visit that ticks its last step. Transport only: zod in, a use case, JSON out.
import { z } from "@hono/zod-openapi";
import { firstSteps } from "../catalogue/new-players.ts";
import type { AppDeps } from "../context.ts";
import { readFirstSteps, recordCollectionVisit } from "../onboarding/first-steps.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute, json, jsonBody } from "./openapi-route.ts";

const stepKeys = firstSteps.map((step) => step.key) as [
  (typeof firstSteps)[number]["key"],
  ...(typeof firstSteps)[number]["key"][],
];

const FirstStepsSchema = z
  .object({
    greeting: z.enum(["new", "returning"]).describe("new: the player's first hours; then returning"),
    guide: z
      .object({
        steps: z.array(
          z.object({ key: z.enum(stepKeys), title: z.string(), hint: z.string(), done: z.boolean() }),
        ),
        done: z.number().int(),
        total: z.number().int(),
      })
      .nullable()
      .describe("In order, each step ticked from the player's records; null once every step is done"),
    welcomeGiftWaiting: z.boolean().describe("The welcome gift is in the inbox, not yet collected"),
  })
  .openapi("FirstSteps");

const firstStepsRoute = apiRoute({
  operationId: "getFirstSteps",
  method: "get",
  path: "/api/first-steps",
  tag: "progression",
  access: "player",
  summary: "The signed-in player's first-steps guide and greeting",
  responses: { 200: json("The guide", FirstStepsSchema) },
});

const collectionVisitRoute = apiRoute({
  operationId: "recordCollectionVisit",
  method: "post",
  path: "/api/first-steps/collection-visit",
  tag: "progression",
  access: "player",
  summary: "Record that the player looked at their collection (the guide's last step); idempotent",
  request: { body: jsonBody(z.strictObject({}).openapi("CollectionVisit"), { required: false }) },
  responses: { 200: json("Recorded: the guide now", FirstStepsSchema) },
});

export function onboardingRoutes(deps: AppDeps) {
  const app = createApiRouter();
  // "/api/first-steps/*" covers /api/first-steps itself too.
  app.use("/api/first-steps/*", userRequired(deps));
  const now = () => new Date();
  return app
    .openapi(firstStepsRoute, async (c) =>
      c.json(await readFirstSteps(deps, { userId: c.get("user").id, now: now() }), 200),
    )
    .openapi(collectionVisitRoute, async (c) => {
      const userId = c.get("user").id;
      await recordCollectionVisit(deps, { userId, now: now() });
      return c.json(await readFirstSteps(deps, { userId, now: now() }), 200);
    });
}
