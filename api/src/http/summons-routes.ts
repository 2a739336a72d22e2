// The published odds of every egg (public: app stores require the odds of paid
// random items to be readable before buying) and a player's own pulls.
// Transport only: the use cases live in api/src/summons.
import { z } from "@hono/zod-openapi";
import { optionalUser } from "../auth/guards.ts";
import { elements, qualities } from "../catalogue/basics.ts";
import type { AppDeps } from "../context.ts";
import { listSummonOdds } from "../summons/list-summon-odds.ts";
import { listSummonPulls } from "../summons/list-summon-pulls.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute, json, NextCursorSchema, pageQuery } from "./openapi-route.ts";

const QualityEnum = z.enum(qualities);

export const SummonPullSchema = z
  .object({
    id: z.number().int(),
    egg: z.string().openapi({ description: "The egg's id, as in /api/summons/odds" }),
    eggName: z.string(),
    oddsVersion: z.string().openapi({ description: "The odds the pull was drawn with" }),
    quality: QualityEnum,
    species: z.string(),
    itemId: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The monster in the inventory; null once it has left it" }),
    pityApplied: z.boolean().openapi({ description: "The guarantee decided this pull" }),
    pulledAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("SummonPull");

const SummonOddsSchema = z
  .object({
    eggs: z.array(
      z.object({
        egg: z.string(),
        name: z.string(),
        element: z.enum([...elements, "mixed"]),
        oddsVersion: z.string(),
        odds: z.array(
          z.object({
            quality: QualityEnum,
            percent: z.number().openapi({ description: "Chance per pull, percent; the odds add up to 100" }),
            withGuaranteePercent: z
              .number()
              .openapi({ description: "Share over many pulls once the guarantee is counted, percent" }),
            species: z
              .array(z.string())
              .openapi({ description: "Drawn with equal chances within the quality" }),
          }),
        ),
        pity: z.object({
          pulls: z.number().int().openapi({
            description: "An epic or better is guaranteed on this pull after this many in a row without one",
          }),
          qualities: z.array(QualityEnum),
          pullsUntilGuarantee: z.number().int().nullable().openapi({
            description: "The signed-in player's pulls left until the guarantee; null for visitors",
          }),
        }),
      }),
    ),
  })
  .openapi("SummonOdds");

const oddsRoute = apiRoute({
  operationId: "listSummonOdds",
  method: "get",
  path: "/api/summons/odds",
  tag: "economy",
  access: "optionalPlayer",
  summary: "Every egg's published odds by quality, its pity rule and odds version (public)",
  responses: {
    200: { description: "The odds", content: { "application/json": { schema: SummonOddsSchema } } },
  },
});

const pullsRoute = apiRoute({
  operationId: "listSummonPulls",
  method: "get",
  path: "/api/summons/pulls",
  tag: "economy",
  access: "player",
  summary: "The signed-in player's pulls from eggs, newest first",
  request: { query: pageQuery(100) },
  responses: {
    200: json(
      "A page of pulls",
      z
        .object({
          pulls: z.array(SummonPullSchema),
          total: z.number().int().openapi({ description: "All the player's pulls" }),
          nextCursor: NextCursorSchema,
        })
        .openapi("SummonPulls"),
    ),
  },
});

export function summonsRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.use("/api/summons/pulls", userRequired(deps));
  return app
    .openapi(oddsRoute, async (c) => {
      const user = await optionalUser(deps, c.req.raw);
      return c.json(await listSummonOdds(deps, { userId: user?.id ?? null }), 200);
    })
    .openapi(pullsRoute, async (c) => {
      const { limit, cursor } = c.req.valid("query");
      return c.json(await listSummonPulls(deps, { userId: c.get("user").id, limit, cursor }), 200);
    });
}
