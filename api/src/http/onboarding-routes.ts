// A new player's first steps over HTTP, for game clients other than the site:
// the guide as home shows it (also part of GET /api/home), and the collection
// visit that ticks its last step. Transport only: zod in, a use case, JSON out.
import { createRoute, z } from "@hono/zod-openapi";
import { firstSteps } from "../catalogue/new-players.ts";
import type { AppDeps } from "../context.ts";
import { readFirstSteps, recordCollectionVisit } from "../onboarding/first-steps.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";

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

const errors = {
  401: { description: "Not signed in" },
  403: { description: "Banned" },
};

const firstStepsRoute = createRoute({
  method: "get",
  path: "/api/first-steps",
  tags: ["progression"],
  summary: "The signed-in player's first-steps guide and greeting",
  responses: {
    200: { description: "The guide", content: { "application/json": { schema: FirstStepsSchema } } },
    ...errors,
  },
});

const collectionVisitRoute = createRoute({
  method: "post",
  path: "/api/first-steps/collection-visit",
  tags: ["progression"],
  summary: "Record that the player looked at their collection (the guide's last step); idempotent",
  request: {
    body: {
      required: false,
      content: { "application/json": { schema: z.strictObject({}).openapi("CollectionVisit") } },
    },
  },
  responses: {
    200: {
      description: "Recorded: the guide now",
      content: { "application/json": { schema: FirstStepsSchema } },
    },
    ...errors,
  },
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
