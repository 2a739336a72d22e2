// The collection over HTTP, for game clients other than the site: the book, a
// species, one of the player's monsters, and the element chart (public: it is the
// game's rule, not the player's). Transport only: zod in, a use case, JSON out.
import { z } from "@hono/zod-openapi";
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
import { apiRoute, json } from "./openapi-route.ts";

const routes = {
  collection: apiRoute({
    operationId: "getCollection",
    method: "get",
    path: "/api/collection",
    tag: "collection",
    access: "player",
    summary: "Every species with the player's status (owned, seen, unknown), counts per element, completion",
    responses: { 200: json("The book", CollectionSchema) },
  }),
  species: apiRoute({
    operationId: "getSpecies",
    method: "get",
    path: "/api/collection/species/{key}",
    tag: "collection",
    access: "player",
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
    responses: { 200: json("The species", SpeciesSchema) },
    errors: { 404: "No such species" },
  }),
  monster: apiRoute({
    operationId: "getOwnedMonster",
    method: "get",
    path: "/api/collection/monsters/{id}",
    tag: "collection",
    access: "player",
    summary: "One of the player's monsters: level, xp, skin, stats at its level, teams, what it can do",
    request: { params: z.object({ id: RowIdTextSchema }) },
    responses: { 200: json("The monster", OwnedMonsterSchema) },
    errors: { 404: "No such monster of the player's" },
  }),
  elements: apiRoute({
    operationId: "getElementChart",
    method: "get",
    path: "/api/elements",
    tag: "collection",
    access: "public",
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
