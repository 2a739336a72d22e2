// The collection over HTTP, for game clients other than the site: the book, a
// species, one of the player's monsters, and the element chart (public: it is the
// game's rule, not the player's). Transport only: zod in, a use case, JSON out.
import { createRoute, z } from "@hono/zod-openapi";
import { elementChart } from "../collection/element-chart.ts";
import { getOwnedMonster } from "../collection/get-owned-monster.ts";
import { getSpecies } from "../collection/get-species.ts";
import { listCollection } from "../collection/list-collection.ts";
import type { AppDeps } from "../context.ts";
import { RowIdTextSchema } from "../db/row-id.ts";
import {
  CollectionSchema,
  ElementChartSchema,
  OwnedMonsterSchema,
  SpeciesSchema,
} from "./collection-schemas.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";

const json = (description: string, schema: z.ZodType) => ({
  description,
  content: { "application/json": { schema } },
});
const errors = {
  401: { description: "Not signed in" },
  403: { description: "Banned" },
  404: { description: "No such species, or no such monster of yours" },
};

const routes = {
  collection: createRoute({
    method: "get",
    path: "/api/collection",
    tags: ["collection"],
    summary: "Every species with the player's status (owned, seen, unknown), counts per element, completion",
    responses: { 200: json("The book", CollectionSchema), ...errors },
  }),
  species: createRoute({
    method: "get",
    path: "/api/collection/species/{key}",
    tags: ["collection"],
    summary:
      "One species: where to find it; once seen, its stats by level, ability, mastery, skins and transcendence",
    request: {
      params: z.object({
        key: z
          .string()
          .min(1)
          .max(40)
          .openapi({ param: { name: "key", in: "path" }, example: "emberfox" }),
      }),
    },
    responses: { 200: json("The species", SpeciesSchema), ...errors },
  }),
  monster: createRoute({
    method: "get",
    path: "/api/collection/monsters/{id}",
    tags: ["collection"],
    summary: "One of the player's monsters: level, xp, skin, stats at its level, teams, what it can do",
    request: { params: z.object({ id: RowIdTextSchema }) },
    responses: { 200: json("The monster", OwnedMonsterSchema), ...errors },
  }),
  elements: createRoute({
    method: "get",
    path: "/api/elements",
    tags: ["collection"],
    summary: "The element chart: the damage factor of every element against every other, as battles apply it",
    responses: { 200: json("The chart", ElementChartSchema) },
  }),
};

export function collectionRoutes(deps: AppDeps) {
  const app = createApiRouter();
  // "/api/collection/*" covers /api/collection itself too.
  app.use("/api/collection/*", userRequired(deps));
  return app
    .openapi(routes.collection, async (c) =>
      c.json(await listCollection(deps, { userId: c.get("user").id }), 200),
    )
    .openapi(routes.species, async (c) =>
      c.json(await getSpecies(deps, { userId: c.get("user").id, key: c.req.valid("param").key }), 200),
    )
    .openapi(routes.monster, async (c) =>
      c.json(
        await getOwnedMonster(deps, { userId: c.get("user").id, monsterId: c.req.valid("param").id }),
        200,
      ),
    )
    .openapi(routes.elements, (c) => c.json(elementChart(), 200));
}
